import { useState } from 'react';
import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Disclosure } from '../../../components/ui/disclosure';
import { LoadState } from '../../../components/ui/load-state';
import { useFaqs } from '../api/faqs';
import { FaqAnswer } from './faq-answer';

/** Spec 001 §2.10: the FAQ in the app's current language, as an accordion. */
export function FaqSection() {
  const { t, i18n } = useTranslation();
  const lang: Locale = i18n.language === 'en' ? 'en' : 'es';
  const { data, isPending, isError, refetch } = useFaqs(lang);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const body =
    !data || data.faqs.length === 0 ? (
      <EmptyState icon={HelpCircle} title={t('faq.empty')} />
    ) : (
      <div className="divide-y divide-border">
        {data.faqs.map((faq) => (
          <Disclosure
            key={faq.id}
            summary={faq.pregunta}
            open={open.has(faq.id)}
            onToggle={() => toggle(faq.id)}
            size="sm"
            data-testid="faq-item"
          >
            <FaqAnswer html={faq.respuesta} data-testid="faq-answer" />
          </Disclosure>
        ))}
      </div>
    );

  return (
    <Card className="min-w-0" data-testid="faq-section">
      <section aria-labelledby="support-faq-title">
        <h2 id="support-faq-title" className="border-b border-border px-4 py-3 font-semibold">
          {t('faq.title')}
        </h2>
        <LoadState
          isPending={isPending}
          failed={isError && !data}
          message={t('faq.loadError')}
          onRetry={() => void refetch()}
        >
          {body}
        </LoadState>
      </section>
    </Card>
  );
}
