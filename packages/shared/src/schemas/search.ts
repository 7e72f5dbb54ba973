/**
 * Requests and responses of the search API: the wizard's data (spec 000 §3 wizardData),
 * run-search, searches, leads, the credit estimate and the live events.
 */
import { z } from 'zod';
import {
  COMPANY_SIZES,
  DEFAULT_MAX_LEADS,
  EMAIL_STATUSES,
  EXPORT_METHODS,
  INDUSTRIES,
  LEAD_SORTS,
  MAX_LEADS_LIMIT,
  PLACES_SOURCES,
  SCHEDULE_ACTIONS,
  SCHEDULE_STATUSES,
  RATING_MAX,
  RATING_MIN,
  SEARCH_STAGES,
  SEARCH_STATUSES,
  TARGET_ROLES,
  WIZARD_FIELDS,
} from '../search.js';
import { PRICED_FIELDS } from '../pricing.js';
import { INTEGRATION_PROVIDERS } from '../integrations.js';
import { EMAIL_KINDS, EMAIL_ORIGINS, MISSING_REASONS } from '../lead-quality.js';
import { pushBriefSchema } from './integrations.js';
import { humanText, inputText, localeSchema } from './common.js';

export const wizardStep1Schema = z.object({
  profession: humanText(2, 120, { letterOrDigit: true }),
  location: humanText(2, 160, { letterOrDigit: true }),
  companySize: z.enum(COMPANY_SIZES),
});

export const wizardStep2Schema = z.object({
  phoneVisible: z.boolean(),
  activeWeb: z.boolean(),
  ownersOnly: z.boolean(),
  minRating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** Empty means any industry. */
  industry: z.union([z.enum(INDUSTRIES), z.literal(''), z.null()]).optional(),
});

export const wizardStep3Schema = z.object({
  selectedFields: z.array(z.enum(WIZARD_FIELDS)).max(WIZARD_FIELDS.length),
});

export const wizardStep4Schema = z.object({
  targetRole: z.enum(TARGET_ROLES),
  exportMethod: z.enum(EXPORT_METHODS),
  /** The connected integration of that category the leads go to (absent for CSV). */
  integration: z.enum(INTEGRATION_PROVIDERS).nullable().optional(),
  autoRefresh: z.boolean(),
  maxLeads: z.number().int().min(1).max(MAX_LEADS_LIMIT).default(DEFAULT_MAX_LEADS),
});

/** What the wizard keeps in session storage; a step is absent until its Next was pressed. */
export const wizardDataSchema = z.object({
  step1: wizardStep1Schema.optional(),
  step2: wizardStep2Schema.optional(),
  step3: wizardStep3Schema.optional(),
  step4: wizardStep4Schema.optional(),
});
export type WizardData = z.infer<typeof wizardDataSchema>;
export type WizardDataInput = z.input<typeof wizardDataSchema>;

export const runSearchRequestSchema = z.object({
  searchPayload: wizardDataSchema,
  orgId: z.uuid(),
  locale: localeSchema.optional(),
});
export type RunSearchRequest = z.input<typeof runSearchRequestSchema>;

export const runSearchResponseSchema = z.object({
  success: z.literal(true),
  searchId: z.string(),
});
export type RunSearchResponse = z.infer<typeof runSearchResponseSchema>;

