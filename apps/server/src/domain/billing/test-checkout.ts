/**
 * The local test mode's side of the payment (what Stripe's hosted pages and billing engine do):
 * the checkout page's data, Confirm and Decline, and for tests a renewal, a failed payment and
 * a cancellation. Confirm and the others build the events Stripe would send, sign them with
 * Stripe's scheme and hand them to handleWebhook, the function behind POST
 * /api/billing/webhook, signature check included. Event and object ids derive from the
 * checkout, so confirming twice sends the same events again and the webhook drops them.
 */
import { findPlan, type TestCheckout } from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import { assertNoLiveSubscription, checkoutReturnUrls, checkoutSummary } from './checkout.js';
import { isUuid, type CheckoutRow } from './fulfilment.js';
import type { BillingDeps } from './services.js';
import {
  isTestProvider,
  testCustomerId,
  testIds,
  type TestPaymentProvider,
  type TestSubscriptionRow,
} from './test-provider.js';
import { handleWebhook } from './webhook.js';

type Json = Record<string, unknown>;

function testProvider(deps: BillingDeps): TestPaymentProvider {
  if (!isTestProvider(deps.provider)) throw new DomainError('not_found', 404);
  return deps.provider;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Sends one Stripe-shaped event through the webhook, signed as Stripe signs. */
async function deliver(deps: BillingDeps, id: string, type: string, object: Json): Promise<void> {
  const provider = testProvider(deps);
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  await handleWebhook(deps, payload, provider.sign(payload));
}

function subscriptionObject(row: TestSubscriptionRow): Json {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customer_id,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    metadata: row.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: seconds(row.current_period_start),
          current_period_end: seconds(row.current_period_end),
          price: {
            id: `price_test_${row.plan}`,
            object: 'price',
            currency: 'usd',
            unit_amount: (findPlan(row.plan)?.priceUsd ?? 0) * 100,
            recurring: { interval: 'month', interval_count: 1 },
            metadata: { plan: row.plan },
          },
        },
      ],
    },
  };
}

function invoiceObject(
  row: TestSubscriptionRow,
  input: { cycle: number; billingReason: string; paid: boolean },
): Json {
  const amount = (findPlan(row.plan)?.priceUsd ?? 0) * 100;
  return {
    id: `in_test_${row.id.slice(9)}_${input.cycle}`,
    object: 'invoice',
    customer: row.customer_id,
    billing_reason: input.billingReason,
    status: input.paid ? 'paid' : 'open',
    currency: 'usd',
    amount_due: amount,
    amount_paid: input.paid ? amount : 0,
    attempt_count: 1,
    period_start: seconds(row.current_period_start),
    period_end: seconds(row.current_period_end),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: row.id, metadata: row.metadata },
    },
  };
}

async function ownCheckout(deps: BillingDeps, userId: string, id: string): Promise<CheckoutRow> {
  testProvider(deps);
  if (!isUuid(id)) throw new DomainError('not_found', 404);
  const { rows } = await deps.pool.query<CheckoutRow>(
    `select * from checkout_sessions where id = $1 and user_id = $2 and provider = 'test'`,
    [id, userId],
  );
  if (!rows[0]) throw new DomainError('not_found', 404);
  return rows[0];
}

/** Back to the app origin the checkout was opened at. */
function urls(row: CheckoutRow) {
  return checkoutReturnUrls(new URL(row.url).origin, row.id, row);
}

/** What the test checkout page shows: the creator of the checkout only. */
export async function getTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<TestCheckout> {
  const row = await ownCheckout(deps, userId, id);
  const { rows } = await deps.pool.query<{ name: string }>(
    'select name from organizations where id = $1',
    [row.org_id],
  );
  const { successUrl, cancelUrl } = urls(row);
  return {
    ...checkoutSummary(row),
    amountUsd: row.amount_usd,
    organizationName: rows[0]?.name ?? '',
    email: typeof row.billing.email === 'string' ? row.billing.email : '',
    successUrl,
    cancelUrl,
  };
}

/** Confirm: the payment succeeds; the credits or the plan land before this returns. */
export async function confirmTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<{ redirectUrl: string }> {
  const row = await ownCheckout(deps, userId, id);
  const { successUrl } = urls(row);
  if (row.status === 'declined' || row.status === 'expired') {
    throw new DomainError('checkout_closed', 409);
  }
  if (row.fulfilled_at) return { redirectUrl: successUrl };
  const ids = testIds(row.id);
  const hex = row.id.replaceAll('-', '');
  const customer = testCustomerId(row.org_id);
  const metadata: Record<string, string> = {
    orgId: row.org_id,
    userId,
    checkoutSessionId: row.id,
    type: row.type,
    ...(row.plan_id ? { plan: row.plan_id } : { pack: row.pack_id ?? '' }),
  };
  const session: Json = {
    id: ids.session,
    object: 'checkout.session',
    mode: row.type === 'subscription' ? 'subscription' : 'payment',
    status: 'complete',
    payment_status: 'paid',
    customer,
    client_reference_id: row.org_id,
    amount_total: Math.round(row.amount_usd * 100),
    currency: 'usd',
    metadata,
    subscription: null,
    invoice: null,
  };
  if (row.type === 'credits') {
    await deliver(deps, `evt_test_${hex}_session_completed`, 'checkout.session.completed', session);
    return { redirectUrl: successUrl };
  }
  const { rows: live } = await deps.pool.query<{ provider_subscription_id: string }>(
    'select provider_subscription_id from subscriptions where org_id = $1',
    [row.org_id],
  );
  if (live[0]?.provider_subscription_id !== ids.subscription) {
    await assertNoLiveSubscription(deps, row.org_id);
  }
  await deps.pool.query(
    `insert into test_provider_subscriptions (id, customer_id, plan, status, cycle,
       current_period_start, current_period_end, metadata)
     values ($1, $2, $3, 'active', 1, now(), now() + interval '1 month', $4)
     on conflict (id) do nothing`,
    [ids.subscription, customer, row.plan_id, JSON.stringify(metadata)],
  );
  const subscription = await testSubscription(deps, ids.subscription);
  const invoice = invoiceObject(subscription, {
    cycle: 1,
    billingReason: 'subscription_create',
    paid: true,
  });
  await deliver(
    deps,
    `evt_test_${hex}_subscription_created`,
    'customer.subscription.created',
    subscriptionObject(subscription),
  );
  await deliver(deps, `evt_test_${hex}_session_completed`, 'checkout.session.completed', {
    ...session,
    subscription: subscription.id,
    invoice: invoice.id,
  });
  await deliver(deps, `evt_test_${hex}_1_invoice_paid`, 'invoice.paid', invoice);
  return { redirectUrl: successUrl };
}

