import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNUP_GIFT_CREDITS, leadsForCredits } from '@leadatlas/shared';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { trackAltCta } from '../alt-cta';
import { useLandingNumberFormat } from './price-table';

export function AltCallToAction() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  return (
    <section id="cta" aria-labelledby="cta-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('altLanding.cta.title')}
        </h2>
        <p className="mt-3 text-muted-foreground">
          {t('altLanding.cta.text', {
            credits: format(SIGNUP_GIFT_CREDITS),
            basic: format(leadsForCredits(SIGNUP_GIFT_CREDITS, 'basic')),
          })}
        </p>
        <Link
          to="/register"
          onClick={() => trackAltCta('cta_signup')}
          className={cn(buttonClass('primary', 'lg'), 'mt-6 w-full sm:w-auto')}
        >
          {t('altLanding.cta.button')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
