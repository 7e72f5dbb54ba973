/**
 * The push engine: one job per push, batch after batch, until every lead is created, updated,
 * skipped (with the reason) or failed (with the service's words).
 *
 * - A worker holds a lease on the push while it works and renews it; a push whose lease lapsed
 *   (its worker died) is queued again by the sweep and resumes at its first pending lead.
 * - A batch's outcomes are stored in one transaction with what the destination now holds
 *   (integration_deliveries), so a lead is never sent twice to a campaign or webhook, and CRMs
 *   update what they already have. A batch sent again after a crash carries the same key
 *   (the webhook id), and connectors search or upsert, so the service sees no duplicate.
 * - 429: wait what Retry-After says (inside the job when short, else the job is re-queued for
 *   then). 5xx, timeouts: retried on PUSH_RETRY_DELAYS (Standard Webhooks' schedule, ~24 h);
 *   after the last try the batch's leads fail with the service's last words. A refused token
 *   stops the push (the connection shows the error); a webhook's 410 disables the connection.
 */
import {
  INTEGRATION_NAMES,
  isCampaignProvider,
  type PushErrorCode,
  type IntegrationProvider,
  type PlanId,
} from '@leadatlas/shared';
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import type { Logger } from '../../logger.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import type { LeadRow } from '../search/store.js';
import { runtimeConnector } from './connectors/index.js';
import type { LeadOutcome } from './connectors/types.js';
import { openConnection, type ConnectionRow } from './connection-store.js';
import { toPushLead } from './push-lead.js';
import { emitPushCompleted } from '../webhooks/push-event.js';
import { notifyPushFailed, PUSH_ERROR_TEXTS, PUSH_TASK, pushRefusal } from './pushes.js';
import type { IntegrationServices } from './services.js';
import {
  AuthRejectedError,
  EndpointGoneError,
  RateLimitedError,
  ServiceRejectedError,
  TransientServiceError,
} from './service-http.js';

export interface PushRunDeps {
  pool: Pool;
  log: Logger;
  integrations: IntegrationServices;
  notify: NotifyDeps;
  leaseSeconds: number;
  /** PUSH_RETRY_DELAYS in milliseconds. */
  retryDelaysMs: readonly number[];
  /** Waits up to this long happen inside the job; longer ones re-queue it (default 10 s). */
  maxInlineWaitMs?: number;
  /** Ends the run at once, as a dying process would (tests). */
  signal?: AbortSignal;
}

interface PushRow {
  id: string;
  org_id: string;
  connection_id: string | null;
  provider: IntegrationProvider;
  search_id: string | null;
  user_id: string | null;
  batch_failures: number;
  query: string | null;
  plan: PlanId;
}

type PushItemLead = LeadRow & { position: number };

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Claim = 'claimed' | 'busy' | 'closed';

/**
 * Takes the push when nobody holds it (or its holder's lease lapsed) and it is due. One push
 * per connection runs at a time (a lock on the connection decides between two claims): two
 * pushes of the same leads to one destination would both read it before either wrote.
 */
async function claim(deps: PushRunDeps, pushId: string): Promise<Claim> {
  return inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<{ connection_id: string | null }>(
      'select connection_id from integration_pushes where id = $1',
      [pushId],
    );
    if (!rows[0]) return 'closed';
    if (rows[0].connection_id) {
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [
        `push:${rows[0].connection_id}`,
      ]);
    }
    const claimable = `p.id = $1 and p.status in ('queued', 'running', 'waiting')
       and (p.status <> 'running' or p.lease_until is null or p.lease_until < now())
       and (p.next_attempt_at is null or p.next_attempt_at <= now())`;
    const { rowCount } = await db.query(
      `update integration_pushes p
       set status = 'running', lease_until = now() + make_interval(secs => $2),
         started_at = coalesce(started_at, now()), next_attempt_at = null
       where ${claimable}
         and not exists (select 1 from integration_pushes o
           where o.connection_id = p.connection_id and o.id <> p.id
             and o.status = 'running' and o.lease_until > now())`,
      [pushId, deps.leaseSeconds],
    );
    if (rowCount) return 'claimed';
    const open = await db.query(`select 1 from integration_pushes p where ${claimable}`, [pushId]);
    return open.rowCount ? 'busy' : 'closed';
  });
}

