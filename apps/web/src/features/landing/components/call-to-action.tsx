import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNUP_GIFT_CREDITS } from '@leadatlas/shared';
import { buttonClass } from '../../../components/ui/button';
import { track } from '../../../lib/analytics';
import { cn } from '../../../lib/cn';
import { NewsletterForm } from '../../newsletter/newsletter-form';

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section id="cta" aria-labelledby="cta-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {t('landing.cta.title')}
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            {t('landing.cta.text', { credits: SIGNUP_GIFT_CREDITS })}
          </p>
          <Link
            to="/register"
            onClick={() => track('cta_click', { cta: 'cta_start' })}
            className={cn(buttonClass('primary', 'lg'), 'mt-6 w-full sm:w-auto')}
          >
            {t('landing.cta.button')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
