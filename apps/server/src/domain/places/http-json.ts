/**
 * JSON over HTTP for the places sources: the app's User-Agent, a timeout per attempt joined
 * with the caller's AbortSignal, and retries with exponential backoff and jitter on network
 * errors, timeouts, 429 and 5xx. Other 4xx answers are final. When the attempts run out the
 * source is unavailable (SourceUnavailableError).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { PlacesSourceId } from '@leadatlas/shared';
import type { Logger } from '../../logger.js';
import { SourceUnavailableError } from './types.js';

export interface HttpJsonOptions {
  source: PlacesSourceId;
  userAgent: string;
  /** Per attempt. */
  timeoutMs: number;
  maxAttempts: number;
  log?: Logger;
  /** First retry waits about this long, then twice as long each time (plus jitter). */
  backoffBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the source is unavailable now. */
  maxRetryAfterMs?: number;
  /** Strings never to show in errors or logs (API keys). */
  secrets?: string[];
}

export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  signal?: AbortSignal | undefined;
  /** Short description for logs and errors, e.g. "Nominatim search". */
  label: string;
  /** Runs before every attempt (a rate gate). */
  beforeAttempt?: (signal: AbortSignal | undefined) => Promise<void>;
  /** Inspects a 2xx body; a returned reason makes the attempt a retryable failure. */
  check?: (body: unknown) => string | null;
  /** Reads the message out of an error body (e.g. Google's {error:{message}}). */
  describeError?: (body: unknown) => string | null;
}

export type HttpJson = <T = unknown>(request: JsonRequest) => Promise<T>;

/** A failure worth another attempt. */
class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function createHttpJson(options: HttpJsonOptions): HttpJson {
  const backoffBase = options.backoffBaseMs ?? 250;
  const maxRetryAfter = options.maxRetryAfterMs ?? 30_000;
  const maxAttempts = Math.max(1, options.maxAttempts);

  const redact = (text: string): string => {
    let out = text;
    for (const secret of options.secrets ?? []) {
      if (secret) out = out.split(secret).join('[redacted]');
    }
    return out.length > 300 ? `${out.slice(0, 300)}…` : out;
  };

  const unavailable = (request: JsonRequest, why: string) =>
    new SourceUnavailableError(options.source, redact(`${request.label}: ${why}`));

  async function attempt(request: JsonRequest): Promise<unknown> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: {
          'user-agent': options.userAgent,
          accept: 'application/json',
          ...request.headers,
        },
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      if (timeout.aborted) throw new RetryableFailure(`timed out after ${options.timeoutMs} ms`);
      throw new RetryableFailure(`network error (${errorText(error)})`);
    }
    let body: unknown = undefined;
    let parsed = false;
    try {
      body = JSON.parse(text);
      parsed = true;
    } catch {
      // Not JSON: an HTML error page from a proxy, or a truncated answer.
    }
    if (response.ok) {
      if (!parsed)
        throw new RetryableFailure(`HTTP ${response.status} with a body that is not JSON`);
      const problem = request.check?.(body) ?? null;
      if (problem) throw new RetryableFailure(problem);
      return body;
    }
    const detail = (parsed ? request.describeError?.(body) : null) ?? null;
    const why = `HTTP ${response.status}${detail ? ` (${detail})` : ''}`;
    if (response.status === 429 || response.status >= 500 || response.status === 408) {
      throw new RetryableFailure(why, parseRetryAfter(response.headers.get('retry-after')));
    }
    throw unavailable(request, why);
  }

  return async function requestJson<T>(request: JsonRequest): Promise<T> {
    for (let attemptNo = 1; ; attemptNo++) {
      request.signal?.throwIfAborted();
      await request.beforeAttempt?.(request.signal);
      try {
        return (await attempt(request)) as T;
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attemptNo >= maxAttempts) {
          throw unavailable(request, `${error.message}, after ${attemptNo} attempt(s)`);
        }
        if (error.retryAfterMs !== null && error.retryAfterMs > maxRetryAfter) {
          throw unavailable(request, `${error.message}, retry after ${error.retryAfterMs} ms`);
        }
        const backoff = backoffBase * 2 ** (attemptNo - 1);
        const wait = Math.max(error.retryAfterMs ?? 0, backoff / 2 + Math.random() * backoff);
        options.log?.warn(
          { source: options.source, attempt: attemptNo, waitMs: Math.round(wait) },
          redact(`${request.label} failed: ${error.message}; retrying`),
        );
        await delay(wait, undefined, request.signal ? { signal: request.signal } : undefined);
      }
    }
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : null;
    return code ?? error.message;
  }
  return String(error);
}
