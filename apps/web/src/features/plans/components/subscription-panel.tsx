import { CreditCard, ExternalLink, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BillingOverview, SubscriptionStatus } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useBillingPortal } from '../../../api/billing';

const STATUS_TONE: Record<SubscriptionStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  active: 'success',
  incomplete: 'warning',
  past_due: 'warning',
  unpaid: 'danger',
  canceled: 'neutral',
};

function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-ES', { dateStyle: 'long' }).format(
    new Date(iso),
  );
}

/**
 * The organization's subscription: plan, status, renewal or end date, and the provider's
 * portal to change plan or cancel (Stripe only; the test mode has no portal and says so).
 */
export function SubscriptionPanel({
  overview,
  subscription,
}: {
  overview: BillingOverview;
  subscription: NonNullable<BillingOverview['subscription']>;
}) {
  const { t, i18n } = useTranslation();
  const portal = useBillingPortal();
  const openPortal = () =>
    portal.mutate(overview.orgId, {
      onSuccess: ({ url }) => {
        if (/^(https?:\/\/|\/(?!\/))/i.test(url)) window.location.assign(url);
        else toast.error(t('plans.subscription.portalFailed'));
      },
      onError: () => toast.error(t('plans.subscription.portalFailed')),
    });
  const end = subscription.currentPeriodEnd;
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
          {end && subscription.status !== 'canceled' && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="subscription-renewal">
              {subscription.cancelAtPeriodEnd
                ? t('plans.subscription.ends', { date: formatDate(end, i18n.language) })
                : t('plans.subscription.renews', { date: formatDate(end, i18n.language) })}
            </p>
          )}
        </div>
        {overview.provider === 'stripe' && overview.canManage && (
          <div className="flex flex-col gap-1 sm:items-end">
            <Button
              variant="outline"
              onClick={openPortal}
              disabled={portal.isPending}
              data-testid="manage-subscription"
            >
              {portal.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <ExternalLink className="h-4 w-4" aria-hidden />
              )}
              {portal.isPending ? t('plans.subscription.opening') : t('plans.subscription.manage')}
            </Button>
            <p className="max-w-xs text-xs text-muted-foreground sm:text-right">
              {t('plans.subscription.manageHint')}
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
