/**
 * Settlement (PRODUCT.md §2): once a search ends, however it ends, its hold is returned and
 * each lead is charged only for the fields delivered that the organization did not already
 * receive. One transaction under the search's row lock; a second call changes nothing.
 */
import {
  FIELD_PRICES,
  hasComplexFilters,
  pricePerLead,
  type PricedField,
  type SearchStatus,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { recordCreditMovement } from '../credits/ledger.js';
import { notifySearch } from './events.js';
import { recordAction } from '../accounts/retention.js';
import type { NotifyDeps } from '../notifications/notify.js';
import { notifySearchOutcome } from '../notifications/search-outcome.js';
import { pushCompletedSearch } from '../integrations/pushes.js';
import { notifyCreditsLow } from '../notifications/credits-low.js';
import type { SearchRow } from './store.js';
import { toV1Search } from '../developer-api/v1-search.js';
import { emitWebhookEvent } from '../webhooks/emit.js';
import type { SearchSpec } from './spec.js';

export type FinalStatus = Extract<SearchStatus, 'completed' | 'failed' | 'cancelled'>;

export interface SettleResult {
  settled: boolean;
  creditsUsed: number;
  resultsCount: number;
}

/** The complex-filter surcharge applies only when such a filter was actually applied. */
function appliedComplexFilters(search: SearchRow): boolean {
  return hasComplexFilters(
    search.params as Parameters<typeof hasComplexFilters>[0],
    search.unavailable_filters,
  );
}

/**
 * What one lead costs given what the organization already received of it: only new fields,
 * and an email upgraded from basic to verified costs the difference. A lead the organization
 * never had also pays the complex-filter surcharge when one applied.
 */
export function leadCharge(
  delivered: readonly PricedField[],
  known: ReadonlySet<PricedField> | undefined,
  complex: boolean,
): number {
  let fresh = delivered.filter((field) => !known?.has(field));
  if (known?.has('email_validated')) fresh = fresh.filter((field) => field !== 'email_basic');
  if (fresh.length === 0) return 0;
  const price = pricePerLead(fresh, complex && !known);
  const upgrade = fresh.includes('email_validated') && known?.has('email_basic');
  return upgrade ? Math.round((price - FIELD_PRICES.email_basic) * 100) / 100 : price;
}

/** What settling needs: the database and what telling the user about the outcome needs. */
export interface SettleDeps {
  pool: Pool;
  notify: NotifyDeps;
}

export async function settleSearch(
  deps: SettleDeps,
  searchId: string,
  status: FinalStatus,
  errorCode: string | null = null,
): Promise<SettleResult> {
  return inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<SearchRow>('select * from searches where id = $1 for update', [
      searchId,
    ]);
    const search = rows[0];
    if (!search || search.settled_at) {
      return {
        settled: false,
        creditsUsed: search?.credits_used ?? 0,
        resultsCount: search?.results_count ?? 0,
      };
    }
    const leads = await db.query<{
      id: string;
      place_key: string;
      fields_delivered: PricedField[];
    }>('select id, place_key, fields_delivered from leads where search_id = $1', [searchId]);
    const keys = leads.rows.map((lead) => lead.place_key);
    const prior = await db.query<{ place_key: string; fields: PricedField[] }>(
      `select place_key, fields from org_deliveries
       where org_id = $1 and place_key = any($2::text[]) for update`,
      [search.org_id, keys],
    );
    const before = new Map(prior.rows.map((row) => [row.place_key, new Set(row.fields)]));
    const complex = appliedComplexFilters(search);
    const ids: string[] = [];
    const charges: number[] = [];
    let totalHundredths = 0;
    for (const lead of leads.rows) {
      const price = leadCharge(lead.fields_delivered, before.get(lead.place_key), complex);
      ids.push(lead.id);
      charges.push(price);
      totalHundredths += Math.round(price * 100);
    }
    const creditsUsed = totalHundredths / 100;
    if (ids.length > 0) {
      await db.query(
        `update leads l set credits_charged = c.price
         from unnest($1::uuid[], $2::numeric[]) as c(id, price) where l.id = c.id`,
        [ids, charges],
      );
      await db.query(
        `insert into org_deliveries (org_id, place_key, fields, first_search_id)
         select $1, l.place_key, l.fields_delivered, $2 from leads l where l.search_id = $2
         on conflict (org_id, place_key) do update
           set fields = array(select distinct unnest(org_deliveries.fields || excluded.fields)),
               updated_at = now()`,
        [search.org_id, searchId],
      );
    }
    const reasonParams = { query: search.query, leads: leads.rows.length };
    if (search.credits_held > 0) {
      await recordCreditMovement(db, {
        orgId: search.org_id,
        userId: search.user_id,
        change: search.credits_held,
        kind: 'release',
        reasonKey: 'search_release',
        reasonParams: { query: search.query, credits: search.credits_held },
        idempotencyKey: `search:${searchId}:release`,
        // Plan credits the hold took come back as plan credits; the charge then takes from
        // them first again.
        returnsPlanPartOf: `search:${searchId}:hold`,
      });
    }
    if (creditsUsed > 0) {
      await recordCreditMovement(db, {
        orgId: search.org_id,
        userId: search.user_id,
        change: -creditsUsed,
        kind: 'charge',
        reasonKey: 'search_charge',
        reasonParams,
        idempotencyKey: `search:${searchId}:charge`,
      });
    }
    await db.query(
      `update searches set status = $2, stage = 'done', error_code = $3, credits_used = $4,
         results_count = $5, settled_at = now(), finished_at = now(), updated_at = now(),
         worker_id = null,
         next_refresh_at = case when auto_refresh and $2 = 'completed'
                                then now() + interval '1 month' else next_refresh_at end,
         -- A monthly search that never completed has nothing to repeat.
         refresh_status = case when auto_refresh and $2 <> 'completed' then 'stopped'
                               else refresh_status end
       where id = $1`,
      [searchId, status, errorCode, creditsUsed, leads.rows.length],
    );
    // A monthly re-run is the scheduler's doing, not the user's: it does not bring them back.
    if (search.user_id && search.refresh_of === null) {
      await recordAction(db, search.user_id);
    }
    await notifySearchOutcome(deps.notify, db, {
      id: searchId,
      orgId: search.org_id,
      userId: search.user_id,
      query: search.query,
      monthly: search.refresh_of !== null,
      status,
      errorCode,
      leads: leads.rows.length,
    });
    if (status === 'completed' || status === 'failed') {
      const settled = await db.query<SearchRow>('select * from searches where id = $1', [searchId]);
      await emitWebhookEvent(db, search.org_id, `search.${status}`, {
        search: toV1Search(settled.rows[0]!),
      });
    }
    await notifyCreditsLow(deps.notify, db, search.org_id);
    // A destination chosen at step 4 receives the leads now (a background push).
    const destination = (search.params as SearchSpec).integration;
    if (status === 'completed' && destination && leads.rows.length > 0) {
      await pushCompletedSearch(deps, db, {
        id: searchId,
        orgId: search.org_id,
        userId: search.user_id,
        query: search.query,
        provider: destination,
      });
    }
    await notifySearch(db, searchId);
    return { settled: true, creditsUsed, resultsCount: leads.rows.length };
  });
}

/**
 * Cancels the searches of these organizations that are not settled yet (their holds released,
 * as any cancellation): what goes before an organization is deleted, so no worker keeps
 * running a search whose organization is gone.
 */
export async function cancelRunningSearches(deps: SettleDeps, orgIds: readonly string[]) {
  const { rows } = await deps.pool.query<{ id: string }>(
    'select id from searches where org_id = any($1::uuid[]) and settled_at is null',
    [orgIds],
  );
  for (const search of rows) await settleSearch(deps, search.id, 'cancelled', null);
}
