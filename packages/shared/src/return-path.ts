/**
 * Where a visitor goes back to once signed in: a path of this app, never another site. The web
 * app reads it from `?next=`; the server puts it in the confirmation link of a new account, so
 * a visitor who signed up from a page (the survey) comes back to it, not to the dashboard.
 */

/** Only a relative path with a single leading `/`: `//host` and `/\host` are other sites. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and line breaks inside URLs ("/\t/evil.example" is "//evil.example").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  if (/[\u0000-\u001F\u007F]/.test(value)) return null;
  // "/..//evil.example" resolves to the path "//evil.example": refused like it.
  const resolved = new URL(value, 'http://app.invalid');
  if (resolved.origin !== 'http://app.invalid' || resolved.pathname.startsWith('//')) return null;
  return value;
}

const AUTH_CALLBACK = '/auth/callback';

/**
 * The page a confirmation link (or a new one mailed at sign-in) comes back to, with the return
 * path when there is one. better-auth writes the callback into the link without encoding it,
 * so only a plain path (letters, digits, `-_./`, no query) is carried: it reads the same after
 * any decoding. Anything else comes back to the dashboard.
 */
export function authCallbackPath(returnPath: string | null | undefined): string {
  const next = safeReturnPath(returnPath);
  if (!next || next === '/dashboard' || !/^\/[\w\-./]*$/.test(next)) return AUTH_CALLBACK;
  return `${AUTH_CALLBACK}?next=${next}`;
}
