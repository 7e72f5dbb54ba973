/**
 * The search's price and plan rules as pure functions, so the wizard shows exactly what the
 * server enforces and charges (PRODUCT.md §2–§3): the estimate, complex filters, field locks,
 * advanced-filter locks and the leads cap.
 */
import {
  COMPLEX_RATING_THRESHOLD,
  ALWAYS_INCLUDED_FIELDS,
  WIZARD_FIELD_PRICING,
} from './search.js';
import type { Industry, WizardField } from './search.js';
import { FIELD_PLANS, estimateCredits, pricePerLead, type PricedField } from './pricing.js';
import { FREE_PLAN_MAX_LEADS, PLANS, type PlanId } from './plans.js';
import { DEFAULT_MAX_LEADS, MAX_LEADS_LIMIT } from './search.js';

export function pricedFieldsOf(wizardFields: readonly WizardField[]): PricedField[] {
  return [...new Set(wizardFields.flatMap((field) => WIZARD_FIELD_PRICING[field]))];
}

/**
 * Owners only, a minimum rating above 4, or an industry (PRODUCT.md §2). A filter the places
 * source cannot apply (`unavailable`, e.g. a rating where places carry none) adds nothing: the
 * hold, the estimate and the charge all ask this.
 */
export function hasComplexFilters(
  filters: {
    ownersOnly?: boolean | undefined;
    minRating?: number | undefined;
    industry?: Industry | string | null | undefined;
  },
  unavailable: readonly string[] = [],
): boolean {
  const applies = (filter: string) => !unavailable.includes(filter);
  return (
    (Boolean(filters.ownersOnly) && applies('ownersOnly')) ||
    ((filters.minRating ?? 0) > COMPLEX_RATING_THRESHOLD && applies('minRating')) ||
    (Boolean(filters.industry) && applies('industry'))
  );
}

export interface SearchEstimate {
  fieldsSelected: PricedField[];
  creditsPerLead: number;
  estimatedLeads: number;
  hasComplexFilters: boolean;
  totalCredits: number;
}

/** calculate_search_credits: phone and website always, then the chosen fields. */
export function estimateSearch(input: {
  selectedFields: readonly WizardField[];
  leadsCount: number;
  hasComplexFilters: boolean;
}): SearchEstimate {
  const fields = pricedFieldsOf([...ALWAYS_INCLUDED_FIELDS, ...input.selectedFields]);
  return {
    fieldsSelected: fields,
    creditsPerLead: pricePerLead(fields, input.hasComplexFilters),
    estimatedLeads: input.leadsCount,
    hasComplexFilters: input.hasComplexFilters,
    totalCredits: estimateCredits(fields, input.leadsCount, input.hasComplexFilters),
  };
}

/** The cheapest plan passing `allowed` (plans in catalog order; free first). */
function cheapestPlanWith(allowed: (plan: PlanId) => boolean): PlanId {
  if (allowed('free')) return 'free';
  return PLANS.find((plan) => allowed(plan.id))?.id ?? 'pro';
}

/** The cheapest plan that may ask for this priced field. */
export function requiredPlanForPricedField(field: PricedField): PlanId {
  return cheapestPlanWith((plan) => FIELD_PLANS[field].includes(plan));
}

/** null when the plan may ask for the wizard field, else the cheapest plan that may. */
export function fieldLockFor(plan: PlanId, field: WizardField): PlanId | null {
  const locked = WIZARD_FIELD_PRICING[field].find((priced) => !FIELD_PLANS[priced].includes(plan));
  return locked ? requiredPlanForPricedField(locked) : null;
}

export function planAllowsAdvancedFilters(plan: PlanId): boolean {
  return PLANS.some((entry) => entry.id === plan && entry.features.includes('advanced_filters'));
}

/** The cheapest plan with owners-only and industry filters. */
export const ADVANCED_FILTERS_PLAN: PlanId = cheapestPlanWith(planAllowsAdvancedFilters);

/** The most leads one search may ask for on this plan. */
export function maxLeadsFor(plan: PlanId): number {
  return plan === 'free' ? FREE_PLAN_MAX_LEADS : MAX_LEADS_LIMIT;
}

/** The wizard's starting number of leads on this plan. */
export function defaultLeadsFor(plan: PlanId): number {
  return Math.min(DEFAULT_MAX_LEADS, maxLeadsFor(plan));
}

/**
 * A typical search on this plan: its default number of leads with phone, website and a
 * verified email. Below this balance the user is told credits are running low.
 */
export function typicalSearchCost(plan: PlanId): number {
  return estimateSearch({
    selectedFields: ['email'],
    leadsCount: defaultLeadsFor(plan),
    hasComplexFilters: false,
  }).totalCredits;
}

const hundredths = (credits: number) => Math.round(credits * 100);

/**
 * Whole leads a balance pays for at a price per lead (in hundredths, like the price list): what
 * "lower max leads to what the balance covers" sets at step 4.
 */
export function leadsAffordable(balance: number, creditsPerLead: number): number {
  if (creditsPerLead <= 0) return 0;
  return Math.max(0, Math.floor(hundredths(balance) / hundredths(creditsPerLead)));
}

/** The balance once an estimate is held (negative when it does not cover it). */
export function balanceAfter(balance: number, estimate: number): number {
  return (hundredths(balance) - hundredths(estimate)) / 100;
}

/** Credits missing for an estimate (0 when the balance covers it). */
export function creditShortfall(balance: number, estimate: number): number {
  return Math.max(0, -balanceAfter(balance, estimate));
}
