import '../../i18n/app-dictionaries';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale, type StaffFaq } from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { LoadState } from '../../components/ui/load-state';
import { useStaffFaqs } from './faq-api';
import { FaqForm } from './faq/faq-form';
import { FaqList } from './faq/faq-list';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';

/** The form open on the page: a new entry, or one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; faq: StaffFaq } | null;

/** Staff only (issue 16): the FAQ customers read on /support, per language, in order. */
export default function StaffFaqPage() {
  const { t, i18n } = useTranslation();
  const faqs = useStaffFaqs();
  const { data, isPending, isError, refetch } = faqs;
  const [lang, setLang] = useState<Locale>(i18n.language === 'en' ? 'en' : 'es');
  const [editing, setEditing] = useState<Editing>(null);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  const choose = (next: Locale) => {
    setLang(next);
    setEditing(null);
  };
  // Tabs: arrows move between languages, as screen-reader users expect of a tab list.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = LOCALES[(LOCALES.indexOf(lang) + 1) % LOCALES.length]!;
    choose(next);
    tabs.current[next]?.focus();
  };
  const entries = (data?.faqs ?? []).filter((faq) => faq.lang === lang);

  return (
    <StaffGate query={faqs}>
      <AppShell
        crumbs={[
          { label: t('support.staff.crumb'), to: '/staff' },
          { label: t('faq.staff.crumb') },
        ]}
      >
        <div className="min-w-0 space-y-4" data-testid="staff-faq">
          <StaffNav />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
                {t('faq.staff.title')}
              </h1>
              <p className="mt-1 text-sm text-muted-foreground">{t('faq.staff.subtitle')}</p>
            </div>
            <Button
              onClick={() => setEditing({ kind: 'new' })}
              disabled={editing?.kind === 'new'}
              data-testid="faq-add"
            >
              <Plus className="h-4 w-4" aria-hidden />
              {t('faq.staff.add')}
            </Button>
          </div>
          <div
            role="tablist"
            aria-label={t('faq.staff.languages')}
            className="flex gap-1 border-b border-border"
            onKeyDown={onTabKey}
          >
            {LOCALES.map((code) => (
              <button
                key={code}
                ref={(node) => {
                  tabs.current[code] = node;
                }}
                id={`faq-tab-${code}`}
                type="button"
                role="tab"
                aria-selected={lang === code}
                aria-controls="faq-tabpanel"
                tabIndex={lang === code ? 0 : -1}
                onClick={() => choose(code)}
                className={cn(
                  'rounded-t-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  lang === code
                    ? 'border-b-2 border-primary text-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
                data-testid={`faq-tab-${code}`}
              >
                {t(`faq.staff.lang.${code}`)}
              </button>
            ))}
          </div>
          <div
            id="faq-tabpanel"
            role="tabpanel"
            aria-labelledby={`faq-tab-${lang}`}
            className="min-w-0 space-y-4"
          >
            {editing && (
              <FaqForm
                key={editing.kind === 'edit' ? editing.faq.id : `new-${lang}`}
                lang={lang}
                {...(editing.kind === 'edit' ? { faq: editing.faq } : {})}
                onDone={() => setEditing(null)}
              />
            )}
            <Card className="min-w-0">
              <LoadState
                message={t('faq.loadError')}
                isPending={isPending}
                failed={isError && !data}
                onRetry={() => void refetch()}
              >
                <FaqList
                  lang={lang}
                  faqs={entries}
                  onEdit={(faq) => setEditing({ kind: 'edit', faq })}
                />
              </LoadState>
            </Card>
          </div>
        </div>
      </AppShell>
    </StaffGate>
  );
}
