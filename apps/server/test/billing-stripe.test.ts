/**
 * Stripe mode end to end, loopback only: the real Stripe SDK against the sandbox's Stripe
 * stand-in, and the events a real Stripe would send, signed with the SDK's test-header helper
 * and posted to the webhook route. Packs, subscriptions, renewals, failures, cancellations,
 * plan changes; duplicates, replays, reordering, unknown and badly signed events, concurrent
 * deliveries; and configuration checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAppEnv, type Sandbox, type StripeEvent } from '@leadatlas/sandbox';
import { ConfigError, loadConfig } from '../src/config.js';
import { recordCreditMovement } from '../src/domain/credits/ledger.js';
import { inTransaction } from '../src/db/pool.js';
import {
  createTestApp,
  get,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import { sandboxEnv, startWorld } from './helpers/search-world.js';
import {
  addMember,
  billingOverview,
  checkout,
  checkoutStatus,
  deliverSigned,
  ledgerRows,
  moneySnapshot,
  orgState,
  startCheckout,
} from './helpers/billing.js';

let sandbox: Sandbox;
let t: TestApp;
let proPrice: string;
let starterPrice: string;

beforeAll(async () => {
  sandbox = await startWorld();
  // A Pro price made "in the dashboard", configured as STRIPE_PRICE_PRO (the portal's catalog).
  proPrice = sandbox.stripe.createPrice({ unitAmount: 19900, productName: 'LeadAtlas Pro' });
  starterPrice = sandbox.stripe.createPrice({ unitAmount: 4900, productName: 'LeadAtlas Starter' });
  t = await createTestApp({
    ...sandboxEnv(sandbox),
    ...sandboxAppEnv(sandbox, { stripe: true }),
    STRIPE_PRICE_PRO: proPrice,
    STRIPE_PRICE_STARTER: starterPrice,
  });
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

function deliver(event: StripeEvent, options: { timestamp?: number } = {}) {
  return deliverSigned(t, JSON.stringify(event), {
    secret: sandbox.stripe.webhookSecret,
    ...options,
  });
}

async function deliverAll(events: StripeEvent[]) {
  for (const event of events) {
    const response = await deliver(event);
    expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
  }
}

/** Starts a checkout through the route; returns ours and Stripe's session ids. */
async function startStripeCheckout(who: TestUser, what: { planId?: string; packId?: string }) {
  const { sessionId, url } = await startCheckout(t, who, what);
  const { rows } = await t.pool.query<{ provider_session_id: string }>(
    'select provider_session_id from checkout_sessions where id = $1',
    [sessionId],
  );
  return { sessionId, url, stripeId: rows[0]!.provider_session_id };
}

const GIFT = 50;

