/**
 * Referral codes (spec 001 §7 generate_referral_code): random, readable, unique, and a cap on
 * the codes nobody has used yet so no one fills the table (decision 0021).
 */
import { randomInt } from 'node:crypto';
import {
  OPEN_REFERRAL_CODES_LIMIT,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type Referral,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { REFERRAL_COLUMNS, toReferral, type ReferralRow } from './list.js';

/** 31^8 ≈ 850 billion codes: a collision is rare, and a few retries make it vanishing. */
const ATTEMPTS = 5;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A new pending code of the user's. Refused (referral_codes_limit) while the user holds
 * OPEN_REFERRAL_CODES_LIMIT codes nobody used; the user's row lock makes the count and the
 * insert one step, so parallel requests cannot pass the cap together.
 */
export async function createReferralCode(
  pool: Pool,
  userId: string,
  generate: () => string = newReferralCode,
): Promise<Referral> {
  return inTransaction(pool, async (db) => {
    await db.query('select 1 from "user" where id = $1 for no key update', [userId]);
    const open = await db.query<{ n: number }>(
      `select count(*)::int as n from referrals where referrer_user_id = $1 and status = 'pending'`,
      [userId],
    );
    if ((open.rows[0]?.n ?? 0) >= OPEN_REFERRAL_CODES_LIMIT) {
      throw new DomainError('referral_codes_limit', 409);
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { rows } = await db.query<ReferralRow>(
        `insert into referrals (referrer_user_id, referral_code) values ($1, $2)
         on conflict (referral_code) do nothing
         returning ${REFERRAL_COLUMNS}`,
        [userId, generate()],
      );
      if (rows[0]) return toReferral(rows[0]);
    }
    throw new DomainError('unavailable', 503);
  });
}
