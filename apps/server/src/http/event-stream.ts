/**
 * A Server-Sent Events response that follows one key of an EventHub channel: it listens first,
 * then opens the stream and calls `flush` (which reads the current state and sends what is new),
 * then calls it again after every notification of that key. Bursts of notifications coalesce
 * into one flush, never two at once. `flush` answers true to end the stream. A keepalive comment
 * every 15 s keeps proxies from closing an idle stream.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub } from '../db/event-hub.js';

const KEEPALIVE_MS = 15_000;

export interface EventWriter {
  send(event: string, data: unknown, id?: string | number): void;
  readonly closed: boolean;
}

export async function followEvents(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    channel: string;
    key: string;
    /** Other keys whose notifications also call flush (e.g. the user's memberships). */
    alsoOn?: ReadonlyArray<{ channel: string; key: string }>;
    /** Sends what changed; true when the stream is over. */
    flush: (writer: EventWriter) => Promise<boolean>;
  },
): Promise<void> {
  let closed = false;
  let running = false;
  let again = false;
  let started = false;
  const res = reply.raw;

  const writer: EventWriter = {
    send(event, data, id) {
      const head = id === undefined ? '' : `id: ${id}\n`;
      res.write(`${head}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    get closed() {
      return closed;
    },
  };

  let unsubscribe: () => void = () => undefined;
  const timers: { keepalive?: NodeJS.Timeout } = {};
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(timers.keepalive);
    unsubscribe();
    res.end();
  };

  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (closed) return;
        if (await options.flush(writer)) return finish();
      } while (again && !closed);
    } finally {
      running = false;
    }
  };

  const onNotify = () => {
    if (!started) return; // the first flush below covers anything before it
    void flush().catch((error: unknown) => {
      request.log.warn({ err: error, channel: options.channel }, 'event stream read failed');
      finish();
    });
  };
  // Listen first, then read: a change committed in between is not missed.
  const unsubscribers = [await hub.subscribe(options.channel, options.key, onNotify)];
  for (const other of options.alsoOn ?? []) {
    unsubscribers.push(await hub.subscribe(other.channel, other.key, onNotify));
  }
  unsubscribe = () => unsubscribers.forEach((stop) => stop());
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  timers.keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
  request.raw.on('close', finish);
  started = true;
  onNotify();
}
