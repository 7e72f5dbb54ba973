/**
 * /billing/manage (decision 0017): the organization's subscription and what can be done with
 * it. In the local test mode (no payment provider) this is our own, clearly labelled page:
 * upgrade, downgrade, cancel, undo, and "end the period now" to see a scheduled change take
 * effect; each goes through the same signed webhook path Stripe's events take. With Stripe the
 * page leads to Stripe's billing portal, where the same changes are made.
 * `?plan=pro` (from a plan button or the billing form) asks for that change at once.
 */
import '../../i18n/app-dictionaries';
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  CalendarClock,
  CreditCard,
  ExternalLink,
  FlaskConical,
  RotateCcw,
  ShieldAlert,
  Undo2,
  XCircle,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLANS, findPlan, type BillingOverview, type PaidPlanId } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { TestModeBanner } from '../../components/test-mode-banner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useBillingOverview } from '../../api/billing';
import { cn } from '../../lib/cn';
import { formatCredits, formatLongDate, formatNumber } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { liveSubscription, planOption, type LiveSubscription } from '../../lib/plan-options';
import { useSession } from '../session/use-session';
import { SubscriptionNextStep } from '../../components/subscription-next-step';
import { usePlanChangeFlow, type PlanChangeFlow } from './use-plan-change-flow';

export default function ManageSubscriptionPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  const billing = useBillingOverview(org?.id);
  const overview = billing.data;
  if (!me || !org) return null;

  return (
    <AppShell
      crumbs={[{ label: t('plans.crumb'), to: '/plans' }, { label: t('planChange.crumb') }]}
    >
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('planChange.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('planChange.subtitle', { org: org.name })}
          </p>
        </div>
        {overview?.provider === 'test' && (
          <TestModeBanner
            title={t('planChange.testBanner')}
            text={t('planChange.testExplanation')}
          />
        )}
        {billing.isPending ? (
          <Card className="space-y-3 p-6" role="status">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
        ) : billing.isError || !overview ? (
          <Card
            className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm"
            role="alert"
          >
            <span>{t('planChange.loadError')}</span>
            <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
              {t('plans.retry')}
            </Button>
          </Card>
        ) : (
          <Manage overview={overview} organizationName={org.name} />
        )}
      </div>
    </AppShell>
  );
}

function Manage({
  overview,
  organizationName,
}: {
  overview: BillingOverview;
  organizationName: string;
}) {
  const { t, i18n } = useTranslation();
  const flow = usePlanChangeFlow(overview);
  const subscription = liveSubscription(overview);
  useAskedPlan(overview, flow);

  if (!subscription) {
    return (
      <Card data-testid="manage-no-subscription">
        <EmptyState
          icon={CreditCard}
          title={t('planChange.none.title')}
          text={t('planChange.none.text')}
          action={
            <LinkButton to="/plans" variant="primary">
              {t('plans.viewPlans')}
            </LinkButton>
          }
        />
      </Card>
    );
  }
  const disabled = !overview.canManage;
  return (
    <>
      {disabled && (
        <div
          className="flex items-start gap-3 rounded-lg border border-border bg-accent p-4 text-sm text-accent-foreground"
          data-testid="manage-cannot-manage"
        >
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <p>{t('plans.cannotManage', { org: organizationName })}</p>
        </div>
      )}
      <Summary overview={overview} subscription={subscription} />
      {overview.provider === 'stripe' ? (
        <Section icon={ExternalLink} title={t('planChange.portal.title')} testId="manage-portal">
          <p className="text-sm text-muted-foreground">{t('planChange.portal.text')}</p>
          <Button
            className="mt-4"
            onClick={flow.portal.open}
            disabled={disabled || flow.portal.pending}
            data-testid="manage-open-portal"
          >
            {flow.portal.pending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <ExternalLink className="h-4 w-4" aria-hidden />
            )}
            {flow.portal.pending ? t('plans.subscription.opening') : t('plans.subscription.manage')}
          </Button>
        </Section>
      ) : (
        <>
          <Section icon={CreditCard} title={t('planChange.change.title')} testId="manage-plans">
            <p className="text-sm text-muted-foreground">{t('planChange.rules')}</p>
            <ul className="mt-4 divide-y divide-border">
              {PLANS.map((plan) => (
                <PlanRow
                  key={plan.id}
                  plan={plan.id}
                  subscription={subscription}
                  flow={flow}
                  disabled={disabled}
                />
              ))}
            </ul>
          </Section>
          <Pending subscription={subscription} flow={flow} disabled={disabled} />
          <Section
            icon={FlaskConical}
            title={t('planChange.endPeriod.title')}
            testId="manage-end-period"
            tone="test"
          >
            <p className="text-sm text-muted-foreground">
              {t('planChange.endPeriod.text', {
                date: subscription.currentPeriodEnd
                  ? formatLongDate(subscription.currentPeriodEnd, i18n.language)
                  : '—',
              })}
            </p>
            <Button
              variant="outline"
              className="mt-4"
              disabled={disabled || flow.pending !== null}
              onClick={() => flow.ask({ kind: 'end-period' })}
              data-testid="manage-end-period-button"
            >
              {flow.pending?.kind === 'end-period' ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <CalendarClock className="h-4 w-4" aria-hidden />
              )}
              {t('planChange.endPeriod.action')}
            </Button>
          </Section>
        </>
      )}
      {flow.dialog}
    </>
  );
}

