/**
 * One-click unsubscribe (GET/POST /api/unsubscribe/:token): what the link unsubscribes, and
 * doing it. Public: the token in the link is the proof, no session needed.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../../../lib/api';

const statusKey = (token: string) => ['unsubscribe', token] as const;
const statusPath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: statusKey(token),
    queryFn: ({ signal }) => api<UnsubscribeStatus>(statusPath(token), { signal }),
    retry: retryUnlessClientError,
  });
}

/** POST: answers the new status, which replaces the one on screen. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeStatus>(statusPath(token), { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(statusKey(token), status),
  });
}
