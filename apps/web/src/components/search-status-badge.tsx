import type { SearchStatus } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

const TONE: Record<SearchStatus, string> = {
  pending: 'bg-muted text-muted-foreground',
  queued: 'bg-muted text-muted-foreground',
  processing: 'bg-accent text-accent-foreground',
  completed: 'bg-success/15 text-success',
  failed: 'bg-destructive/15 text-destructive',
  cancelled: 'bg-muted text-muted-foreground',
};

/** A search's status as a coloured pill, in the user's language. */
export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="search-status"
      data-status={status}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONE[status],
      )}
    >
      {t(`searches.status.${status}`)}
    </span>
  );
}
