/**
 * The wizard's answers, read here only when all four steps are stored and valid: enough to
 * start the search from the progress page (spec 000 §2 Loading page).
 */
import type { WizardData } from '@leadatlas/shared';
import { clearWizardData, loadWizardData } from '../../lib/wizard-storage';

export function readCompleteWizardData(): WizardData | null {
  const data = loadWizardData();
  return data.step1 && data.step2 && data.step3 && data.step4 ? data : null;
}

export { clearWizardData };
