/**
 * Reading webhook endpoint and delivery rows and turning them into what screens get: never a
 * secret (its last four characters only), and why deliveries stopped.
 */
import {
  planAllowsCustomWebhooks,
  type PlanId,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
  type WebhookEventType,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

export interface EndpointRow {
  id: string;
  org_id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  secret_sealed: string;
  secret_hint: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  disabled_reason: string | null;
  created_by: string | null;
  created_at: Date;
  last_status?: WebhookDeliveryStatus | null;
  last_at?: Date | null;
  last_response_status?: number | null;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  message_id: string;
  event_type: WebhookEventType;
  payload: unknown;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  created_at: Date;
}

/** Binds a sealed secret to its organization and endpoint: a copied ciphertext does not open. */
export function endpointSealContext(orgId: string, endpointId: string): string {
  return `webhook-endpoint:${orgId}:${endpointId}`;
}

const ENDPOINT_COLUMNS = `e.*, last.status as last_status,
  coalesce(last.last_attempt_at, last.created_at) as last_at,
  last.response_status as last_response_status`;
const LAST_DELIVERY = `left join lateral (
    select d.status, d.last_attempt_at, d.created_at, d.response_status
    from webhook_deliveries d where d.endpoint_id = e.id
    order by d.created_at desc limit 1) last on true`;

export async function endpointRows(db: Queryable, orgId: string): Promise<EndpointRow[]> {
  const { rows } = await db.query<EndpointRow>(
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints e ${LAST_DELIVERY}
     where e.org_id = $1 order by e.created_at, e.id`,
    [orgId],
  );
  return rows;
}

/** The endpoint when it belongs to the organization (else null: another's id is not found). */
export async function endpointRow(
  db: Queryable,
  orgId: string,
  endpointId: string,
): Promise<EndpointRow | null> {
  const { rows } = await db.query<EndpointRow>(
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints e ${LAST_DELIVERY}
     where e.org_id = $1 and e.id = $2`,
    [orgId, endpointId],
  );
  return rows[0] ?? null;
}

/**
 * An endpoint of an organization no longer on Pro stays as it was set up but receives nothing:
 * it shows as not enabled, for the reason 'plan', until the plan includes webhooks again.
 */
export function toEndpointView(
  row: EndpointRow,
  plan: PlanId,
  now = new Date(),
): WebhookEndpointView {
  const planAllows = planAllowsCustomWebhooks(plan);
  const overlap = row.previous_secret_expires_at;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled && planAllows,
    disabledReason: row.disabled_reason ?? (planAllows ? null : 'plan'),
    secretHint: row.secret_hint,
    previousSecretExpiresAt: overlap && overlap > now ? overlap.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    lastDelivery:
      row.last_status && row.last_at
        ? {
            status: row.last_status,
            at: row.last_at.toISOString(),
            responseStatus: row.last_response_status ?? null,
          }
        : null,
  };
}

export function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
    payload: row.payload,
  };
}

export async function deliveryRow(db: Queryable, deliveryId: string): Promise<DeliveryRow | null> {
  const { rows } = await db.query<DeliveryRow>('select * from webhook_deliveries where id = $1', [
    deliveryId,
  ]);
  return rows[0] ?? null;
}
