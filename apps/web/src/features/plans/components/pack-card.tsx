import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { packUnitPrice, type CreditPack } from '@leadatlas/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { billingPath } from '../../../lib/purchase';

/** One credit pack of the catalog: credits, price, price per credit; one-time, no expiry. */
export function PackCard({ pack, canBuy }: { pack: CreditPack; canBuy: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const credits = formatNumber(pack.credits, lang);
  const price = formatUsd(pack.priceUsd, lang);
  const titleId = `pack-card-${pack.id}-title`;
  const label = t('plans.packs.buyLabel', { credits, price });
  return (
    <Card
      aria-labelledby={titleId}
      data-testid={`pack-card-${pack.id}`}
      className={cn(
        'relative flex h-full flex-col p-5',
        pack.bestValue && 'border-primary shadow-md ring-1 ring-primary',
      )}
    >
      {pack.bestValue && (
        <span
          className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground"
          data-testid={`pack-best-value-${pack.id}`}
        >
          {t('plans.packs.bestValue')}
        </span>
      )}
      <div className="flex items-center gap-2">
        <Coins className="h-5 w-5 text-primary" aria-hidden />
        <h3 id={titleId} className="text-lg font-semibold tabular-nums">
          {t('plans.packs.name', { credits })}
        </h3>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(`plans.packs.descriptions.${pack.id}`)}
      </p>
      <p className="mt-4 text-3xl font-bold tracking-tight tabular-nums">{price}</p>
      <p className="mt-1 text-sm font-medium tabular-nums" data-testid={`pack-unit-${pack.id}`}>
        {t('plans.packs.perCredit', { price: formatUsd(packUnitPrice(pack), lang) })}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('plans.packs.oneTime')}</p>
      <div className="mt-auto pt-5">
        {canBuy ? (
          <Link
            to={billingPath({ type: 'credits', pack })}
            className={cn(buttonClass(pack.bestValue ? 'primary' : 'outline'), 'w-full')}
            aria-label={label}
            data-testid={`pack-choose-${pack.id}`}
          >
            {t('plans.packs.buy')}
          </Link>
        ) : (
          <Button
            variant={pack.bestValue ? 'primary' : 'outline'}
            className="w-full"
            disabled
            aria-label={label}
            data-testid={`pack-choose-${pack.id}`}
          >
            {t('plans.packs.buy')}
          </Button>
        )}
      </div>
    </Card>
  );
}
