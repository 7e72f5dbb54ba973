import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { formatLongDate } from '../lib/format';
import type { LiveSubscription } from '../lib/plan-options';

/**
 * What happens at the period end: a renewal, a scheduled change, or the end of the plan (the
 * plans page, the test-mode manage page and the account page say it the same way).
 */
export function SubscriptionNextStep({
  subscription,
  className,
}: {
  subscription: LiveSubscription;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const end = subscription.currentPeriodEnd;
  if (!end) return null;
  const date = formatLongDate(end, i18n.language);
  const current = t(`landing.pricing.plans.${subscription.plan}.name`);
  const pending = subscription.cancelAtPeriodEnd || subscription.scheduledPlan !== null;
  return (
    <p
      className={cn('mt-1 text-sm text-muted-foreground', className)}
      data-testid="subscription-renewal"
    >
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
