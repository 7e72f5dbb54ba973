/** The signed-in user as the web app sees them, with the organization that pays. */
import type { MeResponse, OrganizationSummary, PlanId, Locale } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import { provisionAccount } from './provision.js';
import { DomainError } from '../errors.js';

interface Row {
  email: string;
  name: string;
  image: string | null;
  full_name: string | null;
  plan: PlanId;
  locale: Locale | null;
  last_login: Date | null;
  last_action_at: Date | null;
  active_organization_id: string | null;
}

export async function listOrganizations(
  pool: Pool,
  userId: string,
): Promise<OrganizationSummary[]> {
  const { rows } = await pool.query<OrganizationSummary & { owned: boolean }>(
    `select o.id, o.name, m.role, o.plan, o.credits, o.owner_user_id = $1 as owned
     from organization_members m join organizations o on o.id = m.org_id
     where m.user_id = $1 and m.status = 'active'
     order by (o.owner_user_id = $1) desc, m.accepted_at asc nulls last, o.created_at asc`,
    [userId],
  );
  return rows.map(({ id, name, role, plan, credits }) => ({ id, name, role, plan, credits }));
}

/** Active: the saved choice while still a member, else owned first, else first membership. */
export function pickActive<T extends { id: string }>(
  organizations: T[],
  saved: string | null,
): T | undefined {
  return organizations.find((org) => org.id === saved) ?? organizations[0];
}

async function readProfile(pool: Pool, userId: string): Promise<Row | undefined> {
  const { rows } = await pool.query<Row>(
    `select u.email, u.name, u.image, p.full_name, p.plan, p.locale, p.last_login,
            p.last_action_at, p.active_organization_id
     from "user" u left join profiles p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0];
}

export async function getMe(pool: Pool, userId: string): Promise<MeResponse | undefined> {
  let row = await readProfile(pool, userId);
  if (!row) return undefined;
  if (row.plan === null || row.plan === undefined) {
    // Accounts created through social sign-in get their profile on first load.
    await provisionAccount(pool, {
      userId,
      email: row.email,
      fullName: row.name || null,
      locale: null,
    });
    row = (await readProfile(pool, userId))!;
  }
  const organizations = await listOrganizations(pool, userId);
  const active = pickActive(organizations, row.active_organization_id);
  if (!active) return undefined;
  return {
    user: {
      id: userId,
      email: row.email,
      fullName: row.full_name,
      metadataName: row.name || null,
      image: row.image,
      // The plan the user pays: their own organization's (subscriptions change it there).
      plan: organizations.find((org) => org.role === 'owner')?.plan ?? row.plan,
      locale: row.locale,
      lastLogin: row.last_login?.toISOString() ?? null,
      lastActionAt: row.last_action_at?.toISOString() ?? null,
    },
    activeOrganization: active,
    organizations,
  };
}

async function savedActiveOrganization(pool: Pool, userId: string): Promise<string | null> {
  const { rows } = await pool.query<{ active_organization_id: string | null }>(
    'select active_organization_id from profiles where user_id = $1',
    [userId],
  );
  return rows[0]?.active_organization_id ?? null;
}

/**
 * The organization a request reads or pays with: the one asked for when the user is an active
 * member of it (403 forbidden otherwise: no one reads another organization's data), else the
 * active one (the saved choice, else owned first).
 */
export async function resolveOrganization(
  pool: Pool,
  userId: string,
  orgId?: string,
): Promise<OrganizationSummary> {
  const organizations = await listOrganizations(pool, userId);
  if (orgId !== undefined) {
    const asked = organizations.find((org) => org.id === orgId);
    if (!asked) throw new DomainError('forbidden', 403);
    return asked;
  }
  const active = pickActive(organizations, await savedActiveOrganization(pool, userId));
  if (!active) throw new DomainError('no_active_organization', 403);
  return active;
}
