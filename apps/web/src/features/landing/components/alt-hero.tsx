import { ArrowRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, SIGNUP_GIFT_CREDITS, leadsForCredits } from '@leadatlas/shared';
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
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
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
    </section>
  );
}
