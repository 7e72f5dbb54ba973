/**
 * Pushes of a search's leads to a connection: created from the results page (all or the
 * selected leads) or when a search whose destination is an integration completes; each is a
 * background job (push-run.ts). Reports read here: counts per outcome, skip reasons, the failed
 * leads as CSV. Pushing is free: the leads were paid for when they were found.
 */
import {
  INTEGRATION_NAMES,
  integrationRequiredPlan,
  type PushErrorCode,
  planAllowsIntegration,
  type IntegrationProvider,
  type PlanId,
  type PushSkipReason,
  type PushView,
} from '@leadatlas/shared';
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { DomainError } from '../errors.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { organizationFor } from '../organizations/access.js';
import { searchForUser } from '../search/store.js';
import { connectionRow, type ConnectionRow } from './connection-store.js';

export const PUSH_TASK = 'push_leads';

/** Whether a connection can take leads now, or the error that says why not. */
export function pushRefusal(
  plan: PlanId,
  provider: IntegrationProvider,
  row: ConnectionRow | null,
): DomainError | null {
  if (!row || row.status !== 'connected') {
    return new DomainError('integration_not_connected', 409, provider);
  }
  const url = typeof row.settings.url === 'string' ? row.settings.url : undefined;
  if (!planAllowsIntegration(plan, provider, url)) {
    return new DomainError('integration_locked', 403, provider, {
      requiredPlan: integrationRequiredPlan(provider, url),
    });
  }
  return null;
}

/** A search's destination must be connected and allowed when the search starts. */
export async function assertDestinationReady(
  db: Queryable,
  orgId: string,
  plan: PlanId,
  provider: IntegrationProvider,
): Promise<void> {
  const refusal = pushRefusal(plan, provider, await connectionRow(db, orgId, provider));
  if (refusal) throw refusal;
}

interface NewPush {
  orgId: string;
  searchId: string;
  provider: IntegrationProvider;
  connectionId: string | null;
  userId: string | null;
  trigger: 'search' | 'manual';
  leadIds?: readonly string[];
  /** Set when the push cannot run at all: it is recorded as failed for this reason. */
  failure?: PushErrorCode;
}

/** The reason a failed lead carries (CSV) when its push stopped for a reason of ours. */
export const PUSH_ERROR_TEXTS: Record<PushErrorCode, string> = {
  integration_disconnected: 'The integration was disconnected',
  integration_locked: "The organization's plan no longer includes this integration",
  auth_rejected: 'The service refused the token or key',
  endpoint_gone: 'The endpoint is gone (410)',
  internal_error: 'An internal error stopped the push',
};

/** Tells whoever started a push that it stopped as a whole (inside the caller's transaction). */
export async function notifyPushFailed(
  deps: { notify: NotifyDeps },
  db: Queryable,
  push: {
    id: string;
    orgId: string;
    userId: string | null;
    searchId: string | null;
    provider: IntegrationProvider;
    query: string | null;
  },
  reason: PushErrorCode,
  detail: string | null,
): Promise<void> {
  if (!push.userId) return;
  await notify(deps.notify, db, {
    userId: push.userId,
    orgId: push.orgId,
    type: 'push_failed',
    params: {
      integration: INTEGRATION_NAMES[push.provider],
      query: push.query ?? '',
      reason,
      detail: detail ?? '',
    },
    link: push.searchId ? `/results/${push.searchId}` : null,
    dedupeKey: `push_failed:${push.id}`,
  });
}

