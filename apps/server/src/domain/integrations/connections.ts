/**
 * An organization's connections (/integrations): list, connect after a live test, test again,
 * change campaign, disconnect. Owner and admin manage them; members see them and push to them.
 * A service's refusal reaches the user in the service's own words (serviceMessage).
 */
import {
  integrationRequiredPlan,
  isCampaignProvider,
  planAllowsIntegration,
  type Campaign,
  type CampaignProvider,
  type ConnectIntegrationRequest,
  type ConnectIntegrationResponse,
  type IntegrationListResponse,
  type IntegrationProvider,
  type IntegrationView,
  type OrganizationSummary,
  canInOrganization,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { organizationFor } from '../organizations/access.js';
import { BlockedDestinationError } from '../web/safe-fetch.js';
import { connectorFor, runtimeConnector } from './connectors/index.js';
import type { Credentials, Settings } from './connectors/types.js';
import {
  connectionRow,
  connectionRows,
  integrationViews,
  openConnection,
  sealContext,
  secretHint,
  toIntegrationView,
} from './connection-store.js';
import type { IntegrationServices } from './services.js';
import {
  AuthRejectedError,
  EndpointGoneError,
  RateLimitedError,
  ServiceRejectedError,
  TransientServiceError,
} from './service-http.js';
import { generateSigningSecret } from './webhook-signature.js';

export interface ConnectionDeps {
  pool: Pool;
  integrations: IntegrationServices;
}

/** A service's failure during connect/test/lookup, as the error the screen shows. */
export function serviceFailure(error: unknown): DomainError {
  if (error instanceof BlockedDestinationError) {
    return new DomainError('webhook_url_blocked', 400, error.message, { fields: ['url'] });
  }
  if (
    error instanceof AuthRejectedError ||
    error instanceof ServiceRejectedError ||
    error instanceof EndpointGoneError
  ) {
    return new DomainError('integration_rejected', 422, 'the service refused', {
      serviceMessage: error.message,
    });
  }
  if (error instanceof TransientServiceError || error instanceof RateLimitedError) {
    return new DomainError('integration_unreachable', 503, 'the service failed', {
      serviceMessage: error.message,
    });
  }
  throw error;
}

async function callService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw serviceFailure(error);
  }
}

function assertPlanAllows(
  organization: OrganizationSummary,
  provider: IntegrationProvider,
  webhookUrl?: string,
): void {
  if (!planAllowsIntegration(organization.plan, provider, webhookUrl)) {
    throw new DomainError('integration_locked', 403, provider, {
      requiredPlan: integrationRequiredPlan(provider, webhookUrl),
    });
  }
}

export async function listIntegrations(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
): Promise<IntegrationListResponse> {
  const organization = await organizationFor(deps.pool, userId, orgId, 'view');
  const rows = await connectionRows(deps.pool, orgId);
  const canManage = canInOrganization(organization.role, 'manage_integrations');
  return { integrations: integrationViews(organization.plan, rows, canManage), canManage };
}

async function campaignById(
  deps: ConnectionDeps,
  provider: CampaignProvider,
  apiKey: string,
  campaignId: string,
): Promise<{ id: string; name: string }> {
  const connector = connectorFor(provider);
  const campaigns = await callService(() =>
    connector.listCampaigns!(deps.integrations.env, { apiKey }),
  );
  const campaign = campaigns.find((candidate) => candidate.id === campaignId);
  if (!campaign) throw new DomainError('campaign_not_found', 404, campaignId);
  return { id: campaign.id, name: campaign.name };
}

/** Credentials, settings and the secret whose last characters the card shows. */
async function prepare(
  deps: ConnectionDeps,
  input: ConnectIntegrationRequest & { provider: IntegrationProvider },
): Promise<{ credentials: object; settings: object; shown: string; signingSecret?: string }> {
  switch (input.provider) {
    case 'hubspot':
      return {
        credentials: { accessToken: input.accessToken },
        settings: {},
        shown: input.accessToken,
      };
    case 'pipedrive':
      return {
        credentials: { apiToken: input.apiToken },
        settings: { companyDomain: input.companyDomain },
        shown: input.apiToken,
      };
    case 'instantly':
    case 'lemlist': {
      const campaign = await campaignById(deps, input.provider, input.apiKey, input.campaignId);
      return { credentials: { apiKey: input.apiKey }, settings: { campaign }, shown: input.apiKey };
    }
    case 'webhook': {
      const signingSecret = generateSigningSecret();
      return {
        credentials: { signingSecret },
        settings: { url: input.url },
        shown: signingSecret,
        signingSecret,
      };
    }
  }
}

/**
 * Connects (or replaces) the organization's connection to a service once the service accepted
 * the credentials. Replacing starts afresh: what the old connection delivered is forgotten.
 */
