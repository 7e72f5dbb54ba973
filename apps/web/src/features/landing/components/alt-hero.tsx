import { ArrowRight, Check, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FREE_PLAN_MAX_LEADS,
  PLANS,
  SIGNUP_GIFT_CREDITS,
  leadOffers,
  leadsForCredits,
} from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { buttonClass } from '../../../components/ui/button';
import { trackAltCta } from '../alt-cta';
import { useLandingNumberFormat } from './price-table';

/** The catalog's popular plan, quoted in leads under the title. */
const FEATURED = PLANS.find((plan) => plan.popular) ?? PLANS[0]!;

export function AltHero() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  return (
    <section id="hero" className="scroll-mt-20 border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground sm:text-sm">
            <Gift className="h-4 w-4" aria-hidden />
            <span data-testid="alt-gift">
              {t('altLanding.hero.badge', { credits: format(SIGNUP_GIFT_CREDITS) })}
            </span>
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('altLanding.hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            {t('altLanding.hero.subtitle')}
          </p>
          <p className="mt-4 max-w-2xl border-l-4 border-primary pl-4 font-medium text-pretty">
            {t('altLanding.hero.highlight', {
              plan: t(`landing.pricing.plans.${FEATURED.id}.name`),
              basic: format(leadsForCredits(FEATURED.monthlyCredits, 'basic')),
              email: format(leadsForCredits(FEATURED.monthlyCredits, 'verified_email')),
            })}
          </p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
            <Link
              to="/register"
              onClick={() => trackAltCta('hero_signup')}
              className={buttonClass('primary', 'lg')}
              data-testid="alt-hero-cta"
            >
              {t('altLanding.hero.primary')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <a
              href="#pricing"
              onClick={() => trackAltCta('hero_pricing')}
              className={buttonClass('outline', 'lg')}
            >
              {t('altLanding.hero.secondary')}
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground sm:hidden">
            {t('landing.hero.haveAccount')}{' '}
            <Link
              to="/register?mode=signin"
              onClick={() => trackAltCta('hero_login')}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('landing.hero.login')}
            </Link>
          </p>
        </div>
        <GiftCard />
      </div>
    </section>
  );
}

/** The sign-up gift in leads: what the free trial's credits really buy. */
function GiftCard() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  return (
    <Card className="p-6" data-testid="alt-gift-card">
      <h2 className="font-semibold">
        {t('altLanding.hero.gift.title', { credits: format(SIGNUP_GIFT_CREDITS) })}
      </h2>
      <dl className="mt-4 space-y-3">
        {leadOffers('free', SIGNUP_GIFT_CREDITS).map((offer) => (
          <div key={offer.bundle} className="flex items-baseline gap-3">
            <dt className="order-2 text-sm text-muted-foreground">
              {t(`altLanding.hero.gift.${offer.bundle}`)}
            </dt>
            <dd className="order-1 min-w-12 text-3xl font-bold tabular-nums">
              {format(offer.leads)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 space-y-1.5 border-t border-border pt-4 text-sm">
        {[
          t('altLanding.hero.gift.perSearch', { leads: format(FREE_PLAN_MAX_LEADS) }),
          t('landing.hero.noCard'),
        ].map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}
