import { useTranslation } from 'react-i18next';
import { REFERRAL_BONUS_CREDITS, REFERRAL_REWARD_CREDITS } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';

const STEPS = ['create', 'share', 'signup', 'confirm'] as const;

/** The four steps, from the code to the reward (spec 001 §2.12). */
export function HowItWorks() {
  const { t } = useTranslation();
  const values = { reward: REFERRAL_REWARD_CREDITS, bonus: REFERRAL_BONUS_CREDITS };
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h2 className="font-semibold">{t('referrals.how.title')}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-medium">{t(`referrals.how.steps.${step}.title`)}</p>
              <p className="text-sm text-muted-foreground">
                {t(`referrals.how.steps.${step}.text`, values)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
