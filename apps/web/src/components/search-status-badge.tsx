import type { SearchStatus } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge';

const TONE = {
  pending: 'neutral',
  queued: 'neutral',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<SearchStatus, string>;

/** A search's status as a coloured pill, in the user's language. */
export function SearchStatusBadge({ status }: { status: SearchStatus }) {
  const { t } = useTranslation();
  return (
    <Badge data-testid="search-status" data-status={status} tone={TONE[status]}>
      {t(`searches.status.${status}`)}
    </Badge>
  );
}
