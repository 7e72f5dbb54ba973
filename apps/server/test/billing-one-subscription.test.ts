/**
 * One organization, one live subscription (issue 11 item 8). A second plan checkout is refused
 * while one is open or live, by the database when two arrive at once; a second subscription
 * that Stripe creates anyway (two tabs both paid) is never current and never granted: it is
 * cancelled and refunded through Stripe, and the organization sees it in its history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAppEnv, type Sandbox, type StripeEvent } from '@leadatlas/sandbox';
import {
  createTestApp,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import { sandboxEnv, startWorld } from './helpers/search-world.js';
import {
  billingDeps,
  checkout,
  checkoutStatus,
  deliverSigned,
  ledgerRows,
  orgState,
  startCheckout,
} from './helpers/billing.js';
import { resolveDuplicateSubscriptions } from '../src/domain/billing/duplicates.js';

let sandbox: Sandbox;
let t: TestApp;
const GIFT = 50;

beforeAll(async () => {
  sandbox = await startWorld();
  t = await createTestApp({ ...sandboxEnv(sandbox), ...sandboxAppEnv(sandbox, { stripe: true }) });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

async function deliver(event: StripeEvent) {
  const response = await deliverSigned(t, JSON.stringify(event), {
    secret: sandbox.stripe.webhookSecret,
  });
  expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
}

async function stripeIdOf(sessionId: string): Promise<string> {
  const { rows } = await t.pool.query<{ provider_session_id: string }>(
    'select provider_session_id from checkout_sessions where id = $1',
    [sessionId],
  );
  return rows[0]!.provider_session_id;
}

/**
 * Two plan checkouts of one organization both open at Stripe: the first is forgotten by us
 * (as one opened before this rule, or in another tab whose record closed) while its Stripe
 * page stays payable.
 */
async function twoOpenTabs(who: TestUser, first: string, second: string) {
  const a = await startCheckout(t, who, { planId: first });
  await t.pool.query(`update checkout_sessions set status = 'expired' where id = $1`, [
    a.sessionId,
  ]);
  const b = await startCheckout(t, who, { planId: second });
  return {
    a: { ...a, stripeId: await stripeIdOf(a.sessionId) },
    b: { ...b, stripeId: await stripeIdOf(b.sessionId) },
  };
}

describe('a second plan checkout', () => {
  it('six at once: one opens, five are told to continue or cancel it (the database decides)', async () => {
    const ana = await signedInUser(t, 'ana@example.com');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => checkout(t, ana.cookie, ana.orgId, { planId: 'growth' })),
    );
    const opened = responses.filter((r) => r.statusCode === 200);
    const pending = responses.filter((r) => r.statusCode === 409);
    expect(opened).toHaveLength(1);
    expect(pending).toHaveLength(5);
    const open = opened[0]!.json() as { sessionId: string; url: string };
    for (const response of pending) {
      expect(response.json()).toEqual({
        error: 'checkout_pending',
        checkoutId: open.sessionId,
        checkoutUrl: open.url,
      });
    }
    const { rows } = await t.pool.query(
      `select count(*)::int as n from checkout_sessions where org_id = $1 and status = 'open'`,
      [ana.orgId],
    );
    expect(rows[0]).toEqual({ n: 1 });
    // The sessions the losers created at Stripe were closed before anyone could pay them.
    const stripeOpen = sandbox.stripe
      .checkoutSessions()
      .filter((s) => s.client_reference_id === ana.orgId && s.status === 'open');
    expect(stripeOpen.map((s) => s.id)).toEqual([await stripeIdOf(open.sessionId)]);
  });

  it('cancelling the open one closes it at Stripe; then a new one can start', async () => {
    const bea = await signedInUser(t, 'bea@example.com');
    const first = await startCheckout(t, bea, { planId: 'starter' });
    const refused = await checkout(t, bea.cookie, bea.orgId, { planId: 'pro' });
    expect(refused.json()).toMatchObject({
      error: 'checkout_pending',
      checkoutId: first.sessionId,
    });
    const cancelled = await post(
      t,
      `/api/billing/checkout-sessions/${first.sessionId}/cancel`,
      {},
      bea.cookie,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(sandbox.stripe.checkoutSession(await stripeIdOf(first.sessionId))!.status).toBe(
      'expired',
    );
    expect(await checkoutStatus(t, bea.cookie, first.sessionId)).toMatchObject({
      status: 'expired',
    });
    await startCheckout(t, bea, { planId: 'pro' });
  });

  it("someone else's checkout cannot be cancelled", async () => {
    const owner = await signedInUser(t, 'owner@example.com');
    const other = await signedInUser(t, 'other@example.com');
    const open = await startCheckout(t, owner, { planId: 'starter' });
    const response = await post(
      t,
      `/api/billing/checkout-sessions/${open.sessionId}/cancel`,
      {},
      other.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(await checkoutStatus(t, owner.cookie, open.sessionId)).toMatchObject({ status: 'open' });
  });
});

