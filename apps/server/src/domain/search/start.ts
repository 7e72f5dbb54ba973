/**
 * Starting a search (the run-search call): validate, gate by plan, geocode, then hold the
 * estimate, create the search and enqueue its job in one transaction. The API and the monthly
 * refresh both start searches here.
 */
import { randomUUID } from 'node:crypto';
import { pricedFieldsOf } from '@leadatlas/shared';
import type { Locale, PlanId, WizardData } from '@leadatlas/shared';
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import { assertDestinationReady } from '../integrations/pushes.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { InsufficientCreditsError, getBalance, recordCreditMovement } from '../credits/ledger.js';
import { DomainError } from '../errors.js';
import type { GeoArea, GeocodeResult, PlacesSource } from '../places/types.js';
import { SourceUnavailableError } from '../places/types.js';
import { notifySearch } from './events.js';
import { recordAction } from '../accounts/retention.js';
import {
  assertPlanAllows,
  buildSearchSpec,
  chargesComplexFilters,
  describeQuery,
  holdFor,
  unavailableFilters,
} from './spec.js';

export const RUN_SEARCH_TASK = 'run_search';

export interface StartSearchInput {
  userId: string;
  orgId: string;
  data: WizardData;
  locale: Locale;
  /** A monthly refresh of an earlier search: new leads only. */
  refreshOf?: string;
  /** Written with the search or not at all (the public API's Idempotency-Key). */
  alsoInTransaction?: (db: Queryable, searchId: string) => Promise<void>;
}

export interface StartDeps {
  pool: Pool;
  source: PlacesSource;
}

const inflightGeocodes = new Map<string, Promise<GeocodeResult>>();

/**
 * The area a location names, or location_not_found (with the candidates when the text could
 * mean several places) pointing at `field`, the request's location field. Geocodes once per
 * text at a time in this process (the source caches across processes). Starting a search and
 * the wizard's preview both resolve their location here.
 */
export async function resolveArea(
  source: PlacesSource,
  text: string,
  locale: Locale,
  field = 'searchPayload.step1.location',
): Promise<GeoArea> {
  const key = `${source.id}:${locale}:${text.toLowerCase()}`;
  let pending = inflightGeocodes.get(key);
  if (!pending) {
    pending = geocode(source, text, locale).finally(() => inflightGeocodes.delete(key));
    inflightGeocodes.set(key, pending);
  }
  const result = await pending;
  if (result.kind === 'found') return result.area;
  throw new DomainError('location_not_found', 422, text, {
    fields: [field],
    candidates:
      result.kind === 'ambiguous'
        ? result.candidates.map((area) => area.label)
        : (result.suggestions ?? []),
  });
}

async function geocode(source: PlacesSource, text: string, locale: Locale): Promise<GeocodeResult> {
  try {
    return await source.geocode(text, locale);
  } catch (error) {
    if (error instanceof SourceUnavailableError) {
      throw new DomainError('places_source_unavailable', 503, error.message);
    }
    throw error;
  }
}

async function organizationPlan(pool: Pool, userId: string, orgId: string): Promise<PlanId> {
  const { rows } = await pool.query<{ plan: PlanId }>(
    `select o.plan from organizations o
     join organization_members m on m.org_id = o.id and m.user_id = $1 and m.status = 'active'
     where o.id = $2`,
    [userId, orgId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('no_active_organization', 403);
  return row.plan;
}

export async function startSearch(deps: StartDeps, input: StartSearchInput): Promise<string> {
  const spec = buildSearchSpec(input.data);
  const plan = await organizationPlan(deps.pool, input.userId, input.orgId);
  assertPlanAllows(spec, plan);
  if (spec.integration)
    await assertDestinationReady(deps.pool, input.orgId, plan, spec.integration);
  const held = holdFor(spec, deps.source.capabilities);
  // A cheap early answer; the conditional update below is what actually decides.
  const balance = await getBalance(deps.pool, input.orgId);
  if (balance < held) {
    throw new DomainError('insufficient_credits', 402, 'insufficient credits', {
      required: held,
      available: balance,
    });
  }
  const area = await resolveArea(deps.source, spec.location, input.locale);
  const searchId = randomUUID();
  const query = describeQuery(spec);
  try {
    await inTransaction(deps.pool, async (db) => {
      // First, so a concurrent retry with the same key waits here, before any hold.
      if (input.alsoInTransaction) await input.alsoInTransaction(db, searchId);
      await db.query(
        `insert into searches (id, org_id, user_id, query, params, fields, complex_filters,
           max_leads, locale, source, area, unavailable_filters, status, stage, credits_held,
           auto_refresh, refresh_status, refresh_of, new_leads_only)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', 'waiting', $13,
           $14, case when $14 then 'active' end, $15, $16)`,
        [
          searchId,
          input.orgId,
          input.userId,
          query,
          JSON.stringify(spec),
          pricedFieldsOf(spec.wizardFields),
          chargesComplexFilters(spec, deps.source.capabilities),
          spec.maxLeads,
          input.locale,
          deps.source.id,
          JSON.stringify(area),
          unavailableFilters(deps.source.capabilities, spec),
          held,
          spec.autoRefresh && !input.refreshOf,
          input.refreshOf ?? null,
          Boolean(input.refreshOf),
        ],
      );
      await recordCreditMovement(db, {
        orgId: input.orgId,
        userId: input.userId,
        change: -held,
        kind: 'hold',
        reasonKey: 'search_hold',
        reasonParams: { query, leads: spec.maxLeads },
        idempotencyKey: `search:${searchId}:hold`,
      });
      await enqueueJob(
        db,
        RUN_SEARCH_TASK,
        { searchId },
        { jobKey: `search:${searchId}`, maxAttempts: 5 },
      );
      await db.query(`update searches set status = 'queued' where id = $1`, [searchId]);
      // A monthly re-run is the scheduler's doing: it does not bring an absent user back.
      if (!input.refreshOf) await recordAction(db, input.userId);
      await notifySearch(db, searchId);
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new DomainError('insufficient_credits', 402, 'insufficient credits', {
        required: held,
        available: await getBalance(deps.pool, input.orgId),
      });
    }
    throw error;
  }
  return searchId;
}
