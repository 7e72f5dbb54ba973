import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIELD_PRICES, SIGNUP_GIFT_CREDITS } from '@leadatlas/shared';
import { Disclosure } from '../../../components/ui/disclosure';
import { useLandingNumberFormat } from './price-table';

const QUESTIONS = [
  'credits',
  'charges',
  'sources',
  'verification',
  'cancel',
  'expiry',
  'privacy',
] as const;
type QuestionId = (typeof QUESTIONS)[number];

/** Accordion: at most one answer open; opening one closes the other. */
export function Faq() {
  const { t } = useTranslation();
  const format = useLandingNumberFormat();
  const [open, setOpen] = useState<QuestionId | null>(QUESTIONS[0]);

  const values = {
    gift: format(SIGNUP_GIFT_CREDITS),
    phone: format(FIELD_PRICES.phone),
    email: format(FIELD_PRICES.email_validated),
  };

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 bg-muted/40 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4">
        <div className="text-center">
          <p className="text-sm font-semibold text-primary">{t('landing.faq.eyebrow')}</p>
          <h2 id="faq-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('landing.faq.title')}
          </h2>
        </div>
        <div className="mt-10 divide-y divide-border rounded-lg border border-border bg-card">
          {QUESTIONS.map((id) => (
            <Disclosure
              key={id}
              summary={t(`landing.faq.items.${id}.q`)}
              open={open === id}
              onToggle={() => setOpen(open === id ? null : id)}
            >
              <div className="text-sm leading-relaxed text-muted-foreground">
                <p>{t(`landing.faq.items.${id}.a`, values)}</p>
                {id === 'privacy' && (
                  <p className="mt-2">
                    <Link
                      to="/privacy"
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {t('landing.faq.privacyLink')}
                    </Link>
                  </p>
                )}
              </div>
            </Disclosure>
          ))}
        </div>
      </div>
    </section>
  );
}
