import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * A list of tickets while it loads, when it could not be loaded (with a retry), or the list:
 * the customer's "Mis tickets" and the staff inbox say it the same way.
 */
export function TicketsLoadState({
  isPending,
  failed,
  onRetry,
  children,
}: {
  isPending: boolean;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <div className="space-y-3 p-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (failed)
    return (
      <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
        <span>{t('support.list.loadError')}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('support.list.retry')}
        </Button>
      </div>
    );
  return children;
}
