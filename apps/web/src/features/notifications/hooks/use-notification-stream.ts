/**
 * New notifications reach open pages without a reload: one EventSource on
 * /api/notifications/events per page (the header bell opens it). Each `bell` event is the bell's
 * answer; it replaces the cached bell, and when it changed, the pages are read again. Answers
 * whether the stream is up: while it is not, the bell falls back to asking every minute and on
 * focus (useNotificationBell). The browser reconnects a dropped stream by itself.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationBellSchema, type NotificationBell } from '@leadatlas/shared';
import { bellKey, NOTIFICATIONS_KEY } from '../api/notifications';

export const NOTIFICATION_EVENTS_URL = '/api/notifications/events';

function parseBell(data: unknown): NotificationBell | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = notificationBellSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useNotificationStream(enabled: boolean): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    // Browsers without EventSource keep the polling fallback.
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_EVENTS_URL);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('bell', (event) => {
      const bell = parseBell((event as MessageEvent).data);
      if (!bell) return;
      setLive(true);
      const previous = client.getQueryData<NotificationBell>(bellKey);
      client.setQueryData(bellKey, bell);
      if (previous && JSON.stringify(previous) !== JSON.stringify(bell)) {
        void client.invalidateQueries({
          queryKey: NOTIFICATIONS_KEY,
          predicate: (query) => query.queryKey[1] === 'list',
        });
      }
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [enabled, client]);
  return live;
}
