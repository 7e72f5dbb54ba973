/**
 * The one way connectors call a service's API: JSON over undici's fetch with a deadline, and
 * every answer that is not a success turned into one of four errors the push engine knows how
 * to handle (wait, retry, stop, or fail the batch). Tokens travel in headers, never in logs.
 */
import { fetch } from 'undici';

/** 429: wait `retryAfterMs` (the service's Retry-After, else a default) and send it again. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
  constructor(
    readonly retryAfterMs: number,
    message = 'Rate limited',
  ) {
    super(message);
  }
}

/** Worth trying again later: 5xx, 408, timeouts, connection failures. */
export class TransientServiceError extends Error {
  override readonly name = 'TransientServiceError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The token or key is refused (401, 403): nothing more is sent until it is replaced. */
export class AuthRejectedError extends Error {
  override readonly name = 'AuthRejectedError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The service refused this request for good (other 4xx): the leads in it fail with its words. */
export class ServiceRejectedError extends Error {
  override readonly name = 'ServiceRejectedError';
  constructor(
    message: string,
    readonly status: number,
    /** The parsed answer, for connectors that read per-item errors out of it. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** A webhook endpoint answered 410 Gone: the connection is disabled (Standard Webhooks). */
export class EndpointGoneError extends Error {
  override readonly name = 'EndpointGoneError';
}

export type ServiceError =
  | RateLimitedError
  | TransientServiceError
  | AuthRejectedError
  | ServiceRejectedError
  | EndpointGoneError;

export function isServiceError(error: unknown): error is ServiceError {
  return (
    error instanceof RateLimitedError ||
    error instanceof TransientServiceError ||
    error instanceof AuthRejectedError ||
    error instanceof ServiceRejectedError ||
    error instanceof EndpointGoneError
  );
}

const DEFAULT_RETRY_AFTER_MS = 10_000;
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/** Retry-After as seconds or an HTTP date; the default when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    return Math.min(MAX_RETRY_AFTER_MS, Math.round(Number(trimmed) * 1000));
  }
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - now));
}

/** The service's message out of a JSON error body: the usual places services put it. */
export function serviceMessageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return clip(body.trim());
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'error_info', 'detail', 'reason']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return clip(value.trim());
    if (typeof value === 'object' && value !== null) {
      const inner = (value as Record<string, unknown>).message;
      if (typeof inner === 'string' && inner.trim()) return clip(inner.trim());
    }
  }
  return fallback;
}

function clip(text: string): string {
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

export interface ServiceRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** What the service is called in messages ("HubSpot"). */
  service: string;
  signal?: AbortSignal;
}

export interface ServiceResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ServiceHttp {
  /** Resolves on 2xx with the parsed body; throws a ServiceError otherwise. */
  request<T = unknown>(request: ServiceRequest): Promise<ServiceResponse<T>>;
}

export function createServiceHttp(options: { timeoutMs: number; userAgent: string }): ServiceHttp {
  return {
    async request<T>(request: ServiceRequest): Promise<ServiceResponse<T>> {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      let response: Awaited<ReturnType<typeof fetch>>;
      try {
        response = await fetch(request.url, {
          method: request.method ?? 'GET',
          headers: {
            'user-agent': options.userAgent,
            accept: 'application/json',
            ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...request.headers,
          },
          ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
          signal,
        });
      } catch (error) {
        if (request.signal?.aborted) throw request.signal.reason ?? error;
        const why = timeout.aborted ? 'timed out' : 'could not be reached';
        throw new TransientServiceError(`${request.service} ${why}`);
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        throw new TransientServiceError(
          `${request.service} closed the connection`,
          response.status,
        );
      }
      let body: unknown = text;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      } else {
        body = null;
      }
      const status = response.status;
      if (status >= 200 && status < 300) {
        return { status, body: body as T, headers: response.headers as unknown as Headers };
      }
      const message = serviceMessageOf(body, `${request.service} answered ${status}`);
      if (status === 429) {
        throw new RateLimitedError(parseRetryAfter(response.headers.get('retry-after')), message);
      }
      if (status === 401 || status === 403) throw new AuthRejectedError(message, status);
      if (status === 408 || status >= 500) throw new TransientServiceError(message, status);
      throw new ServiceRejectedError(message, status, body);
    },
  };
}
