/** A search as /api/v1 and the webhook events show it: one shape for both. */
import type { V1Search } from '@leadatlas/shared';
import type { SearchRow } from '../search/store.js';

export function toV1Search(row: SearchRow): V1Search {
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    query: row.query,
    area: row.area?.label ?? null,
    maxLeads: row.max_leads,
    fields: row.fields,
    counts: {
      placesFound: row.places_found,
      kept: row.kept_count,
      enriched: row.enriched_count,
      leads: row.results_count,
    },
    credits: { held: Number(row.credits_held), used: Number(row.credits_used) },
    errorCode: row.error_code,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
