import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PlanFeatures } from '../../../components/plan-features';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { billingPath } from '../../../lib/purchase';
import type { PlanOption } from '../../../lib/plan-options';

/**
 * One monthly plan of the catalog, with the landing's texts (name, description, features).
 * Without a subscription its button leads to the billing form; with one (`change`) it says
 * what the plan is to the subscription (current, scheduled, upgrade now, downgrade at the
 * period end) and starts that change. While it is not known whether there is one, it waits.
 */
export function PlanCard({
  plan,
  current,
  canBuy,
  change,
  unknown,
}: {
  plan: Plan;
  current: boolean;
  canBuy: boolean;
  change?: { option: PlanOption; onChoose: () => void; pending: boolean } | undefined;
  /**
   * Whether there is a subscription is not known (still loading, or failed to load): no button
   * may act, since a subscriber's buttons change the plan while anyone else's lead to checkout.
   */
  unknown?: 'loading' | 'failed' | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = t(`landing.pricing.plans.${plan.id}.name`);
  const titleId = `plan-card-${plan.id}-title`;
  const label = t('plans.choose', { plan: name });
  const waiting = unknown === 'loading' && !current;
  return (
    <Card
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col p-5 sm:p-6',
        plan.popular && 'border-primary shadow-md ring-1 ring-primary',
      )}
    >
      {plan.popular && (
        <span
          className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground"
          data-testid={`plan-popular-${plan.id}`}
        >
          {t('landing.pricing.popular')}
        </span>
      )}
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {name}
        </h3>
        {current && <Badge tone="success">{t('plans.currentPlan')}</Badge>}
        {change?.option.kind === 'scheduled' && (
          <Badge tone="info" data-testid={`plan-scheduled-${plan.id}`}>
            {t('planChange.badge.scheduled')}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`landing.pricing.plans.${plan.id}.description`)}
      </p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight tabular-nums">
          {formatUsd(plan.priceUsd, lang)}
        </span>
        <span className="text-sm text-muted-foreground">{t('landing.pricing.perMonth')}</span>
      </p>
      <p className="mt-1 text-sm font-medium" data-testid={`plan-credits-${plan.id}`}>
        {t('landing.pricing.monthlyCredits', { credits: formatNumber(plan.monthlyCredits, lang) })}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('plans.renewsMonthly')}</p>
      {change && !current && !unknown ? (
        <ChangeButton plan={plan} canBuy={canBuy} {...change} />
      ) : current || !canBuy || unknown ? (
        <Button
          variant={plan.popular ? 'primary' : 'outline'}
          className="mt-5 w-full"
          disabled
          aria-busy={waiting || undefined}
          data-testid={`plan-choose-${plan.id}`}
        >
          {waiting && <Spinner className="h-4 w-4" />}
          {current ? t('plans.currentPlan') : label}
        </Button>
      ) : (
        <Link
          to={billingPath({ type: 'subscription', plan })}
          className={cn(buttonClass(plan.popular ? 'primary' : 'outline'), 'mt-5 w-full')}
          data-testid={`plan-choose-${plan.id}`}
        >
          {label}
        </Link>
      )}
      <PlanFeatures features={plan.features} compact />
    </Card>
  );
}

function ChangeButton({
  plan,
  canBuy,
  option,
  onChoose,
  pending,
}: {
  plan: Plan;
  canBuy: boolean;
  option: PlanOption;
  onChoose: () => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = t(`landing.pricing.plans.${plan.id}.name`);
  const date = 'date' in option && option.date ? formatLongDate(option.date, lang) : '—';
  const hint =
    option.kind === 'upgrade'
      ? t('planChange.upgradeHint', { credits: formatNumber(option.credits, lang) })
      : option.kind === 'downgrade'
        ? t('planChange.downgradeHint', { date })
        : option.kind === 'scheduled'
          ? t('planChange.scheduledHint', { date })
          : '';
  return (
    <div className="mt-5">
      <Button
        variant={option.kind === 'upgrade' ? 'primary' : 'outline'}
        className="w-full"
        disabled={!canBuy || pending || option.kind === 'scheduled'}
        onClick={onChoose}
        data-testid={`plan-choose-${plan.id}`}
      >
        {pending && <Spinner className="h-4 w-4" />}
        {option.kind === 'upgrade'
          ? t('planChange.upgrade', { plan: name })
          : option.kind === 'scheduled'
            ? t('planChange.scheduledButton')
            : t('planChange.downgrade', { plan: name })}
      </Button>
      {hint && (
        <p
          className="mt-2 text-xs text-muted-foreground"
          data-testid={`plan-change-hint-${plan.id}`}
        >
          {hint}
        </p>
      )}
    </div>
  );
}
