/**
 * Running a search in a worker (PRODUCT.md §4): find places and store them before anything
 * else, then filter and enrich them concurrently, storing each lead as soon as it is ready,
 * then settle. Resumable: the run owns the search through a lease kept fresh by a heartbeat;
 * a run that dies is taken over by another worker, which continues from what was stored.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { PlacesSourceId } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import type { NotifyDeps } from '../notifications/notify.js';
import { SourceUnavailableError, type Place, type PlacesSource } from '../places/types.js';
import { notifySearch } from './events.js';
import { draftLead, type LeadDraft } from './lead-builder.js';
import { enrichLead, type LeadEnricher } from './enrich-lead.js';
import { SearchMailDomains } from '../enrich/email-pattern-search.js';
import { asksAgain, scheduleReverification } from './reverify-email.js';
import { settleSearch } from './settle.js';
import { sourceFilterDrop } from './place-filters.js';
import type { SearchSpec } from './spec.js';
import type { SearchRow } from './store.js';
import { WorkQueue } from './work-queue.js';

export interface RunDeps {
  pool: Pool;
  log: Logger;
  source(id: PlacesSourceId): PlacesSource;
  enricher: LeadEnricher;
  workerId: string;
  /** Leads worked on at once by one search. */
  concurrency: number;
  /** A lease not renewed for this long belongs to a dead worker. */
  leaseSeconds: number;
  /** When to ask a greylisting mail server again about a delivered lead's email. */
  reverifyDelayMs: number;
  /** A lead's time budget (lead-budget.ts). */
  leadBudgetMs: number;
  /** Telling the user how the search ended. */
  notify: NotifyDeps;
}

/** Places asked from the source per lead wanted: filters drop some. */
const OVERFETCH = 3;
const MAX_PLACES = 3000;
/**
 * Places worked on beyond the leads still wanted, per lead wanted: filters drop some places
 * only once their site is read, and the place after a dropped one should already be under way
 * rather than start then. A spare's lead waits for its turn by rank (see `turnOf`).
 */
const SPARE_PER_LEAD = 0.5;

interface QueuedPlace {
  key: string;
  /** The source's rank of the place within the search (search_places.position). */
  position: number;
  place: Place;
}

/**
 * The lease belongs to one run, not to its worker: a run resumed by the same worker while the
 * first was only stalled (its heartbeat late) must not run beside it; the stalled one notices
 * at its next heartbeat or store and stops.
 */
async function acquireLease(
  deps: RunDeps,
  searchId: string,
  owner: string,
): Promise<SearchRow | undefined> {
  return inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<SearchRow>(
      `update searches
         set worker_id = $2, heartbeat_at = now(), status = 'processing',
             stage = case when stage = 'waiting' then 'finding_places' else stage end,
             started_at = coalesce(started_at, now()), attempts = attempts + 1, updated_at = now()
       where id = $1 and settled_at is null and status in ('pending', 'queued', 'processing')
         and (worker_id is null or heartbeat_at < now() - make_interval(secs => $3))
       returning *`,
      [searchId, owner, deps.leaseSeconds],
    );
    if (rows[0]) await notifySearch(db, searchId);
    return rows[0];
  });
}

type Outcome = 'delivered' | 'dropped' | 'skipped';

