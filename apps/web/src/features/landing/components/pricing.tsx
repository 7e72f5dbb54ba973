import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CREDIT_PACKS, FREE_PLAN_MAX_LEADS, PLANS, SIGNUP_GIFT_CREDITS } from '@leadatlas/shared';
import { track } from '../../../lib/analytics';
import { PlanCard, PlanChoice } from './plan-choice';
import { useLandingNumberFormat } from './price-table';

export function Pricing() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  const cheapestPack = Math.min(...CREDIT_PACKS.map((pack) => pack.priceUsd));

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.pricing.eyebrow')}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('landing.pricing.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.pricing.subtitle')}</p>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3 md:items-stretch">
          {PLANS.map((plan) => {
            const name = t(`landing.pricing.plans.${plan.id}.name`);
            return (
              <li key={plan.id}>
                <PlanCard plan={plan} name={name}>
                  <p className="mt-1 min-h-10 text-sm text-muted-foreground">
                    {t(`landing.pricing.plans.${plan.id}.description`)}
                  </p>
                  <p className="mt-5 flex items-baseline gap-1">
                    <span className="text-4xl font-bold tracking-tight tabular-nums">
                      ${format(plan.priceUsd)}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t('landing.pricing.perMonth')}
                    </span>
                  </p>
                  <p className="mt-1 text-sm font-medium">
                    {t('landing.pricing.monthlyCredits', {
                      credits: format(plan.monthlyCredits),
                    })}
                  </p>
                  <PlanChoice
                    plan={plan}
                    name={name}
                    onChoose={() => track('cta_click', { cta: `plan_${plan.id}` })}
                  />
                </PlanCard>
              </li>
            );
          })}
        </ul>

        <div className="mt-8 space-y-2 text-center text-sm text-muted-foreground">
          <p>
            {t('landing.pricing.free', {
              credits: format(SIGNUP_GIFT_CREDITS),
              maxLeads: format(FREE_PLAN_MAX_LEADS),
            })}{' '}
            <Link
              to="/register"
              onClick={() => track('cta_click', { cta: 'plan_free' })}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('landing.pricing.freeCta')}
            </Link>
          </p>
          <p>{t('landing.pricing.packs', { price: format(cheapestPack) })}</p>
        </div>
      </div>
    </section>
  );
}
