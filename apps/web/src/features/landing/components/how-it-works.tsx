import { Download, Search, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS: ReadonlyArray<{ id: 'find' | 'enrich' | 'export'; icon: LucideIcon }> = [
  { id: 'find', icon: Search },
  { id: 'enrich', icon: Sparkles },
  { id: 'export', icon: Download },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 bg-muted/40 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-primary">{t('landing.howItWorks.eyebrow')}</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('landing.howItWorks.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('landing.howItWorks.subtitle')}</p>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.id} className="rounded-lg border border-border bg-card p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-primary text-primary-foreground">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {t('landing.howItWorks.step', { n: index + 1 })}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">
                  {t(`landing.howItWorks.steps.${step.id}.title`)}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">
                  {t(`landing.howItWorks.steps.${step.id}.text`)}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
