/**
 * From the wizard's data to what a search is: its filters, the priced fields it asks for, the
 * credits it holds, and the plan rules it must pass (PRODUCT.md §2–§3). Pure functions.
 */
import {
  ALWAYS_INCLUDED_FIELDS,
  COMPLEX_RATING_THRESHOLD,
  FIELD_PLANS,
  FREE_PLAN_MAX_LEADS,
  PLANS,
  WIZARD_FIELDS,
  WIZARD_FIELD_PRICING,
  estimateCredits,
  pricePerLead,
  type EstimateResponse,
  type CompanySize,
  type ExportMethod,
  type Industry,
  type PlanId,
  type PricedField,
  type TargetRole,
  type WizardData,
  type WizardField,
} from '@leadatlas/shared';
import { DomainError } from '../errors.js';

export interface SearchSpec {
  profession: string;
  location: string;
  companySize: CompanySize;
  phoneVisible: boolean;
  activeWeb: boolean;
  ownersOnly: boolean;
  minRating: number;
  industry: Industry | null;
  wizardFields: WizardField[];
  targetRole: TargetRole;
  exportMethod: ExportMethod;
  autoRefresh: boolean;
  maxLeads: number;
}

/** The four steps, or "Debes completar todos los pasos del wizard". */
export function buildSearchSpec(data: WizardData): SearchSpec {
  const { step1, step2, step3, step4 } = data;
  if (!step1 || !step2 || !step3 || !step4) throw new DomainError('wizard_incomplete', 400);
  const chosen = new Set<WizardField>([...ALWAYS_INCLUDED_FIELDS, ...step3.selectedFields]);
  return {
    profession: step1.profession,
    location: step1.location,
    companySize: step1.companySize,
    phoneVisible: step2.phoneVisible,
    activeWeb: step2.activeWeb,
    ownersOnly: step2.ownersOnly,
    minRating: step2.minRating,
    industry: step2.industry ? step2.industry : null,
    wizardFields: WIZARD_FIELDS.filter((field) => chosen.has(field)),
    targetRole: step4.targetRole,
    exportMethod: step4.exportMethod,
    autoRefresh: step4.autoRefresh,
    maxLeads: step4.maxLeads,
  };
}

export function pricedFieldsOf(wizardFields: readonly WizardField[]): PricedField[] {
  return [...new Set(wizardFields.flatMap((field) => WIZARD_FIELD_PRICING[field]))];
}

/** Owners only, a minimum rating above 4, or an industry (PRODUCT.md §2). */
export function hasComplexFilters(
  spec: Pick<SearchSpec, 'ownersOnly' | 'minRating' | 'industry'>,
): boolean {
  return spec.ownersOnly || spec.minRating > COMPLEX_RATING_THRESHOLD || spec.industry !== null;
}

/** What the search holds when it starts: max leads × the full per-lead price. */
export function holdFor(spec: SearchSpec): number {
  return estimateCredits(pricedFieldsOf(spec.wizardFields), spec.maxLeads, hasComplexFilters(spec));
}

function cheapestPlanWith(allowed: (plan: PlanId) => boolean): PlanId {
  return PLANS.find((plan) => allowed(plan.id))?.id ?? 'pro';
}

function planHasAdvancedFilters(plan: PlanId): boolean {
  return PLANS.some((entry) => entry.id === plan && entry.features.includes('advanced_filters'));
}

/** The server-side plan gates (PRODUCT.md §3); the UI shows the same ones as locks. */
export function assertPlanAllows(spec: SearchSpec, plan: PlanId): void {
  for (const field of pricedFieldsOf(spec.wizardFields)) {
    const plans = FIELD_PLANS[field];
    if (!plans.includes(plan)) {
      throw new DomainError('plan_field_locked', 403, field, {
        fields: [field],
        requiredPlan: cheapestPlanWith((candidate) => plans.includes(candidate)),
      });
    }
  }
  if ((spec.ownersOnly || spec.industry) && !planHasAdvancedFilters(plan)) {
    throw new DomainError('plan_filter_locked', 403, 'advanced filters', {
      fields: spec.ownersOnly ? ['ownersOnly'] : ['industry'],
      requiredPlan: cheapestPlanWith(planHasAdvancedFilters),
    });
  }
  if (plan === 'free' && spec.maxLeads > FREE_PLAN_MAX_LEADS) {
    throw new DomainError('plan_max_leads', 403, 'max leads', {
      fields: ['maxLeads'],
      requiredPlan: 'starter',
    });
  }
  if (spec.exportMethod !== 'csv') {
    // CRM, automation and cold-email destinations need a connected integration.
    throw new DomainError('export_method_unavailable', 400, spec.exportMethod, {
      fields: ['exportMethod'],
    });
  }
}

/** The calculate_search_credits answer: phone and website always, then the chosen fields. */
export function estimateSearch(input: {
  selectedFields: readonly WizardField[];
  leadsCount: number;
  hasComplexFilters: boolean;
}): EstimateResponse {
  const fields = pricedFieldsOf([...ALWAYS_INCLUDED_FIELDS, ...input.selectedFields]);
  return {
    fieldsSelected: fields,
    creditsPerLead: pricePerLead(fields, input.hasComplexFilters),
    estimatedLeads: input.leadsCount,
    hasComplexFilters: input.hasComplexFilters,
    totalCredits: estimateCredits(fields, input.leadsCount, input.hasComplexFilters),
  };
}

/** "dentistas · Madrid": what lists and files show. */
export function describeQuery(spec: Pick<SearchSpec, 'profession' | 'location'>): string {
  return `${spec.profession} · ${spec.location}`;
}
