/**
 * Retention (spec 000 §4): when the user was last seen and last did something. Starting,
 * finishing and exporting a search are actions; loading the dashboard is a visit (both).
 */
import { WELCOME_BACK_AFTER_MS, type VisitResponse } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

/** More than a day since the last action: the dashboard welcomes the user back. */
export function isWelcomeBack(previousActionAt: Date | null, now: Date): boolean {
  return (
    previousActionAt !== null && now.getTime() - previousActionAt.getTime() > WELCOME_BACK_AFTER_MS
  );
}

/**
 * Searches run, settled and exported count as the user's actions. An action (like a visit)
 * brings the user back from any reactivation stage (domain/retention/reactivation.ts).
 */
export async function recordAction(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update profiles set last_action_at = now(), reactivation_stage = 0, updated_at = now()
     where user_id = $1`,
    [userId],
  );
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query('update profiles set last_login = now(), updated_at = now() where user_id = $1', [
    userId,
  ]);
}

/**
 * A dashboard load: last_login and last_action_at become now (and the reactivation stage 0),
 * in one statement that also
 * answers the values they replace (the row is locked, so two tabs cannot both read the old
 * ones and both welcome the user back).
 */
export async function recordVisit(db: Queryable, userId: string): Promise<VisitResponse> {
  const { rows } = await db.query<{
    previous_action_at: Date | null;
    previous_login: Date | null;
    now: Date;
  }>(
    `with previous as (
       select user_id, last_action_at, last_login from profiles where user_id = $1 for update
     )
     update profiles p set last_login = now(), last_action_at = now(), reactivation_stage = 0,
       updated_at = now()
     from previous where p.user_id = previous.user_id
     returning previous.last_action_at as previous_action_at,
               previous.last_login as previous_login, now() as now`,
    [userId],
  );
  const row = rows[0];
  // No profile yet (a social sign-up before its first /api/me): nothing to welcome back.
  if (!row) return { previousActionAt: null, previousLogin: null, welcomeBack: false };
  return {
    previousActionAt: row.previous_action_at?.toISOString() ?? null,
    previousLogin: row.previous_login?.toISOString() ?? null,
    welcomeBack: isWelcomeBack(row.previous_action_at, row.now),
  };
}
