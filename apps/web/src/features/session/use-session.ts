import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@leadatlas/shared';
import { api, ApiError } from '../../lib/api';

export const SESSION_KEY = ['me'] as const;

/** The signed-in user (null when signed out). */
export const sessionOptions = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (): Promise<MeResponse | null> => {
    try {
      return await api<MeResponse>('/api/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 30_000,
  // Balance and plan change in other tabs (a payment): coming back here reads them again.
  refetchOnWindowFocus: 'always',
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

export function useSession() {
  return useQuery(sessionOptions);
}

/** Spec 000 §2: profile full_name, then account metadata name, then the email's local part. */
export function displayName(me: MeResponse | null | undefined, fallback: string): string {
  if (!me) return fallback;
  return me.user.fullName || me.user.metadataName || me.user.email.split('@')[0] || fallback;
}

export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    client.setQueryData(SESSION_KEY, null);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  };
}
