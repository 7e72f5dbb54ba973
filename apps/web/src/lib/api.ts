/** The one way the web app calls the API: JSON in and out, the user's language attached. */
import type { ApiErrorBody, ErrorCode } from '@leadatlas/shared';
import i18n from '../i18n';

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
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody> & { code?: string };
    throw new ApiError(
      response.status,
      body.error ?? body.code ?? 'internal_error',
      body.fields,
      body,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
