/**
 * Pro's developer access (issue 17, PRODUCT.md §3): API keys for `/api/v1` and webhook
 * endpoints subscribed to the organization's events. One module for the constants the
 * server, the screens and the OpenAPI document share.
 */
import { findPlan, type PlanId } from './plans.js';

/** read: every GET of /api/v1; write: also estimate, start and cancel searches. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys start so: a secret scanner (or a person) recognises one pasted in the wrong place. */
export const API_KEY_PREFIX = 'la_live_';
/** Characters of a key shown in lists after creation (the prefix and 4 more). */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 4;
export const API_KEY_NAME_MAX = 60;
/** Live keys per organization. */
export const API_KEYS_PER_ORGANIZATION = 20;

/** Events an endpoint can subscribe to. `webhook.test` is only sent by "send test event". */
export const WEBHOOK_EVENTS = [
  'search.completed',
  'search.failed',
  'push.completed',
  'credits.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_ENDPOINTS_PER_ORGANIZATION = 10;
/** After a rotation the old secret keeps signing beside the new one this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export function planAllowsApi(plan: PlanId): boolean {
  return findPlan(plan)?.features.includes('api_access') ?? false;
}

export function planAllowsCustomWebhooks(plan: PlanId): boolean {
  return findPlan(plan)?.features.includes('custom_webhooks') ?? false;
}