async function renewLease(deps: PushRunDeps, pushId: string): Promise<void> {
  await deps.pool.query(
    `update integration_pushes set lease_until = now() + make_interval(secs => $2)
     where id = $1 and status = 'running'`,
    [pushId, deps.leaseSeconds],
  );
}

async function loadPush(db: Queryable, pushId: string): Promise<PushRow | undefined> {
  const { rows } = await db.query<PushRow>(
    `select p.id, p.org_id, p.connection_id, p.provider, p.search_id, p.user_id, p.batch_failures,
       s.query, o.plan
     from integration_pushes p
     join organizations o on o.id = p.org_id
     left join searches s on s.id = p.search_id
     where p.id = $1`,
    [pushId],
  );
  return rows[0];
}

async function pendingBatch(db: Queryable, pushId: string, size: number): Promise<PushItemLead[]> {
  const { rows } = await db.query<PushItemLead>(
    `select l.*, i.position from integration_push_items i join leads l on l.id = i.lead_id
     where i.push_id = $1 and i.status = 'pending'
     order by i.position limit $2`,
    [pushId, size],
  );
  return rows;
}

/** What the destination already holds for these businesses: place key → its ids there. */
async function deliveredTo(
  db: Queryable,
  connectionId: string,
  placeKeys: string[],
): Promise<Map<string, { ids: Record<string, string>; delivered: boolean }>> {
  const { rows } = await db.query<{
    place_key: string;
    external_ids: Record<string, string>;
    delivered: boolean;
  }>(
    `select place_key, external_ids, delivered from integration_deliveries
     where connection_id = $1 and place_key = any($2::text[])`,
    [connectionId, placeKeys],
  );
  return new Map(
    rows.map((row) => [row.place_key, { ids: row.external_ids, delivered: row.delivered }]),
  );
}

/** Stores a batch's outcomes and what the destination now holds, in one transaction. */
async function recordOutcomes(
  deps: PushRunDeps,
  push: PushRow,
  connectionId: string,
  batch: PushItemLead[],
  outcomes: LeadOutcome[],
): Promise<void> {
  const byLead = new Map(outcomes.map((outcome) => [outcome.leadId, outcome]));
  await inTransaction(deps.pool, async (db) => {
    for (const lead of batch) {
      const outcome: LeadOutcome = byLead.get(lead.id) ?? {
        leadId: lead.id,
        status: 'failed',
        error: 'The service did not answer for this lead',
      };
      await db.query(
        `update integration_push_items set status = $3, skip_reason = $4, error = $5
         where push_id = $1 and lead_id = $2 and status = 'pending'`,
        [push.id, lead.id, outcome.status, outcome.skipReason ?? null, outcome.error ?? null],
      );
      // Ids the service gave are kept even when the lead then failed (an organization made
      // before its person was refused): the next push updates it instead of making another.
      const delivered =
        outcome.status === 'created' ||
        outcome.status === 'updated' ||
        outcome.skipReason === 'already_in_campaign';
      if (delivered || Object.keys(outcome.externalIds ?? {}).length > 0) {
        await db.query(
          `insert into integration_deliveries
             (connection_id, place_key, external_ids, delivered, first_push_id)
           values ($1, $2, $3, $4, $5)
           on conflict (connection_id, place_key) do update
             set external_ids = integration_deliveries.external_ids || excluded.external_ids,
                 delivered = integration_deliveries.delivered or excluded.delivered,
                 updated_at = now()`,
          [
            connectionId,
            lead.place_key,
            JSON.stringify(outcome.externalIds ?? {}),
            delivered,
            push.id,
          ],
        );
      }
    }
    await db.query('update integration_connections set last_used_at = now() where id = $1', [
      connectionId,
    ]);
    await db.query(
      `update integration_pushes set batch_failures = 0, batch_first_failure_at = null,
         lease_until = now() + make_interval(secs => $2)
       where id = $1`,
      [push.id, deps.leaseSeconds],
    );
  });
}

async function failBatch(deps: PushRunDeps, push: PushRow, batch: PushItemLead[], error: string) {
  await deps.pool.query(
    `update integration_push_items set status = 'failed', error = $3
     where push_id = $1 and lead_id = any($2::uuid[]) and status = 'pending'`,
    [push.id, batch.map((lead) => lead.id), error],
  );
  await deps.pool.query(
    'update integration_pushes set batch_failures = 0, batch_first_failure_at = null where id = $1',
    [push.id],
  );
}

