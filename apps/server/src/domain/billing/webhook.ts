/**
 * The payment webhook: one function for Stripe's deliveries (POST /api/billing/webhook) and
 * the test mode's events (test-checkout.ts). The signature is checked on the raw body; each
 * (provider, event id) is recorded once, in the same transaction as its effects, so a
 * duplicate changes nothing and a failure leaves the event unrecorded for the sender to retry.
 * Subscriptions are re-read from the provider before anything is decided (event order and
 * payloads are not trusted); unknown event types are acknowledged and ignored.
 */
import { inTransaction, type PoolClient } from '../../db/pool.js';
import {
  fulfilCheckout,
  fulfilInvoice,
  findCheckout,
  markSubscriptionCheckout,
  notifyPaymentFailed,
  organizationOfCustomer,
  syncSubscription,
} from './fulfilment.js';
import type { ProviderEvent, ProviderSubscription } from './provider.js';
import type { BillingDeps } from './services.js';
import { resolveDuplicateSubscriptions } from './duplicates.js';

export type WebhookOutcome = 'processed' | 'ignored' | 'duplicate';

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** An expandable field: an id, or the object with its id. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return text(value);
  if (value && typeof value === 'object') return text((value as Json).id);
  return null;
}

/** The subscription an invoice belongs to (API 2025+: parent.subscription_details). */
function invoiceSubscriptionId(invoice: Json): string | null {
  const parent = invoice.parent as Json | null | undefined;
  const details = parent?.subscription_details as Json | null | undefined;
  return idOf(details?.subscription) ?? idOf(invoice.subscription);
}

interface Handler {
  /** Reads the provider's current state, outside any transaction. */
  prepare(
    deps: BillingDeps,
    object: Json,
    event: ProviderEvent,
  ): Promise<ProviderSubscription | null>;
  apply(
    deps: BillingDeps,
    db: PoolClient,
    object: Json,
    subscription: ProviderSubscription | null,
    event: ProviderEvent,
  ): Promise<void>;
}

async function retrieve(
  deps: BillingDeps,
  id: string | null,
): Promise<ProviderSubscription | null> {
  return id ? deps.provider.retrieveSubscription(id) : null;
}

const checkoutPaid: Handler = {
  prepare: (deps, session) => retrieve(deps, idOf(session.subscription)),
  async apply(deps, db, session, subscription, event) {
    const sessionId = idOf(session);
    const metadata = (session.metadata ?? {}) as Json;
    const checkout = sessionId
      ? await findCheckout(db, deps.provider.id, sessionId, metadata.checkoutSessionId)
      : undefined;
    if (!checkout) {
      deps.log.warn(
        { event: event.id, session: sessionId },
        'payment event for no checkout of ours',
      );
      return;
    }
    const paid =
      event.type === 'checkout.session.async_payment_succeeded' ||
      session.payment_status === 'paid' ||
      session.payment_status === 'no_payment_required';
    await fulfilCheckout(deps, db, {
      checkout,
      paid,
      subscription,
      invoiceId: idOf(session.invoice),
    });
  },
};

const checkoutExpired: Handler = {
  prepare: async () => null,
  async apply(deps, db, session) {
    const sessionId = idOf(session);
    if (!sessionId) return;
    await db.query(
      `update checkout_sessions set status = 'expired'
       where provider = $1 and provider_session_id = $2 and status = 'open'`,
      [deps.provider.id, sessionId],
    );
  },
};

const invoicePaid: Handler = {
  prepare: (deps, invoice) => retrieve(deps, invoiceSubscriptionId(invoice)),
  async apply(deps, db, invoice, subscription, event) {
    const invoiceId = idOf(invoice);
    if (!subscription || !invoiceId) {
      deps.log.info({ event: event.id }, 'paid invoice of no subscription: nothing to do');
      return;
    }
    const synced = await syncSubscription(deps, db, subscription);
    if (!synced) return;
    const billingReason = text(invoice.billing_reason);
    const granted = await fulfilInvoice(db, synced, subscription, { id: invoiceId, billingReason });
    if (granted && billingReason === 'subscription_create') {
      await markSubscriptionCheckout(db, synced.orgId, subscription);
    }
  },
};

const invoiceFailed: Handler = {
  prepare: (deps, invoice) => retrieve(deps, invoiceSubscriptionId(invoice)),
  async apply(deps, db, invoice, subscription) {
    const invoiceId = idOf(invoice);
    if (!invoiceId) return;
    const synced = subscription ? await syncSubscription(deps, db, subscription) : null;
    if (synced && !synced.current) return;
    const orgId = synced?.orgId ?? (await organizationOfCustomer(db, idOf(invoice.customer)));
    if (orgId) await notifyPaymentFailed(deps, db, { orgId, invoiceId });
  },
};

const subscriptionChanged: Handler = {
  async prepare(deps, object, event) {
    const id = idOf(object);
    const current = await retrieve(deps, id);
    if (current || !id || event.type !== 'customer.subscription.deleted') return current;
    // Gone at the provider: a deleted subscription is over, whatever else the payload says.
    return {
      id,
      customerId: idOf(object.customer),
      status: 'canceled',
      plan: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      metadata: Object.fromEntries(
        Object.entries((object.metadata ?? {}) as Json).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    };
  },
  async apply(deps, db, _object, subscription) {
    if (subscription) await syncSubscription(deps, db, subscription);
  },
};

const HANDLERS: Readonly<Record<string, Handler>> = {
  'checkout.session.completed': checkoutPaid,
  'checkout.session.async_payment_succeeded': checkoutPaid,
  'checkout.session.expired': checkoutExpired,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoiceFailed,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'customer.subscription.paused': subscriptionChanged,
  'customer.subscription.resumed': subscriptionChanged,
};

/**
 * Verifies and handles one delivery. Throws WebhookSignatureError for a bad signature (the
 * route answers 400); any other error means "not handled, send it again" (500).
 */
export async function handleWebhook(
  deps: BillingDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = deps.provider.verifyWebhook(rawBody, signature);
  const provider = deps.provider.id;
  const seen = await deps.pool.query(
    'select 1 from payment_events where provider = $1 and event_id = $2',
    [provider, event.id],
  );
  if ((seen.rowCount ?? 0) > 0) return 'duplicate';
  const handler = HANDLERS[event.type];
  const object = event.data.object;
  const subscription = handler ? await handler.prepare(deps, object, event) : null;
  const outcome = await inTransaction(deps.pool, async (db) => {
    const recorded = await db.query(
      `insert into payment_events (provider, event_id, type, processed_at)
       values ($1, $2, $3, now()) on conflict do nothing returning event_id`,
      [provider, event.id, event.type],
    );
    if (recorded.rowCount === 0) return 'duplicate' as const;
    if (!handler) return 'ignored' as const;
    await handler.apply(deps, db, object, subscription, event);
    return 'processed' as const;
  });
  deps.log.info({ event: event.id, type: event.type, provider, outcome }, 'payment event');
  // A second subscription this event revealed is cancelled and refunded now (also retried on
  // the worker's schedule); its failure does not make the event unhandled.
  if (outcome === 'processed') {
    await resolveDuplicateSubscriptions(deps).catch((error: unknown) =>
      deps.log.error({ err: error }, 'duplicate subscriptions not resolved yet'),
    );
  }
  return outcome;
}
