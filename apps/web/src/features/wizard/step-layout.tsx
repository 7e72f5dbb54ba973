import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import type { WizardStepNumber } from '../../lib/wizard-storage';
import { STEP_NAMES } from './step-names';

/**
 * One step: its title and description, the form, the Previous/Next row, and an optional side
 * panel (credits) that sits beside the form on wide screens and under it on phones, where a
 * compact summary of it stays in view at the bottom of the screen (issue 11 item 16).
 */
/** Where the compact summary's "details" link leads. */
export const ASIDE_ID = 'wizard-credits';

export function StepLayout({
  step,
  onSubmit,
  children,
  footer,
  aside,
  summary,
}: {
  step: WizardStepNumber;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
  aside?: ReactNode;
  /** The aside in one line, kept in view on screens where the aside is below the form. */
  summary?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = STEP_NAMES[step];
  const titleId = `wizard-step-${step}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div
      className={
        aside ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start' : 'max-w-3xl'
      }
    >
      <Card className="min-w-0">
        <form onSubmit={submit} aria-labelledby={titleId} noValidate>
          <div className="border-b border-border px-4 py-4 sm:px-6">
            <h1 id={titleId} className="text-lg font-semibold tracking-tight">
              {t(`wizard.steps.${name}.title`)}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`wizard.steps.${name}.description`)}
            </p>
          </div>
          <div className="space-y-5 px-4 py-5 sm:px-6">{children}</div>
          <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 sm:px-6">
            {footer}
          </div>
        </form>
      </Card>
      {aside && (
        <aside id={ASIDE_ID} className="min-w-0 scroll-mt-32 lg:sticky lg:top-32">
          {aside}
        </aside>
      )}
      {summary && (
        <div className="sticky bottom-0 z-30 -mx-4 border-t border-border bg-card/95 px-4 py-2 backdrop-blur lg:hidden">
          {summary}
        </div>
      )}
    </div>
  );
}
