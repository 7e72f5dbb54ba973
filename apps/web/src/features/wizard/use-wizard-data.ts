import { useCallback, useState } from 'react';
import type { WizardData } from '@leadatlas/shared';
import {
  firstMissingStep,
  loadWizardData,
  saveWizardStep,
  type WizardStepKey,
  type WizardStepNumber,
} from '../../lib/wizard-storage';

/**
 * The wizard's data as one step sees it: read from session storage when the step opens
 * (a reload keeps what was saved), written back step by step.
 */
export function useWizardData(step: WizardStepNumber) {
  const [data, setData] = useState<WizardData>(loadWizardData);
  // Decided once, on entry: later saves (or the clear after Confirm) must not bounce the user.
  const [missingStep] = useState(() => firstMissingStep(data, step));

  const saveStep = useCallback(
    <K extends WizardStepKey>(key: K, value: NonNullable<WizardData[K]>): void => {
      saveWizardStep(key, value);
      // Kept in memory too, so the wizard works when storage is disabled.
      setData((current) => ({ ...current, [key]: value }));
    },
    [],
  );

  return { data, saveStep, missingStep };
}

export type SaveStep = ReturnType<typeof useWizardData>['saveStep'];
