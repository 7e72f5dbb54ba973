/**
 * The way to change a live subscription, one for every screen (decision 0017): with Stripe the
 * billing portal; in the local test mode a dialog that says what happens and when, then the
 * API. Keeping the plan (undoing a scheduled change) needs no confirmation.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BillingOverview, PaidPlanId } from '@leadatlas/shared';
import { useSubscriptionAction, type SubscriptionAction } from '../../api/billing';
import { ApiError, commonErrorMessage } from '../../lib/api';
import { formatLongDate, formatNumber } from '../../lib/format';
import { PlanChangeDialog, type ConfirmedAction } from './components/plan-change-dialog';
import { liveSubscription, planOption } from '../../lib/plan-options';
import { useOpenPortal } from '../../hooks/use-open-portal';

const KNOWN_ERRORS = new Set([
  'no_subscription',
  'plan_unchanged',
  'portal_required',
  'nothing_scheduled',
  'forbidden',
]);

export function usePlanChangeFlow(overview: BillingOverview | undefined) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const orgId = overview?.orgId ?? '';
  const mutation = useSubscriptionAction(orgId);
  const portal = useOpenPortal(overview?.orgId);
  const [asked, setAsked] = useState<ConfirmedAction | null>(null);
  const subscription = liveSubscription(overview);
  const name = (plan: PaidPlanId | 'free') => t(`landing.pricing.plans.${plan}.name`);

  const doneMessage = (action: SubscriptionAction, after: BillingOverview): string => {
    const end = after.subscription?.currentPeriodEnd;
    const date = end ? formatLongDate(end, lang) : '';
    switch (action.kind) {
      case 'change': {
        const option = subscription ? planOption(subscription, action.planId) : null;
        return option?.kind === 'upgrade'
          ? t('planChange.done.upgrade', {
              plan: name(action.planId),
              credits: formatNumber(option.credits, lang),
            })
          : t('planChange.done.downgrade', { plan: name(action.planId), date });
      }
      case 'cancel':
        return t('planChange.done.cancel', { date });
      case 'keep':
        return t('planChange.done.keep', { plan: name(after.plan) });
      case 'end-period':
        return t('planChange.done.endPeriod', { plan: name(after.plan) });
    }
  };

  const run = (action: SubscriptionAction) => {
    setAsked(null);
    mutation.mutate(action, {
      onSuccess: (after) => toast.success(doneMessage(action, after)),
      onError: (error) => {
        const known = error instanceof ApiError && KNOWN_ERRORS.has(error.code);
        toast.error(
          known
            ? t(`planChange.errors.${error.code}`)
            : (commonErrorMessage(t, error) ?? t('planChange.errors.failed')),
        );
      },
    });
  };

  /** Starts a change: the portal with Stripe; otherwise the dialog (or at once, for "keep"). */
  const ask = (action: SubscriptionAction) => {
    if (!overview || mutation.isPending) return;
    if (overview.provider === 'stripe' && action.kind !== 'end-period') return portal.open();
    if (action.kind === 'keep') return run(action);
    setAsked(action);
  };

  const dialog = subscription ? (
    <PlanChangeDialog
      subscription={subscription}
      action={asked}
      onConfirm={run}
      onClose={() => setAsked(null)}
    />
  ) : null;

  return {
    ask,
    dialog,
    /** The action being carried out (its button shows a spinner), null when none. */
    pending: mutation.isPending ? mutation.variables : null,
    portal,
  };
}

export type PlanChangeFlow = ReturnType<typeof usePlanChangeFlow>;
