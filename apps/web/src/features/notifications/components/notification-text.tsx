import { useTranslation } from 'react-i18next';
import { renderNotification, type NotificationItem } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelative } from '../../../lib/format';

/**
 * A notification's title, message and relative date in the reader's language (the shared
 * catalogue renders it); unread ones in bold with a dot that screen readers hear as "unread".
 */
export function NotificationText({
  notification,
  compact = false,
}: {
  notification: NotificationItem;
  /** The bell: the message on two lines at most. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const { title, message } = renderNotification(notification, lang);
  const unread = notification.readAt === null;
  return (
    <span className="block min-w-0 flex-1 [overflow-wrap:anywhere]">
      <span className="flex items-start gap-2">
        <span
          className={cn('min-w-0 flex-1 text-sm', unread ? 'font-semibold' : 'font-medium')}
          data-testid="notification-title"
        >
          {title}
        </span>
        {unread && (
          <span
            className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary"
            data-testid="unread-dot"
          >
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        )}
      </span>
      {message && (
        <span
          className={cn('mt-0.5 block text-sm text-muted-foreground', compact && 'line-clamp-2')}
        >
          {message}
        </span>
      )}
      <time
        dateTime={notification.createdAt}
        title={formatDateTime(notification.createdAt, lang)}
        className="mt-1 block text-xs text-muted-foreground"
      >
        {formatRelative(notification.createdAt, lang)}
      </time>
    </span>
  );
}
