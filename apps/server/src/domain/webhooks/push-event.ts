/** `push.completed`: a push of leads to an integration ended, done or failed, with its counts. */
import type { Queryable } from '../../db/pool.js';
import { emitWebhookEvent } from './emit.js';

export async function emitPushCompleted(db: Queryable, pushId: string): Promise<void> {
  const { rows } = await db.query<{
    org_id: string;
    search_id: string | null;
    provider: string;
    status: string;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
  }>(
    `select p.org_id, p.search_id, p.provider, p.status,
       count(*) filter (where i.status = 'created')::int as created,
       count(*) filter (where i.status = 'updated')::int as updated,
       count(*) filter (where i.status = 'skipped')::int as skipped,
       count(*) filter (where i.status = 'failed')::int as failed
     from integration_pushes p left join integration_push_items i on i.push_id = p.id
     where p.id = $1 group by p.id`,
    [pushId],
  );
  const push = rows[0];
  if (!push) return;
  await emitWebhookEvent(db, push.org_id, 'push.completed', {
    push: {
      id: pushId,
      searchId: push.search_id,
      provider: push.provider,
      status: push.status,
      counts: {
        created: push.created,
        updated: push.updated,
        skipped: push.skipped,
        failed: push.failed,
      },
    },
  });
}