/**
 * The whole push stops: every lead not yet delivered fails, the push says why (our code, and the
 * service's words when it spoke), and the user is told.
 */
export async function stopPush(
  deps: Pick<PushRunDeps, 'pool' | 'notify'>,
  push: PushRow,
  code: PushErrorCode,
  detail: string | null,
): Promise<void> {
  const itemError = detail ?? PUSH_ERROR_TEXTS[code];
  await inTransaction(deps.pool, async (db) => {
    // A push stopped twice (an internal failure after its end) tells the webhooks once.
    const before = await db.query<{ status: string }>(
      'select status from integration_pushes where id = $1 for update',
      [push.id],
    );
    await db.query(
      `update integration_push_items set status = 'failed', error = $2
       where push_id = $1 and status = 'pending'`,
      [push.id, itemError],
    );
    await db.query(
      `update integration_pushes set status = 'failed', error_code = $2, error = $3,
         finished_at = now(), lease_until = null, next_attempt_at = null
       where id = $1`,
      [push.id, code, detail],
    );
    const status = before.rows[0]?.status;
    if (status !== 'done' && status !== 'failed') await emitPushCompleted(db, push.id);
    await notifyPushFailed(
      deps,
      db,
      {
        id: push.id,
        orgId: push.org_id,
        userId: push.user_id,
        searchId: push.search_id,
        provider: push.provider,
        query: push.query,
      },
      code,
      detail,
    );
  });
}

async function finishPush(deps: PushRunDeps, push: PushRow): Promise<void> {
  await inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<Record<'created' | 'updated' | 'skipped' | 'failed', number>>(
      `select count(*) filter (where status = 'created')::int as created,
         count(*) filter (where status = 'updated')::int as updated,
         count(*) filter (where status = 'skipped')::int as skipped,
         count(*) filter (where status = 'failed')::int as failed
       from integration_push_items where push_id = $1`,
      [push.id],
    );
    const finished = await db.query(
      `update integration_pushes set status = 'done', finished_at = now(), lease_until = null
       where id = $1 and status = 'running'`,
      [push.id],
    );
    if (finished.rowCount) await emitPushCompleted(db, push.id);
    if (push.user_id) {
      await notify(deps.notify, db, {
        userId: push.user_id,
        orgId: push.org_id,
        type: 'push_completed',
        params: {
          integration: INTEGRATION_NAMES[push.provider],
          query: push.query ?? '',
          ...rows[0]!,
        },
        link: push.search_id ? `/results/${push.search_id}` : null,
        dedupeKey: `push_completed:${push.id}`,
      });
    }
  });
}

/** Gives the push back to the queue until `delayMs` from now. */
async function defer(deps: PushRunDeps, pushId: string, delayMs: number): Promise<void> {
  await inTransaction(deps.pool, async (db) => {
    await db.query(
      `update integration_pushes set status = 'waiting', lease_until = null,
         next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
       where id = $1`,
      [pushId, delayMs],
    );
    await enqueueJob(
      db,
      PUSH_TASK,
      { pushId },
      { jobKey: `push:${pushId}`, delayMs, maxAttempts: 25 },
    );
  });
}

/** Counts a passing failure of the current batch; answers the wait before the next try. */
async function countFailure(deps: PushRunDeps, pushId: string): Promise<number | null> {
  const { rows } = await deps.pool.query<{ batch_failures: number }>(
    `update integration_pushes set batch_failures = batch_failures + 1,
       batch_first_failure_at = coalesce(batch_first_failure_at, now())
     where id = $1 returning batch_failures`,
    [pushId],
  );
  return deps.retryDelaysMs[(rows[0]?.batch_failures ?? 1) - 1] ?? null;
}

/**
 * A rate limit does not count as a failure, but a service that answers 429 for ever must not
 * hold the batch for ever: past the whole retry schedule, its leads fail like any other.
 */
async function rateLimitedTooLong(deps: PushRunDeps, pushId: string): Promise<boolean> {
  const budgetMs = deps.retryDelaysMs.reduce((sum, delay) => sum + delay, 0);
  const { rows } = await deps.pool.query<{ waited_ms: number }>(
    `update integration_pushes set batch_first_failure_at = coalesce(batch_first_failure_at, now())
     where id = $1
     returning extract(epoch from now() - batch_first_failure_at) * 1000 as waited_ms`,
    [pushId],
  );
  return Number(rows[0]?.waited_ms ?? 0) > budgetMs;
}

