/** The dashboard's metric cards (spec 000 §2 Dashboard) for one organization. */
import { typicalSearchCost, type OverviewResponse } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import { resolveOrganization } from './me.js';

export async function getOverview(
  pool: Pool,
  userId: string,
  orgId?: string,
): Promise<OverviewResponse> {
  const organization = await resolveOrganization(pool, userId, orgId);
  // "This month" is the calendar month in UTC; results_count is what each search delivered.
  const { rows } = await pool.query<{ this_month: number; leads: number; active: number }>(
    `select
       count(*) filter (
         where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
       )::int as this_month,
       coalesce(sum(results_count), 0)::int as leads,
       count(*) filter (where status in ('pending', 'queued', 'processing'))::int as active
     from searches where org_id = $1`,
    [organization.id],
  );
  const counts = rows[0] ?? { this_month: 0, leads: 0, active: 0 };
  const typical = typicalSearchCost(organization.plan);
  return {
    organization,
    searchesThisMonth: counts.this_month,
    leadsGenerated: counts.leads,
    activeSearches: counts.active,
    typicalSearchCost: typical,
    creditsLow: organization.credits < typical,
  };
}
