/** The organizations a user belongs to, for /organizations (owned first) and the switcher. */
import { planIncludesTeams, type OrganizationListResponse, type PlanId } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { ENTITLED_STATUSES } from '../billing/provider.js';
import { pickActive } from '../accounts/me.js';

interface Row {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'member';
  plan: PlanId;
  credits: string | number;
  personal: boolean;
  member_count: number;
  subscription_status: string | null;
  created_at: Date;
}

export async function listMyOrganizations(
  db: Queryable,
  userId: string,
): Promise<OrganizationListResponse> {
  const { rows } = await db.query<Row>(
    `select o.id, o.name, m.role, o.plan, o.credits, o.personal, o.created_at,
            (select count(*)::int from organization_members c
              where c.org_id = o.id and c.status = 'active') as member_count,
            s.status as subscription_status
     from organization_members m
     join organizations o on o.id = m.org_id
     left join subscriptions s on s.org_id = o.id
     where m.user_id = $1 and m.status = 'active'
     order by (o.owner_user_id = $1) desc, m.accepted_at asc nulls last, o.created_at asc`,
    [userId],
  );
  const saved = await db.query<{ active_organization_id: string | null }>(
    'select active_organization_id from profiles where user_id = $1',
    [userId],
  );
  const organizations = rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    plan: row.plan,
    credits: Number(row.credits),
    personal: row.personal,
    memberCount: row.member_count,
    teamsAllowed: planIncludesTeams(row.plan),
    subscribed: row.subscription_status !== null && ENTITLED_STATUSES.has(row.subscription_status),
    createdAt: row.created_at.toISOString(),
  }));
  const active = pickActive(organizations, saved.rows[0]?.active_organization_id ?? null);
  return { organizations, activeOrganizationId: active?.id ?? null };
}