describe('two tabs both paid at Stripe', () => {
  it('the first plan stays; the second is cancelled, refunded and shown, never granted', async () => {
    const carla = await signedInUser(t, 'carla@example.com');
    const { a, b } = await twoOpenTabs(carla, 'growth', 'pro');
    const first = sandbox.stripe.completeCheckout(a.stripeId);
    const second = sandbox.stripe.completeCheckout(b.stripeId);
    for (const event of first) await deliver(event);
    for (const event of second) await deliver(event);

    expect(await orgState(t.pool, carla.orgId)).toEqual({
      credits: GIFT + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 2000,
    });
    const secondSubscription = second.find((e) => e.type === 'customer.subscription.created')!.data
      .object.id;
    expect(sandbox.stripe.subscription(secondSubscription)!.status).toBe('canceled');
    const refunds = sandbox.stripe.refunds();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 19900, status: 'succeeded' });

    const rows = await ledgerRows(t.pool, carla.orgId);
    expect(rows.filter((r) => r.kind === 'plan_grant')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'notice')).toEqual([
      expect.objectContaining({
        change: 0,
        reason_key: 'duplicate_subscription_refunded',
        reason_params: { plan: 'pro', amount: 199 },
      }),
    ]);
    const { rows: subscriptions } = await t.pool.query(
      'select provider_subscription_id from subscriptions where org_id = $1',
      [carla.orgId],
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.provider_subscription_id).not.toBe(secondSubscription);
    // The tab that paid second is told the truth, and the owner gets it in writing.
    expect(await checkoutStatus(t, carla.cookie, b.sessionId)).toMatchObject({
      status: 'refunded',
      fulfilled: false,
    });
    const { rows: mails } = await t.pool.query(
      `select subject from email_outbox where to_address = $1 and kind = 'duplicate_subscription_refunded'`,
      ['carla@example.com'],
    );
    expect(mails).toEqual([{ subject: 'Reembolsamos una segunda suscripción de LeadAtlas' }]);
    // Stripe's news of the cancellation it made changes nothing.
    for (const event of sandbox.stripe.cancel(secondSubscription)) await deliver(event);
    expect((await orgState(t.pool, carla.orgId)).plan).toBe('growth');
  });

  it('events of both tabs delivered at once, in any order: exactly one plan and one grant', async () => {
    for (let round = 0; round < 4; round++) {
      const who = await signedInUser(t, `race${round}@example.com`);
      const { a, b } = await twoOpenTabs(who, 'starter', 'growth');
      const events = [
        ...sandbox.stripe.completeCheckout(a.stripeId),
        ...sandbox.stripe.completeCheckout(b.stripeId),
      ].sort(() => Math.random() - 0.5);
      await Promise.all(events.map((event) => deliver(event)));
      await resolveDuplicateSubscriptions(billingDeps(t));
      const state = await orgState(t.pool, who.orgId);
      const rows = await ledgerRows(t.pool, who.orgId);
      const grants = rows.filter((r) => r.kind === 'plan_grant');
      expect(grants).toHaveLength(1);
      expect(state.plan).toBe(grants[0]!.reason_params.plan);
      expect(state.credits).toBe(GIFT + grants[0]!.change);
      expect(rows.filter((r) => r.kind === 'notice')).toHaveLength(1);
      const { rows: open } = await t.pool.query(
        `select count(*)::int as n from duplicate_subscriptions where org_id = $1 and resolved_at is null`,
        [who.orgId],
      );
      expect(open).toEqual([{ n: 0 }]);
    }
  });

  it('Stripe down when the refund is due: retried until it is done, once', async () => {
    const dora = await signedInUser(t, 'dora@example.com');
    const { a, b } = await twoOpenTabs(dora, 'starter', 'pro');
    for (const event of sandbox.stripe.completeCheckout(a.stripeId)) await deliver(event);
    const second = sandbox.stripe.completeCheckout(b.stripeId);
    const duplicate = second.find((e) => e.type === 'customer.subscription.created')!.data.object
      .id;
    // As the webhook's transaction records it, before a crash or an outage stops the refund.
    await t.pool.query(
      `insert into duplicate_subscriptions (provider, provider_subscription_id, org_id, plan,
         checkout_session_id) values ('stripe', $1, $2, 'pro', $3)`,
      [duplicate, dora.orgId, b.sessionId],
    );
    const deps = billingDeps(t);
    const before = sandbox.stripe.refunds().length;
    sandbox.setFault('stripe', { failRate: 1, failStatus: 503 });
    try {
      expect(await resolveDuplicateSubscriptions(deps)).toBe(0);
    } finally {
      sandbox.setFault('stripe', null);
    }
    const { rows: pending } = await t.pool.query(
      `select attempts, resolved_at from duplicate_subscriptions where provider_subscription_id = $1`,
      [duplicate],
    );
    expect(pending).toEqual([{ attempts: 1, resolved_at: null }]);
    expect(sandbox.stripe.refunds().length).toBe(before);
    // The worker's schedule comes round: done, and only once however often it runs.
    await Promise.all([resolveDuplicateSubscriptions(deps), resolveDuplicateSubscriptions(deps)]);
    await resolveDuplicateSubscriptions(deps);
    expect(sandbox.stripe.refunds().length).toBe(before + 1);
    for (const event of second) await deliver(event);
    const rows = await ledgerRows(t.pool, dora.orgId);
    expect(rows.filter((r) => r.kind === 'notice')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'plan_grant')).toHaveLength(1);
    expect(await orgState(t.pool, dora.orgId)).toMatchObject({
      plan: 'starter',
      credits: GIFT + 500,
    });
  });
});
