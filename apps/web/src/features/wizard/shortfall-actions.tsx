import { useTranslation } from 'react-i18next';
import { Coins, Minus } from 'lucide-react';
import type { CreditPack } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';

/**
 * Step 4 when the balance does not cover the search: buy the pack that covers what is missing
 * (the wizard's data stays in this tab and the payment's tab; both come back to step 4), or
 * lower the maximum leads to what the balance pays for.
 */
export function ShortfallActions({
  pack,
  affordableLeads,
  canBuy,
  onBuy,
  onLowerLeads,
}: {
  pack: CreditPack;
  /** 0 when the balance covers not even one lead. */
  affordableLeads: number;
  canBuy: boolean;
  onBuy: () => void;
  onLowerLeads: (leads: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="shortfall-actions">
      {canBuy ? (
        <Button type="button" size="sm" onClick={onBuy} data-testid="shortfall-buy">
          <Coins className="h-4 w-4" aria-hidden />
          {t('wizard.shortfall.buy', { credits: formatNumber(pack.credits, i18n.language) })}
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">{t('wizard.shortfall.askOwner')}</p>
      )}
      {affordableLeads >= 1 && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onLowerLeads(affordableLeads)}
          data-testid="shortfall-lower"
        >
          <Minus className="h-4 w-4" aria-hidden />
          {t('wizard.shortfall.lower', {
            count: affordableLeads,
            leads: formatNumber(affordableLeads, i18n.language),
          })}
        </Button>
      )}
    </div>
  );
}
