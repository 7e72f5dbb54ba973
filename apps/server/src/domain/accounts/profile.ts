/** The profile the account page edits: the full name and the saved language. */
import type { Locale } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';

export interface ProfileChange {
  /** undefined: unchanged; null or blank: cleared (names fall back to the email). */
  fullName?: string | null | undefined;
  locale?: Locale | undefined;
}

export async function updateProfile(pool: Pool, userId: string, change: ProfileChange) {
  const fullName = change.fullName === undefined ? undefined : change.fullName?.trim() || null;
  await inTransaction(pool, async (db) => {
    if (fullName !== undefined) {
      await db.query('update profiles set full_name = $2, updated_at = now() where user_id = $1', [
        userId,
        fullName,
      ]);
      // The sign-up name better-auth keeps is the next fallback of every name shown: a name
      // the user cleared must not come back from there.
      await db.query('update "user" set name = $2, "updatedAt" = now() where id = $1', [
        userId,
        fullName ?? '',
      ]);
    }
    if (change.locale !== undefined) {
      await db.query('update profiles set locale = $2, updated_at = now() where user_id = $1', [
        userId,
        change.locale,
      ]);
    }
  });
}
