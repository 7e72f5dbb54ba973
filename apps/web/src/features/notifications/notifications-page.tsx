import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Link } from 'react-router';
import { BellOff, Check, CheckCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NotificationItem } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { commonErrorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useDismiss, useMarkAllRead, useMarkRead, useNotificationList } from './api/notifications';
import { NotificationText } from './components/notification-text';
import { NotificationToneIcon } from './components/notification-tone-icon';
import { NotificationPreferencesCard } from './components/notification-preferences-card';
import { NotificationSkeleton } from './components/notification-skeleton';

export const PAGE_SIZE = 20;

/**
 * Spec 001 §2.9 and issue 12: every notification of the user, newest first, in pages; each can
 * be marked read (opening its link does it too) and dismissed. Below, which ones also arrive by
 * email.
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [page, setPage] = useState(0);
  const { data, isPending, isError, isPlaceholderData, refetch } = useNotificationList({
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const dismiss = useDismiss();
  const failed = (error: unknown) =>
    toast.error(commonErrorMessage(t, error) ?? t('notifications.actionError'));

  // Dismissing the last one of the last page: show the page before.
  const lastPage = data ? Math.max(0, Math.ceil(data.total / PAGE_SIZE) - 1) : 0;
  if (data && !isPlaceholderData && page > lastPage) setPage(lastPage);

  const read = (notification: NotificationItem) =>
    markRead.mutate(notification.id, { onError: failed });

  return (
    <AppShell crumbs={[{ label: t('notifications.crumb') }]}>
      <div className="min-w-0" data-testid="notifications-page">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{t('notifications.title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('notifications.subtitle')}</p>
          </div>
          <Button
            variant="outline"
            className="self-start sm:self-auto"
            data-testid="notifications-mark-all"
            disabled={!data || data.unreadCount === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: failed })}
          >
            <CheckCheck className="h-4 w-4" aria-hidden />
            {t('notifications.markAllRead')}
          </Button>
        </div>

        <Card className="mt-6 min-w-0">
          <div className="flex min-h-12 items-center border-b border-border px-4 py-3">
            {data ? (
              <h2
                className="font-semibold tabular-nums"
                aria-live="polite"
                data-testid="notifications-count"
              >
                {t('notifications.count', {
                  count: data.total,
                  formatted: formatNumber(data.total, lang),
                })}
                {data.unreadCount > 0 && (
                  <span className="font-normal text-muted-foreground">
                    {' · '}
                    {t('notifications.unreadCount', {
                      count: data.unreadCount,
                      formatted: formatNumber(data.unreadCount, lang),
                    })}
                  </span>
                )}
              </h2>
            ) : (
              <Skeleton className="h-5 w-40" />
            )}
          </div>
          {isPending ? (
            <NotificationSkeleton rows={5} testId="notifications-skeleton" />
          ) : isError && !data ? (
            <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
              <span>{t('notifications.loadError')}</span>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {t('notifications.retry')}
              </Button>
            </div>
          ) : data.total === 0 ? (
            <div data-testid="notifications-empty">
              <EmptyState
                icon={BellOff}
                title={t('notifications.empty')}
                text={t('notifications.emptyText')}
              />
            </div>
          ) : (
            <>
              <ul
                className={cn('divide-y divide-border', isPlaceholderData && 'opacity-60')}
                data-testid="notifications-list"
              >
                {data.items.map((notification) => (
                  <li
                    key={notification.id}
                    data-testid="notification-row"
                    data-read={notification.readAt !== null}
                    className={cn(
                      'flex items-start gap-3 px-4 py-3',
                      notification.readAt === null && 'bg-accent/40',
                    )}
                  >
                    <NotificationToneIcon tone={notification.tone} />
                    {notification.link ? (
                      <Link
                        to={notification.link}
                        onClick={() => notification.readAt === null && read(notification)}
                        className="min-w-0 flex-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <NotificationText notification={notification} />
                      </Link>
                    ) : (
                      <NotificationText notification={notification} />
                    )}
                    <div className="flex shrink-0 items-center gap-1">
                      {notification.readAt === null && (
                        <Button
                          variant="ghost"
                          size="icon"
                          data-testid="notification-mark-read"
                          aria-label={t('notifications.markRead')}
                          title={t('notifications.markRead')}
                          onClick={() => read(notification)}
                        >
                          <Check className="h-4 w-4" aria-hidden />
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="icon"
                        data-testid="notification-dismiss"
                        aria-label={t('notifications.dismiss')}
                        title={t('notifications.dismiss')}
                        onClick={() => dismiss.mutate(notification.id, { onError: failed })}
                      >
                        <X className="h-4 w-4" aria-hidden />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                label={t('notifications.pagination')}
                testIds={{
                  root: 'notifications-pagination',
                  previous: 'notifications-previous',
                  next: 'notifications-next',
                }}
              />
            </>
          )}
        </Card>

        <NotificationPreferencesCard className="mt-6" />
      </div>
    </AppShell>
  );
}
