/**
 * One message in the user's language for a failed integration call: connecting, checking a
 * key, testing, changing campaign, disconnecting, pushing. A refusal by the service is told in
 * the service's own words ("HubSpot dijo: …").
 */
import type { TFunction } from 'i18next';
import { INTEGRATION_NAMES, type IntegrationProvider } from '@leadatlas/shared';
import { ApiError, commonErrorMessage } from '../../lib/api';

/** Validation failures by the field that failed (the request's field names). */
const FIELD_MESSAGES: Record<string, string> = {
  accessToken: 'invalid_secret',
  apiToken: 'invalid_secret',
  apiKey: 'invalid_secret',
  companyDomain: 'invalid_domain',
  url: 'invalid_url',
  campaignId: 'choose_campaign',
};

const PLAIN_CODES = new Set(['role_forbidden', 'webhook_url_blocked', 'push_empty']);

export function integrationErrorMessage(
  t: TFunction,
  error: unknown,
  provider: IntegrationProvider | null,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  const service = provider ? INTEGRATION_NAMES[provider] : '';
  const message = error.details.serviceMessage?.trim();
  switch (code) {
    case 'integration_locked':
      return t('integrations.errors.integration_locked', {
        plan: t(`dashboard.plans.${error.details.requiredPlan ?? 'growth'}`),
      });
    case 'integration_rejected':
      return message
        ? t('integrations.errors.integration_rejected', { service, message })
        : t('integrations.errors.integration_rejected_plain', { service });
    case 'integration_unreachable':
      return message
        ? t('integrations.errors.integration_unreachable_said', { service, message })
        : t('integrations.errors.integration_unreachable', { service });
    case 'campaign_not_found':
      return t('integrations.errors.campaign_not_found', { service });
    case 'integration_not_connected':
      return provider
        ? t('integrations.errors.integration_not_connected', { service })
        : t('integrations.errors.integration_not_connected_any');
    case 'validation_failed': {
      const field = error.fields.map((path) => FIELD_MESSAGES[path]).find(Boolean);
      return field ? t(`integrations.errors.${field}`) : fallback;
    }
    case 'not_found':
      return t('integrations.errors.not_found');
    default:
      return PLAIN_CODES.has(code) ? t(`integrations.errors.${code}`) : fallback;
  }
}
