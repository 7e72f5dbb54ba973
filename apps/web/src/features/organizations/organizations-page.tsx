import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { canInOrganization } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCredits } from '../../lib/format';
import { useOrganizations, useSwitchOrganization } from './api';
import { CreateOrganizationForm } from './components/create-organization-form';
import { OrganizationList } from './components/organization-list';
import { MembersPanel } from './components/members-panel';
import { InvitationsPanel } from './components/invitations-panel';
import { DeleteOrganizationCard } from './components/delete-organization-card';
import { OrganizationName } from './components/organization-name';

/**
 * /organizations (spec 001 §2.7, issue 13): the left column chooses or creates an organization,
 * the right one shows its members and invitations and what the user's role lets them do.
 */
export default function OrganizationsPage() {
  const { t, i18n } = useTranslation();
  const list = useOrganizations();
  const choose = useSwitchOrganization();
  const [chosen, setChosen] = useState<string | undefined>();
  const organizations = list.data?.organizations ?? [];
  const activeId = list.data?.activeOrganizationId ?? null;
  const selected =
    organizations.find((org) => org.id === chosen) ??
    organizations.find((org) => org.id === activeId) ??
    organizations[0];

  const makeActive = () => {
    if (!selected) return;
    choose.mutate(selected.id, {
      onSuccess: () => toast.success(t('organizations.switcher.switched', { name: selected.name })),
      onError: () => toast.error(t('organizations.switcher.failed')),
    });
  };

  return (
    <AppShell crumbs={[{ label: t('organizations.crumb') }]}>
      <h1 className="text-2xl font-bold tracking-tight">{t('organizations.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('organizations.subtitle')}</p>

      {list.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
          data-testid="organizations-error"
        >
          <div>
            <p className="font-semibold">{t('organizations.loadError')}</p>
            <p className="text-muted-foreground">{t('organizations.loadErrorText')}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('organizations.retry')}
          </Button>
        </div>
      ) : (
        // Phones stack list, detail, then the create form; wide screens put the detail beside both.
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
          <section aria-labelledby="organizations-heading" className="min-w-0">
            <h2
              id="organizations-heading"
              className="mb-2 text-sm font-semibold text-muted-foreground"
            >
              {t('organizations.list.heading')}
            </h2>
            {list.isPending ? (
              <div className="space-y-2" data-testid="organizations-loading">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : (
              <OrganizationList
                organizations={organizations}
                selectedId={selected?.id}
                activeId={activeId}
                onSelect={setChosen}
              />
            )}
          </section>

          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {list.isPending || !selected ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <Card className="space-y-6 p-4 sm:p-6" data-testid="organization-detail">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <OrganizationName key={selected.id} organization={selected} />
                    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">
                          {t('organizations.summary.plan')}:
                        </dt>
                        <dd className="font-medium">
                          {t(`landing.pricing.plans.${selected.plan}.name`)}
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">
                          {t('organizations.summary.credits')}:
                        </dt>
                        <dd className="font-medium tabular-nums" data-testid="organization-credits">
                          {formatCredits(selected.credits, i18n.language)}
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-muted-foreground">
                          {t('organizations.summary.members')}:
                        </dt>
                        <dd className="font-medium tabular-nums">{selected.memberCount}</dd>
                      </div>
                    </dl>
                  </div>
                  {selected.id === activeId ? (
                    <span className="text-sm font-medium text-primary">
                      {t('organizations.switcher.inUse')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      onClick={makeActive}
                      disabled={choose.isPending}
                      data-testid="use-organization"
                    >
                      <ArrowRightLeft className="h-4 w-4" aria-hidden />
                      {t('organizations.switcher.use')}
                    </Button>
                  )}
                </div>

                <MembersPanel
                  key={selected.id}
                  organization={selected}
                  onLeft={() => setChosen(undefined)}
                />

                <InvitationsPanel
                  key={`invitations-${selected.id}`}
                  organization={selected}
                  active={selected.id === activeId}
                />

                {canInOrganization(selected.role, 'delete_organization') && !selected.personal && (
                  <DeleteOrganizationCard
                    organization={selected}
                    onDeleted={() => setChosen(undefined)}
                  />
                )}
              </Card>
            )}
          </div>

          <Card className="min-w-0 p-4 lg:col-start-1">
            <h2 className="mb-3 font-semibold">{t('organizations.create.heading')}</h2>
            <CreateOrganizationForm onCreated={(org) => setChosen(org.id)} />
          </Card>
        </div>
      )}
    </AppShell>
  );
}
