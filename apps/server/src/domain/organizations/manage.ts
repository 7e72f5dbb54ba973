/**
 * Creating, choosing and deleting organizations (issue 13, spec 001 §2.7): a new one starts
 * with 0 credits on Free, its creator the owner and an active member; the active one is kept
 * per user on the server; the owner deletes one that no subscription bills any more.
 */
import type { OrganizationListItem } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { endPayments, type DeleteAccountDeps } from '../accounts/delete-account.js';
import { DomainError } from '../errors.js';
import { ENTITLED_STATUSES } from '../billing/provider.js';
import { cancelRunningSearches } from '../search/settle.js';
import { organizationFor } from './access.js';
import { listMyOrganizations } from './list.js';
import { notifyMembership } from './membership-events.js';

/** Enough for an agency with many clients; a bound so no account fills the table. */
export const MAX_OWNED_ORGANIZATIONS = 25;

export async function createOrganization(
  pool: Pool,
  input: { userId: string; name: string },
): Promise<OrganizationListItem> {
  const id = await inTransaction(pool, async (db) => {
    // Serialises one user's creations, so the bound holds under concurrent requests.
    await db.query('select 1 from profiles where user_id = $1 for update', [input.userId]);
    const owned = await db.query<{ count: number }>(
      'select count(*)::int as count from organizations where owner_user_id = $1',
      [input.userId],
    );
    if ((owned.rows[0]?.count ?? 0) >= MAX_OWNED_ORGANIZATIONS) {
      throw new DomainError('organization_limit', 409);
    }
    const { rows } = await db.query<{ id: string }>(
      `insert into organizations (name, owner_user_id, personal, credits, plan)
       values ($1, $2, false, 0, 'free') returning id`,
      [input.name, input.userId],
    );
    const orgId = rows[0]!.id;
    await db.query(
      `insert into organization_members (org_id, user_id, role, status, accepted_at)
       values ($1, $2, 'owner', 'active', now())`,
      [orgId, input.userId],
    );
    return orgId;
  });
  const { organizations } = await listMyOrganizations(pool, input.userId);
  return organizations.find((org) => org.id === id)!;
}

export async function renameOrganization(
  pool: Pool,
  input: { userId: string; orgId: string; name: string },
): Promise<OrganizationListItem> {
  await organizationFor(pool, input.userId, input.orgId, 'rename');
  await pool.query('update organizations set name = $2, updated_at = now() where id = $1', [
    input.orgId,
    input.name,
  ]);
  const { organizations } = await listMyOrganizations(pool, input.userId);
  return organizations.find((org) => org.id === input.orgId)!;
}

/** The organization that pays and whose data the app shows, for this user from now on. */
export async function setActiveOrganization(
  pool: Pool,
  input: { userId: string; orgId: string },
): Promise<void> {
  await organizationFor(pool, input.userId, input.orgId, 'view');
  await pool.query('update profiles set active_organization_id = $2 where user_id = $1', [
    input.userId,
    input.orgId,
  ]);
}

/** The typed confirmation matches the organization's name (case and outer spaces aside). */
function confirms(typed: string, name: string): boolean {
  return typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase();
}

export type DeleteOrganizationDeps = DeleteAccountDeps;

/**
 * Deletes a team organization: searches still running are cancelled (their holds released),
 * open checkouts closed at the provider, then the organization goes with its searches, leads,
 * invitations and memberships. Its remaining credits are not transferable. Credit movements
 * stay for the books, without search texts or referral codes.
 */
export async function deleteOrganization(
  deps: DeleteOrganizationDeps,
  input: { userId: string; orgId: string; confirmation: string },
): Promise<void> {
  await organizationFor(deps.pool, input.userId, input.orgId, 'delete_organization');
  const { rows } = await deps.pool.query<{
    name: string;
    personal: boolean;
    subscription_status: string | null;
  }>(
    `select o.name, o.personal, s.status as subscription_status
     from organizations o left join subscriptions s on s.org_id = o.id where o.id = $1`,
    [input.orgId],
  );
  const org = rows[0];
  if (!org) throw new DomainError('not_found', 404);
  if (org.personal) throw new DomainError('personal_organization', 409);
  if (!confirms(input.confirmation, org.name)) throw new DomainError('confirmation_mismatch', 400);
  if (org.subscription_status && ENTITLED_STATUSES.has(org.subscription_status)) {
    throw new DomainError('organization_subscribed', 409);
  }
  await endPayments(deps, [input.orgId]);

  await cancelRunningSearches(deps, [input.orgId]);

  await inTransaction(deps.pool, async (db) => {
    const members = await db.query<{ user_id: string }>(
      'select user_id from organization_members where org_id = $1',
      [input.orgId],
    );
    await db.query(
      `update credit_ledger set reason_params = reason_params - 'query' - 'code'
       where org_id = $1`,
      [input.orgId],
    );
    await db.query('delete from organizations where id = $1', [input.orgId]);
    await notifyMembership(
      db,
      members.rows.map((row) => row.user_id),
    );
  });
}
