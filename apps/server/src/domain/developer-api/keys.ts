/**
 * An organization's API keys (issue 17): made by an owner or admin on Pro, shown once, stored
 * as a SHA-256, listed by prefix, revoked at once. A key acts for the member who made it while
 * they belong to the organization (their searches are theirs in the history); the plan is
 * checked on every call, so a downgrade stops keys without deleting them.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  API_KEYS_PER_ORGANIZATION,
  canInOrganization,
  planAllowsApi,
  type ApiKeyListResponse,
  type ApiKeyScope,
  type ApiKeyView,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  type OrganizationSummary,
  type PlanId,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { organizationFor } from '../organizations/access.js';

export function hashApiKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function assertApiAllowed(plan: PlanId): void {
  if (!planAllowsApi(plan)) {
    throw new DomainError('plan_api_locked', 403, 'the API needs Pro', { requiredPlan: 'pro' });
  }
}

interface KeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created_by: string | null;
  creator_name: string | null;
  creator_email: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Keys with their maker's name, for the list and for the answer to a creation. */
const KEYS_WITH_MAKER = `select k.id, k.name, k.scope, k.prefix, k.created_by,
  u.name as creator_name, u.email as creator_email, k.created_at, k.last_used_at, k.revoked_at
  from api_keys k left join "user" u on u.id = k.created_by`;

function toView(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdBy:
      row.created_by && row.creator_email
        ? { id: row.created_by, name: row.creator_name ?? '', email: row.creator_email }
        : null,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

function canManage(organization: OrganizationSummary): boolean {
  return canInOrganization(organization.role, 'manage_integrations');
}

export async function listApiKeys(
  pool: Pool,
  userId: string,
  orgId: string,
): Promise<ApiKeyListResponse> {
  const organization = await organizationFor(pool, userId, orgId, 'view');
  const { rows } = await pool.query<KeyRow>(
    `${KEYS_WITH_MAKER} where k.org_id = $1 order by k.revoked_at is not null, k.created_at desc`,
    [organization.id],
  );
  return {
    keys: rows.map(toView),
    allowed: planAllowsApi(organization.plan),
    canManage: canManage(organization),
  };
}

export async function createApiKey(
  pool: Pool,
  userId: string,
  orgId: string,
  request: CreateApiKeyRequest,
): Promise<CreateApiKeyResponse> {
  const organization = await organizationFor(pool, userId, orgId, 'manage_integrations');
  assertApiAllowed(organization.plan);
  const token = newToken();
  const id = await inTransaction(pool, async (db) => {
    // The organization row orders concurrent creations, so the limit holds.
    await db.query('select 1 from organizations where id = $1 for update', [organization.id]);
    const { rows: live } = await db.query<{ n: number }>(
      'select count(*)::int as n from api_keys where org_id = $1 and revoked_at is null',
      [organization.id],
    );
    if (live[0]!.n >= API_KEYS_PER_ORGANIZATION) {
      throw new DomainError('limit_reached', 409, 'too many live keys');
    }
    const { rows } = await db.query<{ id: string }>(
      `insert into api_keys (org_id, name, scope, prefix, token_hash, created_by)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        organization.id,
        request.name,
        request.scope,
        token.slice(0, API_KEY_SHOWN_CHARS),
        hashApiKey(token),
        userId,
      ],
    );
    return rows[0]!.id;
  });
  const { rows } = await pool.query<KeyRow>(`${KEYS_WITH_MAKER} where k.id = $1`, [id]);
  return { key: toView(rows[0]!), token };
}

export async function revokeApiKey(
  pool: Pool,
  userId: string,
  orgId: string,
  keyId: string,
): Promise<void> {
  const organization = await organizationFor(pool, userId, orgId, 'manage_integrations');
  const { rowCount } = await pool.query(
    `update api_keys set revoked_at = coalesce(revoked_at, now())
     where id = $1 and org_id = $2`,
    [keyId, organization.id],
  );
  if (rowCount === 0) throw new DomainError('not_found', 404);
}

/** Who a presented key acts as; null when it is unknown, revoked or its maker left. */
export interface ApiCaller {
  keyId: string;
  orgId: string;
  userId: string;
  scope: ApiKeyScope;
  plan: PlanId;
}

export async function authenticateApiKey(pool: Pool, token: string): Promise<ApiCaller | null> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
  const { rows } = await pool.query<{
    id: string;
    org_id: string;
    created_by: string;
    scope: ApiKeyScope;
    plan: PlanId;
  }>(
    `select k.id, k.org_id, k.created_by, k.scope, o.plan
     from api_keys k
     join organizations o on o.id = k.org_id
     join organization_members m
       on m.org_id = k.org_id and m.user_id = k.created_by and m.status = 'active'
     where k.token_hash = $1 and k.revoked_at is null`,
    [hashApiKey(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    keyId: row.id,
    orgId: row.org_id,
    userId: row.created_by,
    scope: row.scope,
    plan: row.plan,
  };
}

/** Last use to the minute: one write per key a minute, not one per request. */
const LAST_USE_STEP_MS = 60_000;
const lastUseWritten = new Map<string, number>();

export async function markApiKeyUsed(pool: Pool, keyId: string, now = Date.now()): Promise<void> {
  const written = lastUseWritten.get(keyId);
  if (written !== undefined && now - written < LAST_USE_STEP_MS) return;
  lastUseWritten.set(keyId, now);
  await pool.query('update api_keys set last_used_at = now() where id = $1', [keyId]);
}
