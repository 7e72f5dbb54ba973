/**
 * One message in the user's language for a failed call of the "API" tab (keys, webhook
 * endpoints, test events) and for the public API's codes a user may paste from a log.
 */
import type { TFunction } from 'i18next';
import {
  API_KEYS_PER_ORGANIZATION,
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  type ErrorCode,
} from '@leadatlas/shared';
import { ApiError, commonErrorMessage } from '../../lib/api';

/** Validation failures by the request's field that failed. */
const FIELD_MESSAGES: Record<string, string> = {
  name: 'invalid_name',
  scope: 'invalid_scope',
  url: 'invalid_url',
  events: 'invalid_events',
  description: 'invalid_description',
};

/** Codes told by a sentence of their own, without details. */
const PLAIN_CODES = new Set<ErrorCode | string>([
  'role_forbidden',
  'forbidden',
  'not_found',
  'webhook_url_blocked',
  'api_key_invalid',
  'api_scope_forbidden',
  'idempotency_key_reused',
  'invalid_cursor',
  'invalid_json',
  'payload_too_large',
  'unauthorized',
]);

export type DeveloperApiThing = 'key' | 'endpoint';

export function developerApiErrorMessage(
  t: TFunction,
  error: unknown,
  thing: DeveloperApiThing,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  switch (code) {
    case 'plan_api_locked':
      return t('developerApi.errors.plan_api_locked', {
        plan: t(`dashboard.plans.${error.details.requiredPlan ?? 'pro'}`),
      });
    case 'limit_reached':
      return thing === 'key'
        ? t('developerApi.errors.limit_reached_keys', { count: API_KEYS_PER_ORGANIZATION })
        : t('developerApi.errors.limit_reached_endpoints', {
            count: WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
          });
    case 'validation_failed': {
      const field = error.fields.map((path) => FIELD_MESSAGES[path.split('.')[0]!]).find(Boolean);
      return t(`developerApi.errors.${field ?? 'validation_failed'}`);
    }
    default:
      return PLAIN_CODES.has(code) ? t(`developerApi.errors.${code}`) : fallback;
  }
}
