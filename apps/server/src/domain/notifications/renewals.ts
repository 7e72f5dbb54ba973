/**
 * "Your plan renews soon": a daily task (jobs/worker.ts) tells the owner and admins of every
 * organization whose subscription is entitled, not set to cancel, and renews within 3 days;
 * once per period (the dedupe key names the period's end). `now` is a parameter so tests can
 * move the clock.
 */
import { ENTITLED_STATUSES } from '../billing/provider.js';
import type { Pool } from '../../db/pool.js';
import { inTransaction } from '../../db/pool.js';
import { notifyOrganization, type NotifyDeps } from './notify.js';

export const RENEWAL_NOTICE_DAYS = 3;

/** Answers how many organizations were told (not told twice for one period). */
export async function remindRenewals(
  deps: NotifyDeps & { pool: Pool },
  now: Date = new Date(),
): Promise<number> {
  const { rows } = await deps.pool.query<{
    org_id: string;
    name: string;
    plan: string;
    provider_subscription_id: string;
    current_period_end: Date;
  }>(
    `select s.org_id, o.name, s.plan, s.provider_subscription_id, s.current_period_end
     from subscriptions s join organizations o on o.id = s.org_id
     where s.status = any($1::text[]) and not s.cancel_at_period_end
       and s.current_period_end > $2
       and s.current_period_end <= $2::timestamptz + make_interval(days => $3)`,
    [[...ENTITLED_STATUSES], now, RENEWAL_NOTICE_DAYS],
  );
  let told = 0;
  for (const row of rows) {
    const created = await inTransaction(deps.pool, (db) =>
      notifyOrganization(deps, db, {
        orgId: row.org_id,
        type: 'plan_renews',
        params: {
          organization: row.name,
          plan: row.plan,
          date: row.current_period_end.toISOString(),
        },
        link: '/plans',
        dedupeKey: `plan_renews:${row.provider_subscription_id}:${row.current_period_end.toISOString()}`,
      }),
    );
    if (created > 0) told += 1;
  }
  return told;
}
