/**
 * What a new account gets (spec 000 §9, PRODUCT.md §3): a profile, a personal organization it
 * owns, the sign-up gift, and the referral bonus when the code matches an unused referral and
 * the sign-up may pay (domain/referrals/sign-up-code.ts).
 * Idempotent: a second call for the same user changes nothing.
 */
import { REFERRAL_BONUS_CREDITS, SIGNUP_GIFT_CREDITS, type Locale } from '@leadatlas/shared';
import { inTransaction, type Pool, type PoolClient, type Queryable } from '../../db/pool.js';
import { recordCreditMovement } from '../credits/ledger.js';
import type { NotifyDeps } from '../notifications/notify.js';
import { applyReferralCode, type ReferralCodeOutcome } from '../referrals/sign-up-code.js';
import { rewardInTransaction } from '../referrals/reward.js';

export interface ProvisionInput {
  userId: string;
  email: string;
  fullName: string | null;
  locale: Locale | null;
  referralCode?: string | undefined;
}

export interface ProvisionResult extends ReferralCodeOutcome {
  created: boolean;
}

/** What provisioning needs to pay a referrer when the account is created already verified. */
export interface ProvisionDeps {
  notify?: NotifyDeps;
}

export async function provisionAccount(
  pool: Pool,
  input: ProvisionInput,
): Promise<ProvisionResult> {
  return inTransaction(pool, (db) => provisionInTransaction(db, input));
}

/** provisionAccount inside the caller's transaction (sign-up creates the user in the same one). */
export async function provisionInTransaction(
  db: PoolClient,
  input: ProvisionInput,
  deps: ProvisionDeps = {},
): Promise<ProvisionResult> {
  const profile = await db.query(
    `insert into profiles (user_id, full_name, locale) values ($1, $2, $3)
     on conflict (user_id) do nothing returning user_id`,
    [input.userId, input.fullName, input.locale],
  );
  if (profile.rowCount === 0)
    return { created: false, referralApplied: false, referralUnknown: false };

  const orgName = input.fullName || input.email.split('@')[0] || input.email;
  const { rows } = await db.query<{ id: string }>(
    `insert into organizations (name, owner_user_id, personal) values ($1, $2, true) returning id`,
    [orgName, input.userId],
  );
  const orgId = rows[0]!.id;
  await db.query(
    `insert into organization_members (org_id, user_id, role, status, accepted_at)
     values ($1, $2, 'owner', 'active', now())`,
    [orgId, input.userId],
  );
  await db.query('update profiles set active_organization_id = $2 where user_id = $1', [
    input.userId,
    orgId,
  ]);
  await recordCreditMovement(db, {
    orgId,
    userId: input.userId,
    change: SIGNUP_GIFT_CREDITS,
    kind: 'signup_gift',
    reasonKey: 'signup_gift',
    reasonParams: { credits: SIGNUP_GIFT_CREDITS },
    idempotencyKey: `signup_gift:${input.userId}`,
  });

  const code = input.referralCode?.trim();
  if (!code) return { created: true, referralApplied: false, referralUnknown: false };
  const outcome = await applyReferralCode(db, {
    userId: input.userId,
    email: input.email,
    code,
  });
  if (!outcome.referralApplied) return { created: true, ...outcome };
  await recordCreditMovement(db, {
    orgId,
    userId: input.userId,
    change: REFERRAL_BONUS_CREDITS,
    kind: 'referral_bonus',
    reasonKey: 'referral_bonus',
    reasonParams: { credits: REFERRAL_BONUS_CREDITS, code },
    idempotencyKey: `referral_bonus:${input.userId}`,
  });
  // An account created already verified (its address vouched for elsewhere) pays its referrer
  // now; any other pays when it confirms (referrals/reward.ts checks which).
  if (deps.notify) await rewardInTransaction(db, deps.notify, input.userId);
  return { created: true, ...outcome };
}

/** True when the code names a referral that can still be used (it is pending). */
export async function isReferralCodeOpen(db: Queryable, code: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from referrals where referral_code = $1 and status = 'pending'`,
    [code.trim()],
  );
  return (rowCount ?? 0) > 0;
}
