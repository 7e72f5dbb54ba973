/**
 * Members of an organization: list, change a role, remove, leave, transfer ownership. Who may
 * do each is organization-roles.ts (via organizationFor); the rows a change touches are locked
 * first, so two admins acting at once cannot leave an organization without its owner.
 */
import { type AssignableRole, type Member, type OrganizationRole } from '@leadatlas/shared';
import { inTransaction, type Pool, type PoolClient } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { assertMayInOrganization, organizationFor } from './access.js';
import { notifyMembership } from './membership-events.js';

interface MemberRow {
  id: string;
  user_id: string;
  name: string | null;
  email: string;
  image: string | null;
  role: OrganizationRole;
  status: 'active' | 'pending';
  invited_at: Date;
  accepted_at: Date | null;
}

const ROLE_ORDER = `case m.role when 'owner' then 0 when 'admin' then 1 else 2 end`;

export async function listMembers(pool: Pool, userId: string, orgId: string): Promise<Member[]> {
  await organizationFor(pool, userId, orgId, 'view');
  const { rows } = await pool.query<MemberRow>(
    `select m.id, m.user_id, coalesce(nullif(p.full_name, ''), nullif(u.name, '')) as name,
            u.email, u.image, m.role, m.status, m.invited_at, m.accepted_at
     from organization_members m
     join "user" u on u.id = m.user_id
     left join profiles p on p.user_id = m.user_id
     where m.org_id = $1 and m.status = 'active'
     order by ${ROLE_ORDER}, m.accepted_at asc nulls last, u.email`,
    [orgId],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    status: row.status,
    invitedAt: row.invited_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    you: row.user_id === userId,
  }));
}

interface LockedMember {
  id: string;
  user_id: string;
  role: OrganizationRole;
}

/** The actor's and the target's membership rows, locked; 404 member_not_found for a stranger. */
async function lockMembers(
  db: PoolClient,
  orgId: string,
  actorId: string,
  memberId: string,
): Promise<{ actor: LockedMember; target: LockedMember }> {
  const { rows } = await db.query<LockedMember>(
    `select id, user_id, role from organization_members
     where org_id = $1 and status = 'active' and (user_id = $2 or id = $3)
     order by id for update`,
    [orgId, actorId, memberId],
  );
  const actor = rows.find((row) => row.user_id === actorId);
  // The role read before the lock may have changed meanwhile: the locked row decides.
  if (!actor) throw new DomainError('forbidden', 403);
  const target = rows.find((row) => row.id === memberId);
  if (!target) throw new DomainError('member_not_found', 404);
  return { actor, target };
}

/** canManageMember, with the reason when not: the owner is never managed, only transferred. */
function assertMayManage(actor: LockedMember, target: LockedMember): void {
  if (target.role === 'owner') throw new DomainError('owner_must_transfer', 409);
  assertMayInOrganization(actor, 'manage_members');
}

export async function changeMemberRole(
  pool: Pool,
  input: { userId: string; orgId: string; memberId: string; role: AssignableRole },
): Promise<Member[]> {
  await organizationFor(pool, input.userId, input.orgId, 'manage_members');
  await inTransaction(pool, async (db) => {
    const { actor, target } = await lockMembers(db, input.orgId, input.userId, input.memberId);
    assertMayManage(actor, target);
    await db.query('update organization_members set role = $2 where id = $1', [
      target.id,
      input.role,
    ]);
  });
  return listMembers(pool, input.userId, input.orgId);
}

/** Ends a membership: access to the organization's searches, leads and streams stops at commit. */
async function endMembership(db: PoolClient, orgId: string, member: LockedMember): Promise<void> {
  await db.query('delete from organization_members where id = $1', [member.id]);
  // Their API keys acted for them (decision 0027): revoked with the membership, as the list says.
  await db.query(
    `update api_keys set revoked_at = now()
     where org_id = $1 and created_by = $2 and revoked_at is null`,
    [orgId, member.user_id],
  );
  await db.query(
    `update profiles set active_organization_id = null
     where user_id = $1 and active_organization_id = $2`,
    [member.user_id, orgId],
  );
  await notifyMembership(db, [member.user_id]);
}

export async function removeMember(
  pool: Pool,
  input: { userId: string; orgId: string; memberId: string },
): Promise<Member[]> {
  await organizationFor(pool, input.userId, input.orgId, 'manage_members');
  await inTransaction(pool, async (db) => {
    const { actor, target } = await lockMembers(db, input.orgId, input.userId, input.memberId);
    assertMayManage(actor, target);
    await endMembership(db, input.orgId, target);
  });
  return listMembers(pool, input.userId, input.orgId);
}

export async function leaveOrganization(
  pool: Pool,
  input: { userId: string; orgId: string },
): Promise<void> {
  const organization = await organizationFor(pool, input.userId, input.orgId, 'view');
  if (organization.role === 'owner') throw new DomainError('owner_must_transfer', 409);
  await inTransaction(pool, async (db) => {
    const { rows } = await db.query<LockedMember>(
      `select id, user_id, role from organization_members
       where org_id = $1 and user_id = $2 and status = 'active' for update`,
      [input.orgId, input.userId],
    );
    const me = rows[0];
    if (!me) throw new DomainError('forbidden', 403);
    if (me.role === 'owner') throw new DomainError('owner_must_transfer', 409);
    await endMembership(db, input.orgId, me);
  });
}

/** The owner hands the organization to an active member; the old owner stays as admin. */
export async function transferOwnership(
  pool: Pool,
  input: { userId: string; orgId: string; memberId: string },
): Promise<Member[]> {
  await organizationFor(pool, input.userId, input.orgId, 'transfer_ownership');
  await inTransaction(pool, async (db) => {
    const org = await db.query<{ personal: boolean }>(
      'select personal from organizations where id = $1 for update',
      [input.orgId],
    );
    // A personal organization is its account's own: it goes only with the account.
    if (org.rows[0]?.personal) throw new DomainError('personal_organization', 409);
    const { actor, target } = await lockMembers(db, input.orgId, input.userId, input.memberId);
    assertMayInOrganization(actor, 'transfer_ownership');
    if (target.id === actor.id) throw new DomainError('validation_failed', 400, 'already owner');
    // Demote first: one owner per organization (organization_members_one_owner_idx).
    await db.query(`update organization_members set role = 'admin' where id = $1`, [actor.id]);
    await db.query(`update organization_members set role = 'owner' where id = $1`, [target.id]);
    await db.query(
      'update organizations set owner_user_id = $2, updated_at = now() where id = $1',
      [input.orgId, target.user_id],
    );
  });
  return listMembers(pool, input.userId, input.orgId);
}
