import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationBell } from '../api/notifications';
import { NotificationText } from './notification-text';
import { NotificationToneIcon } from './notification-tone-icon';

/** The dashboard's notifications list (spec 000 §2): the latest few, from the bell's own data. */
const SHOWN = 4;

export function LatestNotificationsCard() {
  const { t } = useTranslation();
  // The header bell keeps this query live (stream or polling); this card only reads it.
  const { data, isPending } = useNotificationBell({ live: true });
  return (
    <Card className="min-w-0" data-testid="latest-notifications">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="font-semibold">{t('notifications.latest')}</h2>
        <Link
          to="/notifications"
          className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('notifications.viewAll')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      {isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : !data || data.items.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{t('notifications.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {data.items.slice(0, SHOWN).map((notification) => (
            <li key={notification.id} className="flex items-start gap-3 px-4 py-2.5">
              <NotificationToneIcon tone={notification.tone} className="h-7 w-7" />
              <NotificationText notification={notification} compact />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
