import { useTranslation } from 'react-i18next';
import { findPlan, type PaidPlanId } from '@leadatlas/shared';
import type { SubscriptionAction } from '../../../api/billing';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatLongDate, formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { planOption, type LiveSubscription } from '../../../lib/plan-options';

/** An action that asks first: everything but "keep", which loses nothing. */
export type ConfirmedAction = Exclude<SubscriptionAction, { kind: 'keep' }>;

/**
 * Says what a plan change does and when, before it is made: an upgrade now with the credits it
 * adds, a downgrade or a cancellation at the period end, the test mode's end of the period.
 */
export function PlanChangeDialog({
  subscription,
  action,
  onConfirm,
  onClose,
}: {
  subscription: LiveSubscription;
  action: ConfirmedAction | null;
  onConfirm: (action: ConfirmedAction) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = (plan: PaidPlanId) => t(`landing.pricing.plans.${plan}.name`);
  const date = subscription.currentPeriodEnd
    ? formatLongDate(subscription.currentPeriodEnd, lang)
    : '—';
  const current = name(subscription.plan);

  let title = '';
  let text = '';
  let confirm = '';
  let destructive = false;
  if (action?.kind === 'change') {
    const plan = findPlan(action.planId)!;
    const option = planOption(subscription, plan.id);
    const upgrade = option.kind === 'upgrade';
    const values = {
      plan: name(plan.id),
      current,
      date,
      credits: formatNumber(upgrade ? option.credits : 0, lang),
      monthly: formatNumber(plan.monthlyCredits, lang),
      price: formatUsd(plan.priceUsd, lang),
    };
    title = t(
      upgrade ? 'planChange.dialog.upgradeTitle' : 'planChange.dialog.downgradeTitle',
      values,
    );
    text = t(upgrade ? 'planChange.dialog.upgradeText' : 'planChange.dialog.downgradeText', values);
    confirm = t(
      upgrade ? 'planChange.dialog.confirmUpgrade' : 'planChange.dialog.confirmDowngrade',
    );
  } else if (action?.kind === 'cancel') {
    title = t('planChange.dialog.cancelTitle');
    text = t('planChange.dialog.cancelText', { current, date });
    confirm = t('planChange.dialog.confirmCancel');
    destructive = true;
  } else if (action?.kind === 'end-period') {
    title = t('planChange.dialog.endPeriodTitle');
    text = t('planChange.dialog.endPeriodText', { date });
    confirm = t('planChange.dialog.confirmEndPeriod');
  }

  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={text}
      confirmLabel={confirm}
      cancelLabel={t('planChange.dialog.back')}
      onConfirm={() => action && onConfirm(action)}
      tone={destructive ? 'destructive' : 'primary'}
      data-testid="plan-change-dialog"
    />
  );
}
