/**
 * The one price list (PRODUCT.md §2). The landing table, the wizard estimate and the
 * server's charge all read this module. Prices are credits per lead; arithmetic is done in
 * hundredths of a credit so that 0.2 + 0.5 never drifts.
 */
import type { PlanId } from './plans.js';

export const PRICED_FIELDS = [
  'business_name',
  'address',
  'industry_category',
  'rating',
  'website',
  'phone',
  'email_basic',
  'email_validated',
  'social',
  'contact_person',
  'contact_title',
  'linkedin',
  'revenue',
  'employees',
] as const;
export type PricedField = (typeof PRICED_FIELDS)[number];

/** Credits per lead for each field delivered. */
export const FIELD_PRICES: Readonly<Record<PricedField, number>> = {
  business_name: 0,
  address: 0,
  industry_category: 0,
  rating: 0,
  website: 0.2,
  phone: 0.5,
  email_basic: 1,
  email_validated: 2,
  social: 1,
  contact_person: 1.5,
  contact_title: 0.5,
  linkedin: 2,
  revenue: 1.5,
  employees: 1,
};

/** Owners only, minimum rating above 4, or an industry chosen. */
export const COMPLEX_FILTER_SURCHARGE = 0.5;

/** Which plans may request a field (PRODUCT.md §3). */
export const FIELD_PLANS: Readonly<Record<PricedField, readonly PlanId[]>> = {
  business_name: ['free', 'starter', 'growth', 'pro'],
  address: ['free', 'starter', 'growth', 'pro'],
  industry_category: ['free', 'starter', 'growth', 'pro'],
  rating: ['free', 'starter', 'growth', 'pro'],
  website: ['free', 'starter', 'growth', 'pro'],
  phone: ['free', 'starter', 'growth', 'pro'],
  email_basic: ['free', 'growth', 'pro'],
  email_validated: ['free', 'growth', 'pro'],
  social: ['growth', 'pro'],
  contact_person: ['growth', 'pro'],
  contact_title: ['growth', 'pro'],
  linkedin: ['pro'],
  revenue: ['pro'],
  employees: ['pro'],
};

/** Rows of the landing's credit cost table, in display order. */
export const PRICE_TABLE_ROWS: readonly PricedField[] = [
  'business_name',
  'address',
  'website',
  'phone',
  'email_basic',
  'email_validated',
  'linkedin',
  'social',
  'contact_person',
  'contact_title',
  'revenue',
  'employees',
];

/** The landing's worked example: 10 leads × (phone + verified email + LinkedIn). */
export const PRICE_EXAMPLE = {
  leads: 10,
  fields: ['phone', 'email_validated', 'linkedin'] as const satisfies readonly PricedField[],
};

const toHundredths = (credits: number): number => Math.round(credits * 100);
const fromHundredths = (hundredths: number): number => hundredths / 100;

/** Price of one lead carrying the given fields (each counted once). */
export function pricePerLead(fields: readonly PricedField[], complexFilters = false): number {
  const unique = new Set(fields);
  let total = complexFilters ? toHundredths(COMPLEX_FILTER_SURCHARGE) : 0;
  for (const field of unique) total += toHundredths(FIELD_PRICES[field]);
  return fromHundredths(total);
}

/** Credits for `leads` leads at the given per-lead fields. */
export function estimateCredits(
  fields: readonly PricedField[],
  leads: number,
  complexFilters = false,
): number {
  return fromHundredths(toHundredths(pricePerLead(fields, complexFilters)) * leads);
}
