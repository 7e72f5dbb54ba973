import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WizardData } from '@leadatlas/shared';
import { cn } from '../../lib/cn';
import {
  WIZARD_STEP_NUMBERS,
  firstMissingStep,
  type WizardStepNumber,
} from '../../lib/wizard-storage';
import { STEP_NAMES, stepPath } from './step-names';

/** The four steps by name; the ones that may open (earlier steps saved) are links. */
export function WizardSteps({ step, data }: { step: WizardStepNumber; data: WizardData }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.stepsNav')} className="mb-4 hidden sm:block">
      <ol className="grid grid-cols-4 gap-2 text-xs">
        {WIZARD_STEP_NUMBERS.map((number) => {
          const current = number === step;
          const done = number < step;
          const reachable = !current && firstMissingStep(data, number) === null;
          const content = (
            <>
              <span
                className={cn(
                  'inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-[11px] font-semibold',
                  current && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary text-primary',
                  !current && !done && 'border-border text-muted-foreground',
                )}
                aria-hidden
              >
                {done ? <Check className="h-3 w-3" /> : number}
              </span>
              <span className="truncate">{t(`wizard.steps.${STEP_NAMES[number]}.short`)}</span>
            </>
          );
          return (
            <li
              key={number}
              className={cn(
                'border-t-2 pt-2',
                current || done ? 'border-primary' : 'border-border',
              )}
            >
              {reachable ? (
                <Link
                  to={stepPath(number)}
                  className="flex items-center gap-2 rounded text-muted-foreground hover:text-foreground"
                >
                  {content}
                </Link>
              ) : (
                <span
                  className={cn(
                    'flex items-center gap-2',
                    current ? 'font-medium text-foreground' : 'text-muted-foreground',
                  )}
                  aria-current={current ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
