/**
 * Live search progress across processes: whoever changes a search or stores a lead calls
 * notifySearch inside its transaction; PostgreSQL delivers the notification at commit to every
 * API process listening, and each one wakes the streams of that search.
 */
import type { Pool, PoolClient, Queryable } from '../../db/pool.js';
import type { Logger } from '../../logger.js';

export const SEARCH_CHANNEL = 'search_events';

export async function notifySearch(db: Queryable, searchId: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [SEARCH_CHANNEL, searchId]);
}

type Listener = () => void;

/** One LISTEN connection per process, fanned out to the streams that watch each search. */
export class SearchEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: PoolClient | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  /** Resolves once this process is listening, so no commit after it is missed. */
  async subscribe(searchId: string, listener: Listener): Promise<() => void> {
    await this.ensureListening();
    let set = this.listeners.get(searchId);
    if (!set) {
      set = new Set();
      this.listeners.set(searchId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(searchId);
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
      if (message.channel !== SEARCH_CHANNEL || !message.payload) return;
      for (const listener of this.listeners.get(message.payload) ?? []) listener();
    });
    client.on('error', (error) => this.lost(client, error));
    await client.query(`listen ${SEARCH_CHANNEL}`);
    this.client = client;
  }

  private lost(client: PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.release(error);
    if (this.closed) return;
    this.log.warn({ err: error }, 'search event listener lost its connection; reconnecting');
    const retry = () => {
      if (this.closed) return;
      this.ensureListening()
        .then(() => {
          // Notifications may have been missed while disconnected: wake every stream.
          for (const set of this.listeners.values()) for (const listener of set) listener();
        })
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
      await client.query(`unlisten ${SEARCH_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }
}
