/**
 * The server's side of organization-roles.ts: every organization route asks here whether the
 * signed-in user may do the action in that organization. An outsider gets 403 forbidden (as for
 * any other organization's record); a member whose role is too low gets 403 role_forbidden
 * naming the least role that may.
 */
import {
  canInOrganization,
  planIncludesTeams,
  type OrganizationAction,
  type OrganizationSummary,
} from '@leadatlas/shared';
import type { Pool, Queryable } from '../../db/pool.js';
import { resolveOrganization } from '../accounts/me.js';
import { DomainError } from '../errors.js';

export function assertMayInOrganization(
  organization: Pick<OrganizationSummary, 'role'>,
  action: OrganizationAction,
): void {
  if (canInOrganization(organization.role, action)) return;
  const requiredRole = canInOrganization('admin', action) ? 'admin' : 'owner';
  throw new DomainError('role_forbidden', 403, `${action} needs ${requiredRole}`, {
    requiredRole,
  });
}

/** The organization when the user is an active member whose role allows the action. */
export async function organizationFor(
  pool: Pool,
  userId: string,
  orgId: string,
  action: OrganizationAction,
): Promise<OrganizationSummary> {
  const organization = await resolveOrganization(pool, userId, orgId);
  assertMayInOrganization(organization, action);
  return organization;
}

/** Taking members needs a plan with team members (Growth or Pro). */
export function assertTeamsAllowed(organization: Pick<OrganizationSummary, 'plan'>): void {
  if (!planIncludesTeams(organization.plan)) {
    throw new DomainError('plan_team_locked', 403, 'team members need Growth or Pro', {
      requiredPlan: 'growth',
    });
  }
}

/** Whether the user is (still) an active member: live streams re-check it on every change. */
export async function isActiveMember(
  db: Queryable,
  userId: string,
  orgId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from organization_members where org_id = $1 and user_id = $2 and status = 'active'`,
    [orgId, userId],
  );
  return (rowCount ?? 0) > 0;
}