/** The monthly auto-refresh of a search (null when it does not refresh). */
export const searchScheduleSchema = z.object({
  status: z.enum(SCHEDULE_STATUSES),
  /** When the next run starts; null while paused, stopped, or before the first run completes. */
  nextRunAt: z.string().nullable(),
  runs: z.number(),
  /** Credits all the monthly runs used. */
  totalCredits: z.number(),
  lastRun: z
    .object({
      searchId: z.string(),
      at: z.string(),
      status: z.enum(SEARCH_STATUSES),
      creditsUsed: z.number(),
      resultsCount: z.number(),
    })
    .nullable(),
  /** The last month's run that could not start, and why (an error code such as insufficient_credits). */
  skipped: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type SearchSchedule = z.infer<typeof searchScheduleSchema>;

export const scheduleActionRequestSchema = z.object({ action: z.enum(SCHEDULE_ACTIONS) });

export const searchSummarySchema = z.object({
  id: z.string(),
  query: z.string(),
  status: z.enum(SEARCH_STATUSES),
  stage: z.enum(SEARCH_STAGES),
  errorCode: z.string().nullable(),
  source: z.enum(PLACES_SOURCES),
  areaLabel: z.string().nullable(),
  maxLeads: z.number(),
  placesFound: z.number(),
  keptCount: z.number(),
  enrichedCount: z.number(),
  resultsCount: z.number(),
  creditsHeld: z.number(),
  creditsUsed: z.number(),
  fields: z.array(z.enum(PRICED_FIELDS)),
  unavailableFilters: z.array(z.string()),
  autoRefresh: z.boolean(),
  refreshOf: z.string().nullable(),
  schedule: searchScheduleSchema.nullable(),
  /** Leads whose email is waiting to be asked about again (its label may still change). */
  recheckPending: z.number(),
  /** Who started it (a team's history says who ran what); null once their account is gone. */
  startedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** The integration its leads go to when it completes (null: CSV). */
  integration: z.enum(INTEGRATION_PROVIDERS).nullable(),
  /** Its pushes to integrations, newest first (the full reports: GET /api/searches/{id}/pushes). */
  pushes: z.array(pushBriefSchema),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SearchSummary = z.infer<typeof searchSummarySchema>;

export const searchListResponseSchema = z.object({
  items: z.array(searchSummarySchema),
  total: z.number(),
});

export const searchIdParamsSchema = z.object({ id: z.uuid() });

export const leadSchema = z.object({
  id: z.string(),
  seq: z.number(),
  businessName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  category: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  phones: z.array(z.string()),
  website: z.string().nullable(),
  websiteActive: z.boolean().nullable(),
  email: z.string().nullable(),
  emailStatus: z.enum(EMAIL_STATUSES).nullable(),
  emailStatusReason: z.string().nullable(),
  emailDisposable: z.boolean().nullable(),
  emailRole: z.boolean().nullable(),
  /** The mail server asked us to try later: the label may still change. */
  emailRecheckPending: z.boolean(),
  socials: z.record(z.string(), z.string()),
  contactName: z.string().nullable(),
  contactRole: z.string().nullable(),
  linkedin: z.string().nullable(),
  employees: z.string().nullable(),
  revenue: z.string().nullable(),
  /** The site itself calls the revenue figure approximate. */
  revenueEstimate: z.boolean().nullable(),
  /** null: the source does not say how big the company is. */
  companySize: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fieldsDelivered: z.array(z.string()),
  creditsCharged: z.number().nullable(),
  createdAt: z.string(),
  /** Where the email came from; null for leads found before it was recorded (issue 15). */
  emailOrigin: z.enum(EMAIL_ORIGINS).nullable(),
  /** The page of the business's site the email is printed on (origin page). */
  emailPage: z.string().nullable(),
  emailKind: z.enum(EMAIL_KINDS).nullable(),
  /** 0–100 (decision 0025); null when there is no email or it predates the score. */
  emailConfidence: z.number().nullable(),
  /** Why each field the search paid for is empty; null for leads found before it was recorded. */
  missing: z.partialRecord(z.enum(WIZARD_FIELDS), z.enum(MISSING_REASONS)).nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.object({
  q: inputText().trim().max(120).optional(),
  sort: z.enum(LEAD_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
/** What a client sends: every parameter optional (the server applies the defaults). */
export type LeadsQuery = Partial<z.output<typeof leadsQuerySchema>>;

export const leadsResponseSchema = z.object({
  items: z.array(leadSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;

/** calculate_search_credits. */
export const estimateRequestSchema = z.object({
  selectedFields: z.array(z.enum(WIZARD_FIELDS)).max(WIZARD_FIELDS.length),
  leadsCount: z.number().int().min(1).max(MAX_LEADS_LIMIT),
  hasComplexFilters: z.boolean(),
});
export const estimateResponseSchema = z.object({
  fieldsSelected: z.array(z.enum(PRICED_FIELDS)),
  creditsPerLead: z.number(),
  estimatedLeads: z.number(),
  hasComplexFilters: z.boolean(),
  totalCredits: z.number(),
});
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;

/** get_field_price, for every field at once. */
export const priceListResponseSchema = z.object({
  fields: z.array(
    z.object({ field: z.enum(PRICED_FIELDS), credits: z.number(), plans: z.array(z.string()) }),
  ),
  complexFilterSurcharge: z.number(),
});

/** Server-Sent Events of GET /api/searches/:id/events. */
export type SearchEvent = { type: 'status'; search: SearchSummary } | { type: 'lead'; lead: Lead };
