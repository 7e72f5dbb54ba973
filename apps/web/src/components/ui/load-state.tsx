import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Skeleton } from './skeleton';

/**
 * A list while it loads (two skeleton rows), when it could not be loaded (what failed, and a
 * retry), or the list itself.
 */
export function LoadState({
  isPending,
  failed,
  message,
  onRetry,
  children,
}: {
  isPending: boolean;
  failed: boolean;
  /** What could not be loaded, in the reader's language. */
  message: string;
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
        <span>{message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return children;
}
