/**
 * Credits move only here: one ledger row and the matching balance change, in the caller's
 * transaction, with a conditional update so a balance can never go below zero.
 *
 * Plan credits (PRODUCT.md §3): organizations.plan_credits is the part of the balance that came
 * from the plan's monthly grant. A plan grant adds to it; any negative movement (hold, charge,
 * expiry, negative adjustment) takes from it first; a search's release gives back what its hold
 * took from it; every other credit (packs, gifts, referrals, refunds) is not a plan credit. It
 * never exceeds the balance. Each row keeps what it did to plan credits in `plan_part`.
 */
import type { Queryable } from '../../db/pool.js';
import { rearmLowBalance } from './low-balance.js';

export type LedgerKind =
  | 'signup_gift'
  | 'referral_bonus'
  | 'referral_reward'
  | 'purchase'
  | 'plan_grant'
  | 'plan_expiry'
  | 'hold'
  | 'charge'
  | 'release'
  | 'adjustment'
  /** Zero credits: a billing event the history must show (a refunded second plan). */
  | 'notice';

export interface CreditMovement {
  orgId: string;
  userId: string | null;
  change: number;
  kind: LedgerKind;
  reasonKey: string;
  reasonParams?: Record<string, string | number>;
  /** A movement with a key already recorded is skipped: retries never pay twice. */
  idempotencyKey?: string;
  /**
   * A positive movement that returns an earlier one (a search's release of its hold): the
   * idempotency key of that movement, whose plan part comes back as plan credits.
   */
  returnsPlanPartOf?: string;
  /**
   * A removal taken from the credits that never expire before plan credits: support's
   * correction of a grant (which landed as lasting credits) must not eat the plan's.
   */
  removesLastingFirst?: boolean;
}

export class InsufficientCreditsError extends Error {
  constructor() {
    super('insufficient_credits');
  }
}

/** Records a movement; returns false when its idempotency key was already used. */
export async function recordCreditMovement(
  db: Queryable,
  movement: CreditMovement,
): Promise<boolean> {
  const inserted = await db.query<{ id: string }>(
    `insert into credit_ledger (org_id, user_id, change, kind, reason_key, reason_params, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      movement.orgId,
      movement.userId,
      movement.change,
      movement.kind,
      movement.reasonKey,
      JSON.stringify(movement.reasonParams ?? {}),
      movement.idempotencyKey ?? null,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (!id) return false;
  // The row lock orders concurrent movements of one organization; `before` is read under it.
  // NO KEY UPDATE is the lock the balance update takes anyway: unlike FOR UPDATE it does not
  // wait on the key-share locks of rows being inserted that reference the organization.
  const locked = await db.query<{ plan_credits: number }>(
    'select plan_credits from organizations where id = $1 for no key update',
    [movement.orgId],
  );
  const before = locked.rows[0]?.plan_credits ?? 0;
  const updated = await db.query<{ plan_credits: number }>(
    `update organizations set
       credits = credits + $2,
       plan_credits = least(credits + $2, greatest(0, plan_credits + case
         when $3::text = 'plan_grant' and $2 > 0 then $2
         when $2 < 0 and $5 then 0
         when $2 < 0 then $2
         when $4::text is not null then coalesce((
           select least($2, greatest(0, -l.plan_part)) from credit_ledger l
           where l.idempotency_key = $4 and l.org_id = $1), 0)
         else 0 end)),
       updated_at = now()
     where id = $1 and credits + $2 >= 0
     returning plan_credits`,
    [
      movement.orgId,
      movement.change,
      movement.kind,
      movement.returnsPlanPartOf ?? null,
      movement.removesLastingFirst ?? false,
    ],
  );
  const after = updated.rows[0]?.plan_credits;
  if (after === undefined) throw new InsufficientCreditsError();
  const planPart = Math.round((after - before) * 100) / 100;
  if (planPart !== 0) {
    await db.query('update credit_ledger set plan_part = $2 where id = $1', [id, planPart]);
  }
  if (movement.change > 0) await rearmLowBalance(db, movement.orgId);
  return true;
}

/**
 * Expires what is left of the organization's plan credits (a renewal or the end of a plan) as
 * one `plan_expiry` row, "{credits} unused {plan} plan credits expired". Returns the credits
 * expired: 0 when none were left (no row) or the key was already used.
 */
export async function expirePlanCredits(
  db: Queryable,
  input: { orgId: string; plan: string; idempotencyKey: string },
): Promise<number> {
  const { rows } = await db.query<{ plan_credits: number }>(
    'select plan_credits from organizations where id = $1 for no key update',
    [input.orgId],
  );
  const remaining = rows[0]?.plan_credits ?? 0;
  if (remaining <= 0) return 0;
  const recorded = await recordCreditMovement(db, {
    orgId: input.orgId,
    userId: null,
    change: -remaining,
    kind: 'plan_expiry',
    reasonKey: 'plan_expiry',
    reasonParams: { plan: input.plan, credits: remaining },
    idempotencyKey: input.idempotencyKey,
  });
  return recorded ? remaining : 0;
}

/** Whether a movement with this idempotency key was recorded. */
export async function movementRecorded(db: Queryable, idempotencyKey: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from credit_ledger where idempotency_key = $1', [
    idempotencyKey,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function getBalance(db: Queryable, orgId: string): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    'select credits from organizations where id = $1',
    [orgId],
  );
  return rows[0]?.credits ?? 0;
}
