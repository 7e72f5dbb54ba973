import type { WizardStepNumber } from '../../lib/wizard-storage';

/** Each step's key in the wizard texts (wizard.steps.<name>). */
export const STEP_NAMES = {
  1: 'target',
  2: 'filters',
  3: 'fields',
  4: 'review',
} as const satisfies Record<WizardStepNumber, string>;

export const stepPath = (step: WizardStepNumber) => `/wizard/step-${step}`;
