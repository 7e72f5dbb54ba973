/**
 * Integrations shaped like the API's (issue 14): the five connection cards of an organization
 * and push reports, for the tests of the integrations page, the wizard and the results.
 */
import {
  INTEGRATION_PROVIDERS,
  planAllowsIntegration,
  type IntegrationListResponse,
  type IntegrationProvider,
  type IntegrationView,
  type PlanId,
  type PushView,
} from '@leadatlas/shared';
import { ORG_ID, SEARCH_ID } from './search-fixtures';

export const INTEGRATIONS_PATH = `/api/organizations/${ORG_ID}/integrations`;

/** A card as the server answers it for this plan: not connected unless overridden. */
export function integrationView(
  provider: IntegrationProvider,
  plan: PlanId = 'growth',
  overrides: Partial<IntegrationView> = {},
): IntegrationView {
  return {
    provider,
    connected: false,
    status: null,
    statusReason: null,
    accountLabel: null,
    secretHint: null,
    companyDomain: null,
    campaign: null,
    webhookUrl: null,
    requiredPlan: 'growth',
    locked: !planAllowsIntegration(plan, provider),
    connectedAt: null,
    connectedBy: null,
    lastTestedAt: null,
    lastUsedAt: null,
    ...overrides,
  };
}

/** A connected card (connected by Ana an hour ago). */
export function connectedView(
  provider: IntegrationProvider,
  overrides: Partial<IntegrationView> = {},
): IntegrationView {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  return integrationView(provider, 'growth', {
    connected: true,
    status: 'connected',
    secretHint: '…ab12',
    connectedAt: hourAgo,
    connectedBy: 'Ana Pérez',
    lastTestedAt: hourAgo,
    ...overrides,
  });
}

/** The list of the five, with the given cards replacing the defaults. */
export function integrationList(
  plan: PlanId,
  cards: IntegrationView[] = [],
  canManage = true,
): IntegrationListResponse {
  return {
    integrations: INTEGRATION_PROVIDERS.map(
      (provider) =>
        cards.find((card) => card.provider === provider) ?? integrationView(provider, plan),
    ),
    canManage,
  };
}

export function pushView(overrides: Partial<PushView> = {}): PushView {
  return {
    id: 'push-1',
    searchId: SEARCH_ID,
    provider: 'hubspot',
    trigger: 'manual',
    status: 'done',
    total: 10,
    created: 6,
    updated: 2,
    skipped: 1,
    failed: 1,
    pending: 0,
    skippedReasons: { no_email: 1 },
    errorCode: null,
    error: null,
    nextAttemptAt: null,
    startedBy: 'Ana Pérez',
    createdAt: new Date(Date.now() - 600_000).toISOString(),
    finishedAt: new Date(Date.now() - 540_000).toISOString(),
    ...overrides,
  };
}