/** Inserts the push and its items (the search's leads, in their order) and queues its job. */
async function insertPush(db: Queryable, input: NewPush): Promise<{ id: string; items: number }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into integration_pushes
       (org_id, connection_id, provider, search_id, user_id, trigger, status, error_code,
        finished_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $7 = 'failed' then now() end)
     returning id`,
    [
      input.orgId,
      input.connectionId,
      input.provider,
      input.searchId,
      input.userId,
      input.trigger,
      input.failure ? 'failed' : 'queued',
      input.failure ?? null,
    ],
  );
  const pushId = rows[0]!.id;
  const inserted = await db.query(
    `insert into integration_push_items (push_id, lead_id, position, status, error)
     select $1, l.id, row_number() over (order by l.seq), $4, $5
     from leads l
     where l.search_id = $2 and ($3::uuid[] is null or l.id = any($3::uuid[]))`,
    [
      pushId,
      input.searchId,
      input.leadIds ?? null,
      input.failure ? 'failed' : 'pending',
      input.failure ? PUSH_ERROR_TEXTS[input.failure] : null,
    ],
  );
  if (!input.failure && inserted.rowCount) {
    await enqueueJob(db, PUSH_TASK, { pushId }, { jobKey: `push:${pushId}`, maxAttempts: 25 });
  }
  return { id: pushId, items: inserted.rowCount ?? 0 };
}

/** From the results page: all the search's leads, or the ones selected. */
export async function createPush(
  deps: { pool: Pool },
  userId: string,
  searchId: string,
  input: { provider: IntegrationProvider; leadIds?: string[] | undefined },
): Promise<PushView> {
  const search = await searchForUser(deps.pool, userId, searchId);
  const organization = await organizationFor(deps.pool, userId, search.org_id, 'search');
  const pushId = await inTransaction(deps.pool, async (db) => {
    const row = await connectionRow(db, search.org_id, input.provider);
    const refusal = pushRefusal(organization.plan, input.provider, row);
    if (refusal) throw refusal;
    const push = await insertPush(db, {
      orgId: search.org_id,
      searchId,
      provider: input.provider,
      connectionId: row!.id,
      userId,
      trigger: 'manual',
      ...(input.leadIds ? { leadIds: [...new Set(input.leadIds)] } : {}),
    });
    if (push.items === 0)
      throw new DomainError('push_empty', 400, 'no leads', { fields: ['leadIds'] });
    return push.id;
  });
  return (await loadPushViews(deps.pool, { pushId }))[0]!;
}

/**
 * A completed search whose destination is an integration pushes its leads (inside the
 * settlement's transaction). When the connection is gone or no longer allowed, the push is
 * recorded as failed and the user told, so no lead goes silently nowhere.
 */
export async function pushCompletedSearch(
  deps: { notify: NotifyDeps },
  db: Queryable,
  search: {
    id: string;
    orgId: string;
    userId: string | null;
    query: string;
    provider: IntegrationProvider;
  },
): Promise<void> {
  const { rows } = await db.query<{ plan: PlanId }>(
    'select plan from organizations where id = $1',
    [search.orgId],
  );
  const plan = rows[0]?.plan ?? 'free';
  const row = await connectionRow(db, search.orgId, search.provider);
  const refusal = pushRefusal(plan, search.provider, row);
  const failure: PushErrorCode | undefined =
    refusal?.code === 'integration_locked'
      ? 'integration_locked'
      : refusal
        ? 'integration_disconnected'
        : undefined;
  const push = await insertPush(db, {
    orgId: search.orgId,
    searchId: search.id,
    provider: search.provider,
    connectionId: refusal ? null : row!.id,
    userId: search.userId,
    trigger: 'search',
    ...(failure ? { failure } : {}),
  });
  if (failure && push.items > 0) {
    await notifyPushFailed(
      deps,
      db,
      { ...search, id: push.id, searchId: search.id },
      failure,
      null,
    );
  }
}

interface PushViewRow {
  id: string;
  search_id: string | null;
  provider: IntegrationProvider;
  trigger: 'search' | 'manual';
  status: PushView['status'];
  error_code: PushView['errorCode'];
  error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
  started_by: string | null;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  pending: number;
  skip_reasons: Partial<Record<PushSkipReason, number>> | null;
}

const PUSH_VIEW_SQL = `select p.id, p.search_id, p.provider, p.trigger, p.status, p.error_code, p.error,
    p.next_attempt_at, p.created_at, p.finished_at,
    (select coalesce(nullif(pr.full_name, ''), nullif(u.name, ''), u.email)
     from "user" u left join profiles pr on pr.user_id = u.id where u.id = p.user_id) as started_by,
    c.total, c.created, c.updated, c.skipped, c.failed, c.pending, r.skip_reasons
  from integration_pushes p
  cross join lateral (
    select count(*)::int as total,
      count(*) filter (where i.status = 'created')::int as created,
      count(*) filter (where i.status = 'updated')::int as updated,
      count(*) filter (where i.status = 'skipped')::int as skipped,
      count(*) filter (where i.status = 'failed')::int as failed,
      count(*) filter (where i.status = 'pending')::int as pending
    from integration_push_items i where i.push_id = p.id) c
  cross join lateral (
    select json_object_agg(skip_reason, n) as skip_reasons from (
      select i.skip_reason, count(*)::int as n from integration_push_items i
      where i.push_id = p.id and i.status = 'skipped' and i.skip_reason is not null
      group by i.skip_reason) s) r`;

function toPushView(row: PushViewRow): PushView {
  return {
    id: row.id,
    searchId: row.search_id,
    provider: row.provider,
    trigger: row.trigger,
    status: row.status,
    total: row.total,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    pending: row.pending,
    skippedReasons: row.skip_reasons ?? {},
    errorCode: row.error_code,
    error: row.error,
    nextAttemptAt: row.status === 'waiting' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    startedBy: row.started_by,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function loadPushViews(
  db: Queryable,
  where: { pushId: string } | { searchId: string },
): Promise<PushView[]> {
  const { rows } =
    'pushId' in where
      ? await db.query<PushViewRow>(`${PUSH_VIEW_SQL} where p.id = $1`, [where.pushId])
      : await db.query<PushViewRow>(
          `${PUSH_VIEW_SQL} where p.search_id = $1 order by p.created_at desc`,
          [where.searchId],
        );
  return rows.map(toPushView);
}

export async function listPushes(
  pool: Pool,
  userId: string,
  searchId: string,
): Promise<PushView[]> {
  await searchForUser(pool, userId, searchId);
  return loadPushViews(pool, { searchId });
}

/** The push when the user is an active member of its organization; 404 otherwise. */
export async function pushForUser(pool: Pool, userId: string, pushId: string): Promise<PushView> {
  const { rows } = await pool.query<{ id: string }>(
    `select p.id from integration_pushes p
     join organization_members m on m.org_id = p.org_id and m.user_id = $1 and m.status = 'active'
     where p.id = $2`,
    [userId, pushId],
  );
  if (!rows[0]) throw new DomainError('not_found', 404);
  return (await loadPushViews(pool, { pushId }))[0]!;
}
