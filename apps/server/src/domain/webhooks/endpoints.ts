/**
 * An organization's webhook endpoints (the /integrations "API" tab; issue 17). Every member sees
 * them; owner and admin change them (manage_integrations), on Pro (custom webhooks). The
 * signing secret (`whsec_…`) is shown once, on creation and on rotation; a rotated secret keeps
 * signing beside the new one for WEBHOOK_SECRET_OVERLAP_HOURS.
 */
import { randomUUID } from 'node:crypto';
import {
  canInOrganization,
  planAllowsCustomWebhooks,
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type CreateWebhookEndpointRequest,
  type OrganizationSummary,
  type UpdateWebhookEndpointRequest,
  type WebhookEndpointListResponse,
  type WebhookEndpointSecretResponse,
  type WebhookEndpointView,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { secretHint } from '../integrations/connection-store.js';
import { generateSigningSecret } from '../integrations/webhook-signature.js';
import { organizationFor } from '../organizations/access.js';
import { checkEndpointUrl } from './endpoint-url.js';
import { endpointRow, endpointRows, endpointSealContext, toEndpointView } from './store.js';
import type { WebhookServices } from './services.js';

export interface EndpointDeps {
  pool: Pool;
  webhooks: WebhookServices;
}

/** Owner or admin of an organization on Pro: what every change needs. */
export async function managedOrganization(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
): Promise<OrganizationSummary> {
  const organization = await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  if (!planAllowsCustomWebhooks(organization.plan)) {
    throw new DomainError('plan_api_locked', 403, 'custom webhooks need Pro', {
      requiredPlan: 'pro',
    });
  }
  return organization;
}

async function viewOf(
  deps: EndpointDeps,
  organization: OrganizationSummary,
  endpointId: string,
): Promise<WebhookEndpointView> {
  const row = await endpointRow(deps.pool, organization.id, endpointId);
  if (!row) throw new DomainError('not_found', 404, 'webhook endpoint');
  return toEndpointView(row, organization.plan);
}

export async function listWebhookEndpoints(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
): Promise<WebhookEndpointListResponse> {
  const organization = await organizationFor(deps.pool, userId, orgId, 'view');
  const rows = await endpointRows(deps.pool, orgId);
  return {
    endpoints: rows.map((row) => toEndpointView(row, organization.plan)),
    allowed: planAllowsCustomWebhooks(organization.plan),
    canManage: canInOrganization(organization.role, 'manage_integrations'),
  };
}

export async function createWebhookEndpoint(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  input: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointSecretResponse> {
  const organization = await managedOrganization(deps, userId, orgId);
  const url = await checkEndpointUrl(deps.webhooks, input.url);
  const id = randomUUID();
  const secret = generateSigningSecret();
  const sealed = deps.webhooks.box.seal(secret, endpointSealContext(orgId, id));
  // The organization's row serialises two creations, so the limit holds under concurrency.
  await inTransaction(deps.pool, async (db) => {
    await db.query('select 1 from organizations where id = $1 for update', [orgId]);
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from webhook_endpoints where org_id = $1',
      [orgId],
    );
    if ((rows[0]?.count ?? 0) >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION) {
      throw new DomainError('limit_reached', 409, 'webhook endpoints');
    }
    await db.query(
      `insert into webhook_endpoints
         (id, org_id, url, description, events, secret_sealed, secret_hint, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        orgId,
        url,
        input.description ?? '',
        [...new Set(input.events)],
        sealed,
        secretHint(secret),
        userId,
      ],
    );
  });
  return { endpoint: await viewOf(deps, organization, id), secret };
}

export async function updateWebhookEndpoint(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  endpointId: string,
  input: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpointView> {
  const organization = await managedOrganization(deps, userId, orgId);
  if (!(await endpointRow(deps.pool, orgId, endpointId))) {
    throw new DomainError('not_found', 404, 'webhook endpoint');
  }
  const url = input.url === undefined ? null : await checkEndpointUrl(deps.webhooks, input.url);
  // Enabling (again) clears why it was stopped: the user says the endpoint is back.
  await deps.pool.query(
    `update webhook_endpoints
     set url = coalesce($3, url), description = coalesce($4, description),
       events = coalesce($5, events), enabled = coalesce($6, enabled),
       disabled_reason = case when $6 is not null then null else disabled_reason end,
       updated_at = now()
     where org_id = $1 and id = $2`,
    [
      orgId,
      endpointId,
      url,
      input.description ?? null,
      input.events ? [...new Set(input.events)] : null,
      input.enabled ?? null,
    ],
  );
  return viewOf(deps, organization, endpointId);
}

/**
 * Deleting needs the role, not the plan: an organization that left Pro may still remove what
 * it set up. The endpoint's deliveries go with it.
 */
export async function deleteWebhookEndpoint(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  endpointId: string,
): Promise<void> {
  await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  const { rowCount } = await deps.pool.query(
    'delete from webhook_endpoints where org_id = $1 and id = $2',
    [orgId, endpointId],
  );
  if (!rowCount) throw new DomainError('not_found', 404, 'webhook endpoint');
}

/**
 * A new secret, shown once; the current one becomes the previous and keeps signing beside it
 * until the overlap ends (a secret rotated before that drops the one before it).
 */
export async function rotateWebhookSecret(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  endpointId: string,
): Promise<WebhookEndpointSecretResponse> {
  const organization = await managedOrganization(deps, userId, orgId);
  const secret = generateSigningSecret();
  const sealed = deps.webhooks.box.seal(secret, endpointSealContext(orgId, endpointId));
  const { rowCount } = await deps.pool.query(
    `update webhook_endpoints
     set previous_secret_sealed = secret_sealed,
       previous_secret_expires_at = now() + make_interval(hours => $4),
       secret_sealed = $3, secret_hint = $5, updated_at = now()
     where org_id = $1 and id = $2`,
    [orgId, endpointId, sealed, WEBHOOK_SECRET_OVERLAP_HOURS, secretHint(secret)],
  );
  if (!rowCount) throw new DomainError('not_found', 404, 'webhook endpoint');
  return { endpoint: await viewOf(deps, organization, endpointId), secret };
}
