/**
 * How the wizard applies the shared plan and price rules to its own data. No rule is written
 * here: each function only calls the shared ones (search-rules, pricing) so the screen shows
 * what the server enforces and charges.
 */
import {
  ADVANCED_FILTERS_PLAN,
  ALWAYS_INCLUDED_FIELDS,
  DEFAULT_MIN_RATING,
  PLANS,
  WIZARD_FIELDS,
  WIZARD_FIELD_PRICING,
  estimateSearch,
  fieldLockFor,
  defaultLeadsFor,
  hasComplexFilters,
  maxLeadsFor,
  planAllowsAdvancedFilters,
  pricePerLead,
  type ExportMethod,
  type IntegrationProvider,
  type IntegrationView,
  type PlanId,
  type SearchEstimate,
  type WizardData,
  type WizardField,
} from '@leadatlas/shared';
import { chosenProvider, destinationFor } from '../integrations/integration-rules';

export type Step1 = NonNullable<WizardData['step1']>;
export type Step2 = NonNullable<WizardData['step2']>;
export type Step3 = NonNullable<WizardData['step3']>;
export type Step4 = NonNullable<WizardData['step4']>;

export const DEFAULT_STEP2: Step2 = {
  phoneVisible: false,
  activeWeb: false,
  ownersOnly: false,
  minRating: DEFAULT_MIN_RATING,
  industry: '',
};

/**
 * The destination step 4 sends: CSV, or a category with a usable integration of it (the chosen
 * one, else the first). null while the connections load or when the category cannot be used
 * now (the server would refuse it: export_method_unavailable, integration_locked,
 * integration_not_connected).
 */
export function destinationReady(
  method: ExportMethod,
  saved: IntegrationProvider | null,
  integrations: readonly IntegrationView[] | undefined,
  failed: boolean,
): { exportMethod: ExportMethod; integration: IntegrationProvider | null } | null {
  if (method === 'csv') return { exportMethod: 'csv', integration: null };
  const integration = chosenProvider(destinationFor(method, integrations, failed), saved);
  return integration ? { exportMethod: method, integration } : null;
}

/**
 * Step 2 as this plan and source may run it: advanced filters off when the plan lacks them,
 * and the rating back to its default when the source has no ratings (the filter cannot
 * apply, so it must not add the complex-filter surcharge).
 */
export function applicableFilters(step2: Step2, plan: PlanId, ratingsAvailable: boolean): Step2 {
  const advanced = planAllowsAdvancedFilters(plan);
  return {
    ...step2,
    ownersOnly: advanced && step2.ownersOnly,
    industry: advanced ? (step2.industry ?? '') : '',
    minRating: ratingsAvailable ? step2.minRating : DEFAULT_MIN_RATING,
  };
}

/** The step-3 selection in display order, with the always-included fields and no locked one. */
export function applicableFields(selected: readonly WizardField[], plan: PlanId): WizardField[] {
  const chosen = new Set([...ALWAYS_INCLUDED_FIELDS, ...selected]);
  return WIZARD_FIELDS.filter(
    (field) =>
      ALWAYS_INCLUDED_FIELDS.includes(field) ||
      (chosen.has(field) && fieldLockFor(plan, field) === null),
  );
}

/** Credits per lead of one wizard field (its priced fields added up). */
export const fieldPrice = (field: WizardField): number => pricePerLead(WIZARD_FIELD_PRICING[field]);

/**
 * Whether these filters add the complex-filter surcharge (shared hasComplexFilters): a rating
 * adds nothing where the source has no ratings, as the server holds and charges.
 */
export const complexFilters = (step2: Step2, ratingsAvailable = true): boolean =>
  hasComplexFilters(
    { ...step2, industry: step2.industry ?? '' },
    ratingsAvailable ? [] : ['minRating'],
  );

/** The estimate the server holds for these choices with this source. */
export function wizardEstimate(
  step2: Step2 | undefined,
  selectedFields: readonly WizardField[],
  leadsCount: number,
  ratingsAvailable = true,
): SearchEstimate {
  return estimateSearch({
    selectedFields,
    leadsCount,
    hasComplexFilters: step2 ? complexFilters(step2, ratingsAvailable) : false,
  });
}

/** The top plan reads "Solo Pro"; the others "Disponible desde Growth". */
export function lockTextKey(plan: PlanId): 'wizard.locks.only' | 'wizard.locks.from' {
  return PLANS[PLANS.length - 1]?.id === plan ? 'wizard.locks.only' : 'wizard.locks.from';
}

/** The leads a search asks for: the saved step-4 choice within the plan's cap, else the default. */
export function plannedLeads(step4: Step4 | undefined, plan: PlanId): number {
  return Math.min(step4?.maxLeads ?? defaultLeadsFor(plan), maxLeadsFor(plan));
}

export interface PlanIssue {
  code: 'plan_field_locked' | 'plan_filter_locked';
  step: 2 | 3;
  requiredPlan: PlanId;
}

/**
 * Saved choices this plan may not run (a re-run from another plan, a plan that changed): the
 * server would refuse them with the same codes, so step 4 says where to fix them first.
 */
export function planIssue(data: WizardData, plan: PlanId): PlanIssue | null {
  if (data.step2 && (data.step2.ownersOnly || data.step2.industry)) {
    if (!planAllowsAdvancedFilters(plan)) {
      return { code: 'plan_filter_locked', step: 2, requiredPlan: ADVANCED_FILTERS_PLAN };
    }
  }
  for (const field of data.step3?.selectedFields ?? []) {
    const requiredPlan = fieldLockFor(plan, field);
    if (requiredPlan) return { code: 'plan_field_locked', step: 3, requiredPlan };
  }
  return null;
}

/** The step where the user fixes what a run-search error complains about. */
export function stepToFix(code: string): 1 | 2 | 3 | 4 | null {
  switch (code) {
    case 'location_not_found':
      return 1;
    case 'plan_filter_locked':
      return 2;
    case 'plan_field_locked':
      return 3;
    case 'plan_max_leads':
    case 'export_method_unavailable':
    case 'integration_locked':
    case 'integration_not_connected':
      return 4;
    default:
      return null;
  }
}
