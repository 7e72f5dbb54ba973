/**
 * A search ended: the user who started it hears how (completed or failed; a cancellation was
 * their own doing), with a link to its results. Called by settleSearch inside its transaction,
 * so a monthly re-run, a timeout and a worker's last attempt all tell the same way.
 */
import type { Queryable } from '../../db/pool.js';
import { notify, type NotifyDeps } from './notify.js';

export async function notifySearchOutcome(
  deps: NotifyDeps,
  db: Queryable,
  search: {
    id: string;
    orgId: string;
    userId: string | null;
    query: string;
    monthly: boolean;
    status: 'completed' | 'failed' | 'cancelled';
    errorCode: string | null;
    leads: number;
  },
): Promise<void> {
  if (!search.userId || search.status === 'cancelled') return;
  const failed = search.status === 'failed';
  await notify(deps, db, {
    userId: search.userId,
    orgId: search.orgId,
    type: failed ? 'search_failed' : 'search_completed',
    params: {
      query: search.query,
      leads: search.leads,
      monthly: search.monthly,
      ...(failed ? { reason: search.errorCode } : {}),
    },
    link: `/results/${search.id}`,
    dedupeKey: `search:${search.id}:${search.status}`,
  });
}
