import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_NAMES } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useIntegrations } from '../api';
import { cardState } from '../integration-rules';
import { IntegrationIcon } from './integration-icon';
import { IntegrationStateBadge } from './integration-state-badge';

/** The dashboard's integrations list (spec 001 §2.8): the five and their state. */
export function IntegrationsListCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useIntegrations(orgId);
  return (
    <Card className="min-w-0" data-testid="dashboard-integrations">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="font-semibold">{t('integrations.dashboard.title')}</h2>
        <Link
          to="/integrations"
          className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="dashboard-integrations-manage"
        >
          {t('integrations.dashboard.manage')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      {isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="p-4 text-sm text-muted-foreground">
          {t('integrations.dashboard.loadError')}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {data.integrations.map((view) => (
            <li key={view.provider}>
              <Link
                to="/integrations"
                className="flex items-center gap-3 px-4 py-2.5 hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
                data-testid={`dashboard-integration-${view.provider}`}
              >
                <IntegrationIcon provider={view.provider} size="sm" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">
                  {INTEGRATION_NAMES[view.provider]}
                </span>
                <IntegrationStateBadge state={cardState(view)} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
