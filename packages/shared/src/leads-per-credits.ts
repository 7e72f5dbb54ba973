/**
 * What credits buy, said in leads (PRODUCT.md §3: the alternate landing speaks in leads over
 * the one plan catalog). Everything is computed from the price list and the plan gates; no
 * number here is typed in by hand.
 */
import { FIELD_PLANS, pricePerLead } from './pricing.js';
import type { PlanId } from './plans.js';
import { ALWAYS_INCLUDED_FIELDS, type WizardField } from './search.js';
import { pricedFieldsOf } from './search-rules.js';

/**
 * The lead shapes the alternate landing quotes: `basic` is what every search delivers
 * (business name, address, category and rating, plus the always-included phone and website);
 * `verified_email` adds a verified email on top.
 */
export const LEAD_BUNDLES = ['basic', 'verified_email'] as const;
export type LeadBundle = (typeof LEAD_BUNDLES)[number];

const BUNDLE_FIELDS: Readonly<Record<LeadBundle, readonly WizardField[]>> = {
  basic: ALWAYS_INCLUDED_FIELDS,
  verified_email: [...ALWAYS_INCLUDED_FIELDS, 'email'],
};

/** Credits one lead of the bundle costs at most (every field of it found, no complex filter). */
export function bundlePricePerLead(bundle: LeadBundle): number {
  return pricePerLead(pricedFieldsOf(BUNDLE_FIELDS[bundle]));
}

/** Whether a plan may ask for every field of the bundle. */
export function planAllowsBundle(plan: PlanId, bundle: LeadBundle): boolean {
  return pricedFieldsOf(BUNDLE_FIELDS[bundle]).every((field) => FIELD_PLANS[field].includes(plan));
}

/**
 * Whole leads the credits pay for at the bundle's full price. A lead is charged only for the
 * fields actually found, so this is the least the credits buy, never a promise of more.
 */
export function leadsForCredits(credits: number, bundle: LeadBundle): number {
  // In hundredths of a credit, as the price list counts, so 500 / 0.7 does not drift.
  const price = Math.round(bundlePricePerLead(bundle) * 100);
  return Math.floor(Math.round(credits * 100) / price);
}

export interface LeadOffer {
  bundle: LeadBundle;
  leads: number;
}

/** The bundles a plan may request, each with the leads its credits pay for. */
export function leadOffers(plan: PlanId, credits: number): LeadOffer[] {
  return LEAD_BUNDLES.filter((bundle) => planAllowsBundle(plan, bundle)).map((bundle) => ({
    bundle,
    leads: leadsForCredits(credits, bundle),
  }));
}
