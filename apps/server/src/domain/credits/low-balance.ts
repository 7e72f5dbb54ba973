/**
 * "Credits low" once per crossing: an organization's balance is low under a typical search on
 * its plan (typicalSearchCost, the dashboard's rule). organizations.credits_low_since records that
 * its people were told; any credit that brings the balance back to the threshold clears it
 * (recordCreditMovement calls rearmLowBalance), so the next fall is told again.
 */
import { PLAN_IDS, typicalSearchCost, type PlanId } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

/** Threshold per plan, as SQL reads it: {"free": 27, "starter": …}. */
const THRESHOLDS = JSON.stringify(
  Object.fromEntries(PLAN_IDS.map((plan) => [plan, typicalSearchCost(plan)])),
);

/** After a credit: the balance is back at or above the threshold, so a new fall counts again. */
export async function rearmLowBalance(db: Queryable, orgId: string): Promise<void> {
  await db.query(
    `update organizations set credits_low_since = null
     where id = $1 and credits_low_since is not null and credits >= ($2::jsonb ->> plan)::numeric`,
    [orgId, THRESHOLDS],
  );
}

export interface LowBalance {
  organization: string;
  plan: PlanId;
  credits: number;
  typical: number;
}

/**
 * After a charge: when the balance is under the threshold and this fall was not recorded yet,
 * records it and answers the facts to tell; otherwise null (not low, or already told).
 */
export async function enterLowBalance(db: Queryable, orgId: string): Promise<LowBalance | null> {
  const { rows } = await db.query<{ name: string; plan: PlanId; credits: number }>(
    `update organizations set credits_low_since = now()
     where id = $1 and credits_low_since is null and credits < ($2::jsonb ->> plan)::numeric
     returning name, plan, credits`,
    [orgId, THRESHOLDS],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    organization: row.name,
    plan: row.plan,
    credits: row.credits,
    typical: typicalSearchCost(row.plan),
  };
}
