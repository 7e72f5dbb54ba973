import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ui/progress-bar';
import { WIZARD_STEP_NUMBERS, type WizardStepNumber } from '../../lib/wizard-storage';
import { STEP_NAMES } from './step-names';

/** The wizard header's second row: "Paso X de 4", the step's name and a progress bar. */
export function WizardProgress({ step }: { step: WizardStepNumber }) {
  const { t } = useTranslation();
  const total = WIZARD_STEP_NUMBERS.length;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-2">
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className="font-semibold" data-testid="wizard-step">
          {t('wizard.stepOf', { step, total })}
        </span>
        <span className="truncate text-muted-foreground">
          {t(`wizard.steps.${STEP_NAMES[step]}.short`)}
        </span>
      </div>
      <ProgressBar
        value={(step / total) * 100}
        label={t('wizard.progress')}
        className="mt-1 h-1.5"
      />
    </div>
  );
}
