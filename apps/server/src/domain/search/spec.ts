/**
 * From the wizard's data to what a search is: its filters, the priced fields it asks for, the
 * credits it holds, and the plan rules it must pass (PRODUCT.md §2–§3). Pure functions.
 */
import {
  ADVANCED_FILTERS_PLAN,
  ALWAYS_INCLUDED_FIELDS,
  FIELD_PLANS,
  WIZARD_FIELDS,
  estimateCredits,
  hasComplexFilters,
  maxLeadsFor,
  planAllowsAdvancedFilters,
  pricedFieldsOf,
  requiredPlanForPricedField,
  type CompanySize,
  INTEGRATION_CATEGORY,
  integrationRequiredPlan,
  planAllowsIntegration,
  type ExportMethod,
  type Industry,
  type IntegrationProvider,
  type PlanId,
  type TargetRole,
  type WizardData,
  type WizardField,
} from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import type { SourceCapabilities } from '../places/types.js';

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
  /** The integration of that category its leads are pushed to when it completes (null: CSV). */
  integration?: IntegrationProvider | null;
  autoRefresh: boolean;
  maxLeads: number;
}

/** The four steps, or "Debes completar todos los pasos del wizard". */
export function buildSearchSpec(data: WizardData): SearchSpec {
  const { step1, step2, step3, step4 } = data;
  if (!step1 || !step2 || !step3 || !step4) throw new DomainError('wizard_incomplete', 400);
  const chosen = new Set<WizardField>([...ALWAYS_INCLUDED_FIELDS, ...step3.selectedFields]);
  const integration = step4.exportMethod === 'csv' ? null : (step4.integration ?? null);
  if (
    step4.exportMethod !== 'csv' &&
    (!integration || INTEGRATION_CATEGORY[integration] !== step4.exportMethod)
  ) {
    // A CRM, automation or cold-email destination names which connected integration it is.
    throw new DomainError('export_method_unavailable', 400, step4.exportMethod, {
      fields: ['exportMethod'],
    });
  }
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
    integration,
    autoRefresh: step4.autoRefresh,
    maxLeads: step4.maxLeads,
  };
}

/**
 * The wizard's data a spec was built from (the inverse of buildSearchSpec): what a re-run of
 * the search starts the wizard with. Phone and website stay in the chosen fields.
 */
export function wizardDataOf(spec: SearchSpec): WizardData {
  return {
    step1: { profession: spec.profession, location: spec.location, companySize: spec.companySize },
    step2: {
      phoneVisible: spec.phoneVisible,
      activeWeb: spec.activeWeb,
      ownersOnly: spec.ownersOnly,
      minRating: spec.minRating,
      industry: spec.industry ?? '',
    },
    step3: { selectedFields: [...spec.wizardFields] },
    step4: {
      targetRole: spec.targetRole,
      exportMethod: spec.exportMethod,
      ...(spec.integration ? { integration: spec.integration } : {}),
      autoRefresh: spec.autoRefresh,
      maxLeads: spec.maxLeads,
    },
  };
}

/**
 * Filters this source cannot apply, said and not faked, and never charged: the rating
 * (OpenStreetMap has none), and a company size band (no source knows sizes: only a business's
 * own site can place it; a lead without that is marked unknown).
 */
export function unavailableFilters(capabilities: SourceCapabilities, spec: SearchSpec): string[] {
  return [
    ...(capabilities.rating ? [] : ['minRating']),
    ...(capabilities.companySize || spec.companySize === 'any' ? [] : ['companySize']),
  ];
}

/** Whether the search pays the complex-filter surcharge with this source. */
export function chargesComplexFilters(spec: SearchSpec, capabilities: SourceCapabilities): boolean {
  return hasComplexFilters(spec, unavailableFilters(capabilities, spec));
}

/** What the search holds when it starts: max leads × the full per-lead price. */
export function holdFor(spec: SearchSpec, capabilities: SourceCapabilities): number {
  return estimateCredits(
    pricedFieldsOf(spec.wizardFields),
    spec.maxLeads,
    chargesComplexFilters(spec, capabilities),
  );
}

/** The server-side plan gates (PRODUCT.md §3); the UI shows the same ones as locks. */
export function assertPlanAllows(spec: SearchSpec, plan: PlanId): void {
  for (const field of pricedFieldsOf(spec.wizardFields)) {
    if (!FIELD_PLANS[field].includes(plan)) {
      throw new DomainError('plan_field_locked', 403, field, {
        fields: [field],
        requiredPlan: requiredPlanForPricedField(field),
      });
    }
  }
  if ((spec.ownersOnly || spec.industry) && !planAllowsAdvancedFilters(plan)) {
    throw new DomainError('plan_filter_locked', 403, 'advanced filters', {
      fields: spec.ownersOnly ? ['ownersOnly'] : ['industry'],
      requiredPlan: ADVANCED_FILTERS_PLAN,
    });
  }
  if (spec.maxLeads > maxLeadsFor(plan)) {
    throw new DomainError('plan_max_leads', 403, 'max leads', {
      fields: ['maxLeads'],
      requiredPlan: 'starter',
    });
  }
  // Integrations need Growth (a custom webhook's endpoint was held to Pro when it connected).
  if (spec.integration && !planAllowsIntegration(plan, spec.integration)) {
    throw new DomainError('integration_locked', 403, spec.integration, {
      fields: ['exportMethod'],
      requiredPlan: integrationRequiredPlan(spec.integration),
    });
  }
}

/** "dentistas · Madrid": what lists and files show. */
export function describeQuery(spec: Pick<SearchSpec, 'profession' | 'location'>): string {
  return `${spec.profession} · ${spec.location}`;
}
