import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_BONUS_CREDITS, REFERRAL_REWARD_CREDITS } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';

/** Spec 000 §2: 100 credits for each referral and 100 for the friend, a button to /referrals. */
export function ReferralCard() {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0 p-4" data-testid="referral-card">
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-accent p-2 text-accent-foreground">
          <Gift className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{t('referrals.dashboardCard.title')}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {t('referrals.dashboardCard.text', {
              reward: REFERRAL_REWARD_CREDITS,
              bonus: REFERRAL_BONUS_CREDITS,
            })}
          </p>
        </div>
      </div>
      <LinkButton to="/referrals" className="mt-3 w-full" data-testid="referral-card-link">
        {t('referrals.dashboardCard.action')}
      </LinkButton>
    </Card>
  );
}
