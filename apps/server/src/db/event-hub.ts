/**
 * Live events across processes: whoever changes something a page follows calls pg_notify(channel,
 * key) inside its transaction; PostgreSQL delivers the notification at commit to every API
 * process listening, and each one wakes the streams that watch that key (a search id, a user id).
 * One LISTEN connection per process, whatever the number of channels and streams.
 */
import type { Pool, PoolClient } from './pool.js';
import type { Logger } from '../logger.js';

type Listener = () => void;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export class EventHub {
  private readonly listeners = new Map<string, Map<string, Set<Listener>>>();
  private client: PoolClient | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly channels: readonly string[],
  ) {
    for (const channel of channels) {
      if (!IDENTIFIER.test(channel)) throw new Error(`not a channel name: ${channel}`);
      this.listeners.set(channel, new Map());
    }
  }

  /** Resolves once this process is listening, so no commit after it is missed. */
  async subscribe(channel: string, key: string, listener: Listener): Promise<() => void> {
    const keys = this.listeners.get(channel);
    if (!keys) throw new Error(`channel not listened to: ${channel}`);
    await this.ensureListening();
    let set = keys.get(key);
    if (!set) {
      set = new Set();
      keys.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) keys.delete(key);
    };
  }

  private ensureListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const listener of this.listeners.get(message.channel)?.get(message.payload) ?? []) {
        listener();
      }
    });
    client.on('error', (error) => this.lost(client, error));
    for (const channel of this.channels) await client.query(`listen ${channel}`);
    this.client = client;
  }

  private wakeAll(): void {
    for (const keys of this.listeners.values()) {
      for (const set of keys.values()) for (const listener of set) listener();
    }
  }

  private lost(client: PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.release(error);
    if (this.closed) return;
    this.log.warn({ err: error }, 'event listener lost its connection; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.ensureListening()
        // Notifications may have been missed while disconnected: wake every stream.
        .then(() => this.wakeAll())
        .catch(() => {
          this.retryTimer = setTimeout(retry, 1000);
        });
    };
    retry();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.query('unlisten *').catch(() => undefined);
      client.release();
    }
  }
}