export async function runSearch(deps: RunDeps, searchId: string): Promise<void> {
  const owner = `${deps.workerId}/${randomBytes(4).toString('hex')}`;
  const search = await acquireLease(deps, searchId, owner);
  if (!search) return; // finished, cancelled, or another live run has it
  const log = deps.log.child({ searchId, worker: owner });
  const spec = search.params as SearchSpec;
  const source = deps.source(search.source);
  const area = search.area;
  const controller = new AbortController();
  const { signal } = controller;
  // Every lead in flight listens to the run's signal: more than Node's default of 10.
  setMaxListeners(0, signal);

  const heartbeat = setInterval(
    () => {
      deps.pool
        .query(
          `update searches set heartbeat_at = now()
           where id = $1 and worker_id = $2 and status = 'processing' and settled_at is null`,
          [searchId, owner],
        )
        .then((result) => {
          // Cancelled, timed out, or taken over: stop working on it.
          if (result.rowCount === 0) controller.abort();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'heartbeat failed'));
    },
    Math.max(250, (deps.leaseSeconds * 1000) / 3),
  );

  const stopProducing = new AbortController();
  const produceSignal = AbortSignal.any([signal, stopProducing.signal]);
  setMaxListeners(0, produceSignal);
  const queue = new WorkQueue<QueuedPlace>();
  // What the run learns of mail domains, shared by its leads (accept-all ones never guessed on).
  const mailDomains = new SearchMailDomains();
  let delivered = search.results_count;
  let inFlight = 0;
  /** Ranks of the places taken and not yet stored or dropped. */
  const unresolved = new Set<number>();
  let changed: () => void = () => undefined;
  let oneChanged = new Promise<void>((resolve) => (changed = resolve));
  const signalChange = () => {
    changed();
    oneChanged = new Promise<void>((resolve) => (changed = resolve));
  };
  /**
   * A finished lead is stored only when the leads ranked before it that may still be stored
   * cannot fill the search: the best-ranked places are the ones delivered, whichever finishes
   * first. 'wait': a better-ranked place may still take its slot; 'unneeded': the search is full.
   */
  const turnOf = (position: number): 'now' | 'wait' | 'unneeded' => {
    if (delivered >= search.max_leads) return 'unneeded';
    let ahead = 0;
    for (const other of unresolved) if (other < position) ahead += 1;
    return delivered + ahead < search.max_leads ? 'now' : 'wait';
  };
  const spare = () => Math.ceil((search.max_leads - delivered) * SPARE_PER_LEAD);

  const knownPlaces = async (keys: string[]): Promise<Set<string>> => {
    if (!search.new_leads_only || keys.length === 0) return new Set();
    const { rows } = await deps.pool.query<{ place_key: string }>(
      'select place_key from org_deliveries where org_id = $1 and place_key = any($2::text[])',
      [search.org_id, keys],
    );
    return new Set(rows.map((row) => row.place_key));
  };

  const drop = async (key: string, reason: string) => {
    await deps.pool.query(
      `update search_places set state = 'dropped', drop_reason = $3
       where search_id = $1 and place_key = $2`,
      [searchId, key, reason],
    );
  };

  const store = async (draft: LeadDraft): Promise<boolean> =>
    inTransaction(deps.pool, async (db) => {
      // The row lock orders lead inserts with settlement and keeps max leads exact.
      const { rows } = await db.query<Pick<SearchRow, 'status' | 'worker_id' | 'results_count'>>(
        'select status, worker_id, results_count from searches where id = $1 for update',
        [searchId],
      );
      const row = rows[0];
      if (!row || row.status !== 'processing' || row.worker_id !== owner) {
        controller.abort();
        return false;
      }
      if (row.results_count >= search.max_leads) return false;
      const inserted = await db.query(
        `insert into leads (search_id, org_id, place_key, business_name, address, city,
           postal_code, country_code, category, industry, phone, phones, website, website_active,
           email, email_status, email_status_reason, email_disposable, email_role, socials,
           contact_name, contact_role, linkedin, employees, revenue, revenue_estimate,
           company_size, rating, rating_count, latitude, longitude, fields_delivered, enrichment,
           email_origin, email_page, email_kind, email_same_domain, email_confidence, missing)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35,
           $36, $37, $38, $39)
         on conflict (search_id, place_key) do nothing returning id`,
        [
          searchId,
          search.org_id,
          draft.placeKey,
          draft.businessName,
          draft.address,
          draft.city,
          draft.postalCode,
          draft.countryCode,
          draft.category,
          draft.industry,
          draft.phone,
          draft.phones,
          draft.website,
          draft.websiteActive,
          draft.email,
          draft.emailStatus,
          draft.emailStatusReason,
          draft.emailDisposable,
          draft.emailRole,
          JSON.stringify(draft.socials),
          draft.contactName,
          draft.contactRole,
          draft.linkedin,
          draft.employees,
          draft.revenue,
          draft.revenueEstimate,
          draft.companySize,
          draft.rating,
          draft.ratingCount,
          draft.latitude,
          draft.longitude,
          draft.fieldsDelivered,
          JSON.stringify(draft.enrichment),
          draft.emailOrigin,
          draft.emailPage,
          draft.emailKind,
          draft.emailSameDomain,
          draft.emailConfidence,
          JSON.stringify(draft.missing),
        ],
      );
      await db.query(
        `update search_places set state = 'delivered' where search_id = $1 and place_key = $2`,
        [searchId, draft.placeKey],
      );
      if (inserted.rowCount === 0) return true; // stored by an earlier run
      if (asksAgain(draft.emailStatusReason)) {
        const leadId = (inserted.rows[0] as { id: string }).id;
        await scheduleReverification(db, leadId, deps.reverifyDelayMs);
      }
      await db.query(
        `update searches set results_count = results_count + 1, kept_count = kept_count + 1,
           enriched_count = enriched_count + 1, stage = case when stage = 'finding_places'
           then stage else 'enriching' end, updated_at = now()
         where id = $1`,
        [searchId],
      );
      await notifySearch(db, searchId);
      return true;
    });

  const process = async ({ key, position, place }: QueuedPlace): Promise<Outcome> => {
    const dropped = async (reason: string): Promise<Outcome> => {
      await drop(key, reason);
      return 'dropped';
    };
    // Filters on what the source says come first: they cost nothing.
    const sourceDrop = sourceFilterDrop(place, spec, source.capabilities);
    if (sourceDrop) return dropped(sourceDrop);
    if ((await knownPlaces([key])).has(key)) return dropped('already_delivered');
    const country = place.countryCode ?? area?.countryCode ?? null;
    const outcome = await enrichLead(deps.enricher, place, spec, country, signal, mailDomains, {
      budgetMs: deps.leadBudgetMs,
    });
    if (outcome.kind === 'drop') return dropped(outcome.reason);
    for (let turn = turnOf(position); turn !== 'now'; turn = turnOf(position)) {
      // Not needed: the place stays pending, as if never taken.
      if (turn === 'unneeded' || signal.aborted) return 'skipped';
      await oneChanged;
    }
    return (await store(draftLead(place, spec, outcome.findings, country)))
      ? 'delivered'
      : 'skipped';
  };

  const consume = async (): Promise<void> => {
    for (;;) {
      if (signal.aborted || delivered >= search.max_leads) return;
      if (delivered + inFlight >= search.max_leads + spare()) {
        await oneChanged;
        continue;
      }
      // Reserve the slot before waiting for a place: the other consumers must see it taken.
      inFlight += 1;
      let item: QueuedPlace | undefined;
      try {
        item = await queue.next();
        if (!item) return;
        unresolved.add(item.position);
        if ((await process(item)) === 'delivered') delivered += 1;
      } catch (error) {
        // A check interrupted by cancellation is not a failure of the run.
        if (signal.aborted) return;
        throw error;
      } finally {
        inFlight -= 1;
        if (item) unresolved.delete(item.position);
        signalChange();
      }
    }
  };

  const produce = async (): Promise<void> => {
    if (search.stage !== 'finding_places' || !area) return;
    const { rows } = await deps.pool.query<{ max: number | null }>(
      'select max(position) as max from search_places where search_id = $1',
      [searchId],
    );
    let position = rows[0]?.max ?? 0;
    const query = {
      text: spec.profession,
      industry: spec.industry,
      language: search.locale,
      minRating: source.capabilities.rating ? spec.minRating : null,
      limit: Math.min(MAX_PLACES, search.max_leads * OVERFETCH),
    };
    for await (const batch of source.findPlaces(query, area, produceSignal)) {
      if (produceSignal.aborted) return;
      if (batch.length === 0) continue;
      const positions = batch.map(() => ++position);
      const inserted = await inTransaction(deps.pool, async (db) => {
        const result = await db.query<{ place_key: string; position: number; place: Place }>(
          `insert into search_places (search_id, place_key, position, place)
           select $1, p.key, p.position, p.place
           from unnest($2::text[], $3::int[], $4::jsonb[]) as p(key, position, place)
           on conflict do nothing returning place_key, position, place`,
          [
            searchId,
            batch.map((place) => place.key),
            positions,
            batch.map((place) => JSON.stringify(place)),
          ],
        );
        await db.query(
          `update searches set places_found = places_found + $2, updated_at = now() where id = $1`,
          [searchId, result.rowCount ?? 0],
        );
        await notifySearch(db, searchId);
        return result.rows;
      });
      queue.push(
        ...inserted.map((row) => ({
          key: row.place_key,
          position: row.position,
          place: row.place,
        })),
      );
    }
    await inTransaction(deps.pool, async (db) => {
      await db.query(
        `update searches set stage = 'enriching', updated_at = now() where id = $1 and worker_id = $2`,
        [searchId, owner],
      );
      await notifySearch(db, searchId);
    });
  };

  let producerError: unknown;
  try {
    // Places stored by an earlier run and not yet looked at come first.
    const pending = await deps.pool.query<{ place_key: string; position: number; place: Place }>(
      `select place_key, position, place from search_places
       where search_id = $1 and state = 'pending' order by position`,
      [searchId],
    );
    queue.push(
      ...pending.rows.map((row) => ({
        key: row.place_key,
        position: row.position,
        place: row.place,
      })),
    );
    const producing = produce()
      .catch((error: unknown) => {
        if (stopProducing.signal.aborted && !(error instanceof SourceUnavailableError)) return;
        producerError = error;
        controller.abort();
      })
      .finally(() => queue.close());
    // One lead per consumer: a lead's budget runs from its start, so no lead may wait behind
    // the search's own others (connection slots are the fetcher's, and never count as a site's).
    const consumers = Math.min(
      search.max_leads + Math.ceil(search.max_leads * SPARE_PER_LEAD),
      deps.concurrency,
    );
    await Promise.all(Array.from({ length: consumers }, () => consume())).catch(
      (error: unknown) => {
        controller.abort();
        throw error;
      },
    );
    // Enough leads, or nothing left to do: the source need not be asked for more.
    stopProducing.abort();
    await producing;
    if (producerError instanceof SourceUnavailableError) {
      log.warn({ err: producerError }, 'places source unavailable; search failed');
      await settleSearch(deps, searchId, 'failed', 'places_source_unavailable');
      return;
    }
    if (producerError) throw producerError;
    if (signal.aborted) {
      log.info('search stopped: cancelled, timed out or taken over');
      return;
    }
    await settleSearch(deps, searchId, 'completed');
    log.info({ results: delivered }, 'search completed');
  } finally {
    clearInterval(heartbeat);
    // A run that stops unsettled (an error, a retry to come) frees the search at once.
    await deps.pool
      .query(
        `update searches set worker_id = null
         where id = $1 and worker_id = $2 and settled_at is null`,
        [searchId, owner],
      )
      .catch((error: unknown) => log.warn({ err: error }, 'lease release failed'));
  }
}
