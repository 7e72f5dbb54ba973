/**
 * Outbound HTTP to businesses' websites, guarded against server-side request forgery.
 *
 * - Only http/https; unless private networks are allowed, only ports 80/443.
 * - The hostname is resolved by our Resolver inside the undici connector, every address is
 *   checked, and the socket connects to a checked address (the IP is handed to net/tls directly,
 *   SNI and certificate checks keep the name): there is no second lookup an attacker's DNS could
 *   answer differently between check and connect.
 * - Redirects are followed here, each hop re-validated before it is requested.
 * - Bodies are read up to a byte cap (decompressed bytes, so a gzip bomb stops early too).
 * - One deadline covers every hop and the body; per-host and global concurrency limits. The
 *   deadline runs only while a slot is held: a site queued behind others on its host name (or
 *   behind the whole process) is never reported dead before it was even asked.
 */
import { Agent, buildConnector, fetch, type Response } from 'undici';
import { BlockedDestinationError, FetchFailedError } from './errors.js';
import { resolveDestination, validateUrl, type DestinationPolicy } from './destination.js';
import type { ResolvedAddress, Resolver } from './resolver.js';
import { Semaphore } from './semaphore.js';

export { BlockedDestinationError, FetchFailedError } from './errors.js';
export type { BlockReason, FetchFailureKind } from './errors.js';
export { decodeBody } from './decode-body.js';
export { checkDestination, resolveDestination, validateUrl } from './destination.js';

export interface SafeFetcherOptions {
  allowPrivateNetworks: boolean;
  userAgent: string;
  /** Deadline of one fetch: every redirect hop and the body, not the waits for a slot. */
  timeoutMs: number;
  /** Body cap in bytes (after decompression); default 2 MB. */
  maxBytes?: number;
  /** Redirects followed before failing with too_many_redirects; default 5. */
  maxRedirects?: number;
  resolver: Resolver;
  /** Requests in flight to one hostname; default 2. */
  maxConnectionsPerHost?: number;
  /** Requests in flight overall; default 64. */
  maxConnections?: number;
}

export interface SafeFetchInit {
  signal?: AbortSignal;
  method?: 'GET' | 'HEAD' | 'POST';
  /** Accept header; default prefers HTML. */
  accept?: string;
  /** A POST's body and its extra headers (content type, signatures). */
  body?: string;
  headers?: Record<string, string>;
  /** false: a redirect is answered as it is, not followed (webhooks do not follow them). */
  followRedirects?: boolean;
  /** A lower body cap for this request (never above the fetcher's). */
  maxBytes?: number;
}

export interface SafeResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** Lowercased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  contentType: string | null;
  body: Buffer;
  /** The body went past the cap and was cut there. */
  truncated: boolean;
  /** Every URL that answered with a redirect, in order (the requested URL first); [] if none. */
  redirects: string[];
}

export interface SafeFetcher {
  fetch(url: string, init?: SafeFetchInit): Promise<SafeResponse>;
  close(): Promise<void>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
/** Connect errors after which the next address of the name is worth a try. */
const RETRY_NEXT_ADDRESS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const MAX_ADDRESSES_TRIED = 2;
const REDIRECT_DRAIN_BYTES = 16 * 1024;
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/**
 * A fetch's deadline that only runs while the request holds its connection slots: `run()`
 * starts the clock for one hop and returns its stop; the time left carries to the next hop.
 */
class HeldTimeDeadline {
  readonly #controller = new AbortController();
  #left: number;

