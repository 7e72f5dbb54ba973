/**
 * What the signed-in screens read beyond a single search: the dashboard overview, the
 * dashboard visit (retention), credit movements, location suggestions, the step-4 preview,
 * a search with its wizard payload (re-run), lead points for the map and the CSV columns.
 */
import { z } from 'zod';
import { CSV_COLUMNS, PLACES_SOURCES } from '../search.js';
import { CSV_HEADER_STYLES } from '../csv.js';
import { organizationSummarySchema } from './accounts.js';
import { inputText, localeSchema } from './common.js';
import {
  searchSummarySchema,
  wizardDataSchema,
  wizardStep1Schema,
  wizardStep2Schema,
} from './search.js';

export const orgQuerySchema = z.object({ orgId: z.uuid().optional() });

/** GET /api/overview: the dashboard's metric cards, for the active (or given) organization. */
export const overviewResponseSchema = z.object({
  organization: organizationSummarySchema,
  /** Searches the organization started since the first day of this month (UTC). */
  searchesThisMonth: z.number(),
  /** Leads delivered to the organization, all searches. */
  leadsGenerated: z.number(),
  /** Searches pending, queued or processing right now. */
  activeSearches: z.number(),
  /** Credits a typical search on this plan holds; below it the balance is "low". */
  typicalSearchCost: z.number(),
  creditsLow: z.boolean(),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/** POST /api/me/visit: the dashboard load sets last_login and last_action_at (spec 000 §4). */
export const visitResponseSchema = z.object({
  /** last_action_at before this visit. */
  previousActionAt: z.string().nullable(),
  previousLogin: z.string().nullable(),
  /** More than 1 day since the last action: show the welcome-back banner. */
  welcomeBack: z.boolean(),
});
export type VisitResponse = z.infer<typeof visitResponseSchema>;

export const CREDIT_HISTORY_FILTERS = ['all', 'credits', 'deductions'] as const;
export type CreditHistoryFilter = (typeof CREDIT_HISTORY_FILTERS)[number];

export const creditMovementSchema = z.object({
  id: z.string(),
  /** Signed: positive adds credits. */
  change: z.number(),
  kind: z.string(),
  /** Translated by the client (credits.reasons.<reasonKey>) with reasonParams. */
  reasonKey: z.string(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

/**
 * GET /api/credits/history (the dashboard's last movements, the billing history): filter, free
 * text over the reason as read in the locale, pages; the statement takes the same selection.
 */
export const creditHistoryQuerySchema = orgQuerySchema.extend({
  filter: z.enum(CREDIT_HISTORY_FILTERS).default('all'),
  q: inputText().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  locale: localeSchema.optional(),
});
export type CreditHistoryQuery = Partial<Omit<z.output<typeof creditHistoryQuerySchema>, 'orgId'>>;

export const creditHistoryResponseSchema = z.object({
  items: z.array(creditMovementSchema),
  total: z.number(),
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;

/** GET /api/locations?q=: places already geocoded (no call to a public geocoder). */
export const locationSuggestQuerySchema = z.object({
  q: inputText().trim().min(1).max(80),
});
export const locationSuggestResponseSchema = z.object({
  items: z.array(
    z.object({
      /** What the step-1 field is filled with, e.g. "Madrid". */
      value: z.string(),
      /** The full geocoded label, e.g. "Madrid, Comunidad de Madrid, España". */
      label: z.string(),
      countryCode: z.string().nullable(),
    }),
  ),
});
export type LocationSuggestResponse = z.infer<typeof locationSuggestResponseSchema>;

/** POST /api/searches/preview: a few real places for step 4, contact data masked, free. */
export const searchPreviewRequestSchema = z.object({
  step1: wizardStep1Schema,
  step2: wizardStep2Schema,
});
export type SearchPreviewRequest = z.input<typeof searchPreviewRequestSchema>;

export const searchPreviewResponseSchema = z.object({
  areaLabel: z.string(),
  source: z.enum(PLACES_SOURCES),
  /** false: the source has no ratings, the minimum-rating filter cannot apply. */
  ratingsAvailable: z.boolean(),
  items: z.array(
    z.object({
      name: z.string(),
      city: z.string().nullable(),
      category: z.string().nullable(),
      /** Masked, e.g. "+34 91• ••• •••". */
      phone: z.string().nullable(),
      /** Masked, e.g. "www.••••••.es". */
      website: z.string().nullable(),
      rating: z.number().nullable(),
    }),
  ),
});
export type SearchPreviewResponse = z.infer<typeof searchPreviewResponseSchema>;

/** GET /api/searches/:id: the summary and the wizard payload it ran with (for re-run). */
export const searchDetailSchema = searchSummarySchema.extend({
  payload: wizardDataSchema,
});
export type SearchDetail = z.infer<typeof searchDetailSchema>;

/** GET /api/searches/:id/points?q=: every located lead, for the map. */
export const leadPointsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      lat: z.number(),
      lon: z.number(),
    }),
  ),
});
export type LeadPointsResponse = z.infer<typeof leadPointsResponseSchema>;

/** GET /api/searches/:id/export.csv?columns=a,b: the chosen columns in file order. */
export const csvExportQuerySchema = z.object({
  columns: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()) : undefined))
    .pipe(z.array(z.enum(CSV_COLUMNS)).min(1).optional()),
  /** Header row: es or en labels, or the snake_case keys (default: keys). */
  headers: z.enum(CSV_HEADER_STYLES).optional(),
});
