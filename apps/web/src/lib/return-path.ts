/**
 * Where the auth screen sends a visitor once signed in (and where it sends a visitor who is
 * already): a path of this app, never another site. Links carry it as `?next=`, or as
 * `?invite=TOKEN` for an invitation's page (/invite/TOKEN).
 */
import { safeReturnPath } from '@leadatlas/shared';

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
