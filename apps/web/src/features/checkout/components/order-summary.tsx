import { Link } from 'react-router';
import { Check, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { purchaseCredits, purchasePrice, type Purchase } from '../../../lib/purchase';

/** What is being bought, at the catalog's price (the server charges from the same catalog). */
export function OrderSummary({
  purchase,
  organizationName,
}: {
  purchase: Purchase;
  organizationName: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const credits = formatNumber(purchaseCredits(purchase), lang);
  const price = formatUsd(purchasePrice(purchase), lang);
  const isPlan = purchase.type === 'subscription';
  const title = isPlan
    ? t('checkout.summary.plan', { plan: t(`landing.pricing.plans.${purchase.plan.id}.name`) })
    : t('checkout.summary.pack', { credits });

  return (
    <Card className="p-5" data-testid="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="flex items-start justify-between gap-3">
        <h2 id="checkout-summary-title" className="text-base font-semibold">
          {t('checkout.summary.title')}
        </h2>
        <Link
          to={`/plans${isPlan ? '' : '?tab=packs'}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('checkout.summary.change')}
        </Link>
      </div>
      <p className="mt-3 text-lg font-semibold" data-testid="summary-item">
        {title}
      </p>
      {isPlan && (
        <p className="mt-1 text-sm text-muted-foreground">
          {t(`landing.pricing.plans.${purchase.plan.id}.description`)}
        </p>
      )}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('checkout.summary.credits')}</dt>
          <dd className="font-medium tabular-nums" data-testid="summary-credits">
            {isPlan
              ? t('checkout.summary.monthlyCredits', { credits })
              : t('checkout.summary.packCredits', { credits })}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('checkout.summary.organization')}</dt>
          <dd className="min-w-0 truncate font-medium" title={organizationName}>
            {organizationName}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">{t('checkout.summary.total')}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="summary-price">
            {isPlan ? t('checkout.summary.perMonth', { price }) : price}{' '}
            <span className="text-xs font-medium text-muted-foreground">USD</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
        <RefreshCw className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {isPlan ? t('checkout.summary.renews') : t('checkout.summary.oneTime')}
      </p>
      {isPlan && (
        // The list is long: on phones the summary stays short and the form comes sooner.
        <ul className="mt-4 hidden space-y-1.5 border-t border-border pt-4 text-sm lg:block">
          {purchase.plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
              <span>{t(`landing.pricing.features.${feature}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted-foreground">{t('checkout.summary.currency')}</p>
    </Card>
  );
}
