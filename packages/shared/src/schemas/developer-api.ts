/**
 * What the /integrations "API" tab sends and receives (issue 17): API keys and webhook
 * endpoints of an organization. The public `/api/v1` has its own document (/api/v1/openapi.json).
 */
import { z } from 'zod';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from '../developer-api.js';
import { inputText } from './common.js';

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

// ── API keys ──────────────────────────────────────────────────────────────────────────────

export const apiKeyViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters (`la_live_AbCd`), enough to tell keys apart. */
  prefix: z.string(),
  createdBy: personSchema.nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeyListResponseSchema = z.object({
  keys: z.array(apiKeyViewSchema),
  /** The organization's plan includes the API (Pro). */
  allowed: z.boolean(),
  /** The user may create and revoke keys (owner, admin). */
  canManage: z.boolean(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

export const createApiKeyRequestSchema = z.object({
  name: inputText().trim().min(1).max(API_KEY_NAME_MAX),
  scope: z.enum(API_KEY_SCOPES),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The whole key is in this answer only: it is stored hashed. */
export const createApiKeyResponseSchema = z.object({ key: apiKeyViewSchema, token: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const apiKeyParamsSchema = z.object({ orgId: z.uuid(), keyId: z.uuid() });

// ── Webhook endpoints ─────────────────────────────────────────────────────────────────────

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const webhookEndpointViewSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** Why deliveries stopped when not enabled by the user: `endpoint_gone` (410), `plan`. */
  disabledReason: z.string().nullable(),
  /** The secret's last four characters. */
  secretHint: z.string(),
  /** Until when the previous secret still signs beside the current one, after a rotation. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      at: z.iso.datetime(),
      responseStatus: z.number().int().nullable(),
    })
    .nullable(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

export const webhookEndpointListResponseSchema = z.object({
  endpoints: z.array(webhookEndpointViewSchema),
  /** The organization's plan includes custom webhooks (Pro). */
  allowed: z.boolean(),
  canManage: z.boolean(),
});
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponseSchema>;

const endpointUrl = inputText().trim().min(1).max(2000);
const events = z.array(webhookEventSchema).min(1).max(WEBHOOK_EVENTS.length);
const description = inputText().trim().max(200);

export const createWebhookEndpointRequestSchema = z.object({
  url: endpointUrl,
  events,
  description: description.default(''),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

export const updateWebhookEndpointRequestSchema = z
  .object({ url: endpointUrl, events, description, enabled: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'empty' });
export type UpdateWebhookEndpointRequest = z.infer<typeof updateWebhookEndpointRequestSchema>;

/** The signing secret (`whsec_…`) is in this answer only (creation and rotation). */
export const webhookEndpointSecretResponseSchema = z.object({
  endpoint: webhookEndpointViewSchema,
  secret: z.string(),
});
export type WebhookEndpointSecretResponse = z.infer<typeof webhookEndpointSecretResponseSchema>;

export const webhookEndpointResponseSchema = z.object({ endpoint: webhookEndpointViewSchema });

export const webhookEndpointParamsSchema = z.object({ orgId: z.uuid(), endpointId: z.uuid() });

export const webhookDeliveryViewSchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` the receiver saw (the same on every retry). */
  messageId: z.string(),
  eventType: z.union([webhookEventSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The endpoint's last answer: status and the first 1,000 characters of its body. */
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused, blocked address). */
  error: z.string().nullable(),
  payload: z.unknown(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

export const webhookDeliveryListResponseSchema = z.object({
  deliveries: z.array(webhookDeliveryViewSchema),
});
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;

export const webhookTestResponseSchema = z.object({ delivery: webhookDeliveryViewSchema });
