/**
 * What every HTTP stand-in shares: loopback listening, request counting and logging, latency,
 * injected faults (fail, hang) and a close() that ends every socket at once.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Rng } from './rng.js';

export type Target =
  | 'nominatim'
  | 'overpass'
  | 'google'
  | 'websites'
  | 'smtp'
  | 'tiles'
  | 'stripe'
  | 'hubspot'
  | 'pipedrive'
  | 'instantly'
  | 'lemlist'
  | 'hooks';

export type Latency = number | [number, number];

export interface Fault {
  latencyMs?: Latency;
  /** 0..1: share of requests answered with failStatus. */
  failRate?: number;
  /** 500, 503, 429, 504 … (default 503). */
  failStatus?: number;
  /** Accept the request and never answer (until the client gives up or the sandbox closes). */
  hang?: boolean;
  /** The next n requests fail. */
  failNext?: number;
}

export interface LogEntry {
  target: Target;
  at: number;
  userAgent: string | undefined;
  body?: string;
  url: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
  /** Extra wait before answering (a slow website). */
  delayMs?: number;
  /** Accept the request and never answer (until the client gives up or the sandbox closes). */
  hang?: boolean;
  /** A body produced lazily, chunk by chunk, with backpressure (body is then ignored). */
  stream?: () => Iterable<Buffer>;
}

export interface Incoming {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: Incoming) => Reply | Promise<Reply>;

export const LOG_CAP = 5000;

/** State shared by every stand-in of one sandbox. */
export class Runtime {
  readonly requests: Record<Target, number> = {
    nominatim: 0,
    overpass: 0,
    google: 0,
    websites: 0,
    smtp: 0,
    tiles: 0,
    stripe: 0,
    hubspot: 0,
    pipedrive: 0,
    instantly: 0,
    lemlist: 0,
    hooks: 0,
  };
  readonly requestLog: LogEntry[] = [];
  private readonly faults = new Map<Target, Fault>();
  private readonly pending = new Set<() => void>();
  private readonly rng: Rng;

  constructor(
    seed: number,
    private readonly latency: Partial<Record<Target, Latency>>,
  ) {
    this.rng = new Rng(seed ^ 0x5eed);
  }

  setFault(target: Target, fault: Fault | null): void {
    if (fault) this.faults.set(target, { ...fault });
    else this.faults.delete(target);
  }

  fault(target: Target): Fault | undefined {
    return this.faults.get(target);
  }

  latencyFor(target: Target): number {
    const value = this.faults.get(target)?.latencyMs ?? this.latency[target] ?? 0;
    if (typeof value === 'number') return Math.max(0, value);
    const [min, max] = value;
    return Math.max(0, this.rng.range(min, max));
  }

  /** Whether this request is one of the injected failures (consumes failNext). */
  shouldFail(target: Target): number | null {
    const fault = this.faults.get(target);
    if (!fault) return null;
    const status = fault.failStatus ?? 503;
    if (fault.failNext !== undefined && fault.failNext > 0) {
      fault.failNext -= 1;
      return status;
    }
    if (fault.failRate !== undefined && fault.failRate > 0 && this.rng.next() < fault.failRate) {
      return status;
    }
    return null;
  }

  record(entry: LogEntry): void {
    this.requests[entry.target] += 1;
    this.requestLog.push(entry);
    if (this.requestLog.length > LOG_CAP)
      this.requestLog.splice(0, this.requestLog.length - LOG_CAP);
  }

  /** A wait that the client going away or close() cancels. Resolves false when cancelled. */
  wait(ms: number, cancel: { onCancel?: () => void }): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        this.pending.delete(stop);
        resolve(false);
      };
      const timer = setTimeout(() => {
        this.pending.delete(stop);
        resolve(true);
      }, ms);
      this.pending.add(stop);
      cancel.onCancel = stop;
    });
  }

  clearTimers(): void {
    for (const stop of [...this.pending]) stop();
  }
}

export interface StandIn {
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 4 * 1024 * 1024;

/**
 * Starts one stand-in on 127.0.0.1. `failure` builds the error answer the real service gives
 * for an injected failure status.
 */
export async function startHttp(
  target: Target,
  runtime: Runtime,
  port: number,
  handler: Handler,
  failure: (status: number) => Reply,
): Promise<StandIn> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    void serve(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BODY) {
          res.writeHead(413, { 'content-type': 'text/plain' }).end('Payload Too Large');
          return;
        }
        chunks.push(chunk);
      }
    } catch {
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const host = req.headers.host ?? `127.0.0.1:${port}`;
    const url = new URL(req.url ?? '/', `http://${host}`);
    const entry: LogEntry = {
      target,
      at: Date.now(),
      userAgent: req.headers['user-agent'],
      url: url.toString(),
    };
    if (body !== '') entry.body = body;
    runtime.record(entry);

    if (runtime.fault(target)?.hang) return; // the socket stays open until the client gives up
    const latency = runtime.latencyFor(target);
    const failStatus = runtime.shouldFail(target);
    let reply: Reply;
    try {
      reply =
        failStatus !== null
          ? failure(failStatus)
          : await handler({ method: req.method ?? 'GET', url, headers: req.headers, body });
    } catch (error) {
      reply = {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: `sandbox error: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const cancel: { onCancel?: () => void } = {};
    const onClose = () => cancel.onCancel?.();
    res.on('close', onClose);
    const waited = await runtime.wait(latency + (reply.delayMs ?? 0), cancel);
    res.off('close', onClose);
    if (!waited || res.destroyed || res.writableEnded) return;
    if (reply.hang) return; // like the hang fault: the socket stays open
    if (reply.stream) {
      res.writeHead(reply.status, reply.headers);
      await pump(res, reply.stream());
      return;
    }
    const bytes = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body;
    res.writeHead(reply.status, { 'content-length': String(bytes.length), ...reply.headers });
    res.end(bytes);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;

  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }),
  };
}

/** Writes chunks as the client reads them; stops when it goes away. */
async function pump(res: http.ServerResponse, chunks: Iterable<Buffer>): Promise<void> {
  for (const chunk of chunks) {
    if (res.destroyed) return;
    if (!res.write(chunk)) {
      const drained = await new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          res.off('drain', onDrain);
          res.off('close', onClose);
          resolve(ok);
        };
        const onDrain = () => done(true);
        const onClose = () => done(false);
        res.on('drain', onDrain);
        res.on('close', onClose);
      });
      if (!drained) return;
    }
  }
  if (!res.destroyed) res.end();
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function text(status: number, body: string, type = 'text/plain; charset=utf-8'): Reply {
  return { status, headers: { 'content-type': type }, body };
}
