import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { planName } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { currentLocale } from '../../i18n';
import { formatCredits } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCustomerLookup } from './customers-api';
import { LoadState } from '../../components/ui/load-state';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';

/** Staff only (issue 16): organizations by an account's address or their name. */
export default function StaffCustomersPage() {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const lookup = useCustomerLookup(q);
  const { data, isPending, isError, refetch } = lookup;

  return (
    <StaffGate query={lookup}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('staffCustomers.lookup.title') },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-customers">
          <StaffNav />
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('staffCustomers.lookup.title')}
          </h1>
          <div className="space-y-1">
            <label htmlFor="customer-search" className="text-sm font-medium">
              {t('staffCustomers.lookup.search')}
            </label>
            <Input
              id="customer-search"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="customer-search-hint"
              maxLength={200}
              data-testid="customer-search"
            />
            <p id="customer-search-hint" className="text-xs text-muted-foreground">
              {t('staffCustomers.lookup.hint')}
            </p>
          </div>
          <Card className="min-w-0">
            <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">
              {q ? t('staffCustomers.lookup.results') : t('staffCustomers.lookup.newest')}
            </h2>
            <LoadState
              isPending={isPending}
              failed={isError && !data}
              message={t('staffCustomers.lookup.loadFailed')}
              onRetry={() => void refetch()}
            >
              {!data || data.organizations.length === 0 ? (
                <EmptyState icon={Building2} title={t('staffCustomers.lookup.empty')} />
              ) : (
                <ul className="divide-y divide-border">
                  {data.organizations.map((org) => (
                    <li key={org.id}>
                      <Link
                        to={`/staff/customers/${org.id}`}
                        className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-4"
                        data-testid="customer-row"
                      >
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center gap-2">
                            <span className="truncate font-medium">{org.name}</span>
                            {org.personal && (
                              <Badge className="shrink-0">
                                {t('staffCustomers.lookup.personal')}
                              </Badge>
                            )}
                          </span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {org.ownerEmail ?? '—'}
                          </span>
                        </span>
                        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground tabular-nums">
                          <span>{planName(org.plan, currentLocale())}</span>
                          <span aria-hidden>·</span>
                          <span>
                            {t('support.staff.credits')}:{' '}
                            {formatCredits(org.credits, i18n.language)}
                          </span>
                          <span aria-hidden>·</span>
                          <span>{t('staffCustomers.lookup.members', { count: org.members })}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {data?.truncated && (
                <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
                  {t('staffCustomers.lookup.truncated')}
                </p>
              )}
            </LoadState>
          </Card>
        </div>
      </AppShell>
    </StaffGate>
  );
}