  constructor(timeoutMs: number) {
    this.#left = timeoutMs;
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  run(): () => void {
    const started = Date.now();
    const timer = setTimeout(() => {
      this.#controller.abort(new DOMException('The site took too long', 'TimeoutError'));
    }, this.#left);
    return () => {
      clearTimeout(timer);
      this.#left = Math.max(0, this.#left - (Date.now() - started));
    };
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * An undici connector that resolves and checks the host itself, then connects to the checked
 * address: net/tls get the IP as host, while the original host still gives SNI and the name the
 * certificate is verified against.
 */
function pinnedConnector(
  resolver: Resolver,
  policy: DestinationPolicy,
  connectTimeoutMs: number,
): buildConnector.connector {
  const base = buildConnector({ timeout: connectTimeoutMs });
  return (options, callback) => {
    const attempt = (addresses: ResolvedAddress[], index: number) => {
      const target = addresses[index];
      if (!target) {
        callback(new FetchFailedError('connect'), null);
        return;
      }
      base({ ...options, hostname: target.address }, (error, socket) => {
        if (error === null) {
          callback(null, socket);
          return;
        }
        const code = codeOf(error);
        const next = index + 1;
        if (
          code &&
          RETRY_NEXT_ADDRESS.has(code) &&
          next < Math.min(addresses.length, MAX_ADDRESSES_TRIED)
        ) {
          attempt(addresses, next);
        } else {
          callback(error, null);
        }
      });
    };
    resolveDestination(options.hostname, resolver, policy).then(
      (addresses) => attempt(addresses, 0),
      (error: unknown) =>
        callback(error instanceof Error ? error : new FetchFailedError('dns'), null),
    );
  };
}

/** Our typed error for whatever fetch/undici threw; never the raw error. */
function translate(
  error: unknown,
  timeout: AbortSignal,
): BlockedDestinationError | FetchFailedError {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (current instanceof BlockedDestinationError || current instanceof FetchFailedError) {
      return current;
    }
    const code = codeOf(current);
    if (code && TIMEOUT_CODES.has(code)) return new FetchFailedError('timeout', code);
    // HPE_*: unparsable HTTP; Z_*/ERR_BROTLI_*: a body that does not decompress.
    const name = (current as { name?: unknown }).name;
    if (name === 'HTTPParserError' || (code && /^(HPE_|Z_|ERR_BROTLI_|ERR_ZLIB_)/.test(code))) {
      return new FetchFailedError('http', code);
    }
    if (code && code !== 'UND_ERR_ABORTED' && code !== 'ABORT_ERR') {
      if (!timeout.aborted) return new FetchFailedError('connect', code);
    }
    current = (current as { cause?: unknown }).cause;
  }
  if (timeout.aborted) return new FetchFailedError('timeout');
  return new FetchFailedError('connect');
}

async function readCapped(
  response: Response,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  if (!response.body) return { body: Buffer.alloc(0), truncated: false };
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - size;
      if (value.byteLength > room) {
        chunks.push(Buffer.from(value.buffer, value.byteOffset, room));
        size += room;
        truncated = true;
        break;
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      size += value.byteLength;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (truncated) await reader.cancel().catch(() => undefined);
  return { body: Buffer.concat(chunks, size), truncated };
}

function headerRecord(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const policy: DestinationPolicy = { allowPrivateNetworks: options.allowPrivateNetworks };
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const perHost = options.maxConnectionsPerHost ?? 2;
  const global = new Semaphore(options.maxConnections ?? 64);
  const hosts = new Map<string, Semaphore>();
  const agent = new Agent({
    connections: perHost,
    connect: pinnedConnector(options.resolver, policy, Math.min(options.timeoutMs, 10_000)),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 10_000,
  });

  /** Slots for one hop: the host's, then a global one (released in reverse). */
  async function acquire(hostname: string, signal: AbortSignal): Promise<() => void> {
    let host = hosts.get(hostname);
    if (!host) {
      host = new Semaphore(perHost);
      hosts.set(hostname, host);
    }
    const hostSemaphore = host;
    const forget = () => {
      if (hostSemaphore.idle && hosts.get(hostname) === hostSemaphore) hosts.delete(hostname);
    };
    let releaseHost: () => void;
    try {
      releaseHost = await hostSemaphore.acquire(signal);
    } catch (error) {
      forget();
      throw error;
    }
    let releaseGlobal: () => void;
    try {
      releaseGlobal = await global.acquire(signal);
    } catch (error) {
      releaseHost();
      forget();
      throw error;
    }
    return () => {
      releaseGlobal();
      releaseHost();
      forget();
    };
  }

  async function safeFetch(input: string, init: SafeFetchInit = {}): Promise<SafeResponse> {
    const method = init.method ?? 'GET';
    const cap = Math.max(0, Math.min(init.maxBytes ?? maxBytes, maxBytes));
    const deadline = new HeldTimeDeadline(options.timeoutMs);
    const timeout = deadline.signal;
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const headers = {
      ...init.headers,
      'user-agent': options.userAgent,
      accept: init.accept ?? DEFAULT_ACCEPT,
    };
    let url = validateUrl(input, policy);
    const redirects: string[] = [];
    try {
      for (;;) {
        const releaseSlots = await acquire(url.hostname.toLowerCase(), signal);
        const stopClock = deadline.run();
        const release = () => {
          stopClock();
          releaseSlots();
        };
        try {
          const response = await fetch(url, {
            method,
            headers,
            ...(init.body !== undefined ? { body: init.body } : {}),
            redirect: 'manual',
            signal,
            dispatcher: agent,
          });
          const location = response.headers.get('location');
          const follow = init.followRedirects !== false;
          if (follow && REDIRECT_STATUSES.has(response.status) && location !== null) {
            // A short redirect body is drained so the connection can serve the next hop.
            await readCapped(response, REDIRECT_DRAIN_BYTES).catch(() => undefined);
            if (redirects.length >= maxRedirects) throw new FetchFailedError('too_many_redirects');
            let next: URL;
            try {
              next = new URL(location, url);
            } catch {
              throw new FetchFailedError('invalid_url');
            }
            redirects.push(url.href);
            url = validateUrl(next, policy);
            continue;
          }
          const { body, truncated } = await readCapped(response, cap);
          const record = headerRecord(response);
          return {
            url: url.href,
            status: response.status,
            headers: record,
            contentType: record['content-type'] ?? null,
            body,
            truncated,
            redirects,
          };
        } finally {
          release();
        }
      }
    } catch (error) {
      // The caller's own cancellation is theirs to recognise, not a failure of the site.
      if (init.signal?.aborted) throw init.signal.reason;
      throw translate(error, timeout);
    }
  }

  return {
    fetch: safeFetch,
    async close() {
      await agent.close();
    },
  };
}
