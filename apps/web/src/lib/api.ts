/** The one way the web app calls the API: JSON in and out, the user's language attached. */
import type { TFunction } from 'i18next';
import type { ApiErrorBody, ErrorCode } from '@leadatlas/shared';
import i18n, { currentLocale } from '../i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly fields: string[] = [],
    /** The whole error body: required/available, candidates, requiredPlan. */
    readonly details: Partial<ApiErrorBody> = {},
  ) {
    super(code);
  }
}

export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'x-app-locale': i18n.language };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw errorOf(response.status, data);
  return data as T;
}

/**
 * A file from the API (a CSV, a PDF statement), fetched rather than followed as a link so that
 * a failure can be told: the response once it is ok; throws ApiError like api().
 */
export async function apiFile(path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'x-app-locale': currentLocale() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw errorOf(response.status, text ? safeJson(text) : null);
  }
  return response;
}

function errorOf(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as Partial<ApiErrorBody> & { code?: string };
  return new ApiError(status, body.error ?? body.code ?? 'internal_error', body.fields, body);
}

/** "?a=1&b=x" from the parameters that have a value ('' and undefined are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The message for a failure any call can meet, whatever it was for (a refused origin, no
 * connection, too many requests); null when the caller's own message fits better.
 */
export function commonErrorMessage(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'csrf_rejected') {
    return t('errors.csrf_rejected', { appUrl: error.details.appUrl ?? window.location.origin });
  }
  if (error.code === 'network_error') return t('errors.network');
  if (error.status === 429) return t('errors.rate_limited');
  return null;
}

/** Not found, not yours, not allowed (4xx): asking again will not change the answer. */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** TanStack Query's retry: twice, unless the server said no (4xx). */
export const retryUnlessClientError = (count: number, error: unknown) =>
  !isClientError(error) && count < 2;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
