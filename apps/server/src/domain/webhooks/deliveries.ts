/**
 * An endpoint's delivery log (newest first, the last 50) and the "send test event" button: a
 * `webhook.test` message sent now, once, whose answer comes back with the delivery.
 */
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryListResponse,
  type WebhookDeliveryView,
} from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import { organizationFor } from '../organizations/access.js';
import { attemptDelivery } from './deliver.js';
import { insertDelivery, webhookMessage } from './emit.js';
import { managedOrganization, type EndpointDeps } from './endpoints.js';
import { deliveryRow, endpointRow, toDeliveryView, type DeliveryRow } from './store.js';

export const DELIVERY_LOG_SIZE = 50;

export async function listWebhookDeliveries(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  endpointId: string,
): Promise<WebhookDeliveryListResponse> {
  await organizationFor(deps.pool, userId, orgId, 'view');
  if (!(await endpointRow(deps.pool, orgId, endpointId))) {
    throw new DomainError('not_found', 404, 'webhook endpoint');
  }
  const { rows } = await deps.pool.query<DeliveryRow>(
    `select * from webhook_deliveries where endpoint_id = $1
     order by created_at desc, id desc limit $2`,
    [endpointId, DELIVERY_LOG_SIZE],
  );
  return { deliveries: rows.map(toDeliveryView) };
}

export async function sendTestEvent(
  deps: EndpointDeps,
  userId: string,
  orgId: string,
  endpointId: string,
): Promise<WebhookDeliveryView> {
  await managedOrganization(deps, userId, orgId);
  if (!(await endpointRow(deps.pool, orgId, endpointId))) {
    throw new DomainError('not_found', 404, 'webhook endpoint');
  }
  const message = webhookMessage(WEBHOOK_TEST_EVENT, {
    message: 'LeadAtlas test event',
    endpointId,
  });
  const deliveryId = await insertDelivery(deps.pool, endpointId, WEBHOOK_TEST_EVENT, message);
  // One try, bounded by the fetcher's deadline (INTEGRATIONS_TIMEOUT_MS, every hop and the
  // body): the answer is what the user waits for.
  try {
    await attemptDelivery(deps, deliveryId, { retry: false, force: true });
  } catch (error) {
    // A test is tried once: failing on our side, it must not be left for the sweep to retry.
    await deps.pool.query(
      `update webhook_deliveries set status = 'failed', next_attempt_at = null,
         error = 'internal error'
       where id = $1 and status = 'pending'`,
      [deliveryId],
    );
    throw error;
  }
  const row = await deliveryRow(deps.pool, deliveryId);
  if (!row) throw new DomainError('not_found', 404, 'webhook endpoint');
  return toDeliveryView(row);
}
