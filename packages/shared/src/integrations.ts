/**
 * The integrations a search's leads can be pushed to (issue 14): two CRMs, two cold-email
 * tools and an outgoing webhook for automation platforms. One catalogue for the server (gates,
 * connectors) and the screens (cards, wizard destinations, results).
 */
import { findPlan, type PaidPlanId, type PlanId } from './plans.js';
import type { ExportMethod } from './search.js';

export const INTEGRATION_PROVIDERS = [
  'hubspot',
  'pipedrive',
  'instantly',
  'lemlist',
  'webhook',
] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The wizard's destination categories beside CSV (spec 000 §2 step 4). */
export type IntegrationCategory = Exclude<ExportMethod, 'csv'>;

export const INTEGRATION_CATEGORY: Record<IntegrationProvider, IntegrationCategory> = {
  hubspot: 'crm',
  pipedrive: 'crm',
  instantly: 'cold-email',
  lemlist: 'cold-email',
  webhook: 'automation',
};

/** The service's own name, shown as is in every language. */
export const INTEGRATION_NAMES: Record<IntegrationProvider, string> = {
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  instantly: 'Instantly',
  lemlist: 'lemlist',
  webhook: 'Webhook',
};

/** Providers whose connection names a campaign the leads are added to. */
export const CAMPAIGN_PROVIDERS = [
  'instantly',
  'lemlist',
] as const satisfies readonly IntegrationProvider[];
export type CampaignProvider = (typeof CAMPAIGN_PROVIDERS)[number];
export function isCampaignProvider(provider: IntegrationProvider): provider is CampaignProvider {
  return (CAMPAIGN_PROVIDERS as readonly string[]).includes(provider);
}

export const MAX_PUSH_BATCH = 100;

/**
 * Automation platforms a Growth webhook may call: Zapier's catch hooks, Make's custom webhooks
 * and n8n's cloud. Any other endpoint is a custom webhook, which is Pro's (PRODUCT.md §3,
 * decision 0022).
 */
export const AUTOMATION_PLATFORMS = ['zapier', 'make', 'n8n'] as const;
export type WebhookTarget = (typeof AUTOMATION_PLATFORMS)[number] | 'custom';

export function webhookTarget(url: string): WebhookTarget {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return 'custom';
    host = parsed.hostname.toLowerCase();
  } catch {
    return 'custom';
  }
  if (host === 'hooks.zapier.com') return 'zapier';
  if (/^hook\.([a-z0-9-]+\.)?make\.com$/.test(host) || host === 'hook.integromat.com')
    return 'make';
  if (/^[a-z0-9-]+\.app\.n8n\.cloud$/.test(host)) return 'n8n';
  return 'custom';
}

/** The plan a connection to this provider needs (a webhook's depends on where it points). */
export function integrationRequiredPlan(
  provider: IntegrationProvider,
  webhookUrl?: string,
): PaidPlanId {
  if (
    provider === 'webhook' &&
    webhookUrl !== undefined &&
    webhookTarget(webhookUrl) === 'custom'
  ) {
    return 'pro';
  }
  return 'growth';
}

export function planAllowsIntegration(
  plan: PlanId,
  provider: IntegrationProvider,
  webhookUrl?: string,
): boolean {
  const features = findPlan(plan)?.features ?? [];
  if (!features.includes('integrations')) return false;
  if (integrationRequiredPlan(provider, webhookUrl) === 'pro')
    return features.includes('custom_webhooks');
  return true;
}

export const CONNECTION_STATUSES = ['connected', 'error', 'disabled'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const PUSH_STATUSES = ['queued', 'running', 'waiting', 'done', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
export const PUSH_TRIGGERS = ['search', 'manual'] as const;
export type PushTrigger = (typeof PUSH_TRIGGERS)[number];

export const PUSH_ITEM_STATUSES = ['pending', 'created', 'updated', 'skipped', 'failed'] as const;
export type PushItemStatus = (typeof PUSH_ITEM_STATUSES)[number];

/** Why a whole push stopped (translated on screen; the service's own words come beside). */
export const PUSH_ERROR_CODES = [
  /** The connection was removed, or its last test or push was refused. */
  'integration_disconnected',
  /** The organization's plan no longer includes the integration. */
  'integration_locked',
  /** The service refused the token or key. */
  'auth_rejected',
  /** The webhook endpoint answered 410 Gone: the connection was disabled. */
  'endpoint_gone',
  /** Something on our side kept failing. */
  'internal_error',
] as const;
export type PushErrorCode = (typeof PUSH_ERROR_CODES)[number];

/**
 * Why a lead was skipped (shown translated); failures carry the service's own words instead.
 */
export const PUSH_SKIP_REASONS = [
  /** Campaigns need an address. */
  'no_email',
  /** The campaign already holds this address (the service said so, or we sent it before). */
  'already_in_campaign',
  /** The webhook already received this lead. */
  'already_sent',
  /** The service refuses the address (its blocklist, unsubscribed, invalid). */
  'blocked_by_service',
] as const;
export type PushSkipReason = (typeof PUSH_SKIP_REASONS)[number];
