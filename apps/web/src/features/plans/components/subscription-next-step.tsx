import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import type { LiveSubscription } from '../../../lib/plan-options';

/** What happens at the period end: a renewal, a scheduled change, or the end of the plan. */
export function SubscriptionNextStep({ subscription }: { subscription: LiveSubscription }) {
  const { t, i18n } = useTranslation();
  const end = subscription.currentPeriodEnd;
  if (!end) return null;
  const date = formatLongDate(end, i18n.language);
  const current = t(`landing.pricing.plans.${subscription.plan}.name`);
  const pending = subscription.cancelAtPeriodEnd || subscription.scheduledPlan !== null;
  return (
    <p className="mt-1 text-sm text-muted-foreground" data-testid="subscription-renewal">
      {subscription.cancelAtPeriodEnd
        ? t('planChange.next.ends', { date })
        : subscription.scheduledPlan
          ? t('planChange.next.changes', {
              plan: t(`landing.pricing.plans.${subscription.scheduledPlan}.name`),
              date,
            })
          : t('planChange.next.renews', { date })}
      {pending && <> {t('planChange.next.keepsUntil', { plan: current })}</>}
    </p>
  );
}
