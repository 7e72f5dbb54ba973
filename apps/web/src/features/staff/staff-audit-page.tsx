import '../../i18n/app-dictionaries';
import { Link, useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { auditLogQuerySchema, shownTicketId, type AuditEntry } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Select } from '../../components/ui/select';
import { formatDateTime } from '../../lib/format';
import { useAuditLog, type AuditFilters } from './customers-api';
import { LoadState } from '../../components/ui/load-state';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';

const linkClass = 'text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]';

/** An entry's details as "key: value" pairs (values as JSON when not plain text), as text. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-mono">{key}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {typeof value === 'string' ? value : JSON.stringify(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The filters as the address holds them (`?action=&staff=&page=`, the page counted from 1), so
 * a reload, the back button or a shared link keep them; what the API would refuse is dropped.
 */
function auditFilters(params: URLSearchParams): AuditFilters {
  const field = auditLogQuerySchema.shape;
  const action = field.action.safeParse(params.get('action') ?? undefined);
  const staff = field.staff.safeParse(params.get('staff') ?? undefined);
  const page = field.page.safeParse(Number(params.get('page') ?? 1) - 1);
  return {
    action: (action.success && action.data) || '',
    staff: (staff.success && staff.data) || '',
    page: page.success ? page.data : 0,
  };
}

function auditParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.staff) params.set('staff', filters.staff);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  return params;
}

/** Staff only (issue 16): every staff action, newest first, by action and staff member. */
export default function StaffAuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = auditFilters(params);
  // A new filter replaces the entry; turning a page is one the back button returns from.
  const setFilters = (next: AuditFilters) => {
    const pageTurn =
      next.action === filters.action && next.staff === filters.staff && next.page !== filters.page;
    setParams(auditParams(next), { replace: !pageTurn });
  };
  const log = useAuditLog(filters);
  const { data, isPending, isError, refetch } = log;
  // A link may name what the lists do not hold (yet): it still shows as chosen.
  const actions = data?.actions ?? [];
  const staffMembers = data?.staff ?? [];
  const label = (action: string) =>
    t(`staffCustomers.audit.actions.${action}`, { defaultValue: action });

  return (
    <StaffGate query={log}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('staffCustomers.audit.title') },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-audit">
          <StaffNav />
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('staffCustomers.audit.title')}
          </h1>
          <div className="grid gap-3 sm:grid-cols-2">
            <Select
              aria-label={t('staffCustomers.audit.action')}
              value={filters.action}
              onChange={(event) => setFilters({ ...filters, action: event.target.value, page: 0 })}
              data-testid="audit-filter-action"
            >
              <option value="">
                {t('staffCustomers.audit.action')}: {t('staffCustomers.audit.all')}
              </option>
              {filters.action && !actions.includes(filters.action) && (
                <option value={filters.action}>{label(filters.action)}</option>
              )}
              {actions.map((action) => (
                <option key={action} value={action}>
                  {label(action)}
                </option>
              ))}
            </Select>
            <Select
              aria-label={t('staffCustomers.audit.staff')}
              value={filters.staff}
              onChange={(event) => setFilters({ ...filters, staff: event.target.value, page: 0 })}
              data-testid="audit-filter-staff"
            >
              <option value="">
                {t('staffCustomers.audit.staff')}: {t('staffCustomers.audit.allStaff')}
              </option>
              {filters.staff && !staffMembers.some((m) => m.userId === filters.staff) && (
                <option value={filters.staff}>{filters.staff}</option>
              )}
              {staffMembers.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.email}
                </option>
              ))}
            </Select>
          </div>
          <Card className="min-w-0">
            <LoadState
              isPending={isPending}
              failed={isError && !data}
              message={t('staffCustomers.audit.loadFailed')}
              onRetry={() => void refetch()}
            >
              {!data || data.entries.length === 0 ? (
                <EmptyState icon={ScrollText} title={t('staffCustomers.audit.empty')} />
              ) : (
                <>
                  <ul className="divide-y divide-border">
                    {data.entries.map((entry) => (
                      <li
                        key={entry.id}
                        className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:gap-4"
                        data-testid="audit-row"
                      >
                        <time
                          dateTime={entry.createdAt}
                          className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-40"
                        >
                          {formatDateTime(entry.createdAt, i18n.language)}
                        </time>
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">{label(entry.action)}</p>
                          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                            {entry.staffEmail ?? t('staffCustomers.audit.deletedStaff')}
                          </p>
                          <Details details={entry.details} />
                        </div>
                        <div className="flex shrink-0 flex-col gap-1 text-xs sm:max-w-60 sm:text-right">
                          {entry.ticketId && (
                            <Link to={`/staff/tickets/${entry.ticketId}`} className={linkClass}>
                              {t('staffCustomers.audit.ticket', {
                                id: shownTicketId(entry.ticketId),
                              })}
                            </Link>
                          )}
                          {typeof entry.details.contactMessageId === 'string' && (
                            <Link
                              to={`/staff/contact/${entry.details.contactMessageId}`}
                              className={linkClass}
                            >
                              {t('staffCustomers.audit.contactMessage')}
                            </Link>
                          )}
                          {entry.orgId && (
                            <Link to={`/staff/customers/${entry.orgId}`} className={linkClass}>
                              {entry.organization ?? t('staffCustomers.audit.organization')}
                            </Link>
                          )}
                        </div>
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    page={filters.page}
                    pageSize={data.pageSize}
                    total={data.total}
                    onPage={(page) => setFilters({ ...filters, page })}
                    label={t('staffCustomers.audit.pagination')}
                  />
                </>
              )}
            </LoadState>
          </Card>
        </div>
      </AppShell>
    </StaffGate>
  );
}