describe('a credit pack', () => {
  let ana: TestUser;
  let events: StripeEvent[];
  let packSessionId: string;

  beforeAll(async () => {
    ana = await signedInUser(t, 'ana@example.com');
  });

  it('starts a Stripe Checkout in payment mode, priced from the catalog, for one customer', async () => {
    const first = await startStripeCheckout(ana, { packId: 'pack-500' });
    packSessionId = first.sessionId;
    expect(first.url).toMatch(new RegExp(`^${sandbox.stripeApiUrl}/checkout/pay/cs_test_`));
    const session = sandbox.stripe.checkoutSession(first.stripeId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 9900,
      currency: 'usd',
      client_reference_id: ana.orgId,
      locale: 'es',
      metadata: {
        orgId: ana.orgId,
        checkoutSessionId: first.sessionId,
        type: 'credits',
        pack: 'pack-500',
      },
      success_url:
        'http://localhost:3999/checkout/success?session_id={CHECKOUT_SESSION_ID}&pack=pack-500',
      cancel_url: 'http://localhost:3999/checkout/error?pack=pack-500',
    });
    const created = sandbox.stripe.calls.find(
      (call) => call.path === '/v1/checkout/sessions' && call.body.customer === session.customer,
    )!;
    expect(created.body.payment_intent_data).toEqual({
      metadata: expect.objectContaining({ orgId: ana.orgId, checkoutSessionId: first.sessionId }),
    });
    const customer = sandbox.stripe.customer(String(session.customer))!;
    expect(customer).toMatchObject({
      email: 'ana@example.com',
      name: 'Dental Ana SL',
      address: { line1: 'Calle Mayor 1', city: 'Madrid', postal_code: '28013', country: 'ES' },
      metadata: { orgId: ana.orgId, contactName: 'Ana García', vatId: 'B12345678' },
    });
    // A second checkout reuses the organization's customer.
    const second = await startStripeCheckout(ana, { packId: 'pack-100' });
    expect(sandbox.stripe.checkoutSession(second.stripeId)!.customer).toBe(session.customer);
    expect(
      sandbox.stripe
        .customers()
        .filter((c) => c.metadata && (c.metadata as Record<string, string>).orgId === ana.orgId),
    ).toHaveLength(1);
    const { rows } = await t.pool.query(
      'select stripe_customer_id, billing_details from organizations where id = $1',
      [ana.orgId],
    );
    expect(rows[0]).toMatchObject({
      stripe_customer_id: session.customer,
      billing_details: expect.objectContaining({ email: 'ana@example.com', country: 'ES' }),
    });

    // Before payment the success page sees an open, unfulfilled purchase.
    expect(await checkoutStatus(t, ana.cookie, first.stripeId)).toEqual({
      id: first.sessionId,
      type: 'credits',
      planId: null,
      packId: 'pack-500',
      credits: 500,
      status: 'open',
      fulfilled: false,
      balance: GIFT,
    });
    events = sandbox.stripe.completeCheckout(first.stripeId);
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
  });

  it('paid: +500 once, with a readable reason; the success page sees it land', async () => {
    await deliverAll(events);
    expect(await orgState(t.pool, ana.orgId)).toEqual({
      credits: GIFT + 500,
      plan_credits: 0,
      plan: 'free',
      ledger: GIFT + 500,
    });
    const purchase = (await ledgerRows(t.pool, ana.orgId)).filter((r) => r.kind === 'purchase');
    expect(purchase).toEqual([
      expect.objectContaining({
        change: 500,
        reason_key: 'purchase',
        reason_params: { credits: 500 },
      }),
    ]);
    expect(await checkoutStatus(t, ana.cookie, packSessionId)).toMatchObject({
      status: 'completed',
      fulfilled: true,
      balance: GIFT + 500,
    });
  });

  it('a duplicate delivery answers 200 and changes nothing', async () => {
    const before = await moneySnapshot(t.pool);
    const response = await deliver(events[1]!);
    expect(response.statusCode).toBe(200);
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('a replayed event: re-signed now it is a duplicate; with its old signature it is refused', async () => {
    const before = await moneySnapshot(t.pool);
    const replay = await deliver(events[1]!);
    expect(replay.statusCode).toBe(200);
    const stale = await deliver(events[1]!, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'invalid_signature' });
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('bad, missing or foreign signatures and tampered bodies: 400, nothing changes', async () => {
    const before = await moneySnapshot(t.pool);
    const second = await startStripeCheckout(ana, { packId: 'pack-1000' });
    const snapshot = await moneySnapshot(t.pool);
    const [, completed] = sandbox.stripe.completeCheckout(second.stripeId);
    const payload = JSON.stringify(completed);
    const cases = [
      deliverSigned(t, payload, { secret: 'whsec_somebody_else' }),
      deliverSigned(t, payload, { secret: sandbox.stripe.webhookSecret, signature: null }),
      deliverSigned(t, payload, { secret: sandbox.stripe.webhookSecret, signature: 't=1,v1=abc' }),
      deliverSigned(t, payload, { secret: sandbox.stripe.webhookSecret, signature: 'garbage' }),
    ];
    // Signed, then the amount changed in transit.
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload,
      secret: sandbox.stripe.webhookSecret,
    });
    cases.push(
      deliverSigned(t, payload.replace('"pack-1000"', '"pack-5000"'), {
        secret: sandbox.stripe.webhookSecret,
        signature: header,
      }),
    );
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_signature' });
    }
    expect(await moneySnapshot(t.pool)).toEqual(snapshot);
    expect(snapshot.events).toBe(before.events);
    // The genuine delivery still works afterwards.
    await deliverAll([completed!]);
    expect((await orgState(t.pool, ana.orgId)).credits).toBe(GIFT + 500 + 1000);
  });

  it('an event type we do not handle is acknowledged and ignored', async () => {
    const before = await moneySnapshot(t.pool);
    const response = await deliver(
      sandbox.stripe.event('customer.updated', { id: 'cus_x', object: 'customer', metadata: {} }),
    );
    expect(response.statusCode).toBe(200);
    const after = await moneySnapshot(t.pool);
    expect({ ...after, events: before.events }).toEqual(before);
    expect(after.events).toBe(Number(before.events) + 1);
  });

  it('100 concurrent deliveries of one event credit it exactly once', async () => {
    const bob = await signedInUser(t, 'bob@example.com');
    const session = await startStripeCheckout(bob, { packId: 'pack-5000' });
    const completed = sandbox.stripe
      .completeCheckout(session.stripeId)
      .find((e) => e.type === 'checkout.session.completed')!;
    const payload = JSON.stringify(completed);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        deliverSigned(t, payload, { secret: sandbox.stripe.webhookSecret }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(await orgState(t.pool, bob.orgId)).toMatchObject({
      credits: GIFT + 5000,
      ledger: GIFT + 5000,
    });
    const purchases = (await ledgerRows(t.pool, bob.orgId)).filter((r) => r.kind === 'purchase');
    expect(purchases).toHaveLength(1);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from payment_events where event_id = $1',
      [completed.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('an async payment lands when it succeeds, not before', async () => {
    const cleo = await signedInUser(t, 'cleo@example.com');
    const session = await startStripeCheckout(cleo, { packId: 'pack-100' });
    await deliverAll(
      sandbox.stripe.completeCheckout(session.stripeId, { paymentStatus: 'unpaid' }),
    );
    expect(await checkoutStatus(t, cleo.cookie, session.sessionId)).toMatchObject({
      status: 'completed',
      fulfilled: false,
      balance: GIFT,
    });
    await deliverAll(sandbox.stripe.asyncPaymentSucceeded(session.stripeId));
    expect(await checkoutStatus(t, cleo.cookie, session.sessionId)).toMatchObject({
      fulfilled: true,
      balance: GIFT + 100,
    });
  });

  it('an expired checkout is marked expired', async () => {
    const session = await startStripeCheckout(ana, { packId: 'pack-100' });
    await deliverAll(sandbox.stripe.expireCheckout(session.stripeId));
    expect(await checkoutStatus(t, ana.cookie, session.sessionId)).toMatchObject({
      status: 'expired',
      fulfilled: false,
    });
  });
});

describe('a subscription', () => {
  let dani: TestUser;
  let subscriptionId: string;

  beforeAll(async () => {
    dani = await signedInUser(t, 'dani@example.com');
  });

  it('invoice.paid before checkout.session.completed still starts the plan, once', async () => {
    const session = await startStripeCheckout(dani, { planId: 'growth' });
    const stripeSession = sandbox.stripe.checkoutSession(session.stripeId)!;
    expect(stripeSession).toMatchObject({ mode: 'subscription', amount_total: 9900 });
    const created = sandbox.stripe.calls.findLast((call) => call.path === '/v1/checkout/sessions')!;
    expect(created.body.subscription_data).toEqual({
      metadata: expect.objectContaining({
        orgId: dani.orgId,
        checkoutSessionId: session.sessionId,
        type: 'subscription',
        plan: 'growth',
      }),
    });
    expect(await checkoutStatus(t, dani.cookie, session.stripeId)).toMatchObject({
      type: 'subscription',
      planId: 'growth',
      credits: 2000,
      status: 'open',
      fulfilled: false,
    });
    const events = sandbox.stripe.completeCheckout(session.stripeId);
    const byType = (type: string) => events.find((e) => e.type === type)!;
    subscriptionId = byType('customer.subscription.created').data.object.id;

    await deliverAll([byType('invoice.paid')]);
    expect(await orgState(t.pool, dani.orgId)).toEqual({
      credits: GIFT + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 2000,
    });
    // The success page sees it before Stripe's redirect event arrives.
    expect(await checkoutStatus(t, dani.cookie, session.stripeId)).toMatchObject({
      fulfilled: true,
      balance: GIFT + 2000,
    });
    await deliverAll([
      byType('checkout.session.completed'),
      byType('invoice.payment_succeeded'),
      byType('customer.subscription.created'),
    ]);
    const grants = (await ledgerRows(t.pool, dani.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants).toEqual([
      expect.objectContaining({
        change: 2000,
        plan_part: 2000,
        reason_key: 'plan_grant',
        reason_params: { plan: 'growth', credits: 2000 },
      }),
    ]);
    const view = await billingOverview(t, dani.cookie, dani.orgId);
    expect(view).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
      planCredits: 2000,
      provider: 'stripe',
      canManage: true,
      subscription: { plan: 'growth', status: 'active', cancelAtPeriodEnd: false },
    });
    expect(Date.parse(view.subscription!.currentPeriodEnd!)).toBeGreaterThan(
      Date.now() + 27 * 86400_000,
    );
  });

  it('subscribing again while subscribed is refused (plan changes go through the portal)', async () => {
    const before = await moneySnapshot(t.pool);
    const response = await checkout(t, dani.cookie, dani.orgId, { planId: 'pro' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'subscription_exists' });
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('the billing portal opens for the owner only', async () => {
    const response = await post(t, '/api/billing/portal', { orgId: dani.orgId }, dani.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { url: string }).url).toMatch(
      new RegExp(`^${sandbox.stripeApiUrl}/billing_portal/session/bps_`),
    );
    const member = await signedInUser(t, 'member@example.com');
    await addMember(t.pool, dani.orgId, 'member@example.com', 'member');
    const refused = await post(t, '/api/billing/portal', { orgId: dani.orgId }, member.cookie);
    expect(refused.statusCode).toBe(403);
    // A member reads the overview but may not manage.
    expect(await billingOverview(t, member.cookie, dani.orgId)).toMatchObject({
      plan: 'growth',
      canManage: false,
    });
    // An organization with no Stripe customer has no portal.
    const none = await post(t, '/api/billing/portal', { orgId: member.orgId }, member.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'portal_unavailable' });
  });

  it('renewal: unused plan credits expire first, then the new grant; pack credits stay', async () => {
    // Spend 1,500 (from plan credits first), then buy a pack.
    await inTransaction(t.pool, (db) =>
      recordCreditMovement(db, {
        orgId: dani.orgId,
        userId: null,
        change: -1500,
        kind: 'charge',
        reasonKey: 'search_charge',
        reasonParams: { query: 'test', leads: 1 },
      }),
    );
    const pack = await startStripeCheckout(dani, { packId: 'pack-500' });
    await deliverAll(sandbox.stripe.completeCheckout(pack.stripeId));
    expect(await orgState(t.pool, dani.orgId)).toMatchObject({
      credits: GIFT + 500 + 500,
      plan_credits: 500,
    });
    const renewal = sandbox.stripe.renew(subscriptionId);
    // The subscription update may arrive first: nothing is granted until the invoice is paid.
    const updated = renewal.find((e) => e.type === 'customer.subscription.updated')!;
    await deliverAll([updated]);
    expect((await orgState(t.pool, dani.orgId)).credits).toBe(GIFT + 1000);
    await deliverAll(renewal);
    await deliverAll(renewal);
    expect(await orgState(t.pool, dani.orgId)).toEqual({
      credits: GIFT + 500 + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 500 + 2000,
    });
    const rows = await ledgerRows(t.pool, dani.orgId);
    expect(rows.filter((r) => r.kind === 'plan_expiry')).toEqual([
      expect.objectContaining({
        change: -500,
        plan_part: -500,
        reason_params: { plan: 'growth', credits: 500 },
      }),
    ]);
    expect(rows.filter((r) => r.kind === 'plan_grant')).toHaveLength(2);
  });

  it('a failed payment emails the owner once, in their language; the plan stays while past due', async () => {
    const failed = sandbox.stripe.failPayment(subscriptionId);
    await deliverAll(failed);
    // Stripe retries the charge: another payment_failed event for the same invoice.
    const invoice = failed[0]!.data.object;
    await deliverAll([sandbox.stripe.event('invoice.payment_failed', invoice)]);
    const { rows } = await t.pool.query(
      `select to_address, subject, links from email_outbox where kind = 'payment_failed'`,
    );
    expect(rows).toEqual([
      {
        to_address: 'dani@example.com',
        subject: 'No pudimos cobrar tu plan de LeadAtlas',
        links: ['http://localhost:3999/plans'],
      },
    ]);
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'growth',
      subscription: { status: 'past_due' },
    });
    // The retry succeeds: the period is paid, credits renewed.
    await deliverAll(sandbox.stripe.payInvoice(String(invoice.id)));
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'growth',
      planCredits: 2000,
      subscription: { status: 'active' },
    });
  });

  it('a plan change in the portal: the plan follows Stripe, a paid upgrade tops credits up', async () => {
    const before = await orgState(t.pool, dani.orgId);
    const [updated, invoice] = sandbox.stripe.changePrice(subscriptionId, proPrice);
    // The invoice first, then the subscription: the same outcome as the other way round.
    await deliverAll([invoice!, updated!]);
    expect(await orgState(t.pool, dani.orgId)).toMatchObject({
      plan: 'pro',
      credits: before.credits + 3000,
      plan_credits: before.plan_credits + 3000,
    });
    const grants = (await ledgerRows(t.pool, dani.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants.at(-1)).toMatchObject({
      change: 3000,
      reason_params: { plan: 'pro', credits: 3000 },
    });
  });

  it('a downgrade the portal schedules at the period end: shown until then, applied at the renewal', async () => {
    // The portal keeps the downgrade in a subscription schedule; Pro stays for now.
    await deliverAll(sandbox.stripe.scheduleChange(subscriptionId, starterPrice));
    const before = await orgState(t.pool, dani.orgId);
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'pro',
      planCredits: before.plan_credits,
      subscription: { plan: 'pro', scheduledPlan: 'starter', cancelAtPeriodEnd: false },
    });
    // Dropped in the portal: forgotten here too.
    await deliverAll(sandbox.stripe.releaseSchedule(subscriptionId));
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'pro',
      subscription: { plan: 'pro', scheduledPlan: null },
    });
    await deliverAll(sandbox.stripe.scheduleChange(subscriptionId, starterPrice));
    const renewal = sandbox.stripe.renew(subscriptionId);
    await deliverAll(renewal);
    await deliverAll(renewal);
    expect(await orgState(t.pool, dani.orgId)).toMatchObject({
      plan: 'starter',
      plan_credits: 500,
      credits: before.credits - before.plan_credits + 500,
    });
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'starter',
      subscription: { plan: 'starter', scheduledPlan: null },
    });
    const rows = await ledgerRows(t.pool, dani.orgId);
    expect(rows.filter((r) => r.kind === 'plan_expiry').at(-1)).toMatchObject({
      change: -before.plan_credits,
      reason_params: { plan: 'pro', credits: before.plan_credits },
    });
    expect(rows.filter((r) => r.kind === 'plan_grant').at(-1)).toMatchObject({
      change: 500,
      reason_params: { plan: 'starter', credits: 500 },
    });
  });

  it('a cancellation the portal records as cancel_at is shown as one; renewing the plan undoes it', async () => {
    await deliverAll(
      sandbox.stripe.cancel(subscriptionId, { atPeriodEnd: true, viaCancelAt: true }),
    );
    expect(sandbox.stripe.subscription(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
    });
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'starter',
      subscription: { cancelAtPeriodEnd: true },
    });
    await deliverAll(sandbox.stripe.renewPlan(subscriptionId));
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'starter',
      subscription: { cancelAtPeriodEnd: false },
    });
  });

  it('with Stripe, plan changes are made in the portal: our change routes say so', async () => {
    const before = await moneySnapshot(t.pool);
    for (const [path, body] of [
      ['/api/billing/subscription/change', { orgId: dani.orgId, planId: 'pro' }],
      ['/api/billing/subscription/cancel', { orgId: dani.orgId }],
      ['/api/billing/subscription/keep', { orgId: dani.orgId }],
    ] as const) {
      const response = await post(t, path, body, dani.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'portal_required' });
    }
    const end = await post(
      t,
      '/api/billing/test-subscription/end-period',
      { orgId: dani.orgId },
      dani.cookie,
    );
    expect(end.statusCode).toBe(404);
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('cancel at period end is shown, not acted on; at the end the plan is Free and plan credits expire', async () => {
    await deliverAll(sandbox.stripe.cancel(subscriptionId, { atPeriodEnd: true }));
    const before = await orgState(t.pool, dani.orgId);
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'starter',
      subscription: { plan: 'starter', status: 'active', cancelAtPeriodEnd: true },
    });
    const ended = sandbox.stripe.renew(subscriptionId);
    expect(ended.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    await deliverAll(ended);
    await deliverAll(ended);
    expect(await orgState(t.pool, dani.orgId)).toMatchObject({
      plan: 'free',
      plan_credits: 0,
      credits: before.credits - before.plan_credits,
    });
    const expiries = (await ledgerRows(t.pool, dani.orgId)).filter((r) => r.kind === 'plan_expiry');
    expect(expiries.at(-1)).toMatchObject({
      change: -before.plan_credits,
      reason_params: { plan: 'starter', credits: before.plan_credits },
    });
    expect(await billingOverview(t, dani.cookie, dani.orgId)).toMatchObject({
      plan: 'free',
      planCredits: 0,
      subscription: { status: 'canceled' },
    });
  });

  it('a new subscription after the old one ended; late news of the old one changes nothing', async () => {
    const session = await startStripeCheckout(dani, { planId: 'starter' });
    const events = sandbox.stripe.completeCheckout(session.stripeId);
    await deliverAll(events);
    expect(await orgState(t.pool, dani.orgId)).toMatchObject({
      plan: 'starter',
      plan_credits: 500,
    });
    const before = await moneySnapshot(t.pool);
    const late = sandbox.stripe.event(
      'customer.subscription.deleted',
      sandbox.stripe.subscription(subscriptionId)!,
    );
    await deliverAll([late]);
    const after = await moneySnapshot(t.pool);
    expect({ ...after, events: before.events }).toEqual(before);
  });
});

