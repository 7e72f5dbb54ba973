/**
 * Referrals (spec 001 §2.12, §4, §9; decision 0021): the constants both sides read. Plain
 * values, no zod, so the web app can import them anywhere.
 */

/** What the referrer gets when the friend confirms their email (the friend's own is REFERRAL_BONUS_CREDITS). */
export const REFERRAL_REWARD_CREDITS = 100;

/** A user may hold this many codes nobody has used yet; a new one waits until one is used. */
export const OPEN_REFERRAL_CODES_LIMIT = 5;

/**
 * pending: created, nobody used it ('Pendiente'); completed: a friend signed up with it
 * ('Registrado'); rewarded: the friend confirmed their email and the referrer was paid ('Completado').
 */
export const REFERRAL_STATUSES = ['pending', 'completed', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Why a used code pays nothing: the friend's address is the referrer's own (after normalising:
 * case, +tags, Gmail dots), or a disposable (throw-away) address.
 */
export const REFERRAL_BLOCK_REASONS = ['self_referral', 'disposable_email'] as const;
export type ReferralBlockReason = (typeof REFERRAL_BLOCK_REASONS)[number];

/** Codes use letters and digits nobody confuses when reading them aloud (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** The invitation link of a code, on the app's origin (spec 001 §2.12). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}
