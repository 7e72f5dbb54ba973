/**
 * The billing form's values, their validation with the shared billingDataSchema (the same
 * schema the server validates with), and their copy in session storage so that coming back
 * from the payment page finds the form filled in.
 */
import { BILLING_COUNTRY_CODES, billingDataSchema, type BillingData } from '@leadatlas/shared';
import { session, STORAGE_KEYS } from '../../lib/storage';

export const BILLING_FIELDS = [
  'fullName',
  'companyName',
  'address',
  'city',
  'postalCode',
  'country',
  'vatId',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type BillingFormValues = Record<BillingField, string>;
export type BillingFieldError = 'required' | 'invalid';
export type BillingErrors = Partial<Record<BillingField, BillingFieldError>>;

/** Spec 001 §5: companyName and vatId are optional; everything else is required. */
export const REQUIRED_FIELDS: ReadonlySet<BillingField> = new Set<BillingField>([
  'fullName',
  'address',
  'city',
  'postalCode',
  'country',
]);

/** The schema's limits, so that the inputs stop where the server would refuse. */
export const MAX_LENGTHS: Record<Exclude<BillingField, 'country'>, number> = {
  fullName: 120,
  companyName: 160,
  address: 200,
  city: 120,
  postalCode: 20,
  vatId: 40,
};

export function emptyBillingForm(fullName = ''): BillingFormValues {
  return {
    fullName,
    companyName: '',
    address: '',
    city: '',
    postalCode: '',
    country: '',
    vatId: '',
  };
}

export type BillingValidation =
  | { ok: true; data: BillingData; errors: BillingErrors }
  | { ok: false; data: null; errors: BillingErrors };

export function validateBillingForm(values: BillingFormValues): BillingValidation {
  const parsed = billingDataSchema.safeParse({
    ...values,
    companyName: values.companyName || null,
    vatId: values.vatId || null,
  });
  if (parsed.success) return { ok: true, data: parsed.data, errors: {} };
  const errors: BillingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isBillingField(field) || errors[field]) continue;
    errors[field] = REQUIRED_FIELDS.has(field) && !values[field].trim() ? 'required' : 'invalid';
  }
  return { ok: false, data: null, errors };
}

/** The server's validation_failed names paths like "billingData.postalCode". */
export function errorsFromServerFields(fields: readonly string[]): BillingErrors {
  const errors: BillingErrors = {};
  for (const path of fields) {
    const field = path.replace(/^billingData\./, '').split('.')[0];
    if (isBillingField(field)) errors[field] = 'invalid';
  }
  return errors;
}

function isBillingField(value: unknown): value is BillingField {
  return typeof value === 'string' && (BILLING_FIELDS as readonly string[]).includes(value);
}

/** The form as this user left it in this tab (another user's copy is ignored). */
export function loadBillingForm(userId: string): BillingFormValues | null {
  const raw = session.get(STORAGE_KEYS.billingForm);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { userId?: unknown; values?: Record<string, unknown> };
    if (stored.userId !== userId || typeof stored.values !== 'object' || !stored.values) {
      return null;
    }
    const values = emptyBillingForm();
    for (const field of BILLING_FIELDS) {
      const value = stored.values[field];
      if (typeof value === 'string') values[field] = value.slice(0, 200);
    }
    if (!(BILLING_COUNTRY_CODES as readonly string[]).includes(values.country)) values.country = '';
    return values;
  } catch {
    return null;
  }
}

export function saveBillingForm(userId: string, values: BillingFormValues): void {
  session.set(STORAGE_KEYS.billingForm, JSON.stringify({ userId, values }));
}
