/**
 * One spelling per API route. Fastify matches the raw path, better-auth parses it again with
 * WHATWG URL rules (dot segments, `%2e`, backslashes) and routes it through a router that skips
 * empty segments, while its own `disabledPaths`, rate-limit rules and our guards compare
 * strings. Any path those readers could see differently is refused before anything reads it,
 * so every guard sees the path the handler routes.
 */

/** A path segment of our API: letters, digits and `-_.~`; never `.`/`..`, never encoded. */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** The path of a raw request URL (no query), as the client sent it. */
export function rawPath(rawUrl: string): string {
  const query = rawUrl.indexOf('?');
  return query === -1 ? rawUrl : rawUrl.slice(0, query);
}

/**
 * True when `path` has exactly one meaning: it starts with `/`, has no empty segment (`//`,
 * trailing `/`), no dot segment, no percent-encoding, no backslash and no character a URL
 * parser would rewrite.
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/') || path === '/') return path === '/';
  return path
    .slice(1)
    .split('/')
    .every((segment) => SEGMENT.test(segment));
}

/**
 * True for requests any reader could take for the JSON API: the raw path, or the path after
 * URL parsing (dot segments, `%2e`, backslashes), repeated slashes and one round of decoding.
 */
export function isApiRequest(rawUrl: string): boolean {
  const raw = rawPath(rawUrl);
  let parsed: string;
  try {
    parsed = new URL(raw, 'http://h').pathname;
  } catch {
    parsed = raw;
  }
  let decoded = parsed;
  try {
    decoded = decodeURIComponent(parsed);
  } catch {
    // A malformed escape: judged on the undecoded spellings.
  }
  return [raw, parsed, decoded].some((path) => /^\/api(\/|$)/i.test(path.replace(/[\\/]+/g, '/')));
}
