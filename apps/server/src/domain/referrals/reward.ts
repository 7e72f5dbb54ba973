/**
 * The referrer's reward (spec 001 §9, decision 0021): 100 credits on the referrer's personal
 * organization when the friend who signed up with their code confirms their email, exactly once.
 *
 * Called wherever an account becomes verified: better-auth's user update (a confirmation link, a
 * social sign-in that vouches for the address), every new session (a net for a reward that failed
 * at confirmation), and provisioning when the account is created already verified. Each call is
 * safe to repeat and to run concurrently: the referral row is locked, the status moves
 * completed → rewarded once, and the ledger row carries an idempotency key.
 */
import { REFERRAL_REWARD_CREDITS, type ReferralBlockReason } from '@leadatlas/shared';
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import { recordCreditMovement } from '../credits/ledger.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { referralBlockReason } from './eligibility.js';

export type RewardOutcome =
  /** The reward landed now. */
  | { kind: 'rewarded'; referralId: string; referrerId: string }
  /** The sign-up pays nothing; the reason is on the referral. */
  | { kind: 'blocked'; referralId: string; reason: ReferralBlockReason }
  /** Nothing to do: no referral, already rewarded or blocked, not verified yet, no organization. */
  | { kind: 'none' };

interface Candidate {
  id: string;
  status: string;
  reward_blocked_reason: ReferralBlockReason | null;
  referrer_user_id: string;
  referrer_email: string;
  friend_email: string;
  friend_verified: boolean;
}

/** Rewards the referrer of this (friend's) account if it is due; in a transaction of its own. */
export async function rewardReferrerOnVerification(
  deps: { pool: Pool; notify: NotifyDeps },
  friendUserId: string,
): Promise<RewardOutcome> {
  // Most accounts were not referred, or were paid for long ago: answer without a transaction.
  const due = await deps.pool.query(
    `select 1 from referrals where referred_user_id = $1 and status = 'completed'
       and reward_blocked_reason is null`,
    [friendUserId],
  );
  if (due.rowCount === 0) return { kind: 'none' };
  return inTransaction(deps.pool, (db) => rewardInTransaction(db, deps.notify, friendUserId));
}

/** The same inside the caller's transaction (provisioning an account created verified). */
export async function rewardInTransaction(
  db: Queryable,
  notifyDeps: NotifyDeps,
  friendUserId: string,
): Promise<RewardOutcome> {
  const { rows } = await db.query<Candidate>(
    `select r.id, r.status, r.reward_blocked_reason, r.referrer_user_id,
            referrer.email as referrer_email, friend.email as friend_email,
            friend."emailVerified" as friend_verified
     from referrals r
     join "user" friend on friend.id = r.referred_user_id
     join "user" referrer on referrer.id = r.referrer_user_id
     where r.referred_user_id = $1
     for update of r`,
    [friendUserId],
  );
  const referral = rows[0];
  if (
    !referral ||
    referral.status !== 'completed' ||
    referral.reward_blocked_reason ||
    !referral.friend_verified
  ) {
    return { kind: 'none' };
  }
  // The address confirmed is the one that counts (it may have changed since the sign-up).
  const reason = referralBlockReason({
    friendEmail: referral.friend_email,
    referrerEmail: referral.referrer_email,
  });
  if (reason) {
    await db.query('update referrals set reward_blocked_reason = $2 where id = $1', [
      referral.id,
      reason,
    ]);
    return { kind: 'blocked', referralId: referral.id, reason };
  }
  const personal = await db.query<{ id: string }>(
    'select id from organizations where owner_user_id = $1 and personal',
    [referral.referrer_user_id],
  );
  const orgId = personal.rows[0]?.id;
  if (!orgId) return { kind: 'none' };

  await recordCreditMovement(db, {
    orgId,
    userId: referral.referrer_user_id,
    change: REFERRAL_REWARD_CREDITS,
    kind: 'referral_reward',
    reasonKey: 'referral_reward',
    reasonParams: { credits: REFERRAL_REWARD_CREDITS },
    idempotencyKey: `referral_reward:${referral.id}`,
  });
  await db.query(
    `update referrals set status = 'rewarded', credits_awarded = $2, rewarded_at = now()
     where id = $1`,
    [referral.id, REFERRAL_REWARD_CREDITS],
  );
  await notify(notifyDeps, db, {
    userId: referral.referrer_user_id,
    orgId,
    type: 'referral_rewarded',
    params: { credits: REFERRAL_REWARD_CREDITS },
    link: '/billing-history',
    dedupeKey: `referral_rewarded:${referral.id}`,
  });
  return { kind: 'rewarded', referralId: referral.id, referrerId: referral.referrer_user_id };
}
