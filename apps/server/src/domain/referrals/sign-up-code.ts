/**
 * A referral code given at sign-up (decision 0021). The code is used by the first account that
 * signs up with it: it becomes 'completed' and names the friend. The friend's bonus (100) is
 * paid at once, unless the sign-up pays nothing (their address is the referrer's own, or a
 * disposable one): then the code is used all the same and keeps the reason, for the referrer's
 * history. The referrer's reward waits for the friend's confirmed email (reward.ts).
 */
import type { ReferralBlockReason } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { referralBlockReason } from './eligibility.js';

/** What the sign-up answer says about the code (the same for a new and an existing address). */
export interface ReferralCodeOutcome {
  /** The friend's bonus is granted. */
  referralApplied: boolean;
  /** No open code by that name. */
  referralUnknown: boolean;
  /** The code is open but this sign-up pays nothing, and why. */
  referralRefused?: ReferralBlockReason;
}

const UNKNOWN: ReferralCodeOutcome = { referralApplied: false, referralUnknown: true };

function outcomeOf(reason: ReferralBlockReason | null): ReferralCodeOutcome {
  return reason
    ? { referralApplied: false, referralUnknown: false, referralRefused: reason }
    : { referralApplied: true, referralUnknown: false };
}

/** Only the answer's fields of a result that holds more (provisioning's). */
export function referralOutcome(result: ReferralCodeOutcome): ReferralCodeOutcome {
  const { referralApplied, referralUnknown, referralRefused } = result;
  return referralRefused
    ? { referralApplied, referralUnknown, referralRefused }
    : { referralApplied, referralUnknown };
}

/**
 * Uses the code for the new account, inside its sign-up transaction. The row lock makes two
 * sign-ups with one code take turns: the second finds it used (unknown).
 */
export async function applyReferralCode(
  db: Queryable,
  input: { userId: string; email: string; code: string },
): Promise<ReferralCodeOutcome> {
  const { rows } = await db.query<{ id: string; referrer_email: string }>(
    `select r.id, u.email as referrer_email
     from referrals r join "user" u on u.id = r.referrer_user_id
     where r.referral_code = $1 and r.status = 'pending' and r.referrer_user_id <> $2
     for update of r`,
    [input.code, input.userId],
  );
  const referral = rows[0];
  if (!referral) return UNKNOWN;
  const reason = referralBlockReason({
    friendEmail: input.email,
    referrerEmail: referral.referrer_email,
  });
  await db.query(
    `update referrals set status = 'completed', referred_user_id = $2, completed_at = now(),
       reward_blocked_reason = $3
     where id = $1`,
    [referral.id, input.userId, reason],
  );
  return outcomeOf(reason);
}

/**
 * The answer a new account with this address and code would get, for a sign-up that found the
 * address taken: the response never tells whether an account exists (decision 0002).
 */
export async function referralCodeAnswer(
  db: Queryable,
  input: { email: string; code: string },
): Promise<ReferralCodeOutcome> {
  const { rows } = await db.query<{ referrer_email: string }>(
    `select u.email as referrer_email
     from referrals r join "user" u on u.id = r.referrer_user_id
     where r.referral_code = $1 and r.status = 'pending'`,
    [input.code],
  );
  const referral = rows[0];
  if (!referral) return UNKNOWN;
  return outcomeOf(
    referralBlockReason({ friendEmail: input.email, referrerEmail: referral.referrer_email }),
  );
}
