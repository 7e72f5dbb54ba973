/**
 * Live search progress: whoever changes a search or stores a lead calls notifySearch inside its
 * transaction; the process's EventHub (db/event-hub.ts) wakes the streams of that search.
 */
import type { Queryable } from '../../db/pool.js';

export const SEARCH_CHANNEL = 'search_events';

export async function notifySearch(db: Queryable, searchId: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [SEARCH_CHANNEL, searchId]);
}
