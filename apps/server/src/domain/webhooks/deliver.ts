/**
 * Sending one delivery: a signed POST (Standard Webhooks headers, the same `webhook-id` on
 * every try), no redirect followed, a deadline, the answer's first 1,000 characters kept.
 * 2xx: delivered. Otherwise it is tried again on WEBHOOK_RETRY_DELAYS, then failed; a 410
 * disables the endpoint (endpoint_gone), an address the guard refuses fails it at once.
 *
 * A worker holds a lease on the delivery while it sends, so two jobs (a re-queued one beside
 * one still running) never send it at once; a worker that dies mid-send leaves a lease that
 * lapses, and the sweep (resumeAbandonedDeliveries) queues the delivery again.
 */
import { planAllowsCustomWebhooks, type PlanId, type WebhookEventType } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import { signWebhook } from '../integrations/webhook-signature.js';
import { BlockedDestinationError, FetchFailedError } from '../web/safe-fetch.js';
import { enqueueDelivery } from './emit.js';
import { endpointSealContext, type DeliveryRow, type EndpointRow } from './store.js';
import type { WebhookServices } from './services.js';

export interface DeliveryDeps {
  pool: Pool;
  webhooks: WebhookServices;
}

export interface AttemptOptions {
  /** false: one try only, whatever it gets (the "send test event" button). */
  retry?: boolean;
  /** Sends even to a disabled endpoint (a test after fixing it). */
  force?: boolean;
  signal?: AbortSignal;
}

/** handled: tried (or stopped) and recorded; busy: another holds it or it is not due. */
export type AttemptResult = 'handled' | 'busy' | 'closed';

/** Deliveries kept per endpoint once sent (the log shows the last 50). */
const KEPT_PER_ENDPOINT = 100;
const RESPONSE_CHARS = 1000;

