import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';

const TONE = { pending: 'warning', inProgress: 'info', resolved: 'success' } as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} data-testid="ticket-status">
      {t(`support.statuses.${status}`)}
    </Badge>
  );
}
