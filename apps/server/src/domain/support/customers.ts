/**
 * The staff console's customers (issue 16): lookup by an account's address or an
 * organization's name, one organization in full (plan, subscription, balance, members, recent
 * searches and credit movements), and support's credit adjustments. An adjustment is a ledger
 * row moved by the ledger's own conditional update (a balance never goes below zero), audited
 * and told to the organization's owner and admins, all in the caller's transaction.
 */
import type {
  CreditAdjustmentInput,
  CreditAdjustmentResponse,
  CustomerDetail,
  CustomerLookupResponse,
  CustomerOrgSummary,
  SearchStatus,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { listCreditMovements } from '../credits/history.js';
import { InsufficientCreditsError, getBalance, recordCreditMovement } from '../credits/ledger.js';
import { DomainError } from '../errors.js';
import { emailNotification, notify, type NotifyDeps } from '../notifications/notify.js';
import { audit } from './staff.js';

const LOOKUP_LIMIT = 50;
const RECENT_SEARCHES = 20;
const RECENT_MOVEMENTS = 20;

interface SummaryRow {
  id: string;
  name: string;
  personal: boolean;
  plan: string;
  credits: number;
  owner_email: string | null;
  members: number;
}

const SUMMARY_COLUMNS = `o.id, o.name, o.personal, o.plan, o.credits, ou.email as owner_email,
  (select count(*)::int from organization_members m
   where m.org_id = o.id and m.status = 'active') as members`;

function toSummary(row: SummaryRow): CustomerOrgSummary {
  return {
    id: row.id,
    name: row.name,
    personal: row.personal,
    plan: row.plan,
    credits: row.credits,
    ownerEmail: row.owner_email,
    members: row.members,
  };
}

/**
 * Organizations whose name, or one of whose members' account address, contains the words
 * (case-insensitive; `position` rather than LIKE, so % and _ are plain characters); without
 * words, the newest organizations.
 */
export async function lookupCustomers(
  db: Queryable,
  q: string | undefined,
): Promise<CustomerLookupResponse> {
  const needle = q?.trim().toLowerCase() ?? '';
  const { rows } = await db.query<SummaryRow>(
    `with matched as (
       select o.id from organizations o where $1 = '' or position($1 in lower(o.name)) > 0
       union
       select m.org_id from organization_members m join "user" u on u.id = m.user_id
       where position($1 in lower(u.email)) > 0
     )
     select ${SUMMARY_COLUMNS}
     from organizations o join matched using (id)
     left join "user" ou on ou.id = o.owner_user_id
     order by case when $1 = '' then o.created_at end desc, lower(o.name), o.id
     limit ${LOOKUP_LIMIT + 1}`,
    [needle],
  );
  return {
    organizations: rows.slice(0, LOOKUP_LIMIT).map(toSummary),
    truncated: rows.length > LOOKUP_LIMIT,
  };
}

/** One organization as staff see it; unknown ids answer 404. */
export async function customerDetail(db: Queryable, orgId: string): Promise<CustomerDetail> {
  const { rows } = await db.query<SummaryRow & { plan_credits: number; created_at: Date }>(
    `select ${SUMMARY_COLUMNS}, o.plan_credits, o.created_at
     from organizations o left join "user" ou on ou.id = o.owner_user_id where o.id = $1`,
    [orgId],
  );
  const org = rows[0];
  if (!org) throw new DomainError('not_found', 404);
  const [subscription, members, searches, movements] = await Promise.all([
    db.query<{
      plan: string;
      status: string;
      current_period_end: Date | null;
      cancel_at_period_end: boolean;
    }>(
      `select plan, status, current_period_end, cancel_at_period_end
       from subscriptions where org_id = $1`,
      [orgId],
    ),
    db.query<{ email: string; role: 'owner' | 'admin' | 'member'; status: 'active' | 'pending' }>(
      `select u.email, m.role, m.status from organization_members m
       join "user" u on u.id = m.user_id where m.org_id = $1
       order by case m.role when 'owner' then 0 when 'admin' then 1 else 2 end, u.email`,
      [orgId],
    ),
    db.query<{
      id: string;
      created_at: Date;
      query: string;
      location: string | null;
      status: SearchStatus;
      results_count: number;
      credits_used: number;
    }>(
      `select id, created_at, query, coalesce(area->>'label', params->>'location') as location,
         status, results_count, credits_used
       from searches where org_id = $1 order by created_at desc, id desc limit $2`,
      [orgId, RECENT_SEARCHES],
    ),
    listCreditMovements(db, orgId, { filter: 'all', limit: RECENT_MOVEMENTS, offset: 0 }),
  ]);
  const sub = subscription.rows[0];
  return {
    ...toSummary(org),
    createdAt: org.created_at.toISOString(),
    planCredits: org.plan_credits,
    subscription: sub
      ? {
          plan: sub.plan,
          status: sub.status,
          currentPeriodEnd: sub.current_period_end?.toISOString() ?? null,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
        }
      : null,
    memberList: members.rows,
    searches: searches.rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      query: row.query,
      location: row.location,
      status: row.status,
      leads: row.results_count,
      creditsUsed: row.credits_used,
    })),
    movements: movements.items,
  };
}