interface Outcome {
  /** A try was made (false: stopped before trying, for the plan or a disabled endpoint). */
  tried: boolean;
  delivered: boolean;
  /** No further try: the address is refused, or the endpoint is gone. */
  final: boolean;
  gone: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

function leaseSeconds(webhooks: WebhookServices): number {
  return Math.ceil(webhooks.timeoutMs / 1000) + 30;
}

async function claim(deps: DeliveryDeps, deliveryId: string): Promise<DeliveryRow | AttemptResult> {
  const { rows } = await deps.pool.query<DeliveryRow>(
    `update webhook_deliveries set lease_until = now() + make_interval(secs => $2)
     where id = $1 and status = 'pending'
       and (lease_until is null or lease_until < now())
       and (next_attempt_at is null or next_attempt_at <= now())
     returning *`,
    [deliveryId, leaseSeconds(deps.webhooks)],
  );
  if (rows[0]) return rows[0];
  const { rows: open } = await deps.pool.query<{ leased: boolean; wait_ms: number }>(
    `select coalesce(lease_until > now(), false) as leased,
       greatest(0, extract(epoch from next_attempt_at - now()) * 1000) as wait_ms
     from webhook_deliveries where id = $1 and status = 'pending'`,
    [deliveryId],
  );
  const row = open[0];
  if (!row) return 'closed';
  // Run before its time (clocks): back to the queue until it is due.
  if (!row.leased) await enqueueDelivery(deps.pool, deliveryId, Math.ceil(Number(row.wait_ms)));
  return 'busy';
}

function stopped(error: string, tried = true): Outcome {
  return {
    tried,
    delivered: false,
    final: true,
    gone: false,
    responseStatus: null,
    responseBody: null,
    error,
  };
}

async function send(
  deps: DeliveryDeps,
  endpoint: EndpointRow,
  delivery: DeliveryRow,
  signal: AbortSignal | undefined,
): Promise<Outcome> {
  const { box } = deps.webhooks;
  const context = endpointSealContext(endpoint.org_id, endpoint.id);
  const secrets = [box.open(endpoint.secret_sealed, context)];
  const overlap = endpoint.previous_secret_expires_at;
  if (endpoint.previous_secret_sealed && overlap && overlap > new Date()) {
    secrets.push(box.open(endpoint.previous_secret_sealed, context));
  }
  const message = delivery.payload as { type: WebhookEventType; timestamp: string; data: unknown };
  // The envelope's keys in their documented order (jsonb sorts them).
  const body = JSON.stringify({
    type: message.type,
    timestamp: message.timestamp,
    data: message.data,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await deps.webhooks.fetcher.fetch(endpoint.url, {
      method: 'POST',
      body,
      accept: 'application/json, text/plain, */*',
      headers: {
        'content-type': 'application/json',
        ...signWebhook(secrets, delivery.message_id, timestamp, body),
      },
      followRedirects: false,
      maxBytes: 4 * RESPONSE_CHARS,
      ...(signal ? { signal } : {}),
    });
    const delivered = response.status >= 200 && response.status < 300;
    return {
      tried: true,
      delivered,
      final: response.status === 410,
      gone: response.status === 410,
      responseStatus: response.status,
      responseBody: response.body.toString('utf8').slice(0, RESPONSE_CHARS),
      error: null,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof BlockedDestinationError) return stopped(error.message);
    if (error instanceof FetchFailedError) {
      return { ...stopped(error.message), final: false };
    }
    throw error;
  }
}

async function record(
  deps: DeliveryDeps,
  delivery: DeliveryRow,
  outcome: Outcome,
  retry: boolean,
): Promise<void> {
  const attempts = delivery.attempts + (outcome.tried ? 1 : 0);
  const delay = retry && !outcome.final ? deps.webhooks.retryDelaysMs[attempts - 1] : undefined;
  const status = outcome.delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  await inTransaction(deps.pool, async (db) => {
    await db.query(
      `update webhook_deliveries
       set status = $2, attempts = $3, lease_until = null,
         last_attempt_at = case when $8 then now() else last_attempt_at end,
         next_attempt_at = case when $2 = 'pending'
           then now() + make_interval(secs => $4::double precision / 1000) end,
         response_status = $5, response_body = $6, error = $7,
         delivered_at = case when $2 = 'delivered' then now() end
       where id = $1`,
      [
        delivery.id,
        status,
        attempts,
        delay ?? 0,
        outcome.responseStatus,
        outcome.responseBody,
        outcome.error,
        outcome.tried,
      ],
    );
    if (status === 'pending') await enqueueDelivery(db, delivery.id, delay);
    if (outcome.gone) {
      await db.query(
        `update webhook_endpoints set enabled = false, disabled_reason = 'endpoint_gone',
           updated_at = now() where id = $1`,
        [delivery.endpoint_id],
      );
    }
    if (status !== 'pending') {
      await db.query(
        `delete from webhook_deliveries where endpoint_id = $1 and status <> 'pending'
           and id not in (select id from webhook_deliveries where endpoint_id = $1
                          order by created_at desc limit $2)`,
        [delivery.endpoint_id, KEPT_PER_ENDPOINT],
      );
    }
  });
}

/** One try of a delivery, if it is due and nobody else is sending it. */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  options: AttemptOptions = {},
): Promise<AttemptResult> {
  const claimed = await claim(deps, deliveryId);
  if (typeof claimed === 'string') return claimed;
  try {
    const { rows } = await deps.pool.query<EndpointRow & { plan: PlanId }>(
      `select e.*, o.plan from webhook_endpoints e join organizations o on o.id = e.org_id
       where e.id = $1`,
      [claimed.endpoint_id],
    );
    const endpoint = rows[0];
    // The endpoint went with its deliveries (cascade): nothing is left to record.
    if (!endpoint) return 'closed';
    let outcome: Outcome;
    if (!planAllowsCustomWebhooks(endpoint.plan)) {
      outcome = stopped("The organization's plan no longer includes custom webhooks", false);
    } else if (!options.force && (!endpoint.enabled || endpoint.disabled_reason)) {
      outcome = stopped('The endpoint is disabled', false);
    } else {
      outcome = await send(deps, endpoint, claimed, options.signal);
    }
    await record(deps, claimed, outcome, options.retry ?? true);
    return 'handled';
  } catch (error) {
    // Our failure (the database, a secret that does not open): the next job may try at once.
    await deps.pool
      .query('update webhook_deliveries set lease_until = null where id = $1', [deliveryId])
      .catch(() => undefined);
    throw error;
  }
}

/**
 * Pending deliveries overdue with no live lease (their worker died, their job was lost) are
 * queued again; the job key makes a second add replace a waiting job rather than double it.
 */
export async function resumeAbandonedDeliveries(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from webhook_deliveries
     where status = 'pending' and next_attempt_at < now() - interval '30 seconds'
       and (lease_until is null or lease_until < now())
     order by next_attempt_at limit 200`,
  );
  for (const row of rows) await enqueueDelivery(pool, row.id);
  return rows.length;
}
