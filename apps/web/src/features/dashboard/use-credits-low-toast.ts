import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OverviewResponse } from '@leadatlas/shared';
import { formatCredits } from '../../lib/format';
import { session } from '../../lib/storage';

const SHOWN_KEY = 'creditsLowShown';

/** Retention event credits_low: one warning toast per browser session while the balance is low. */
export function useCreditsLowToast(overview: OverviewResponse | undefined) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!overview?.creditsLow || session.get(SHOWN_KEY)) return;
    session.set(SHOWN_KEY, '1');
    toast.warning(t('dashboard.creditsLow'), {
      description: t('dashboard.creditsLowText', {
        credits: formatCredits(overview.organization.credits, i18n.language),
        typical: formatCredits(overview.typicalSearchCost, i18n.language),
      }),
    });
  }, [overview, t, i18n.language]);
}