describe('order independence and retries', () => {
  it('subscription updated before created: the final state is what Stripe holds', async () => {
    const eva = await signedInUser(t, 'eva@example.com');
    const session = await startStripeCheckout(eva, { planId: 'starter' });
    const events = sandbox.stripe.completeCheckout(session.stripeId);
    const subscription = events[0]!.data.object.id;
    const [cancelRequested] = sandbox.stripe.cancel(subscription, { atPeriodEnd: true });
    // Newest first: the update, then the creation (whose payload says cancel_at_period_end false).
    await deliverAll([cancelRequested!, ...[...events].reverse()]);
    expect(await orgState(t.pool, eva.orgId)).toMatchObject({
      plan: 'starter',
      credits: GIFT + 500,
    });
    expect(await billingOverview(t, eva.cookie, eva.orgId)).toMatchObject({
      subscription: { plan: 'starter', status: 'active', cancelAtPeriodEnd: true },
    });
  });

  it('a handler error answers 500 and records nothing; the retry is processed', async () => {
    const fede = await signedInUser(t, 'fede@example.com');
    const session = await startStripeCheckout(fede, { planId: 'growth' });
    const events = sandbox.stripe.completeCheckout(session.stripeId);
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    sandbox.setFault('stripe', { failRate: 1, failStatus: 500 });
    try {
      const response = await deliver(paid);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error' });
    } finally {
      sandbox.setFault('stripe', null);
    }
    const { rows } = await t.pool.query('select 1 from payment_events where event_id = $1', [
      paid.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await orgState(t.pool, fede.orgId)).credits).toBe(GIFT);
    await deliverAll([paid]);
    expect(await orgState(t.pool, fede.orgId)).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
    });
  });

  it('Stripe unreachable when starting a checkout: 503 payments_unavailable, nothing stored', async () => {
    const gus = await signedInUser(t, 'gus@example.com');
    const before = await moneySnapshot(t.pool);
    sandbox.setFault('stripe', { failRate: 1, failStatus: 503 });
    try {
      const response = await checkout(t, gus.cookie, gus.orgId, { packId: 'pack-100' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'payments_unavailable' });
    } finally {
      sandbox.setFault('stripe', null);
    }
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('the test-mode checkout does not exist in Stripe mode', async () => {
    const hana = await signedInUser(t, 'hana@example.com');
    const { sessionId } = await startStripeCheckout(hana, { packId: 'pack-100' });
    for (const response of [
      await get(t, `/api/billing/test-checkout/${sessionId}`, hana.cookie),
      await post(t, `/api/billing/test-checkout/${sessionId}/confirm`, {}, hana.cookie),
      await post(t, `/api/billing/test-checkout/${sessionId}/decline`, {}, hana.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await orgState(t.pool, hana.orgId)).credits).toBe(GIFT);
  });
});

describe('payment configuration', () => {
  function configError(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  }

  it('no keys: the local test mode', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'test' });
  });

  it('a secret key needs the webhook secret', () => {
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toMatch(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
  });

  it('Stripe variables without a secret key are refused, naming the variable', () => {
    expect(configError({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatch(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not/,
    );
    expect(configError({ STRIPE_PRICE_GROWTH: 'price_abc' })).toMatch(/STRIPE_PRICE_GROWTH is set/);
  });

  it('malformed values name the variable and never echo the secret', () => {
    const message = configError({
      STRIPE_SECRET_KEY: 'pk_live_publishable123',
      STRIPE_WEBHOOK_SECRET: 'whsec_a',
    });
    expect(message).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(message).not.toContain('publishable123');
    expect(
      configError({
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_WEBHOOK_SECRET: 'secret-but-not-whsec',
      }),
    ).toMatch(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    );
    expect(
      configError({
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_PRICE_PRO: 'prod_x',
      }),
    ).toMatch(/^Invalid configuration: STRIPE_PRICE_PRO must be a Stripe price id/);
    expect(
      configError({
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_URL: 'ftp://x',
      }),
    ).toMatch(/^Invalid configuration: STRIPE_API_URL /);
    expect(
      configError({
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_API_URL: 'http://127.0.0.1:1/v1',
      }),
    ).toMatch(/STRIPE_API_URL must be an origin only/);
  });

  it('a full Stripe configuration', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        STRIPE_PRICE_GROWTH: 'price_growth1',
      }).payments,
    ).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      prices: { growth: 'price_growth1' },
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments,
    ).toEqual({ kind: 'stripe', secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', prices: {} });
  });

  it("the sandbox's environment points at the stand-in only when asked, else test mode", () => {
    const shell = { STRIPE_SECRET_KEY: 'sk_live_real', STRIPE_WEBHOOK_SECRET: 'whsec_real' };
    expect(loadConfig({ ...shell, ...sandboxAppEnv(sandbox) }).payments).toEqual({
      kind: 'test',
    });
    expect(loadConfig({ ...shell, ...sandboxAppEnv(sandbox, { stripe: true }) }).payments).toEqual({
      kind: 'stripe',
      secretKey: sandbox.stripe.secretKey,
      webhookSecret: sandbox.stripe.webhookSecret,
      api: {
        host: '127.0.0.1',
        port: Number(new URL(sandbox.stripeApiUrl).port),
        protocol: 'http',
      },
      prices: {},
    });
    expect(t.config.payments).toMatchObject({ kind: 'stripe', api: { host: '127.0.0.1' } });
  });

  it('the public configuration never carries a secret', async () => {
    const response = await get(t, '/api/config');
    expect(response.body).not.toContain(sandbox.stripe.secretKey);
    expect(response.body).not.toContain(sandbox.stripe.webhookSecret);
  });
});
