/** GET /api/searches/:id/coverage and its CSV (issue 15): what each paid field's leads got. */
import { z } from 'zod';
import { CSV_HEADER_STYLES } from '../csv.js';
import { MISSING_REASONS } from '../lead-quality.js';
import { WIZARD_FIELDS } from '../search.js';

export const fieldCoverageSchema = z.object({
  field: z.enum(WIZARD_FIELDS),
  /** Leads that got it (for email: a verified one). */
  found: z.number(),
  /** Why the others did not, most frequent first. */
  missing: z.array(z.object({ reason: z.enum(MISSING_REASONS), leads: z.number() })),
});
export type FieldCoverage = z.infer<typeof fieldCoverageSchema>;

export const searchCoverageSchema = z.object({
  leads: z.number(),
  /** Leads found before reasons were recorded: counted as neither found nor missing. */
  unrecorded: z.number(),
  /** The fields the search paid for, in the wizard's order. */
  fields: z.array(fieldCoverageSchema),
});
export type SearchCoverage = z.infer<typeof searchCoverageSchema>;

export const coverageCsvQuerySchema = z.object({
  /** Header row and values: es or en labels, or the snake_case keys (default: keys). */
  headers: z.enum(CSV_HEADER_STYLES).optional(),
});
