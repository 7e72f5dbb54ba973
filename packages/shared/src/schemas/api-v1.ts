/**
 * The public API's requests and answers (`/api/v1`, issue 17): flat, stable names a developer
 * can type, mapped onto the wizard's data by the server so every rule (validation, plan gates,
 * the credit hold) is the wizard's own. Documented by /api/v1/openapi.json.
 */
import { z } from 'zod';
import {
  COMPANY_SIZES,
  DEFAULT_MAX_LEADS,
  INDUSTRIES,
  LEAD_SORTS,
  MAX_LEADS_LIMIT,
  RATING_MAX,
  RATING_MIN,
  SEARCH_STAGES,
  SEARCH_STATUSES,
  TARGET_ROLES,
  WIZARD_FIELDS,
} from '../search.js';
import { PRICED_FIELDS } from '../pricing.js';
import { ERROR_CODES } from '../errors.js';
import { humanText, inputText, localeSchema } from './common.js';
import { leadSchema } from './search.js';

export const v1SearchRequestSchema = z.object({
  profession: humanText(2, 120, { letterOrDigit: true }).describe('Sector or profession'),
  location: humanText(2, 160, { letterOrDigit: true }).describe('City, region or country'),
  companySize: z.enum(COMPANY_SIZES).default('any'),
  fields: z
    .array(z.enum(WIZARD_FIELDS))
    .max(WIZARD_FIELDS.length)
    .default([])
    .describe('Fields paid for beyond name, address, phone and website'),
  filters: z
    .object({
      phoneVisible: z.boolean().default(false),
      activeWebsite: z.boolean().default(false),
      ownersOnly: z.boolean().default(false),
      minRating: z.number().int().min(RATING_MIN).max(RATING_MAX).default(RATING_MIN),
      industry: z.enum(INDUSTRIES).nullable().default(null),
    })
    .default({
      phoneVisible: false,
      activeWebsite: false,
      ownersOnly: false,
      minRating: RATING_MIN,
      industry: null,
    }),
  targetRole: z.enum(TARGET_ROLES).default('owner'),
  maxLeads: z.number().int().min(1).max(MAX_LEADS_LIMIT).default(DEFAULT_MAX_LEADS),
  /** Language of the search's texts (area names, reasons) and of its notifications. */
  locale: localeSchema.optional(),
});
export type V1SearchRequest = z.input<typeof v1SearchRequestSchema>;

export const v1EstimateResponseSchema = z.object({
  fields: z.array(z.enum(PRICED_FIELDS)),
  creditsPerLead: z.number(),
  maxLeads: z.number(),
  /** Credits held when the search starts; leads are then charged for what was found. */
  totalCredits: z.number(),
  /** The organization's balance now. */
  available: z.number(),
});

export const v1SearchSchema = z.object({
  id: z.string(),
  status: z.enum(SEARCH_STATUSES),
  stage: z.enum(SEARCH_STAGES),
  query: z.string(),
  area: z.string().nullable(),
  maxLeads: z.number(),
  fields: z.array(z.enum(PRICED_FIELDS)),
  counts: z.object({
    placesFound: z.number(),
    kept: z.number(),
    enriched: z.number(),
    leads: z.number(),
  }),
  credits: z.object({ held: z.number(), used: z.number() }),
  /** Why it failed (a product error code), when it did. */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type V1Search = z.infer<typeof v1SearchSchema>;

export const v1SearchListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: inputText().max(200).optional(),
});
export const v1SearchListResponseSchema = z.object({
  items: z.array(v1SearchSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

export const v1LeadsQuerySchema = z.object({
  /** The results page's text filter: name or city, accent- and case-insensitive. */
  q: inputText().trim().max(120).optional(),
  sort: z.enum(LEAD_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Carries the filter and the last row's sort value: room for both at their longest. */
  cursor: inputText().max(4000).optional(),
});
export const v1LeadsResponseSchema = z.object({
  items: z.array(leadSchema),
  nextCursor: z.string().nullable(),
});

export const V1_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export const v1ExportQuerySchema = z.object({
  format: z.enum(V1_EXPORT_FORMATS).default('jsonl'),
});

export const v1BalanceSchema = z.object({
  organizationId: z.string(),
  plan: z.string(),
  credits: z.number(),
  /** Of `credits`, the plan's monthly credits (spent first, they expire at renewal). */
  planCredits: z.number(),
});

export const v1MovementsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: inputText().max(200).optional(),
});
export const v1MovementSchema = z.object({
  id: z.string(),
  change: z.number(),
  kind: z.string(),
  /** A stable code (search_hold, plan_grant, pack_purchase…) and its parameters. */
  reason: z.string(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])),
  searchId: z.string().nullable(),
  createdAt: z.string(),
});
export const v1MovementsResponseSchema = z.object({
  items: z.array(v1MovementSchema),
  nextCursor: z.string().nullable(),
});

/** Every error of /api/v1: a stable code, an English sentence, and details some codes add. */
export const v1ErrorSchema = z
  .object({
    error: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.array(z.string()).optional(),
    required: z.number().optional(),
    available: z.number().optional(),
    requiredPlan: z.string().optional(),
    candidates: z.array(z.string()).optional(),
  })
  .describe('Error');
export type V1Error = z.infer<typeof v1ErrorSchema>;