/** What a batch left behind when it failed: outcomes already final, ids already given. */
async function keepProgress(
  deps: PushRunDeps,
  push: PushRow,
  connectionId: string,
  batch: PushItemLead[],
  settled: LeadOutcome[],
  remembered: Map<string, Record<string, string>>,
): Promise<void> {
  if (settled.length > 0) {
    const ids = new Set(settled.map((outcome) => outcome.leadId));
    await recordOutcomes(
      deps,
      push,
      connectionId,
      batch.filter((lead) => ids.has(lead.id)),
      settled,
    );
  }
  const partial = batch.filter((lead) => remembered.has(lead.id));
  if (partial.length > 0) {
    await deps.pool.query(
      `insert into integration_deliveries (connection_id, place_key, external_ids, first_push_id)
       select $1, k.place_key, k.ids, $4
       from unnest($2::text[], $3::jsonb[]) as k(place_key, ids)
       on conflict (connection_id, place_key) do update
         set external_ids = integration_deliveries.external_ids || excluded.external_ids,
             updated_at = now()`,
      [
        connectionId,
        partial.map((lead) => lead.place_key),
        partial.map((lead) => JSON.stringify(remembered.get(lead.id))),
        push.id,
      ],
    );
  }
}

type Step = 'continue' | 'finished' | 'deferred';

async function step(deps: PushRunDeps, pushId: string): Promise<Step> {
  const push = await loadPush(deps.pool, pushId);
  if (!push) return 'finished';
  const { rows: connections } = await deps.pool.query<ConnectionRow>(
    'select * from integration_connections where id = $1',
    [push.connection_id],
  );
  const row = connections[0] ?? null;
  const refusal = pushRefusal(push.plan, push.provider, row);
  if (refusal) {
    const locked = refusal.code === 'integration_locked';
    await stopPush(
      deps,
      push,
      locked ? 'integration_locked' : 'integration_disconnected',
      locked ? null : (row?.status_reason ?? null),
    );
    return 'finished';
  }
  const connection = openConnection(deps.integrations.box, row!);
  const connector = runtimeConnector(push.provider);
  const batch = await pendingBatch(deps.pool, push.id, connector.batchSize);
  if (batch.length === 0) {
    await finishPush(deps, push);
    return 'finished';
  }
  const delivered = await deliveredTo(
    deps.pool,
    connection.id,
    batch.map((lead) => lead.place_key),
  );
  // Campaigns and webhooks never get the same business twice: skipped without a call.
  if (push.provider === 'webhook' || isCampaignProvider(push.provider)) {
    const already = batch.filter((lead) => delivered.get(lead.place_key)?.delivered);
    if (already.length > 0) {
      const skipReason = push.provider === 'webhook' ? 'already_sent' : 'already_in_campaign';
      await recordOutcomes(
        deps,
        push,
        connection.id,
        already,
        already.map((lead) => ({ leadId: lead.id, status: 'skipped', skipReason })),
      );
      return 'continue';
    }
  }
  const leads = batch.map((lead) => toPushLead(lead, delivered.get(lead.place_key)?.ids ?? {}));
  const inline = deps.maxInlineWaitMs ?? 10_000;
  const settled: LeadOutcome[] = [];
  const remembered = new Map<string, Record<string, string>>();
  try {
    const outcomes = await connector.push(
      deps.signal ? { ...deps.integrations.env, signal: deps.signal } : deps.integrations.env,
      {
        credentials: connection.credentials,
        settings: connection.settings,
        batchKey: `msg_${push.id.replaceAll('-', '')}_${batch[0]!.position}`,
        settle: (outcome) => settled.push(outcome),
        remember: (leadId, ids) => remembered.set(leadId, { ...remembered.get(leadId), ...ids }),
      },
      leads,
    );
    await recordOutcomes(deps, push, connection.id, batch, outcomes);
    return 'continue';
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    await keepProgress(deps, push, connection.id, batch, settled, remembered);
    if (error instanceof RateLimitedError) {
      if (await rateLimitedTooLong(deps, push.id)) {
        await failBatch(deps, push, batch, error.message);
        return 'continue';
      }
      if (error.retryAfterMs <= inline) {
        await sleep(error.retryAfterMs, deps.signal);
        return 'continue';
      }
      await defer(deps, push.id, error.retryAfterMs);
      return 'deferred';
    }
    if (error instanceof TransientServiceError) {
      const wait = await countFailure(deps, push.id);
      if (wait === null) {
        await failBatch(deps, push, batch, error.message);
        return 'continue';
      }
      deps.log.warn(
        { pushId: push.id, provider: push.provider, waitMs: wait },
        'push batch will be retried',
      );
      if (wait <= inline) {
        await sleep(wait, deps.signal);
        return 'continue';
      }
      await defer(deps, push.id, wait);
      return 'deferred';
    }
    if (error instanceof ServiceRejectedError) {
      await failBatch(deps, push, batch, error.message);
      return 'continue';
    }
    if (error instanceof AuthRejectedError || error instanceof EndpointGoneError) {
      const gone = error instanceof EndpointGoneError;
      await deps.pool.query(
        `update integration_connections set status = $2, status_reason = $3, updated_at = now()
         where id = $1`,
        [connection.id, gone ? 'disabled' : 'error', error.message],
      );
      await stopPush(deps, push, gone ? 'endpoint_gone' : 'auth_rejected', error.message);
      return 'finished';
    }
    throw error;
  }
}