/** Decline: the session is marked declined and nothing is sent. */
export async function declineTestCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<{ redirectUrl: string }> {
  const row = await ownCheckout(deps, userId, id);
  const { cancelUrl } = urls(row);
  const { rowCount } = await deps.pool.query(
    `update checkout_sessions set status = 'declined' where id = $1 and status = 'open'`,
    [row.id],
  );
  if (rowCount === 0 && row.status !== 'declined') throw new DomainError('checkout_closed', 409);
  return { redirectUrl: cancelUrl };
}

async function testSubscription(deps: BillingDeps, id: string): Promise<TestSubscriptionRow> {
  const { rows } = await deps.pool.query<TestSubscriptionRow>(
    'select * from test_provider_subscriptions where id = $1',
    [id],
  );
  if (!rows[0]) throw new DomainError('not_found', 404);
  return rows[0];
}

/** Changes the test subscription as Stripe's billing engine would; 404 when no row matches. */
async function updateTestSubscription(
  deps: BillingDeps,
  sql: string,
  id: string,
): Promise<TestSubscriptionRow> {
  const { rows } = await deps.pool.query<TestSubscriptionRow>(sql, [id]);
  if (!rows[0]) throw new DomainError('not_found', 404);
  return rows[0];
}

/** The subscription ends now: customer.subscription.deleted. */
async function endTestSubscription(deps: BillingDeps, id: string): Promise<void> {
  const ended = await updateTestSubscription(
    deps,
    `update test_provider_subscriptions set status = 'canceled' where id = $1 returning *`,
    id,
  );
  await deliver(
    deps,
    `evt_test_${id.slice(9)}_${ended.cycle}_deleted`,
    'customer.subscription.deleted',
    subscriptionObject(ended),
  );
}

/**
 * The test subscription's next period is paid (invoice.paid, billing_reason
 * subscription_cycle), or, when it was set to cancel at period end, it ends.
 */
export async function renewTestSubscription(deps: BillingDeps, id: string): Promise<void> {
  testProvider(deps);
  const current = await testSubscription(deps, id);
  if (current.cancel_at_period_end) {
    await endTestSubscription(deps, id);
    return;
  }
  const renewed = await updateTestSubscription(
    deps,
    `update test_provider_subscriptions set cycle = cycle + 1, status = 'active',
       current_period_start = current_period_end,
       current_period_end = current_period_end + interval '1 month'
     where id = $1 and status in ('active', 'past_due') returning *`,
    id,
  );
  const hex = id.slice(9);
  await deliver(
    deps,
    `evt_test_${hex}_${renewed.cycle}_invoice_paid`,
    'invoice.paid',
    invoiceObject(renewed, {
      cycle: renewed.cycle,
      billingReason: 'subscription_cycle',
      paid: true,
    }),
  );
  await deliver(
    deps,
    `evt_test_${hex}_${renewed.cycle}_updated`,
    'customer.subscription.updated',
    subscriptionObject(renewed),
  );
}

/** The next period's charge fails: invoice.payment_failed, the subscription goes past_due. */
export async function failTestSubscriptionPayment(deps: BillingDeps, id: string): Promise<void> {
  testProvider(deps);
  const row = await updateTestSubscription(
    deps,
    `update test_provider_subscriptions set status = 'past_due'
     where id = $1 and status in ('active', 'past_due') returning *`,
    id,
  );
  const hex = id.slice(9);
  const cycle = row.cycle + 1;
  await deliver(
    deps,
    `evt_test_${hex}_${cycle}_payment_failed`,
    'invoice.payment_failed',
    invoiceObject(row, { cycle, billingReason: 'subscription_cycle', paid: false }),
  );
  await deliver(
    deps,
    `evt_test_${hex}_${cycle}_past_due`,
    'customer.subscription.updated',
    subscriptionObject(row),
  );
}

/** Cancels now (customer.subscription.deleted) or at the period's end (shown until then). */
export async function cancelTestSubscription(
  deps: BillingDeps,
  id: string,
  options: { atPeriodEnd?: boolean } = {},
): Promise<void> {
  testProvider(deps);
  if (!options.atPeriodEnd) {
    await endTestSubscription(deps, id);
    return;
  }
  const row = await updateTestSubscription(
    deps,
    `update test_provider_subscriptions set cancel_at_period_end = true
     where id = $1 and status in ('active', 'past_due') returning *`,
    id,
  );
  await deliver(
    deps,
    `evt_test_${id.slice(9)}_${row.cycle}_cancel_requested`,
    'customer.subscription.updated',
    subscriptionObject(row),
  );
}

/** The test subscription created by a confirmed test checkout (for tests). */
export function testSubscriptionIdOf(checkoutSessionId: string): string {
  return testIds(checkoutSessionId).subscription;
}
