import type { ReactNode } from 'react';
import { Coins, Crown, Search, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OverviewResponse } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCredits, formatNumber } from '../../../lib/format';

function Metric({
  label,
  icon: Icon,
  value,
  note,
  testId,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-start justify-between gap-2 text-xs text-muted-foreground sm:text-sm">
        <span className="min-w-0 leading-tight">{label}</span>
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
      </div>
      <p className="mt-2 truncate text-2xl font-bold sm:text-3xl" data-testid={testId}>
        {value ?? <Skeleton className="h-8 w-20" />}
      </p>
      {/* Two lines at most, never cut mid-word on a phone ("Hasta 10 leads por búsqueda"). */}
      <p className="mt-1 line-clamp-2 min-h-4 break-words text-xs leading-4 text-muted-foreground">
        {note}
      </p>
    </Card>
  );
}

/** Credits, searches this month, leads generated and plan: real figures of the organization. */
export function MetricCards({
  overview,
  fallbackCredits,
  organizationName,
}: {
  overview: OverviewResponse | undefined;
  fallbackCredits: number;
  organizationName: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const org = overview?.organization;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Metric
        label={t('dashboard.credits')}
        icon={Coins}
        testId="credits-balance"
        value={formatCredits(org?.credits ?? fallbackCredits, lang)}
        note={org?.name ?? organizationName}
      />
      <Metric
        label={t('dashboard.searchesThisMonth')}
        icon={Search}
        testId="metric-searches-month"
        value={overview ? formatNumber(overview.searchesThisMonth, lang) : null}
        note={
          overview && overview.activeSearches > 0
            ? t('dashboard.activeSearches', { count: overview.activeSearches })
            : null
        }
      />
      <Metric
        label={t('dashboard.leadsGenerated')}
        icon={Users}
        testId="metric-leads"
        value={overview ? formatNumber(overview.leadsGenerated, lang) : null}
      />
      <Metric
        label={t('dashboard.plan')}
        icon={Crown}
        testId="metric-plan"
        value={org ? t(`dashboard.plans.${org.plan}`) : null}
        note={org ? t(`dashboard.planLimits.${org.plan}`) : null}
      />
    </div>
  );
}
