/** The signed-in user as the web app sees them, with the organization that pays. */
import type { MeResponse, OrganizationSummary, PlanId, Locale } from '@leadatlas/shared';
import type { Pool, Queryable } from '../../db/pool.js';
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
function pickActive(
  organizations: OrganizationSummary[],
  saved: string | null,
): OrganizationSummary | undefined {
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
      plan: row.plan,
      locale: row.locale,
      lastLogin: row.last_login?.toISOString() ?? null,
      lastActionAt: row.last_action_at?.toISOString() ?? null,
    },
    activeOrganization: active,
    organizations,
  };
}

/** The organization that pays for the user's work: the saved choice, else owned first. */
export async function activeOrganizationId(pool: Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ active_organization_id: string | null }>(
    'select active_organization_id from profiles where user_id = $1',
    [userId],
  );
  const active = pickActive(
    await listOrganizations(pool, userId),
    rows[0]?.active_organization_id ?? null,
  );
  if (!active) throw new DomainError('no_active_organization', 403);
  return active.id;
}

/** Retention (spec 000 §4): searches run, settled and exported count as the user's actions. */
export async function recordAction(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'update profiles set last_action_at = now(), updated_at = now() where user_id = $1',
    [userId],
  );
}

export async function recordSignIn(pool: Pool, userId: string): Promise<void> {
  await pool.query(
    'update profiles set last_login = now(), updated_at = now() where user_id = $1',
    [userId],
  );
}
