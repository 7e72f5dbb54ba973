import '../../i18n/app-dictionaries';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  shownTicketId,
} from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { TicketStatusBadge } from '../support/components/ticket-status-badge';
import { LoadState } from '../../components/ui/load-state';
import { customerPlan } from './customer-plan';
import { useInbox, type InboxFilters } from './api';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';

const FILTERS = [
  ['status', TICKET_STATUSES, 'statuses'],
  ['prioridad', TICKET_PRIORITIES, 'priorities'],
  ['categoria', TICKET_CATEGORIES, 'categories'],
] as const;

/** The inbox's filters as the address holds them; unknown values are dropped. */
function inboxFilters(params: URLSearchParams): InboxFilters {
  const pick = (key: string, allowed: readonly string[]) => {
    const value = params.get(key) ?? '';
    return allowed.includes(value) ? value : '';
  };
  return {
    status: pick('status', TICKET_STATUSES),
    prioridad: pick('prioridad', TICKET_PRIORITIES),
    categoria: pick('categoria', TICKET_CATEGORIES),
    q: (params.get('q') ?? '').slice(0, 200),
  };
}

/** Staff only (issue 16): every ticket, filtered by status, priority, category and words. */
export default function StaffInboxPage() {
  const { t, i18n } = useTranslation();
  // The filters live in the address, so a reload, the back button or a shared link keep them.
  const [params, setParams] = useSearchParams();
  const filters = inboxFilters(params);
  const [typed, setTyped] = useState(filters.q);
  const q = useDebouncedValue(typed, 300);
  const setFilter = (key: keyof InboxFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (q !== filters.q) setFilter('q', q);
    // Only the debounced words move to the address; the other filters are set as chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const inbox = useInbox({ ...filters, q });
  const { data, isPending, isError, refetch } = inbox;

  return (
    <StaffGate query={inbox}>
      <AppShell crumbs={[{ label: t('support.staff.crumb') }]}>
        <div className="min-w-0 space-y-4" data-testid="staff-inbox">
          <StaffNav />
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('support.staff.title')}
          </h1>
          <div className="grid gap-3 sm:grid-cols-4">
            {FILTERS.map(([key, values, labels]) => (
              <Select
                key={key}
                aria-label={t(`support.list.${key}`)}
                value={filters[key]}
                onChange={(event) => setFilter(key, event.target.value)}
                data-testid={`staff-filter-${key}`}
              >
                <option value="">
                  {t(`support.list.${key}`)}: {t('support.staff.all')}
                </option>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {t(`support.${labels}.${value}`)}
                  </option>
                ))}
              </Select>
            ))}
            <Input
              type="search"
              aria-label={t('support.staff.search')}
              placeholder={t('support.staff.search')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Card className="min-w-0">
            <LoadState
              message={t('support.list.loadError')}
              isPending={isPending}
              failed={isError && !data}
              onRetry={() => void refetch()}
            >
              {!data || data.tickets.length === 0 ? (
                <EmptyState icon={Inbox} title={t('support.staff.empty')} />
              ) : (
                <ul className="divide-y divide-border">
                  {data.tickets.map((ticket) => (
                    <li key={ticket.id}>
                      <Link
                        to={`/staff/tickets/${ticket.id}`}
                        className="flex flex-col gap-1 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 sm:flex-row sm:items-center sm:gap-4"
                        data-testid="staff-ticket-row"
                      >
                        <span className="font-mono text-xs text-muted-foreground">
                          {shownTicketId(ticket.id)}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{ticket.asunto}</span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {ticket.nombre} · {ticket.customer.accountEmail ?? ticket.email}
                            {ticket.customer.organization
                              ? ` · ${ticket.customer.organization}`
                              : ''}
                            {ticket.customer.plan ? ` · ${customerPlan(t, ticket.customer)}` : ''}
                          </span>
                        </span>
                        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                          <TicketStatusBadge status={ticket.status} />
                          <span>{t(`support.priorities.${ticket.prioridad}`)}</span>
                          <span>·</span>
                          <span>{t(`support.categories.${ticket.categoria}`)}</span>
                          <span>·</span>
                          <time dateTime={ticket.updatedAt}>
                            {formatDate(ticket.updatedAt, i18n.language)}
                          </time>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </LoadState>
          </Card>
        </div>
      </AppShell>
    </StaffGate>
  );
}
