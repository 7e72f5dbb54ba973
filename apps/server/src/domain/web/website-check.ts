/**
 * Is a business's website alive? One small GET through the guarded fetcher (HEAD is broken on too
 * many small sites). A server that answers — even to refuse a bot — counts as active.
 */
import { BlockedDestinationError, FetchFailedError, type SafeFetcher } from './safe-fetch.js';

export type WebsiteCheckReason =
  | 'ok'
  | 'http_error'
  | 'dns'
  | 'timeout'
  | 'connect'
  | 'blocked'
  | 'invalid_url'
  | 'too_many_redirects';

export interface WebsiteCheckResult {
  active: boolean;
  finalUrl: string | null;
  status: number | null;
  reason: WebsiteCheckReason;
}

/** Enough to see the server answer; the page itself is fetched by the crawler. */
const CHECK_MAX_BYTES = 16 * 1024;
const REFUSING_BUT_ALIVE = new Set([401, 403, 405, 429]);

/** 2xx/3xx, or a refusal that still proves a live server (401, 403, 405, 429). */
export function isActiveStatus(status: number): boolean {
  return (status >= 200 && status <= 399) || REFUSING_BUT_ALIVE.has(status);
}

/**
 * A website value as found in OpenStreetMap or a places API, as an absolute http(s) URL, or null
 * when it cannot be one. Trims, takes the first of ";"-separated values, adds http:// to
 * scheme-less values ("www.example.com", "example.com:8080/x", "//example.com"), refuses other
 * schemes (javascript:, mailto:, tel:, ftp:…) and hosts that are neither a dotted name, an IP
 * literal nor localhost.
 */
export function normalizeWebsiteUrl(raw: string): string | null {
  const value = raw.split(';')[0]?.trim() ?? '';
  if (value === '' || /\s/.test(value)) return null;
  let candidate = value;
  if (candidate.startsWith('//')) {
    candidate = `http:${candidate}`;
  } else {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(candidate)?.[1]?.toLowerCase();
    // "example.com:8080/…" looks like a scheme but is a host and a port.
    const hostAndPort = scheme !== undefined && /^[^/:]+:\d+(?:[/?#]|$)/.test(candidate);
    if (scheme === undefined || hostAndPort) candidate = `http://${candidate}`;
    else if (scheme !== 'http' && scheme !== 'https') return null;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname;
  const named = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+\.?$/i.test(host);
  const literal = host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host);
  if (!named && !literal && host !== 'localhost') return null;
  return url.href;
}

export async function checkWebsite(
  fetcher: Pick<SafeFetcher, 'fetch'>,
  url: string,
  signal?: AbortSignal,
): Promise<WebsiteCheckResult> {
  const normalized = normalizeWebsiteUrl(url);
  if (normalized === null) {
    return { active: false, finalUrl: null, status: null, reason: 'invalid_url' };
  }
  try {
    const response = await fetcher.fetch(normalized, {
      method: 'GET',
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      maxBytes: CHECK_MAX_BYTES,
      ...(signal ? { signal } : {}),
    });
    const active = isActiveStatus(response.status);
    return {
      active,
      finalUrl: response.url,
      status: response.status,
      reason: active ? 'ok' : 'http_error',
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof BlockedDestinationError) {
      return { active: false, finalUrl: null, status: null, reason: 'blocked' };
    }
    if (error instanceof FetchFailedError) {
      const reason = error.kind === 'http' ? 'http_error' : error.kind;
      return { active: false, finalUrl: null, status: null, reason };
    }
    throw error;
  }
}