/** ?plan=…: the change that plan means is asked for once, when the page has the subscription. */
function useAskedPlan(overview: BillingOverview, flow: PlanChangeFlow) {
  const [params, setParams] = useSearchParams();
  const asked = useRef(false);
  const planId = findPlan(params.get('plan') ?? '')?.id;
  const subscription = liveSubscription(overview);
  useEffect(() => {
    if (asked.current || !planId || !subscription || !overview.canManage) return;
    asked.current = true;
    setParams({}, { replace: true });
    const option = planOption(subscription, planId);
    // With Stripe the portal is one click away on this page; no page is opened unasked.
    if (
      overview.provider === 'test' &&
      (option.kind === 'upgrade' || option.kind === 'downgrade')
    ) {
      flow.ask({ kind: 'change', planId });
    }
  }, [planId, subscription, overview, flow, setParams]);
}

function Summary({
  overview,
  subscription,
}: {
  overview: BillingOverview;
  subscription: LiveSubscription;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const plan = findPlan(subscription.plan)!;
  return (
    <Card className="p-5" data-testid="manage-summary" aria-labelledby="manage-summary-title">
      <h2 id="manage-summary-title" className="text-sm font-semibold text-muted-foreground">
        {t('planChange.summary.title')}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
        <CreditCard className="h-5 w-5 text-primary" aria-hidden />
        <span data-testid="manage-plan">
          {t('planChange.summary.plan', { plan: t(`landing.pricing.plans.${plan.id}.name`) })}
        </span>
        <Badge tone={subscription.status === 'active' ? 'success' : 'warning'}>
          {t(`plans.subscription.status.${subscription.status}`)}
        </Badge>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('planChange.summary.price', {
          price: formatUsd(plan.priceUsd, lang),
          credits: formatNumber(plan.monthlyCredits, lang),
        })}
      </p>
      <SubscriptionNextStep subscription={subscription} />
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:max-w-sm">
        <div>
          <dt className="text-muted-foreground">{t('planChange.summary.balance')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="manage-balance">
            {formatCredits(overview.credits, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('planChange.summary.planCredits')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="manage-plan-credits">
            {formatCredits(overview.planCredits, lang)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function PlanRow({
  plan: planId,
  subscription,
  flow,
  disabled,
}: {
  plan: PaidPlanId;
  subscription: LiveSubscription;
  flow: PlanChangeFlow;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const plan = findPlan(planId)!;
  const name = t(`landing.pricing.plans.${planId}.name`);
  const option = planOption(subscription, planId);
  const date = 'date' in option && option.date ? formatLongDate(option.date, lang) : '—';
  const pending = flow.pending?.kind === 'change' && flow.pending.planId === planId;
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`manage-plan-${planId}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {option.kind === 'current' && (
            <Badge tone="success">{t('planChange.badge.current')}</Badge>
          )}
          {option.kind === 'scheduled' && (
            <Badge tone="info">{t('planChange.badge.scheduled')}</Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('planChange.summary.price', {
            price: formatUsd(plan.priceUsd, lang),
            credits: formatNumber(plan.monthlyCredits, lang),
          })}
        </p>
        {option.kind !== 'current' && (
          <p className="text-xs text-muted-foreground">
            {option.kind === 'upgrade'
              ? t('planChange.upgradeHint', { credits: formatNumber(option.credits, lang) })
              : option.kind === 'downgrade'
                ? t('planChange.downgradeHint', { date })
                : t('planChange.scheduledHint', { date })}
          </p>
        )}
      </div>
      {(option.kind === 'upgrade' || option.kind === 'downgrade') && (
        <Button
          variant={option.kind === 'upgrade' ? 'primary' : 'outline'}
          className="shrink-0"
          disabled={disabled || flow.pending !== null}
          onClick={() => flow.ask({ kind: 'change', planId })}
          data-testid={`manage-change-${planId}`}
        >
          {pending && <Spinner className="h-4 w-4" />}
          {option.kind === 'upgrade'
            ? t('planChange.upgrade', { plan: name })
            : t('planChange.downgrade', { plan: name })}
        </Button>
      )}
    </li>
  );
}

/** Cancel, or undo what is scheduled (a downgrade or a cancellation). */
function Pending({
  subscription,
  flow,
  disabled,
}: {
  subscription: LiveSubscription;
  flow: PlanChangeFlow;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = subscription.currentPeriodEnd
    ? formatLongDate(subscription.currentPeriodEnd, i18n.language)
    : '—';
  const current = t(`landing.pricing.plans.${subscription.plan}.name`);
  const scheduled = subscription.scheduledPlan;
  if (subscription.cancelAtPeriodEnd || scheduled) {
    return (
      <Section
        icon={Undo2}
        title={t(
          subscription.cancelAtPeriodEnd
            ? 'planChange.keep.titleEnding'
            : 'planChange.keep.titleScheduled',
        )}
        testId="manage-pending"
      >
        <p className="text-sm text-muted-foreground">
          {subscription.cancelAtPeriodEnd
            ? t('planChange.keep.textEnding', { date, current })
            : t('planChange.keep.textScheduled', {
                date,
                current,
                plan: t(`landing.pricing.plans.${scheduled}.name`),
              })}
        </p>
        <Button
          className="mt-4"
          disabled={disabled || flow.pending !== null}
          onClick={() => flow.ask({ kind: 'keep' })}
          data-testid="manage-keep"
        >
          {flow.pending?.kind === 'keep' ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden />
          )}
          {t('planChange.keep.action', { plan: current })}
        </Button>
      </Section>
    );
  }
  return (
    <Section icon={XCircle} title={t('planChange.cancel.title')} testId="manage-cancel">
      <p className="text-sm text-muted-foreground">{t('planChange.cancel.text', { date })}</p>
      <Button
        variant="destructive"
        className="mt-4"
        disabled={disabled || flow.pending !== null}
        onClick={() => flow.ask({ kind: 'cancel' })}
        data-testid="manage-cancel-button"
      >
        {flow.pending?.kind === 'cancel' && <Spinner className="h-4 w-4" />}
        {t('planChange.cancel.action')}
      </Button>
    </Section>
  );
}

function Section({
  icon: Icon,
  title,
  testId,
  tone,
  children,
}: {
  icon: typeof CreditCard;
  title: string;
  testId: string;
  tone?: 'test';
  children: ReactNode;
}) {
  // The test mode's own controls are framed like its banner (Card's border would win over it).
  const Frame = tone === 'test' ? TestFrame : Card;
  return (
    <Frame className="p-5" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="flex items-center gap-2 text-base font-semibold">
        <Icon
          className={tone === 'test' ? 'h-4 w-4 text-warning-strong' : 'h-4 w-4 text-primary'}
          aria-hidden
        />
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </Frame>
  );
}

function TestFrame({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-lg border-2 border-dashed border-amber-500 bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
