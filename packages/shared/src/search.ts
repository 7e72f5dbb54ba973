/**
 * The search's vocabulary (spec 000 §2 Wizard, §3 wizardData, §4, §9), shared by the wizard
 * and the server. Plain constants: no zod, so any bundle may import them.
 */
import type { PricedField } from './pricing.js';

/**
 * Step 1's company size: any size (every business, whatever its site says), or a band the
 * business's site must not contradict (issue 11 item 27).
 */
export const COMPANY_SIZES = ['any', '1-10', '11-50', '51-200', '201+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const INDUSTRIES = [
  'salud',
  'retail',
  'servicios-profesionales',
  'tecnologia',
  'educacion',
  'construccion',
  'inmobiliario',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const TARGET_ROLES = ['owner', 'marketing-manager', 'operations-manager', 'other'] as const;
export type TargetRole = (typeof TARGET_ROLES)[number];

/** csv works now; the other three need a connected integration. */
export const EXPORT_METHODS = ['csv', 'crm', 'automation', 'cold-email'] as const;
export type ExportMethod = (typeof EXPORT_METHODS)[number];

/** Step 3's choices. Phone and website are always included. */
export const WIZARD_FIELDS = [
  'phone',
  'website',
  'email',
  'socialMedia',
  'contactPerson',
  'linkedin',
  'revenue',
  'employees',
] as const;
export type WizardField = (typeof WIZARD_FIELDS)[number];
export const ALWAYS_INCLUDED_FIELDS: readonly WizardField[] = ['phone', 'website'];

/**
 * The priced fields each wizard choice asks for. Email is held at the verified price; an
 * email that cannot be verified is delivered and charged as a basic one (PRODUCT.md §2).
 */
export const WIZARD_FIELD_PRICING: Readonly<Record<WizardField, readonly PricedField[]>> = {
  phone: ['phone'],
  website: ['website'],
  email: ['email_validated'],
  socialMedia: ['social'],
  contactPerson: ['contact_person', 'contact_title'],
  linkedin: ['linkedin'],
  revenue: ['revenue'],
  employees: ['employees'],
};

/** Fields every lead carries at no cost (spec 000 §9). */
export const FREE_FIELDS: readonly PricedField[] = [
  'business_name',
  'address',
  'industry_category',
  'rating',
];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_MIN_RATING = 3;
/** A minimum rating above this is a complex filter. */
export const COMPLEX_RATING_THRESHOLD = 4;

export const DEFAULT_MAX_LEADS = 50;
export const MAX_LEADS_LIMIT = 1000;

export const SEARCH_STATUSES = [
  'pending',
  'queued',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
export const FINAL_SEARCH_STATUSES: readonly SearchStatus[] = ['completed', 'failed', 'cancelled'];

/** Completed, failed or cancelled: nothing more will happen to it. */
export const isSearchOver = (search: { status: SearchStatus }): boolean =>
  FINAL_SEARCH_STATUSES.includes(search.status);

/** Its results page has something to show: completed, or stopped after delivering leads. */
export const hasResultsPage = (search: { status: SearchStatus; resultsCount: number }): boolean =>
  search.status === 'completed' || (isSearchOver(search) && search.resultsCount > 0);

/** What a screen shows of it may still change: it runs, or an email waits to be asked again. */
export const isSearchChanging = (search: {
  status: SearchStatus;
  recheckPending: number;
}): boolean => !isSearchOver(search) || search.recheckPending > 0;

/**
 * waiting: queued, no worker yet (the area was geocoded when it started); finding_places: the
 * source is being asked, and the first places are already being checked; enriching: every
 * place is known, the rest are being checked; done: settled.
 */
export const SEARCH_STAGES = ['waiting', 'finding_places', 'enriching', 'done'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

/** Progress mapping of spec 000 §9, for clients that only show a percentage. */
export const STATUS_PROGRESS: Readonly<Record<SearchStatus, number>> = {
  pending: 0,
  queued: 10,
  processing: 50,
  completed: 100,
  failed: 0,
  cancelled: 0,
};

export const PLACES_SOURCES = ['osm', 'google'] as const;
export type PlacesSourceId = (typeof PLACES_SOURCES)[number];

/** Why a search failed, for the user's message. */
export const SEARCH_FAILURE_CODES = [
  'source_unavailable',
  'timeout',
  'internal_error',
  'location_not_found',
] as const;
export type SearchFailureCode = (typeof SEARCH_FAILURE_CODES)[number];

export const LEAD_SORTS = ['name', 'rating', 'city'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const EMAIL_STATUSES = ['valid', 'invalid', 'accept_all', 'unknown'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** CSV export columns in file order; the README documents each. */
export const CSV_COLUMNS = [
  'business_name',
  'category',
  'industry',
  'address',
  'city',
  'postal_code',
  'country_code',
  'phone',
  'other_phones',
  'website',
  'website_active',
  'email',
  'email_status',
  'email_risky',
  'email_disposable',
  'email_role',
  'email_source',
  'email_confidence',
  'email_kind',
  'contact_name',
  'contact_role',
  'linkedin',
  'facebook',
  'instagram',
  'x_twitter',
  'youtube',
  'tiktok',
  'employees',
  'revenue',
  'revenue_is_estimate',
  'company_size',
  'rating',
  'rating_count',
  'latitude',
  'longitude',
  'source_id',
  'credits_charged',
  'found_at',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Places shown (masked) in the wizard's step-4 preview. */
export const PREVIEW_PLACES = 5;
/** Location suggestions offered while typing in step 1. */
export const LOCATION_SUGGESTIONS = 8;

/** A monthly auto-refresh: active, paused (runs are skipped), stopped (never runs again). */
export const SCHEDULE_STATUSES = ['active', 'paused', 'stopped'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_ACTIONS = ['pause', 'resume', 'stop'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** What can be done with a schedule in this status. */
export function scheduleActionsFor(status: ScheduleStatus): ScheduleAction[] {
  if (status === 'active') return ['pause', 'stop'];
  if (status === 'paused') return ['resume', 'stop'];
  return [];
}
