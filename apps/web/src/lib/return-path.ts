/**
 * Where the auth screen sends a visitor once signed in (and where it sends a visitor who is
 * already): a path of this app, never another site. Links carry it as `?next=`, or as
 * `?invite=TOKEN` for an invitation's page (/invite/TOKEN).
 */

/** Only a relative path with a single leading `/`: `//host` and `/\host` are other sites. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and line breaks inside URLs ("/\t/evil.example" is "//evil.example").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  if (/[\u0000-\u001F\u007F]/.test(value)) return null;
  return value;
}

/** The invitation token a link to the auth screen carries (`?invite=`), when well formed. */
export function invitationTokenOf(params: URLSearchParams): string | null {
  const token = params.get('invite');
  return token && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null;
}

export const invitationPath = (token: string) => `/invite/${encodeURIComponent(token)}`;

/** After signing in: the invitation's page, else `?next=`, else the dashboard. */
export function returnPathOf(params: URLSearchParams): string {
  const token = invitationTokenOf(params);
  if (token) return invitationPath(token);
  return safeReturnPath(params.get('next')) ?? '/dashboard';
}

/** The auth screen in sign-in mode, coming back to `path` (a path of this app) afterwards. */
export function signInPath(path: string): string {
  const next = safeReturnPath(path);
  return next ? `/register?mode=signin&next=${encodeURIComponent(next)}` : '/register?mode=signin';
}
