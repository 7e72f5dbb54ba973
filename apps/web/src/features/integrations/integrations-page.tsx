import '../../i18n/app-dictionaries';
import { Code2, Info, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Tabs } from 'radix-ui';
import type { IntegrationView } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../session/use-session';
import { useIntegrations } from './api';
import { INTEGRATION_GROUPS } from './integration-rules';
import { IntegrationCard } from './components/integration-card';
import { ApiTab } from '../developer-api/api-tab';

const tabClass =
  'inline-flex min-h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-4';

/**
 * /integrations (spec 001 §2.8, issue 14) and /integrations/api (issue 17): two tabs, the
 * connectors and the public API's keys and webhooks, the tab in the address so it can be linked.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  if (tab !== undefined && tab !== 'api') return <Navigate to="/integrations" replace />;
  const current = tab ?? 'connectors';

  return (
    <AppShell crumbs={[{ label: t('integrations.crumb') }]}>
      <h1 className="text-2xl font-bold tracking-tight">{t('integrations.title')}</h1>
      <Tabs.Root
        value={current}
        onValueChange={(value) =>
          void navigate(value === 'api' ? '/integrations/api' : '/integrations')
        }
        className="mt-4"
      >
        <Tabs.List
          aria-label={t('developerApi.tabs.label')}
          className="inline-flex max-w-full gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="connectors" className={tabClass} data-testid="tab-connectors">
            <Plug className="h-4 w-4 shrink-0" aria-hidden />
            {t('developerApi.tabs.connectors')}
          </Tabs.Trigger>
          <Tabs.Trigger value="api" className={tabClass} data-testid="tab-api">
            <Code2 className="h-4 w-4 shrink-0" aria-hidden />
            {t('developerApi.tabs.api')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="connectors" className="mt-6 rounded-md">
          <ConnectorsTab />
        </Tabs.Content>
        <Tabs.Content value="api" className="mt-6 rounded-md">
          {org ? <ApiTab orgId={org.id} /> : <Skeleton className="h-40 w-full" />}
        </Tabs.Content>
      </Tabs.Root>
    </AppShell>
  );
}

/**
 * The active organization's five connectors, grouped CRM / cold email / automation. Owners and
 * admins connect, test and disconnect; members see them and push leads to the connected ones.
 */
function ConnectorsTab() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  const list = useIntegrations(org?.id);
  const byProvider = new Map<string, IntegrationView>(
    (list.data?.integrations ?? []).map((view) => [view.provider, view]),
  );

  return (
    <>
      <p className="max-w-3xl text-sm text-muted-foreground">{t('integrations.subtitle')}</p>

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
    </>
  );
}
