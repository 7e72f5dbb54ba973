import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPLEX_FILTER_SURCHARGE,
  CREDIT_PACKS,
  FREE_PLAN_MAX_LEADS,
  PLANS,
  SIGNUP_GIFT_CREDITS,
  bundlePricePerLead,
  leadOffers,
  leadsForCredits,
} from '@leadatlas/shared';
import { trackAltCta } from '../alt-cta';
import { PlanCard, PlanChoice } from './plan-choice';
import { useLandingNumberFormat } from './price-table';

/** The one plan catalog, each plan's monthly credits said in leads (PRODUCT.md §3). */
export function AltPricing() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  const cheapestPack = Math.min(...CREDIT_PACKS.map((pack) => pack.priceUsd));

  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-muted/40 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t('altLanding.pricing.eyebrow')}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('altLanding.pricing.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('altLanding.pricing.subtitle')}</p>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3 md:items-stretch">
          {PLANS.map((plan) => {
            const name = t(`landing.pricing.plans.${plan.id}.name`);
            const [basic, email] = leadOffers(plan.id, plan.monthlyCredits);
            return (
              <li key={plan.id}>
                <PlanCard plan={plan} name={name} data-testid={`alt-plan-${plan.id}`}>
                  <p className="mt-4">
                    <span
                      className="text-4xl font-bold tracking-tight tabular-nums"
                      data-testid="alt-plan-leads"
                    >
                      {format(basic!.leads)}
                    </span>{' '}
                    <span className="text-sm text-muted-foreground">
                      {t('altLanding.pricing.leadsUnit')}
                    </span>
                  </p>
                  <p className="text-sm text-muted-foreground">{t('altLanding.pricing.basic')}</p>
                  <p className="mt-1 text-sm font-medium" data-testid="alt-plan-email-leads">
                    {email
                      ? t('altLanding.pricing.verifiedEmail', { leads: format(email.leads) })
                      : t('altLanding.pricing.noEmail')}
                  </p>
                  <p className="mt-4 flex items-baseline gap-1 border-t border-border pt-4">
                    <span className="text-2xl font-bold tabular-nums" data-testid="alt-plan-price">
                      ${format(plan.priceUsd)}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t('landing.pricing.perMonth')}
                    </span>
                  </p>
                  <p className="text-sm text-muted-foreground" data-testid="alt-plan-credits">
                    {t('landing.pricing.monthlyCredits', {
                      credits: format(plan.monthlyCredits),
                    })}
                  </p>
                  <PlanChoice
                    plan={plan}
                    name={name}
                    onChoose={() => trackAltCta(`plan_${plan.id}`)}
                  />
                </PlanCard>
              </li>
            );
          })}
        </ul>

        <div className="mx-auto mt-8 max-w-3xl space-y-3 text-center text-sm text-muted-foreground">
          <p data-testid="alt-free">
            {t('altLanding.pricing.free', {
              credits: format(SIGNUP_GIFT_CREDITS),
              basic: format(leadsForCredits(SIGNUP_GIFT_CREDITS, 'basic')),
              email: format(leadsForCredits(SIGNUP_GIFT_CREDITS, 'verified_email')),
              maxLeads: format(FREE_PLAN_MAX_LEADS),
            })}{' '}
            <Link
              to="/register"
              onClick={() => trackAltCta('plan_free')}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('altLanding.pricing.freeCta')}
            </Link>
          </p>
          <p>{t('landing.pricing.packs', { price: format(cheapestPack) })}</p>
          <p className="text-xs">
            {t('altLanding.pricing.method', {
              basic: format(bundlePricePerLead('basic')),
              email: format(bundlePricePerLead('verified_email')),
              surcharge: format(COMPLEX_FILTER_SURCHARGE),
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
