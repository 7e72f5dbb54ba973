/**
 * Reading and writing connection rows. Secrets are sealed here and opened only for a call to
 * the service; the view a browser gets carries none of them (the last four characters only).
 */
import {
  INTEGRATION_PROVIDERS,
  integrationRequiredPlan,
  planAllowsIntegration,
  type ConnectionStatus,
  type IntegrationProvider,
  type IntegrationView,
  type PlanId,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { Credentials, Settings } from './connectors/types.js';
import type { SecretBox } from './secret-box.js';

export interface ConnectionRow {
  id: string;
  org_id: string;
  provider: IntegrationProvider;
  status: ConnectionStatus;
  status_reason: string | null;
  secret_sealed: string;
  secret_hint: string;
  settings: Record<string, unknown>;
  account_label: string | null;
  created_by: string | null;
  created_at: Date;
  last_tested_at: Date | null;
  last_used_at: Date | null;
  created_by_name?: string | null;
}

/** A connection with its secret opened, for a call to the service. */
export interface OpenConnection<P extends IntegrationProvider = IntegrationProvider> {
  id: string;
  orgId: string;
  provider: P;
  status: ConnectionStatus;
  credentials: Credentials[P];
  settings: Settings[P];
}

/** Binds a sealed secret to its organization and service: a copied ciphertext does not open. */
export function sealContext(orgId: string, provider: IntegrationProvider): string {
  return `integration:${orgId}:${provider}`;
}

const CONNECTION_COLUMNS = `c.*,
  (select coalesce(nullif(p.full_name, ''), nullif(u.name, ''), u.email)
   from "user" u left join profiles p on p.user_id = u.id where u.id = c.created_by) as created_by_name`;

export async function connectionRows(db: Queryable, orgId: string): Promise<ConnectionRow[]> {
  const { rows } = await db.query<ConnectionRow>(
    `select ${CONNECTION_COLUMNS} from integration_connections c where c.org_id = $1`,
    [orgId],
  );
  return rows;
}

export async function connectionRow(
  db: Queryable,
  orgId: string,
  provider: IntegrationProvider,
  options: { lock?: boolean } = {},
): Promise<ConnectionRow | null> {
  const { rows } = await db.query<ConnectionRow>(
    `select ${CONNECTION_COLUMNS} from integration_connections c
     where c.org_id = $1 and c.provider = $2 ${options.lock ? 'for update of c' : ''}`,
    [orgId, provider],
  );
  return rows[0] ?? null;
}

export function openConnection<P extends IntegrationProvider>(
  box: SecretBox,
  row: ConnectionRow & { provider: P },
): OpenConnection<P> {
  return {
    id: row.id,
    orgId: row.org_id,
    provider: row.provider,
    status: row.status,
    credentials: JSON.parse(box.open(row.secret_sealed, sealContext(row.org_id, row.provider))),
    settings: row.settings as unknown as Settings[P],
  };
}

/** The four last characters of a secret, the only part a screen shows again. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}

function webhookUrlOf(row: ConnectionRow | undefined): string | undefined {
  const url = row?.settings.url;
  return typeof url === 'string' ? url : undefined;
}

/** One card of /integrations: connected or not, locked or not, never a secret. */
export function toIntegrationView(
  provider: IntegrationProvider,
  plan: PlanId,
  row: ConnectionRow | undefined,
  /** Managers see the webhook's whole URL; members its origin (hook URLs work like tokens). */
  canManage = true,
): IntegrationView {
  const url = webhookUrlOf(row);
  const settings = row?.settings ?? {};
  const campaign = settings.campaign as { id: string; name: string } | null | undefined;
  return {
    provider,
    connected: Boolean(row),
    status: row?.status ?? null,
    statusReason: row?.status_reason ?? null,
    accountLabel: row?.account_label ?? null,
    secretHint: row?.secret_hint ?? null,
    companyDomain: typeof settings.companyDomain === 'string' ? settings.companyDomain : null,
    campaign: campaign ? { id: campaign.id, name: campaign.name } : null,
    webhookUrl: url ? (canManage ? url : new URL(url).origin) : null,
    requiredPlan: integrationRequiredPlan(provider, url),
    locked: !planAllowsIntegration(plan, provider, url),
    connectedAt: row?.created_at.toISOString() ?? null,
    connectedBy: row?.created_by_name ?? null,
    lastTestedAt: row?.last_tested_at?.toISOString() ?? null,
    lastUsedAt: row?.last_used_at?.toISOString() ?? null,
  };
}

export function integrationViews(
  plan: PlanId,
  rows: ConnectionRow[],
  canManage: boolean,
): IntegrationView[] {
  return INTEGRATION_PROVIDERS.map((provider) =>
    toIntegrationView(
      provider,
      plan,
      rows.find((row) => row.provider === provider),
      canManage,
    ),
  );
}
