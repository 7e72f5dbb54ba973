/**
 * The notifications API as the screens read it: the bell (unread count and latest 10), the
 * pages of /notifications, mark read, mark all read, dismiss, and email preferences. Every
 * change refreshes everything under ['notifications'] (the bell, the pages, the dashboard card).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkAllReadResponse,
  NotificationBell,
  NotificationListQuery,
  NotificationListResponse,
  NotificationPreferences,
  NotificationPreferencesRequest,
} from '@leadatlas/shared';
import { api, queryString } from '../../../lib/api';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const bellKey = [...NOTIFICATIONS_KEY, 'bell'] as const;
export const listKey = (query: NotificationListQuery) =>
  [...NOTIFICATIONS_KEY, 'list', query] as const;
export const preferencesKey = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** While the live stream is down, the bell asks again this often (and on focus). */
export const BELL_POLL_MS = 60_000;

export function useNotificationBell(options: { live: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: bellKey,
    queryFn: ({ signal }) => api<NotificationBell>('/api/notifications/bell', { signal }),
    enabled: options.enabled ?? true,
    refetchInterval: options.live ? false : BELL_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useNotificationList(query: NotificationListQuery) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: ({ signal }) =>
      api<NotificationListResponse>(
        `/api/notifications${queryString({ limit: query.limit, offset: query.offset })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

function useNotificationChange<T, V>(call: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export const useMarkRead = () =>
  useNotificationChange((id: string) =>
    api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', body: {} }),
  );

export const useMarkAllRead = () =>
  useNotificationChange(() =>
    api<MarkAllReadResponse>('/api/notifications/read-all', { method: 'POST', body: {} }),
  );

export const useDismiss = () =>
  useNotificationChange((id: string) =>
    api(`/api/notifications/${encodeURIComponent(id)}/dismiss`, { method: 'POST', body: {} }),
  );

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      api<NotificationPreferences>('/api/notifications/preferences', { signal }),
  });
}

/** Saves one or more choices; the switches show the new state at once and go back on failure. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: NotificationPreferencesRequest) =>
      api<NotificationPreferences>('/api/notifications/preferences', {
        method: 'PUT',
        body: request,
      }),
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: preferencesKey });
      const previous = client.getQueryData<NotificationPreferences>(preferencesKey);
      if (previous) {
        client.setQueryData<NotificationPreferences>(preferencesKey, {
          email: { ...previous.email, ...request.email },
        });
      }
      return { previous };
    },
    onError: (_error, _request, context) => {
      if (context?.previous) client.setQueryData(preferencesKey, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(preferencesKey, saved),
  });
}
