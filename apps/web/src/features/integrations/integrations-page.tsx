import '../../i18n/app-dictionaries';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationView } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../session/use-session';
import { useIntegrations } from './api';
import { INTEGRATION_GROUPS } from './integration-rules';
import { IntegrationCard } from './components/integration-card';

/**
 * /integrations (spec 001 §2.8, issue 14): the active organization's five connectors, grouped
 * CRM / cold email / automation. Owners and admins connect, test and disconnect; members see
 * them and push leads to the connected ones.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  const list = useIntegrations(org?.id);
  const byProvider = new Map<string, IntegrationView>(
    (list.data?.integrations ?? []).map((view) => [view.provider, view]),
  );

  return (
    <AppShell crumbs={[{ label: t('integrations.crumb') }]}>
      <h1 className="text-2xl font-bold tracking-tight">{t('integrations.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{t('integrations.subtitle')}</p>

      {list.data && !list.data.canManage && (
        <p
          role="note"
          className="mt-4 flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
          data-testid="integrations-member-note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('integrations.memberNote')}
        </p>
      )}

      {list.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
          data-testid="integrations-error"
        >
          <div>
            <p className="font-semibold">{t('integrations.loadError')}</p>
            <p className="text-muted-foreground">{t('integrations.loadErrorText')}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('integrations.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 space-y-8">
          {INTEGRATION_GROUPS.map((group) => (
            <section key={group.category} aria-labelledby={`group-${group.category}`}>
              <h2
                id={`group-${group.category}`}
                className="mb-3 text-sm font-semibold text-muted-foreground"
              >
                {t(`integrations.groups.${group.category}`)}
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                {group.providers.map((provider) => {
                  const view = byProvider.get(provider);
                  return view && org && list.data ? (
                    <IntegrationCard
                      key={provider}
                      view={view}
                      orgId={org.id}
                      plan={org.plan}
                      canManage={list.data.canManage}
                    />
                  ) : (
                    <Skeleton key={provider} className="h-44 w-full" />
                  );
                })}
              </div>
            </section>
          ))}
        </div>
      )}
    </AppShell>
  );
}
