/**
 * /plans (spec 001 §2.2): monthly plans and credit packs from the one catalog, the current plan
 * marked, the subscription and the way to manage it. Buying goes through /checkout/billing; a
 * subscriber's plan buttons change the plan instead (decision 0017): the confirm dialog and the
 * API in the local test mode, Stripe's billing portal otherwise.
 */
import '../../i18n/app-dictionaries';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { CalendarSync, Coins, Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canInOrganization, CREDIT_PACKS, PLANS } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { useBillingOverview } from '../../api/billing';
import { formatCredits } from '../../lib/format';
import { liveSubscription, planOption } from '../../lib/plan-options';
import { useSession } from '../session/use-session';
import { usePlanChangeFlow } from './use-plan-change-flow';
import { PackCard } from './components/pack-card';
import { PlanCard } from './components/plan-card';
import { SubscriptionPanel } from './components/subscription-panel';

type Tab = 'plans' | 'packs';

const tabClass =
  'inline-flex min-h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-4';

export default function PlansPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  const billing = useBillingOverview(org?.id);
  const flow = usePlanChangeFlow(billing.data);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'packs' ? 'packs' : 'plans';
  if (!me || !org) return null;

  const overview = billing.data;
  const currentPlan = overview?.plan ?? org.plan;
  const canBuy = overview?.canManage ?? canInOrganization(org.role, 'manage_billing');
  const canBuyCredits = overview?.canBuyCredits ?? canInOrganization(org.role, 'buy_credits');
  const credits = overview?.credits ?? org.credits;
  const subscription = liveSubscription(overview);

  return (
    <AppShell crumbs={[{ label: t('plans.crumb') }]}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('plans.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('plans.subtitle', { org: org.name })}
          </p>
        </div>
        <div className="text-sm sm:text-right">
          <p className="font-semibold" data-testid="current-plan">
            {t('plans.currentPlanSummary', {
              plan: t(`landing.pricing.plans.${currentPlan}.name`),
            })}
          </p>
          <p className="text-muted-foreground tabular-nums" data-testid="plans-balance">
            {t('plans.balance', { credits: formatCredits(credits, i18n.language) })}
          </p>
        </div>
      </div>

      <div className="mt-6 space-y-4">
        {billing.isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
          >
            <span>{t('plans.loadError')}</span>
            <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
              {t('plans.retry')}
            </Button>
          </div>
        )}
        {!canBuy && (
          <div
            className="flex items-start gap-3 rounded-lg border border-border bg-accent p-4 text-sm text-accent-foreground"
            data-testid="plans-cannot-manage"
          >
            <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>
              {t(canBuyCredits ? 'plans.ownerManagesPlan' : 'plans.cannotManage', {
                org: org.name,
              })}
            </p>
          </div>
        )}
        {overview?.subscription && (
          <SubscriptionPanel overview={overview} subscription={overview.subscription} />
        )}
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'packs' ? { tab: 'packs' } : {}, { replace: true })
        }
        className="mt-6"
      >
        <Tabs.List
          aria-label={t('plans.tabs.label')}
          className="inline-flex max-w-full gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="plans" className={tabClass} data-testid="plans-tab-plans">
            <CalendarSync className="h-4 w-4 shrink-0" aria-hidden />
            {t('plans.tabs.plans')}
          </Tabs.Trigger>
          <Tabs.Trigger value="packs" className={tabClass} data-testid="plans-tab-packs">
            <Coins className="h-4 w-4 shrink-0" aria-hidden />
            {t('plans.tabs.packs')}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="plans" className="mt-8 rounded-md">
          <ul className="grid gap-6 md:grid-cols-3 md:items-stretch">
            {PLANS.map((plan) => (
              <li key={plan.id} className="min-w-0">
                <PlanCard
                  plan={plan}
                  current={plan.id === currentPlan}
                  canBuy={canBuy}
                  unknown={overview ? undefined : billing.isError ? 'failed' : 'loading'}
                  change={
                    subscription
                      ? {
                          option: planOption(subscription, plan.id),
                          onChoose: () => flow.ask({ kind: 'change', planId: plan.id }),
                          pending:
                            (flow.pending?.kind === 'change' && flow.pending.planId === plan.id) ||
                            flow.portal.pending,
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <Note>{t('plans.planCreditsNote')}</Note>
        </Tabs.Content>

        <Tabs.Content value="packs" className="mt-8 rounded-md">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CREDIT_PACKS.map((pack) => (
              <li key={pack.id} className="min-w-0">
                <PackCard pack={pack} canBuy={canBuyCredits} />
              </li>
            ))}
          </ul>
          <Note>{t('plans.packs.note')}</Note>
        </Tabs.Content>
      </Tabs.Root>
      {flow.dialog}
    </AppShell>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
