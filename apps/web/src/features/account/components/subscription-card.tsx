import { CreditCard, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MeResponse } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBillingOverview } from '../../../api/billing';
import { useOpenPortal } from '../../../hooks/use-open-portal';
import { formatCredits } from '../../../lib/format';
import { liveSubscription } from '../../../lib/plan-options';
import { SubscriptionNextStep } from '../../../components/subscription-next-step';
import { AccountCard } from './account-card';

/** Where the test mode changes a plan (no Stripe portal): our own page. */
const TEST_MODE_MANAGE_PATH = '/billing/manage';

/**
 * The ACTIVE organization's plan and credits, its renewal or end date, and the ways to change
 * them: upgrade, buy credits, billing history, and for owners and admins with a subscription,
 * manage it (Stripe's portal, or the test mode's own page).
 */
export function SubscriptionCard({ me }: { me: MeResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const org = me.activeOrganization;
  const billing = useBillingOverview(org.id);
  const portal = useOpenPortal(org.id);
  const overview = billing.data;
  const live = liveSubscription(overview);
  const canManage = Boolean(live && overview?.canManage);

  const manage = () => {
    if (overview?.provider !== 'stripe') {
      navigate(TEST_MODE_MANAGE_PATH);
      return;
    }
    portal.open();
  };

  return (
    <AccountCard
      id="account-subscription"
      icon={CreditCard}
      title={t('account.subscription.title')}
      description={t('account.subscription.organization', { org: org.name })}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="min-w-0 rounded-md bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('account.subscription.plan')}</dt>
          <dd className="mt-1 truncate text-lg font-semibold" data-testid="account-plan">
            {t(`landing.pricing.plans.${overview?.plan ?? org.plan}.name`)}
          </dd>
        </div>
        <div className="min-w-0 rounded-md bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{t('account.subscription.credits')}</dt>
          <dd
            className="mt-1 truncate text-lg font-semibold tabular-nums"
            data-testid="account-credits"
          >
            {formatCredits(overview?.credits ?? org.credits, lang)}
          </dd>
        </div>
      </dl>
      <div className="mt-3 min-h-5 text-sm text-muted-foreground" data-testid="account-renewal">
        {billing.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : live?.currentPeriodEnd ? (
          <SubscriptionNextStep subscription={live} className="mt-0" />
        ) : billing.isError ? (
          <span role="alert" className="flex flex-wrap items-center gap-2">
            {t('account.subscription.loadError')}
            <Button variant="link" size="sm" onClick={() => void billing.refetch()}>
              {t('account.subscription.retry')}
            </Button>
          </span>
        ) : (
          t('account.subscription.noRenewal')
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <LinkButton to="/plans" variant="primary" size="sm" data-testid="account-upgrade">
          {t('account.subscription.upgrade')}
        </LinkButton>
        <LinkButton to="/plans?tab=packs" size="sm" data-testid="account-buy-credits">
          {t('account.subscription.buyCredits')}
        </LinkButton>
        <LinkButton to="/billing-history" size="sm" data-testid="account-billing-history">
          {t('account.subscription.billingHistory')}
        </LinkButton>
        {canManage && (
          <Button
            variant="outline"
            size="sm"
            onClick={manage}
            disabled={portal.pending}
            data-testid="account-manage-subscription"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {portal.pending ? t('account.subscription.opening') : t('account.subscription.manage')}
          </Button>
        )}
      </div>
    </AccountCard>
  );
}