const MAX_INTERNAL_FAILURES = 5;
/** A push whose connection is busy with another push tries again after this. */
const BUSY_RETRY_MS = 2000;

/**
 * An error of ours (not the service's: a bug, the database, a secret that does not open):
 * the push tries again later, and after a few such runs it stops with every lead accounted for
 * rather than staying open for ever.
 */
async function internalFailure(deps: PushRunDeps, pushId: string, error: unknown) {
  deps.log.error({ err: error, pushId }, 'push run failed');
  const { rows } = await deps.pool.query<{ internal_failures: number }>(
    `update integration_pushes set internal_failures = internal_failures + 1
     where id = $1 returning internal_failures`,
    [pushId],
  );
  const failures = rows[0]?.internal_failures ?? MAX_INTERNAL_FAILURES;
  const push = await loadPush(deps.pool, pushId);
  if (!push) return;
  if (failures >= MAX_INTERNAL_FAILURES) {
    await stopPush(deps, push, 'internal_error', null);
    return;
  }
  await defer(deps, pushId, 30_000 * 2 ** (failures - 1));
}

/** Runs a push to its end, or until it must wait (then its job is queued again for later). */
export async function runPush(deps: PushRunDeps, pushId: string): Promise<void> {
  const claimed = await claim(deps, pushId);
  if (claimed === 'busy') {
    await enqueueJob(
      deps.pool,
      PUSH_TASK,
      { pushId },
      { jobKey: `push:${pushId}`, delayMs: BUSY_RETRY_MS, maxAttempts: 25 },
    );
    return;
  }
  if (claimed === 'closed') return;
  const timer = setInterval(
    () => {
      renewLease(deps, pushId).catch((error: unknown) =>
        deps.log.warn({ err: error, pushId }, 'could not renew the push lease'),
      );
    },
    Math.max(500, (deps.leaseSeconds * 1000) / 3),
  );
  try {
    for (;;) {
      if ((await step(deps, pushId)) !== 'continue') return;
    }
  } catch (error) {
    // A dying process (tests abort the run) leaves its lease to lapse, as a real death would.
    if (deps.signal?.aborted) throw error;
    await internalFailure(deps, pushId, error);
  } finally {
    clearInterval(timer);
  }
}

/**
 * Pushes nobody is working on: a running one whose worker stopped renewing its lease, or a
 * queued or waiting one whose job went missing. Each is queued again (same job key).
 */
export async function resumeAbandonedPushes(deps: { pool: Pool; log: Logger }): Promise<string[]> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `select id from integration_pushes
     where (status = 'running' and (lease_until is null or lease_until < now()))
        or (status = 'queued' and created_at < now() - interval '2 minutes'
            and not exists (select 1 from graphile_worker.jobs j
                            where j.key = 'push:' || id and j.attempts < j.max_attempts))
        or (status = 'waiting' and next_attempt_at < now() - interval '2 minutes')`,
  );
  for (const row of rows) {
    await enqueueJob(
      deps.pool,
      PUSH_TASK,
      { pushId: row.id },
      { jobKey: `push:${row.id}`, maxAttempts: 25 },
    );
  }
  if (rows.length > 0) deps.log.warn({ pushes: rows.map((row) => row.id) }, 'resuming pushes');
  return rows.map((row) => row.id);
}
