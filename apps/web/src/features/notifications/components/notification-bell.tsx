import '../../../i18n/app-dictionaries';
import { DropdownMenu } from 'radix-ui';
import { Bell, BellOff, CheckCheck, ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NotificationItem } from '@leadatlas/shared';
import { commonErrorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useMarkAllRead, useMarkRead, useNotificationBell } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { NotificationSkeleton } from './notification-skeleton';
import { NotificationText } from './notification-text';
import { NotificationToneIcon } from './notification-tone-icon';

const ITEM_CLASS =
  'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-left outline-none data-[highlighted]:bg-muted';

/**
 * The header bell (spec 000 §2): unread count, the latest 10 with their tone, "mark all read"
 * and a way to /notifications. Choosing a notification marks it read and opens its link. The
 * count follows the live stream; without it, the bell asks again every minute and on focus.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const live = useNotificationStream(true);
  const { data, isPending } = useNotificationBell({ live });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const count = data?.unreadCount ?? 0;
  const shown = count > 99 ? '99+' : formatNumber(count, i18n.language);

  const failed = (error: unknown) =>
    toast.error(commonErrorMessage(t, error) ?? t('notifications.actionError'));

  const open = (notification: NotificationItem) => {
    if (notification.readAt === null) markRead.mutate(notification.id, { onError: failed });
    navigate(notification.link ?? '/notifications');
  };

  return (
    // Not modal: the page behind stays in the accessibility tree (and scrolls) while it is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={
          count > 0
            ? t('notifications.bell.labelUnread', { count, formatted: shown })
            : t('notifications.bell.label')
        }
        data-testid="notification-bell"
        className="relative inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground tabular-nums"
          >
            {shown}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          data-testid="notification-menu"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold">
              {t('notifications.title')}
            </DropdownMenu.Label>
            {count > 0 && (
              <DropdownMenu.Item
                data-testid="notification-mark-all"
                onSelect={(event) => {
                  event.preventDefault(); // stays open: the list shows them read
                  markAll.mutate(undefined, { onError: failed });
                }}
                className="inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 text-xs font-medium text-primary outline-none data-[highlighted]:bg-muted"
              >
                <CheckCheck className="h-3.5 w-3.5" aria-hidden />
                {t('notifications.markAllRead')}
              </DropdownMenu.Item>
            )}
          </div>
          <div className="max-h-[min(28rem,65vh)] overflow-y-auto">
            {isPending ? (
              <NotificationSkeleton rows={3} />
            ) : !data || data.items.length === 0 ? (
              <div
                className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground"
                data-testid="notification-menu-empty"
              >
                <BellOff className="h-6 w-6" aria-hidden />
                {t('notifications.empty')}
              </div>
            ) : (
              data.items.map((notification) => (
                <DropdownMenu.Item
                  key={notification.id}
                  data-testid="notification-menu-item"
                  data-read={notification.readAt !== null}
                  onSelect={() => open(notification)}
                  className={ITEM_CLASS}
                >
                  <NotificationToneIcon tone={notification.tone} />
                  <NotificationText notification={notification} compact />
                </DropdownMenu.Item>
              ))
            )}
          </div>
          <DropdownMenu.Separator className="h-px bg-border" />
          <DropdownMenu.Item
            data-testid="notification-view-all"
            onSelect={() => navigate('/notifications')}
            className="flex cursor-pointer items-center justify-center gap-1 px-3 py-2.5 text-sm font-medium text-primary outline-none data-[highlighted]:bg-muted"
          >
            {t('notifications.viewAll')}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
