/**
 * The local test mode's side of the payment (what Stripe's hosted pages, billing portal and
 * billing engine do): the checkout page's data, Confirm and Decline, plan changes
 * (plan-change.ts decides them), the end of each period (the worker's schedule), and for tests
 * a failed payment and a cancellation. Each builds the events Stripe would send, signs them with
 * Stripe's scheme and hand them to handleWebhook, the function behind POST
 * /api/billing/webhook, signature check included. Event and object ids derive from the
 * checkout, so confirming twice sends the same events again and the webhook drops them.
 */
import { findPlan, upgradeProrationUsd, type TestCheckout } from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import { assertNoLiveSubscription, checkoutReturnUrls, checkoutSummary } from './checkout.js';
import { isUuid, type CheckoutRow } from './fulfilment.js';
import type { SubscriptionChange } from './provider.js';
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

export function testProvider(deps: BillingDeps): TestPaymentProvider {
  if (!isTestProvider(deps.provider)) throw new DomainError('not_found', 404);
  return deps.provider;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Sends one Stripe-shaped event through the webhook, signed as Stripe signs. */
export async function deliver(
  deps: BillingDeps,
  id: string,
  type: string,
  object: Json,
): Promise<void> {
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

export function subscriptionObject(row: TestSubscriptionRow): Json {
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

/**
 * An invoice of the subscription: the period's (named by its cycle) at the plan's price, or a
 * change's (named by `id`, with its own amount: an upgrade's proration).
 */
export function invoiceObject(
  row: TestSubscriptionRow,
  input: { cycle: number; billingReason: string; paid: boolean; id?: string; amountUsd?: number },
): Json {
  const amount = Math.round((input.amountUsd ?? findPlan(row.plan)?.priceUsd ?? 0) * 100);
  return {
    id: input.id ?? `in_test_${row.id.slice(9)}_${input.cycle}`,
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

export async function testSubscription(
  deps: BillingDeps,
  id: string,
): Promise<TestSubscriptionRow> {
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

const LIVE = `status in ('active', 'past_due')`;

/**
 * The test subscription's period ends, as Stripe's billing engine ends it: a subscription set
 * to cancel ends (customer.subscription.deleted); any other is renewed (invoice.paid, billing
 * reason subscription_cycle), switching to its scheduled plan when it has one. Each step applies
 * only to the state it was decided on, so the worker's schedule, "end the period" and a change
 * made at the same moment never renew twice or end a subscription that was kept meanwhile.
 * False when nothing ended: the subscription is not live, or `cycle` (the period the caller
 * saw) has ended already.
 */
export async function renewTestSubscription(
  deps: BillingDeps,
  id: string,
  options: { cycle?: number } = {},
): Promise<boolean> {
  testProvider(deps);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await testSubscription(deps, id);
    if (current.status !== 'active' && current.status !== 'past_due') return false;
    // Only the period the caller saw: one that another caller ended already is not ended again.
    if (options.cycle !== undefined && current.cycle !== options.cycle) return false;
    const hex = id.slice(9);
    if (current.cancel_at_period_end) {
      const { rows } = await deps.pool.query<TestSubscriptionRow>(
        `update test_provider_subscriptions set status = 'canceled'
         where id = $1 and revision = $2 and cycle = $3 and cancel_at_period_end and ${LIVE}
         returning *`,
        [id, current.revision, current.cycle],
      );
      if (!rows[0]) continue;
      await deliver(
        deps,
        `evt_test_${hex}_${rows[0].cycle}_deleted`,
        'customer.subscription.deleted',
        subscriptionObject(rows[0]),
      );
      return true;
    }
    const { rows } = await deps.pool.query<TestSubscriptionRow>(
      `update test_provider_subscriptions set cycle = cycle + 1, status = 'active',
         plan = coalesce(scheduled_plan, plan), scheduled_plan = null,
         current_period_start = current_period_end,
         current_period_end = current_period_end + interval '1 month'
       where id = $1 and revision = $2 and cycle = $3 and not cancel_at_period_end and ${LIVE}
       returning *`,
      [id, current.revision, current.cycle],
    );
    const renewed = rows[0];
    if (!renewed) continue;
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
    return true;
  }
  // Changed five times while we looked: the next run of the schedule tries again.
  deps.log.warn({ subscription: id }, 'test subscription busy: period end postponed');
  return false;
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
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await testSubscription(deps, id);
    if (current.status !== 'active' && current.status !== 'past_due') break;
    if (await changeTestSubscription(deps, current, { kind: 'cancel_at_period_end' })) return;
  }
  throw new DomainError('not_found', 404);
}

const CHANGE_SQL: Record<SubscriptionChange['kind'], string> = {
  switch_now: 'plan = $3, scheduled_plan = null, cancel_at_period_end = false',
  schedule: 'scheduled_plan = $3, cancel_at_period_end = false',
  cancel_at_period_end: 'cancel_at_period_end = true, scheduled_plan = null',
  keep: 'scheduled_plan = null, cancel_at_period_end = false',
};

/**
 * Applies a change to the subscription as it was read (`expected`), then sends the events
 * Stripe sends for it: customer.subscription.updated, and for a price switched now the paid
 * proration invoice (billing reason subscription_update). Event ids follow the subscription's
 * revision and the invoice id its period and new plan, so a replay changes nothing. null when
 * the subscription changed since it was read (the caller decides again on the new state).
 */
export async function changeTestSubscription(
  deps: BillingDeps,
  expected: TestSubscriptionRow,
  change: SubscriptionChange,
  now: Date = new Date(),
): Promise<TestSubscriptionRow | null> {
  testProvider(deps);
  const { rows } = await deps.pool.query<TestSubscriptionRow>(
    `update test_provider_subscriptions set ${CHANGE_SQL[change.kind]}, revision = revision + 1
     where id = $1 and revision = $2 and ${LIVE} returning *`,
    'plan' in change
      ? [expected.id, expected.revision, change.plan]
      : [expected.id, expected.revision],
  );
  const row = rows[0];
  if (!row) return null;
  const hex = row.id.slice(9);
  await deliver(
    deps,
    `evt_test_${hex}_r${row.revision}_updated`,
    'customer.subscription.updated',
    subscriptionObject(row),
  );
  if (change.kind === 'switch_now') {
    const period = { start: expected.current_period_start, end: expected.current_period_end };
    await deliver(
      deps,
      `evt_test_${hex}_r${row.revision}_invoice_paid`,
      'invoice.paid',
      invoiceObject(row, {
        cycle: row.cycle,
        billingReason: 'subscription_update',
        paid: true,
        id: `in_test_${hex}_${row.cycle}_${change.plan}`,
        amountUsd: upgradeProrationUsd(expected.plan, change.plan, period, now),
      }),
    );
  }
  return row;
}

/**
 * The worker's schedule, as Stripe's billing engine: every live test subscription whose period
 * has ended by `now` is renewed, switched to its scheduled plan, or ended, once per period
 * (several periods when the server was down that long). Returns how many periods ended.
 */
export async function renewDueTestSubscriptions(deps: BillingDeps, now: Date): Promise<number> {
  if (!isTestProvider(deps.provider)) return 0;
  let ended = 0;
  for (let round = 0; round < 24; round += 1) {
    const { rows } = await deps.pool.query<{ id: string; cycle: number }>(
      `select id, cycle from test_provider_subscriptions
       where ${LIVE} and current_period_end <= $1 order by current_period_end limit 100`,
      [now],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (await renewTestSubscription(deps, row.id, { cycle: row.cycle })) ended += 1;
    }
  }
  return ended;
}

/** The test subscription created by a confirmed test checkout (for tests). */
export function testSubscriptionIdOf(checkoutSessionId: string): string {
  return testIds(checkoutSessionId).subscription;
}
