import { ArrowRight, Check, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREE_PLAN_MAX_LEADS, SIGNUP_GIFT_CREDITS } from '@leadatlas/shared';
import { buttonClass } from '../../../components/ui/button';
import { track } from '../../../lib/analytics';

export function Hero() {
  const { t } = useTranslation();
  const trust = [
    t('landing.hero.trial', { leads: FREE_PLAN_MAX_LEADS }),
    t('landing.hero.noCard'),
    t('landing.hero.cancel'),
  ];
  return (
    <section id="hero" className="scroll-mt-20 border-b border-border">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground sm:text-sm">
          <Gift className="h-4 w-4" aria-hidden />
          {t('landing.hero.badge', { credits: SIGNUP_GIFT_CREDITS })}
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link
            to="/register"
            onClick={() => track('cta_click', { cta: 'hero_start' })}
            className={buttonClass('primary', 'lg')}
          >
            {t('landing.hero.primary')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
          <a
            href="#pricing"
            onClick={() => track('cta_click', { cta: 'hero_pricing' })}
            className={buttonClass('outline', 'lg')}
          >
            {t('landing.hero.secondary')}
          </a>
        </div>
        <p className="mt-4 text-sm text-muted-foreground sm:hidden">
          {t('landing.hero.haveAccount')}{' '}
          <Link
            to="/register?mode=signin"
            onClick={() => track('cta_click', { cta: 'hero_login' })}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('landing.hero.login')}
          </Link>
        </p>
        <ul
          aria-label={t('landing.hero.trustLabel')}
          className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap"
        >
          {trust.map((item) => (
            <li key={item} className="inline-flex items-center gap-1.5">
              <Check className="h-4 w-4 text-success" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
