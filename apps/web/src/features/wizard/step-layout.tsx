import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import type { WizardStepNumber } from '../../lib/wizard-storage';
import { STEP_NAMES } from './step-names';

/**
 * One step: its title and description, the form, the Previous/Next row, and an optional side
 * panel (credits) that sits beside the form on wide screens and under it on phones.
 */
export function StepLayout({
  step,
  onSubmit,
  children,
  footer,
  aside,
}: {
  step: WizardStepNumber;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
  aside?: ReactNode;
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
      {aside && <aside className="min-w-0 lg:sticky lg:top-32">{aside}</aside>}
    </div>
  );
}
