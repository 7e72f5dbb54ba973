/** The referrals API (GET and POST /api/referrals): the user's codes, their stats, a new code. */
import { z } from 'zod';
import { REFERRAL_BLOCK_REASONS, REFERRAL_STATUSES } from '../referrals.js';

export const referralSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** Credits the referrer earned with this code: 100 once rewarded, else 0. */
  credits: z.number(),
  /** Set when a friend used the code but it pays nothing; the history says why. */
  blockedReason: z.enum(REFERRAL_BLOCK_REASONS).nullable(),
  createdAt: z.string(),
  /** When a friend signed up with it. */
  usedAt: z.string().nullable(),
  /** When the friend confirmed their email and the reward landed. */
  rewardedAt: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralStatsSchema = z.object({
  /** Codes a friend signed up with (a self-referral is no friend). */
  friendsInvited: z.number(),
  /** Referral rewards received. */
  creditsEarned: z.number(),
  /** Rewards waiting for a friend who signed up to confirm their email. */
  creditsPending: z.number(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** GET /api/referrals: the user's codes, newest first, and what they have brought. */
export const referralListResponseSchema = z.object({
  stats: referralStatsSchema,
  referrals: z.array(referralSchema),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;

/** POST /api/referrals (no body): the new code. */
export const createReferralResponseSchema = referralSchema;
