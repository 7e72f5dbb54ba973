/**
 * Failed sign-ins counted per account, not per address: colleagues behind one office IP sign
 * in side by side, while guessing one person's password is still slowed down. better-auth's
 * own limit per address stays, loose enough for an office (auth.ts).
 */
import type { Pool } from '../../db/pool.js';

/** Failures allowed per account within the window; the next attempts answer 429. */
export const SIGN_IN_FAILURES_MAX = 5;
export const SIGN_IN_FAILURES_WINDOW_MS = 15 * 60_000;

const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

/** Seconds until the account may try again, or null when it may now. */
export async function signInRetryAfter(
  pool: Pool,
  email: string,
  now = Date.now(),
): Promise<number | null> {
  const { rows } = await pool.query<{ count: number; lastRequest: string }>(
    'select count, "lastRequest" from "rateLimit" where key = $1',
    [keyOf(email)],
  );
  const row = rows[0];
  if (!row || row.count < SIGN_IN_FAILURES_MAX) return null;
  const until = Number(row.lastRequest) + SIGN_IN_FAILURES_WINDOW_MS;
  return until > now ? Math.ceil((until - now) / 1000) : null;
}

/** A failure adds one (a window that ran out starts again); a success forgets them. */
export async function recordSignInAttempt(
  pool: Pool,
  email: string,
  succeeded: boolean,
  now = Date.now(),
): Promise<void> {
  const key = keyOf(email);
  if (succeeded) {
    await pool.query('delete from "rateLimit" where key = $1', [key]);
    return;
  }
  await pool.query(
    `insert into "rateLimit" (id, key, count, "lastRequest") values ($1, $1, 1, $2)
     on conflict (key) do update set
       count = case when "rateLimit"."lastRequest" < $3 then 1 else "rateLimit".count + 1 end,
       "lastRequest" = excluded."lastRequest"`,
    [key, now, now - SIGN_IN_FAILURES_WINDOW_MS],
  );
}
