import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shownTicketId, type TicketSummary } from '@leadatlas/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { TicketStatusBadge } from './ticket-status-badge';

/** Spec 001 §2.10: id (first 8 characters), asunto, status, categoría, prioridad, date. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  const { t, i18n } = useTranslation();
  if (tickets.length === 0)
    return (
      <EmptyState
        icon={LifeBuoy}
        title={t('support.list.empty')}
        text={t('support.list.emptyText')}
      />
    );
  return (
    <ul className="divide-y divide-border" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/support/${ticket.id}`}
            className="flex flex-col gap-1 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 sm:flex-row sm:items-center sm:gap-4"
            data-testid="ticket-row"
          >
            <span className="font-mono text-xs text-muted-foreground">
              {shownTicketId(ticket.id)}
            </span>
            <span className="min-w-0 flex-1 truncate font-medium">{ticket.asunto}</span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <TicketStatusBadge status={ticket.status} />
              <span>{t(`support.categories.${ticket.categoria}`)}</span>
              <span>·</span>
              <span>{t(`support.priorities.${ticket.prioridad}`)}</span>
              <span>·</span>
              <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, i18n.language)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
