/**
 * Events become deliveries: one row per enabled endpoint of the organization subscribed to the
 * event, written in the caller's transaction (an event exists exactly when what it reports was
 * committed), each with its job. An organization whose plan no longer includes custom
 * webhooks gets none: its endpoints are kept and show why (store.ts).
 */
import {
  PLAN_IDS,
  planAllowsCustomWebhooks,
  type WebhookEvent,
  type WebhookEventType,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { enqueueJob } from '../../jobs/enqueue.js';

export const WEBHOOK_DELIVERY_TASK = 'deliver_webhook';

/** Jobs are keyed by delivery: adding one again replaces it instead of queueing a second. */
export const deliveryJobKey = (deliveryId: string) => `webhook:${deliveryId}`;

const WEBHOOK_PLANS = PLAN_IDS.filter(planAllowsCustomWebhooks);

/** The message every receiver gets: Standard Webhooks' envelope. */
export function webhookMessage(type: WebhookEventType, data: unknown, at = new Date()) {
  return { type, timestamp: at.toISOString(), data };
}

export async function enqueueDelivery(db: Queryable, deliveryId: string, delayMs = 0) {
  await enqueueJob(
    db,
    WEBHOOK_DELIVERY_TASK,
    { deliveryId },
    // The delivery row counts its own tries; the job's attempts only cover errors of ours.
    { jobKey: deliveryJobKey(deliveryId), delayMs, maxAttempts: 5 },
  );
}

/** Inserts a delivery row with a fresh message id; answers its id. */
export async function insertDelivery(
  db: Queryable,
  endpointId: string,
  type: WebhookEventType,
  message: unknown,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type, payload, next_attempt_at)
     values ($1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2, $3, now())
     returning id`,
    [endpointId, type, JSON.stringify(message)],
  );
  return rows[0]!.id;
}

/** Emits an event of the organization to the endpoints subscribed to it; answers how many. */
export async function emitWebhookEvent(
  db: Queryable,
  orgId: string,
  type: WebhookEvent,
  data: unknown,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type, payload, next_attempt_at)
     select e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2, $3, now()
     from webhook_endpoints e join organizations o on o.id = e.org_id
     where e.org_id = $1 and e.enabled and e.disabled_reason is null
       and $2 = any(e.events) and o.plan = any($4::text[])
     returning id`,
    [orgId, type, JSON.stringify(webhookMessage(type, data)), WEBHOOK_PLANS],
  );
  for (const row of rows) await enqueueDelivery(db, row.id);
  return rows.length;
}
