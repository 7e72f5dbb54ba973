import { useId, useState } from 'react';
import { ChevronDown, HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Locale, PublicFaq } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useFaqs } from '../api/faqs';
import { FaqAnswer } from './faq-answer';

/** One question: a button that opens and closes its answer's region (Enter and Space work). */
function FaqItem({ faq, open, onToggle }: { faq: PublicFaq; open: boolean; onToggle: () => void }) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  return (
    <div data-testid="faq-item">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left text-sm font-medium outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <span className="min-w-0 break-words">{faq.pregunta}</span>
          <ChevronDown
            className={cn(
              'h-4 w-4 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
            aria-hidden
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-4 pb-4"
      >
        <FaqAnswer html={faq.respuesta} data-testid="faq-answer" />
      </div>
    </div>
  );
}

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

  let body;
  if (isPending) {
    body = (
      <div className="space-y-3 p-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (isError && !data) {
    body = (
      <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
        <span>{t('faq.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('faq.retry')}
        </Button>
      </div>
    );
  } else if (!data || data.faqs.length === 0) {
    body = <EmptyState icon={HelpCircle} title={t('faq.empty')} />;
  } else {
    body = (
      <div className="divide-y divide-border">
        {data.faqs.map((faq) => (
          <FaqItem key={faq.id} faq={faq} open={open.has(faq.id)} onToggle={() => toggle(faq.id)} />
        ))}
      </div>
    );
  }

  return (
    <Card className="min-w-0" data-testid="faq-section">
      <section aria-labelledby="support-faq-title">
        <h2 id="support-faq-title" className="border-b border-border px-4 py-3 font-semibold">
          {t('faq.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}
