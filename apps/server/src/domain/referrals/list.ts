/** The user's referral codes, newest first, and what they have brought (spec 001 §2.12, §7). */
import {
  REFERRAL_REWARD_CREDITS,
  type Referral,
  type ReferralBlockReason,
  type ReferralListResponse,
  type ReferralStatus,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

export interface ReferralRow {
  id: string;
  referral_code: string;
  status: ReferralStatus;
  credits_awarded: number;
  reward_blocked_reason: ReferralBlockReason | null;
  referred_user_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  rewarded_at: Date | null;
}

export const REFERRAL_COLUMNS = `id, referral_code, status, credits_awarded, reward_blocked_reason,
  referred_user_id, created_at, completed_at, rewarded_at`;

export function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    code: row.referral_code,
    status: row.status,
    credits: row.credits_awarded,
    blockedReason: row.reward_blocked_reason,
    createdAt: row.created_at.toISOString(),
    usedAt: row.completed_at?.toISOString() ?? null,
    rewardedAt: row.rewarded_at?.toISOString() ?? null,
  };
}

/**
 * A reward is pending while a friend who signed up with the code (and still has an account)
 * has not confirmed their email: an unused code promises nothing yet (decision 0021).
 */
const awaitingConfirmation = (row: ReferralRow) =>
  row.status === 'completed' && !row.reward_blocked_reason && row.referred_user_id !== null;

export async function listReferrals(db: Queryable, userId: string): Promise<ReferralListResponse> {
  const { rows } = await db.query<ReferralRow>(
    `select ${REFERRAL_COLUMNS} from referrals where referrer_user_id = $1
     order by created_at desc, id desc`,
    [userId],
  );
  const used = rows.filter((row) => row.status !== 'pending');
  return {
    stats: {
      friendsInvited: used.filter((row) => row.reward_blocked_reason !== 'self_referral').length,
      creditsEarned: rows.reduce((sum, row) => sum + row.credits_awarded, 0),
      creditsPending: rows.filter(awaitingConfirmation).length * REFERRAL_REWARD_CREDITS,
    },
    referrals: rows.map(toReferral),
  };
}
