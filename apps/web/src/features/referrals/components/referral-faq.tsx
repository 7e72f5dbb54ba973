import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  OPEN_REFERRAL_CODES_LIMIT,
  REFERRAL_BONUS_CREDITS,
  REFERRAL_REWARD_CREDITS,
  SIGNUP_GIFT_CREDITS,
} from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';

const ITEMS = ['reward', 'limit', 'expiry', 'where', 'blocked'] as const;

/** What the landing's FAQ promises, said here in full (spec 001 §9; decision 0021). */
export function ReferralFaq() {
  const { t } = useTranslation();
  const values = {
    reward: REFERRAL_REWARD_CREDITS,
    bonus: REFERRAL_BONUS_CREDITS,
    gift: SIGNUP_GIFT_CREDITS,
    limit: OPEN_REFERRAL_CODES_LIMIT,
  };
  return (
    <Card className="min-w-0">
      <h2 className="border-b border-border px-4 py-3 font-semibold">{t('referrals.faq.title')}</h2>
      <div className="divide-y divide-border" data-testid="referral-faq">
        {ITEMS.map((item) => (
          <details key={item} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              {t(`referrals.faq.items.${item}.q`)}
              <ChevronDown
                className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">
              {t(`referrals.faq.items.${item}.a`, values)}
            </p>
          </details>
        ))}
      </div>
    </Card>
  );
}
