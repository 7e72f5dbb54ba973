/**
 * Searches through /api/v1 (issue 17): the flat request becomes the wizard's data, so the
 * wizard's own rules decide (validation, plan gates, geocoding, the credit hold). An
 * Idempotency-Key is written in the search's own transaction: concurrent retries hold once.
 */
import { createHash } from 'node:crypto';
import {
  pricedFieldsOf,
  v1SearchRequestSchema,
  type Locale,
  type V1Search,
  type WizardData,
} from '@leadatlas/shared';
import type { z } from 'zod';
import type { Pool, Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { settleSearch, type SettleDeps } from '../search/settle.js';
import { assertPlanAllows, buildSearchSpec, holdFor } from '../search/spec.js';
import type { SourceCapabilities } from '../places/types.js';
import { startSearch, type StartDeps } from '../search/start.js';
import type { SearchRow } from '../search/store.js';
import type { ApiCaller } from './keys.js';
import { balanceOf } from './v1-credits.js';
import { toV1Search } from './v1-search.js';

type V1SearchRequest = z.output<typeof v1SearchRequestSchema>;

export function wizardDataOfV1(request: V1SearchRequest): WizardData {
  return {
    step1: {
      profession: request.profession,
      location: request.location,
      companySize: request.companySize,
    },
    step2: {
      phoneVisible: request.filters.phoneVisible,
      activeWeb: request.filters.activeWebsite,
      ownersOnly: request.filters.ownersOnly,
      minRating: request.filters.minRating,
      industry: request.filters.industry,
    },
    step3: { selectedFields: request.fields },
    step4: {
      targetRole: request.targetRole,
      exportMethod: 'csv',
      integration: null,
      autoRefresh: false,
      maxLeads: request.maxLeads,
    },
  };
}

/** The wizard's field paths as the v1 request names them. */
const V1_FIELD_NAMES: Record<string, string> = {
  selectedFields: 'fields',
  activeWeb: 'filters.activeWebsite',
  phoneVisible: 'filters.phoneVisible',
  ownersOnly: 'filters.ownersOnly',
  minRating: 'filters.minRating',
  industry: 'filters.industry',
};

function inV1Terms(error: unknown): unknown {
  if (!(error instanceof DomainError) || !error.details.fields) return error;
  const fields = error.details.fields.map((path) => {
    const last = path.split('.').at(-1)!;
    return V1_FIELD_NAMES[last] ?? last;
  });
  return new DomainError(error.code, error.status, error.message, { ...error.details, fields });
}

/** What starting the search would hold, with this places source (the hold's own rule). */
export async function estimateV1Search(
  pool: Pool,
  capabilities: SourceCapabilities,
  caller: ApiCaller,
  request: V1SearchRequest,
) {
  try {
    const spec = buildSearchSpec(wizardDataOfV1(request));
    assertPlanAllows(spec, caller.plan);
    const fields = pricedFieldsOf(spec.wizardFields);
    const totalCredits = holdFor(spec, capabilities);
    const { credits } = await balanceOf(pool, caller.orgId);
    return {
      fields,
      creditsPerLead: totalCredits / spec.maxLeads,
      maxLeads: spec.maxLeads,
      totalCredits,
      available: credits,
    };
  } catch (error) {
    throw inV1Terms(error);
  }
}

/** One request's identity for its Idempotency-Key: the parsed body, keys in a fixed order. */
function requestHash(request: V1SearchRequest): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

export async function searchOfOrganization(
  db: Queryable,
  orgId: string,
  searchId: string,
): Promise<SearchRow> {
  const { rows } = await db.query<SearchRow>(
    'select * from searches where id = $1 and org_id = $2',
    [searchId, orgId],
  );
  if (!rows[0]) throw new DomainError('not_found', 404);
  return rows[0];
}

async function replay(
  db: Queryable,
  caller: ApiCaller,
  key: string,
  hash: string,
): Promise<V1Search | null> {
  const { rows } = await db.query<{ request_hash: string; search_id: string }>(
    'select request_hash, search_id from api_idempotency_keys where org_id = $1 and key = $2',
    [caller.orgId, key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== hash) throw new DomainError('idempotency_key_reused', 422);
  return toV1Search(await searchOfOrganization(db, caller.orgId, row.search_id));
}

export async function startV1Search(
  deps: StartDeps,
  caller: ApiCaller,
  request: V1SearchRequest,
  options: { idempotencyKey: string | null; locale: Locale },
): Promise<{ search: V1Search; replayed: boolean }> {
  const key = options.idempotencyKey;
  const hash = requestHash(request);
  if (key) {
    const earlier = await replay(deps.pool, caller, key, hash);
    if (earlier) return { search: earlier, replayed: true };
  }
  let searchId: string;
  try {
    searchId = await startSearch(deps, {
      userId: caller.userId,
      orgId: caller.orgId,
      data: wizardDataOfV1(request),
      locale: options.locale,
      ...(key
        ? {
            // A concurrent retry waits on this row's key, then fails and replays ours.
            alsoInTransaction: async (db: Queryable, id: string) => {
              await db.query(
                `insert into api_idempotency_keys (org_id, key, request_hash, search_id)
                 values ($1, $2, $3, $4)`,
                [caller.orgId, key, hash, id],
              );
            },
          }
        : {}),
    });
  } catch (error) {
    // A concurrent retry fails on the key's row, or on the balance or the geocoder after the
    // first committed: either way, the search the key started is the answer.
    if (key) {
      const earlier = await replay(deps.pool, caller, key, hash);
      if (earlier) return { search: earlier, replayed: true };
    }
    throw inV1Terms(error);
  }
  return {
    search: toV1Search(await searchOfOrganization(deps.pool, caller.orgId, searchId)),
    replayed: false,
  };
}

export async function cancelV1Search(
  deps: SettleDeps,
  caller: ApiCaller,
  searchId: string,
): Promise<V1Search> {
  const search = await searchOfOrganization(deps.pool, caller.orgId, searchId);
  const result = await settleSearch(deps, search.id, 'cancelled', null);
  if (!result.settled) throw new DomainError('search_not_cancellable', 409);
  return toV1Search(await searchOfOrganization(deps.pool, caller.orgId, search.id));
}
