import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { findPlan, type PaidPlanId } from '@leadatlas/shared';
import type { SubscriptionAction } from '../../../api/billing';
import { buttonClass } from '../../../components/ui/button';
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
    <AlertDialog.Root open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
          data-testid="plan-change-dialog"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {text}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('outline')}>
              {t('planChange.dialog.back')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(destructive ? 'destructive' : 'primary')}
              onClick={() => action && onConfirm(action)}
              data-testid="plan-change-confirm"
            >
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
