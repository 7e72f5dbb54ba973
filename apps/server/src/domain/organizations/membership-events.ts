/**
 * A user's memberships changed (removed, left, organization deleted): whoever changes them calls
 * notifyMembership inside the transaction, and every live stream that user holds re-checks its
 * access at commit — a removed member stops receiving a search's progress at once.
 */
import type { Queryable } from '../../db/pool.js';

export const MEMBERSHIP_CHANNEL = 'membership_events';

export async function notifyMembership(db: Queryable, userIds: readonly string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    await db.query('select pg_notify($1, $2)', [MEMBERSHIP_CHANNEL, userId]);
  }
}
