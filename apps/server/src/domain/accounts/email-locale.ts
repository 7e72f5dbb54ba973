/**
 * The language of every email the product sends a user (decision 0015): the language saved on
 * their profile (the account page's choice, kept in step with the interface's language toggle
 * while signed in). Only an account without one (a social sign-up not yet provisioned) falls
 * back to the language of the request that caused the email, else Spanish.
 */
import type { Locale } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { parseLocale } from '../../lib/locale.js';

/** The rule, for callers that already read `profiles.locale` in their own query. */
export function preferredEmailLocale(
  saved: string | null | undefined,
  fallback?: Locale | undefined,
): Locale {
  return parseLocale(saved) ?? fallback ?? 'es';
}

/** The rule for a user id: reads the saved language. */
export async function userEmailLocale(
  db: Queryable,
  userId: string,
  fallback?: Locale | undefined,
): Promise<Locale> {
  const { rows } = await db.query<{ locale: string | null }>(
    'select locale from profiles where user_id = $1',
    [userId],
  );
  return preferredEmailLocale(rows[0]?.locale, fallback);
}
