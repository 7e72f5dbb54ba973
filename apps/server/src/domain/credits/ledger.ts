/**
 * Credits move only here: one ledger row and the matching balance change, in the caller's
 * transaction, with a conditional update so a balance can never go below zero.
 */
import type { Queryable } from '../../db/pool.js';

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
  | 'adjustment';

export interface CreditMovement {
  orgId: string;
  userId: string | null;
  change: number;
  kind: LedgerKind;
  reasonKey: string;
  reasonParams?: Record<string, string | number>;
  /** A movement with a key already recorded is skipped: retries never pay twice. */
  idempotencyKey?: string;
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
  const inserted = await db.query(
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
  if (inserted.rowCount === 0) return false;
  const updated = await db.query(
    `update organizations set credits = credits + $2, updated_at = now()
     where id = $1 and credits + $2 >= 0`,
    [movement.orgId, movement.change],
  );
  if (updated.rowCount === 0) throw new InsufficientCreditsError();
  return true;
}

export async function getBalance(db: Queryable, orgId: string): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    'select credits from organizations where id = $1',
    [orgId],
  );
  return rows[0]?.credits ?? 0;
}