export async function connectIntegration(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  input: ConnectIntegrationRequest & { provider: IntegrationProvider },
): Promise<ConnectIntegrationResponse> {
  const organization = await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  assertPlanAllows(
    organization,
    input.provider,
    input.provider === 'webhook' ? input.url : undefined,
  );
  const prepared = await prepare(deps, input);
  const verified = await callService(() =>
    runtimeConnector(input.provider).verify(
      deps.integrations.env,
      prepared.credentials,
      prepared.settings,
    ),
  );
  const sealed = deps.integrations.box.seal(
    JSON.stringify(prepared.credentials),
    sealContext(orgId, input.provider),
  );
  // One connection per service: a replacement (or two connects at once) waits on the
  // organization's row, then the old row and what it delivered go.
  await inTransaction(deps.pool, async (db) => {
    await db.query('select 1 from organizations where id = $1 for update', [orgId]);
    await db.query('delete from integration_connections where org_id = $1 and provider = $2', [
      orgId,
      input.provider,
    ]);
    await db.query(
      `insert into integration_connections
         (org_id, provider, status, secret_sealed, secret_hint, settings, account_label,
          created_by, last_tested_at)
       values ($1, $2, 'connected', $3, $4, $5, $6, $7, now())`,
      [
        orgId,
        input.provider,
        sealed,
        secretHint(prepared.shown),
        JSON.stringify(prepared.settings),
        verified.accountLabel,
        userId,
      ],
    );
  });
  const integration = await viewOf(deps, organization, input.provider);
  return {
    integration,
    ...(prepared.signingSecret ? { signingSecret: prepared.signingSecret } : {}),
  };
}

async function viewOf(
  deps: ConnectionDeps,
  organization: OrganizationSummary,
  provider: IntegrationProvider,
): Promise<IntegrationView> {
  const row = await connectionRow(deps.pool, organization.id, provider);
  return toIntegrationView(provider, organization.plan, row ?? undefined);
}

async function savedConnection(deps: ConnectionDeps, orgId: string, provider: IntegrationProvider) {
  const row = await connectionRow(deps.pool, orgId, provider);
  if (!row) throw new DomainError('integration_not_connected', 409, provider);
  return openConnection(deps.integrations.box, row);
}

/** Asks the service again with the saved credentials; the card shows the outcome. */
export async function testIntegration(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  provider: IntegrationProvider,
): Promise<IntegrationView> {
  const organization = await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  const connection = await savedConnection(deps, orgId, provider);
  let failure: string | null = null;
  let accountLabel: string | null = null;
  try {
    const verified = await runtimeConnector(provider).verify(
      deps.integrations.env,
      connection.credentials,
      connection.settings,
    );
    accountLabel = verified.accountLabel;
  } catch (error) {
    const refusal = serviceFailure(error);
    // A service that is down for a moment says nothing about the connection: it stays as it is.
    if (refusal.code === 'integration_unreachable') throw refusal;
    failure = refusal.details.serviceMessage ?? refusal.message;
  }
  await deps.pool.query(
    `update integration_connections
     set status = $3, status_reason = $4, account_label = coalesce($5, account_label),
       last_tested_at = now(), updated_at = now()
     where org_id = $1 and provider = $2`,
    [orgId, provider, failure ? 'error' : 'connected', failure, accountLabel],
  );
  return viewOf(deps, organization, provider);
}

export async function disconnectIntegration(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  provider: IntegrationProvider,
): Promise<void> {
  await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  const { rowCount } = await deps.pool.query(
    'delete from integration_connections where org_id = $1 and provider = $2',
    [orgId, provider],
  );
  if (!rowCount) throw new DomainError('integration_not_connected', 409, provider);
}

function assertCampaignProvider(
  provider: IntegrationProvider,
): asserts provider is CampaignProvider {
  if (!isCampaignProvider(provider)) throw new DomainError('not_found', 404, provider);
}

/** A key's campaigns, before connecting with it (also proves the key works). */
export async function lookupCampaigns(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  provider: IntegrationProvider,
  apiKey: string,
): Promise<Campaign[]> {
  assertCampaignProvider(provider);
  const organization = await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  assertPlanAllows(organization, provider);
  const connector = connectorFor(provider);
  return callService(() => connector.listCampaigns!(deps.integrations.env, { apiKey }));
}

/** The saved connection's campaigns (to choose another). */
export async function savedCampaigns(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  provider: IntegrationProvider,
): Promise<Campaign[]> {
  assertCampaignProvider(provider);
  await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  const connection = await savedConnection(deps, orgId, provider);
  const { apiKey } = connection.credentials as Credentials[CampaignProvider];
  const connector = connectorFor(provider);
  return callService(() => connector.listCampaigns!(deps.integrations.env, { apiKey }));
}

export async function changeCampaign(
  deps: ConnectionDeps,
  userId: string,
  orgId: string,
  provider: IntegrationProvider,
  campaignId: string,
): Promise<IntegrationView> {
  assertCampaignProvider(provider);
  const organization = await organizationFor(deps.pool, userId, orgId, 'manage_integrations');
  const connection = await savedConnection(deps, orgId, provider);
  const { apiKey } = connection.credentials as Credentials[CampaignProvider];
  const campaign = await campaignById(deps, provider, apiKey, campaignId);
  const settings: Settings[CampaignProvider] = { campaign };
  // Another campaign holds none of the leads the old one got: they may all be sent again.
  await inTransaction(deps.pool, async (db) => {
    await db.query(
      `update integration_connections set settings = $3, updated_at = now()
       where org_id = $1 and provider = $2`,
      [orgId, provider, JSON.stringify(settings)],
    );
    await db.query('delete from integration_deliveries where connection_id = $1', [connection.id]);
  });
  return viewOf(deps, organization, provider);
}
