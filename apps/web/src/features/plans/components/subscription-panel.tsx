import { CreditCard, ExternalLink, FlaskConical, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingOverview, SubscriptionStatus } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { Spinner } from '../../../components/ui/spinner';
import { liveSubscription } from '../../../lib/plan-options';
import { useOpenPortal } from '../../../hooks/use-open-portal';
import { SubscriptionNextStep } from '../../../components/subscription-next-step';

const STATUS_TONE: Record<SubscriptionStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  active: 'success',
  incomplete: 'warning',
  past_due: 'warning',
  unpaid: 'danger',
  canceled: 'neutral',
};

/**
 * The organization's subscription: plan, status, what happens at the period end (renewal, a
 * scheduled change, the end), and the way to manage it: Stripe's billing portal, or in the
 * local test mode our own page (/billing/manage).
 */
export function SubscriptionPanel({
  overview,
  subscription,
}: {
  overview: BillingOverview;
  subscription: NonNullable<BillingOverview['subscription']>;
}) {
  const { t } = useTranslation();
  const portal = useOpenPortal(overview.orgId);
  const live = liveSubscription(overview);
  return (
    <Card className="p-5" data-testid="subscription-panel" aria-labelledby="subscription-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="subscription-title" className="text-sm font-semibold text-muted-foreground">
            {t('plans.subscription.title')}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
            <CreditCard className="h-5 w-5 text-primary" aria-hidden />
            {t('plans.subscription.plan', {
              plan: t(`landing.pricing.plans.${subscription.plan}.name`),
            })}
            <Badge tone={STATUS_TONE[subscription.status]} data-testid="subscription-status">
              {t(`plans.subscription.status.${subscription.status}`)}
            </Badge>
          </p>
          {live && <SubscriptionNextStep subscription={live} />}
        </div>
        {overview.canManage && (
          <div className="flex flex-col gap-1 sm:items-end">
            {overview.provider === 'stripe' ? (
              <Button
                variant="outline"
                onClick={portal.open}
                disabled={portal.pending}
                data-testid="manage-subscription"
              >
                {portal.pending ? (
                  <Spinner className="h-4 w-4" />
                ) : (
                  <ExternalLink className="h-4 w-4" aria-hidden />
                )}
                {portal.pending ? t('plans.subscription.opening') : t('plans.subscription.manage')}
              </Button>
            ) : (
              <LinkButton to="/billing/manage" data-testid="manage-subscription">
                <Settings2 className="h-4 w-4" aria-hidden />
                {t('plans.subscription.manage')}
              </LinkButton>
            )}
            <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
              {overview.provider === 'stripe'
                ? t('plans.subscription.manageHint')
                : t('plans.subscription.manageHintTest')}
            </p>
          </div>
        )}
      </div>
      {overview.provider === 'test' && (
        <p
          className="mt-4 flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground"
          data-testid="subscription-test-mode"
        >
          <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('plans.subscription.testMode')}
        </p>
      )}
    </Card>
  );
}
