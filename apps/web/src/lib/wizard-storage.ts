/**
 * The wizard's data in session storage (spec 000 §3 wizardData): one JSON object under
 * `wizardData`, validated with the shared schema on every read. Unparsable data is removed
 * and read as empty, so a step never works from something the server would refuse.
 */
import { wizardDataSchema, type WizardData } from '@leadatlas/shared';
import { session, STORAGE_KEYS } from './storage';

export type WizardStepNumber = 1 | 2 | 3 | 4;
export const WIZARD_STEP_NUMBERS: readonly WizardStepNumber[] = [1, 2, 3, 4];
export type WizardStepKey = `step${WizardStepNumber}`;

const stepKey = (step: WizardStepNumber): WizardStepKey => `step${step}`;

function parse(value: unknown): WizardData | null {
  const parsed = wizardDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What the wizard saved so far; {} when nothing (or nothing valid) is stored. */
export function loadWizardData(): WizardData {
  const raw = session.get(STORAGE_KEYS.wizardData);
  if (raw === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const data = parse(json);
  if (!data) {
    session.remove(STORAGE_KEYS.wizardData);
    return {};
  }
  return data;
}

/** Replaces the whole wizard data; answers false (and stores nothing) when it is not valid. */
export function saveWizardData(data: WizardData): boolean {
  const valid = parse(data);
  if (!valid) return false;
  session.set(STORAGE_KEYS.wizardData, JSON.stringify(valid));
  return true;
}

/** Saves one step, keeping the others; answers the data now stored (unchanged if invalid). */
export function saveWizardStep<K extends WizardStepKey>(
  key: K,
  value: NonNullable<WizardData[K]>,
): WizardData {
  saveWizardData({ ...loadWizardData(), [key]: value });
  return loadWizardData();
}

export function clearWizardData(): void {
  session.remove(STORAGE_KEYS.wizardData);
}

/** A new search starts empty (the dashboard's and history's "new search" call this). */
export const clearWizard = clearWizardData;

/**
 * Re-run a past search: stores its payload so /wizard/step-4 opens with it (steps 1–3 can be
 * revisited and changed). Answers false when the payload is not valid wizard data.
 */
export function prefillWizard(payload: WizardData): boolean {
  return saveWizardData(payload);
}

/** The first step before `step` that has no saved data, or null when `step` may open. */
export function firstMissingStep(
  data: WizardData,
  step: WizardStepNumber,
): WizardStepNumber | null {
  return WIZARD_STEP_NUMBERS.find((earlier) => earlier < step && !data[stepKey(earlier)]) ?? null;
}

/**
 * A search the user was about to confirm when they left for a purchase (steps 1–3 saved): the
 * checkout pages lead back to its step 4. The payment's tab has it too: a tab opened by
 * window.open starts with a copy of its opener's session storage.
 */
export function wizardInProgress(): boolean {
  return firstMissingStep(loadWizardData(), 4) === null;
}