/**
 * Adds or removes credits as support (call inside a transaction). The console's key makes a
 * double submit apply once: the second finds the ledger row of the first (the ledger's unique
 * idempotency key makes it wait for the first to commit) and changes nothing.
 */
export async function adjustCredits(
  deps: NotifyDeps,
  db: Queryable,
  staffUserId: string,
  orgId: string,
  input: CreditAdjustmentInput,
): Promise<CreditAdjustmentResponse> {
  const { rows } = await db.query<{ name: string }>(
    'select name from organizations where id = $1',
    [orgId],
  );
  const org = rows[0];
  if (!org) throw new DomainError('not_found', 404);
  const idempotencyKey = `staff_adjustment:${input.key}`;
  let recorded: boolean;
  try {
    recorded = await recordCreditMovement(db, {
      orgId,
      userId: null,
      change: input.amount,
      kind: 'adjustment',
      reasonKey: 'support_adjustment',
      reasonParams: { reason: input.reason },
      idempotencyKey,
      removesLastingFirst: true,
    });
  } catch (error) {
    // The ledger's conditional update refused: the caller's transaction rolls the row back.
    if (error instanceof InsufficientCreditsError)
      throw new DomainError('adjustment_below_zero', 409);
    throw error;
  }
  if (!recorded) {
    await assertSameAdjustment(db, idempotencyKey, orgId, input);
    return { applied: false, credits: await getBalance(db, orgId) };
  }
  const credits = await getBalance(db, orgId);
  await audit(db, {
    staffUserId,
    action: 'credits_adjusted',
    orgId,
    details: { change: input.amount, reason: input.reason, credits },
  });
  await tellOrganization(deps, db, orgId, input.key, {
    organization: org.name,
    change: input.amount,
    amount: Math.abs(input.amount),
    reason: input.reason,
    credits,
  });
  return { applied: true, credits };
}

/** A key already used answers as a replay only for the very same adjustment. */
async function assertSameAdjustment(
  db: Queryable,
  idempotencyKey: string,
  orgId: string,
  input: CreditAdjustmentInput,
): Promise<void> {
  const { rows } = await db.query<{ org_id: string; change: number; reason: string | null }>(
    `select org_id, change, reason_params->>'reason' as reason
     from credit_ledger where idempotency_key = $1`,
    [idempotencyKey],
  );
  const earlier = rows[0];
  if (
    !earlier ||
    earlier.org_id !== orgId ||
    earlier.change !== input.amount ||
    earlier.reason !== input.reason
  )
    throw new DomainError('adjustment_key_reused', 409);
}

/**
 * The owner and the active admins each get the bell and, always, the email (money a person on
 * our side moved is not a preference).
 */
async function tellOrganization(
  deps: NotifyDeps,
  db: Queryable,
  orgId: string,
  key: string,
  params: Record<string, string | number>,
): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>(
    `select owner_user_id as user_id from organizations where id = $1
     union
     select user_id from organization_members
     where org_id = $1 and status = 'active' and role in ('owner', 'admin')`,
    [orgId],
  );
  for (const { user_id: userId } of rows) {
    const news = {
      userId,
      orgId,
      type: 'credits_adjusted' as const,
      params,
      link: '/billing-history',
      dedupeKey: `credits_adjusted:${key}:${userId}`,
    };
    if (await notify(deps, db, news)) await emailNotification(deps, db, news);
  }
}
