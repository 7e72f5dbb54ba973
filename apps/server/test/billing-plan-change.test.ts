/**
 * Plan changes in the local test mode (decision 0017), through the routes, the test provider's
 * books and the signed webhook path: upgrade now with the credits difference, downgrade and
 * cancel at the period end, undo before it; replays, concurrency, authorization and bad input
 * changing nothing; and the worker's schedule ending periods over a simulated clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@leadatlas/shared';
import {
  createTestApp,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  addMember,
  billingDeps,
  billingOverview,
  deliverSigned,
  ledgerRows,
  moneySnapshot,
  orgState,
  startCheckout,
} from './helpers/billing.js';
import {
  renewDueTestSubscriptions,
  testSubscriptionIdOf,
} from '../src/domain/billing/test-checkout.js';
import { testWebhookSecret } from '../src/domain/billing/test-provider.js';
import type { BillingDeps } from '../src/domain/billing/services.js';

let t: TestApp;
let deps: BillingDeps;

const GIFT = 50;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  deps = billingDeps(t);
});

afterAll(async () => {
  await t?.close();
});

/** Subscribes through the test checkout (routes, signed events, webhook); the subscription id. */
async function subscribe(who: TestUser, planId: string): Promise<string> {
  const { sessionId } = await startCheckout(t, who, { planId });
  const confirmed = await post(
    t,
    `/api/billing/test-checkout/${sessionId}/confirm`,
    {},
    who.cookie,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return testSubscriptionIdOf(sessionId);
}

function change(who: TestUser, planId: string, orgId = who.orgId) {
  return post(t, '/api/billing/subscription/change', { orgId, planId }, who.cookie);
}

function action(who: TestUser, name: 'cancel' | 'keep', orgId = who.orgId) {
  return post(t, `/api/billing/subscription/${name}`, { orgId }, who.cookie);
}

function endPeriod(who: TestUser, orgId = who.orgId) {
  return post(t, '/api/billing/test-subscription/end-period', { orgId }, who.cookie);
}

async function ok(response: Awaited<ReturnType<typeof post>>): Promise<BillingOverview> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BillingOverview;
}

/** The provider's books of a test subscription. */
async function books(id: string) {
  const { rows } = await t.pool.query<{
    plan: string;
    scheduled_plan: string | null;
    cancel_at_period_end: boolean;
    status: string;
    cycle: number;
    current_period_end: Date;
  }>(
    `select plan, scheduled_plan, cancel_at_period_end, status, cycle, current_period_end
     from test_provider_subscriptions where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function eventsOf(subscriptionId: string) {
  const { rows } = await t.pool.query<{ event_id: string; type: string }>(
    `select event_id, type from payment_events where event_id like $1 order by received_at`,
    [`evt_test_${subscriptionId.slice(9)}%`],
  );
  return rows;
}

describe('upgrade: at once, with the monthly credits difference', () => {
  let gala: TestUser;
  let subscriptionId: string;

  beforeAll(async () => {
    gala = await signedInUser(t, 'gala@example.com');
    subscriptionId = await subscribe(gala, 'growth');
  });

  it('Growth → Pro: plan Pro now, exactly 3,000 more credits, and the ledger says so', async () => {
    const before = await orgState(t.pool, gala.orgId);
    expect(before).toMatchObject({ plan: 'growth', plan_credits: 2000, credits: GIFT + 2000 });
    const view = await ok(await change(gala, 'pro'));
    expect(view).toMatchObject({
      plan: 'pro',
      credits: GIFT + 5000,
      planCredits: 5000,
      subscription: {
        plan: 'pro',
        status: 'active',
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      },
    });
    expect(await orgState(t.pool, gala.orgId)).toEqual({
      plan: 'pro',
      credits: GIFT + 5000,
      plan_credits: 5000,
      ledger: GIFT + 5000,
    });
    const grants = (await ledgerRows(t.pool, gala.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants).toEqual([
      expect.objectContaining({ change: 2000, reason_params: { plan: 'growth', credits: 2000 } }),
      expect.objectContaining({
        change: 3000,
        plan_part: 3000,
        reason_key: 'plan_grant',
        reason_params: { plan: 'pro', credits: 3000 },
        idempotency_key: `invoice:in_test_${subscriptionId.slice(9)}_1_pro:grant`,
      }),
    ]);
    // The period is the same one: an upgrade does not move the renewal date.
    const { rows } = await t.pool.query<{ period_credits: number }>(
      'select period_credits::float from subscriptions where org_id = $1',
      [gala.orgId],
    );
    expect(rows[0]!.period_credits).toBe(5000);
    expect((await books(subscriptionId)).cycle).toBe(1);
  });

  it('a replay of the change events changes nothing', async () => {
    const events = (await eventsOf(subscriptionId)).filter((e) => e.event_id.includes('_r'));
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const before = await moneySnapshot(t.pool);
    // The same event ids, re-sent signed (as Stripe retries): duplicates, acknowledged.
    for (const event of events) {
      const payload = JSON.stringify({
        id: event.event_id,
        object: 'event',
        type: event.type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id:
              event.type === 'invoice.paid'
                ? `in_test_${subscriptionId.slice(9)}_1_pro`
                : subscriptionId,
            object: event.type === 'invoice.paid' ? 'invoice' : 'subscription',
            billing_reason: 'subscription_update',
            parent: { subscription_details: { subscription: subscriptionId } },
          },
        },
      });
      const response = await deliverSigned(t, payload, {
        secret: testWebhookSecret(t.config.AUTH_SECRET!),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('the same invoice under a new event id grants nothing more', async () => {
    const before = await moneySnapshot(t.pool);
    const payload = JSON.stringify({
      id: 'evt_test_another_delivery_of_the_upgrade',
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `in_test_${subscriptionId.slice(9)}_1_pro`,
          object: 'invoice',
          billing_reason: 'subscription_update',
          parent: { subscription_details: { subscription: subscriptionId } },
        },
      },
    });
    const response = await deliverSigned(t, payload, {
      secret: testWebhookSecret(t.config.AUTH_SECRET!),
    });
    expect(response.statusCode).toBe(200);
    const after = await moneySnapshot(t.pool);
    expect({ ...after, events: before.events }).toEqual(before);
  });

  it('changing to the current plan is refused and changes nothing', async () => {
    const before = await moneySnapshot(t.pool);
    const response = await change(gala, 'pro');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'plan_unchanged' });
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('two upgrades at once upgrade and grant once', async () => {
    const hugo = await signedInUser(t, 'hugo@example.com');
    await subscribe(hugo, 'starter');
    const responses = await Promise.all([change(hugo, 'growth'), change(hugo, 'growth')]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'plan_unchanged',
    });
    expect(await orgState(t.pool, hugo.orgId)).toEqual({
      plan: 'growth',
      credits: GIFT + 2000,
      plan_credits: 2000,
      ledger: GIFT + 2000,
    });
    // Starter → Growth → Pro in one period: each step adds its difference, once.
    const [pro1, pro2] = await Promise.all([change(hugo, 'pro'), change(hugo, 'pro')]);
    expect([pro1!.statusCode, pro2!.statusCode].sort()).toEqual([200, 409]);
    expect(await orgState(t.pool, hugo.orgId)).toMatchObject({
      plan: 'pro',
      credits: GIFT + 5000,
      plan_credits: 5000,
    });
    const grants = (await ledgerRows(t.pool, hugo.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants.map((r) => r.change)).toEqual([500, 1500, 3000]);
  });
});

describe('downgrade: at the period end', () => {
  let ines: TestUser;
  let subscriptionId: string;

  beforeAll(async () => {
    ines = await signedInUser(t, 'ines@example.com');
    subscriptionId = await subscribe(ines, 'pro');
  });

  it('Pro → Starter keeps Pro and its credits until the renewal, and says so', async () => {
    const view = await ok(await change(ines, 'starter'));
    expect(view).toMatchObject({
      plan: 'pro',
      credits: GIFT + 5000,
      planCredits: 5000,
      subscription: { plan: 'pro', scheduledPlan: 'starter', cancelAtPeriodEnd: false },
    });
    expect(await books(subscriptionId)).toMatchObject({ plan: 'pro', scheduled_plan: 'starter' });
    // Asking again is harmless; nothing more happens.
    const before = await moneySnapshot(t.pool);
    const events = (await eventsOf(subscriptionId)).length;
    await ok(await change(ines, 'starter'));
    expect(await moneySnapshot(t.pool)).toEqual(before);
    expect(await eventsOf(subscriptionId)).toHaveLength(events);
  });

  it('another downgrade replaces the scheduled one; an upgrade drops it', async () => {
    expect((await ok(await change(ines, 'growth'))).subscription).toMatchObject({
      plan: 'pro',
      scheduledPlan: 'growth',
    });
    expect((await ok(await change(ines, 'starter'))).subscription).toMatchObject({
      plan: 'pro',
      scheduledPlan: 'starter',
    });
  });

  it('at the renewal Starter applies: its 500 granted, the Pro credits left expired', async () => {
    // Spend 1,200 of the Pro credits first.
    const { recordCreditMovement } = await import('../src/domain/credits/ledger.js');
    const { inTransaction } = await import('../src/db/pool.js');
    await inTransaction(t.pool, (db) =>
      recordCreditMovement(db, {
        orgId: ines.orgId,
        userId: null,
        change: -1200,
        kind: 'charge',
        reasonKey: 'search_charge',
        reasonParams: { query: 'test', leads: 1 },
        idempotencyKey: 'ines:spent',
      }),
    );
    const view = await ok(await endPeriod(ines));
    expect(view).toMatchObject({
      plan: 'starter',
      credits: GIFT + 500,
      planCredits: 500,
      subscription: { plan: 'starter', scheduledPlan: null, status: 'active' },
    });
    expect(Date.parse(view.subscription!.currentPeriodEnd!)).toBeGreaterThan(Date.now() + 27 * DAY);
    const rows = await ledgerRows(t.pool, ines.orgId);
    expect(rows.filter((r) => r.kind === 'plan_expiry')).toEqual([
      expect.objectContaining({ change: -3800, reason_params: { plan: 'pro', credits: 3800 } }),
    ]);
    // The expiry and the grant share the renewal's transaction (and its timestamp).
    expect(rows.filter((r) => r.kind === 'plan_grant').map((r) => r.reason_params)).toEqual([
      { plan: 'pro', credits: 5000 },
      { plan: 'starter', credits: 500 },
    ]);
    expect(await books(subscriptionId)).toMatchObject({
      plan: 'starter',
      scheduled_plan: null,
      cycle: 2,
    });
  });
});

describe('cancel: at the period end, then Free; undo before it', () => {
  let juan: TestUser;
  let subscriptionId: string;

  beforeAll(async () => {
    juan = await signedInUser(t, 'juan@example.com');
    subscriptionId = await subscribe(juan, 'growth');
  });

  it('cancel: still Growth with its credits, the end date shown', async () => {
    const view = await ok(await action(juan, 'cancel'));
    expect(view).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
      planCredits: 2000,
      subscription: {
        plan: 'growth',
        status: 'active',
        cancelAtPeriodEnd: true,
        scheduledPlan: null,
      },
    });
    expect(view.subscription!.currentPeriodEnd).not.toBeNull();
  });

  it('undo before the period end: the plan renews as before', async () => {
    const view = await ok(await action(juan, 'keep'));
    expect(view.subscription).toMatchObject({ cancelAtPeriodEnd: false, scheduledPlan: null });
    const refused = await action(juan, 'keep');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'nothing_scheduled' });
    // A scheduled downgrade is undone the same way.
    await ok(await change(juan, 'starter'));
    expect((await ok(await action(juan, 'keep'))).subscription).toMatchObject({
      plan: 'growth',
      scheduledPlan: null,
    });
    // Renewing now is a plain Growth renewal.
    const renewed = await ok(await endPeriod(juan));
    expect(renewed).toMatchObject({ plan: 'growth', credits: GIFT + 2000, planCredits: 2000 });
  });

  it('cancel replaces a scheduled downgrade; at the period end the organization is on Free', async () => {
    await ok(await change(juan, 'starter'));
    const cancelled = await ok(await action(juan, 'cancel'));
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: null });
    const view = await ok(await endPeriod(juan));
    expect(view).toMatchObject({
      plan: 'free',
      credits: GIFT,
      planCredits: 0,
      subscription: { status: 'canceled', scheduledPlan: null },
    });
    expect((await ledgerRows(t.pool, juan.orgId)).at(-1)).toMatchObject({
      kind: 'plan_expiry',
      change: -2000,
      reason_params: { plan: 'growth', credits: 2000 },
    });
    expect(await books(subscriptionId)).toMatchObject({ status: 'canceled' });
  });

  it('without a live subscription every change is refused and nothing changes', async () => {
    const kiko = await signedInUser(t, 'kiko@example.com');
    const snapshot = await moneySnapshot(t.pool);
    for (const response of [
      await change(juan, 'pro'),
      await action(juan, 'cancel'),
      await action(juan, 'keep'),
      await endPeriod(juan),
      await change(kiko, 'growth'),
      await endPeriod(kiko),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'no_subscription' });
    }
    expect(await moneySnapshot(t.pool)).toEqual(snapshot);
  });
});

describe('who may change a plan, and bad input', () => {
  let lola: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    lola = await signedInUser(t, 'lola@example.com');
    admin = await signedInUser(t, 'lola-admin@example.com');
    member = await signedInUser(t, 'lola-member@example.com');
    outsider = await signedInUser(t, 'outsider@example.com');
    await addMember(t.pool, lola.orgId, 'lola-admin@example.com', 'admin');
    await addMember(t.pool, lola.orgId, 'lola-member@example.com', 'member');
    await subscribe(lola, 'growth');
  });

  async function refused(
    response: Promise<Awaited<ReturnType<typeof post>>>,
    status: number,
    error: string,
  ) {
    const before = await moneySnapshot(t.pool);
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toMatchObject({ error });
    expect(await moneySnapshot(t.pool)).toEqual(before);
  }

  it("a plain member and another organization's user: 403, nothing changed", async () => {
    // A member is told the role it takes; an outsider learns nothing about the organization.
    for (const [who, error] of [
      [member, 'role_forbidden'],
      [outsider, 'forbidden'],
    ] as const) {
      await refused(change(who, 'pro', lola.orgId), 403, error);
      await refused(change(who, 'starter', lola.orgId), 403, error);
      await refused(action(who, 'cancel', lola.orgId), 403, error);
      await refused(action(who, 'keep', lola.orgId), 403, error);
      await refused(endPeriod(who, lola.orgId), 403, error);
    }
    const view = await billingOverview(t, lola.cookie, lola.orgId);
    expect(view).toMatchObject({ plan: 'growth', subscription: { cancelAtPeriodEnd: false } });
  });

  it('signed out: 401', async () => {
    const response = await post(t, '/api/billing/subscription/change', {
      orgId: lola.orgId,
      planId: 'pro',
    });
    expect(response.statusCode).toBe(401);
  });

  it('unknown plans, Free, a missing or malformed organization: 400', async () => {
    for (const body of [
      { orgId: lola.orgId, planId: 'enterprise' },
      { orgId: lola.orgId, planId: 'free' },
      { orgId: lola.orgId },
      { orgId: 'not-a-uuid', planId: 'pro' },
      { planId: 'pro' },
    ]) {
      await refused(
        post(t, '/api/billing/subscription/change', body, lola.cookie),
        400,
        'validation_failed',
      );
    }
    await refused(
      post(t, '/api/billing/subscription/cancel', {}, lola.cookie),
      400,
      'validation_failed',
    );
  });

  it("the plan is the owner's: an admin is refused, the owner changes it", async () => {
    await refused(change(admin, 'pro', lola.orgId), 403, 'role_forbidden');
    const view = await ok(await change(lola, 'pro', lola.orgId));
    expect(view).toMatchObject({ plan: 'pro', credits: GIFT + 5000, canManage: true });
  });
});

describe("the worker's schedule ends periods as the provider's engine would", () => {
  it('renews, applies a scheduled downgrade, ends a cancelled plan; once per period', async () => {
    const mia = await signedInUser(t, 'mia@example.com');
    const nora = await signedInUser(t, 'nora@example.com');
    const olga = await signedInUser(t, 'olga@example.com');
    const miaSub = await subscribe(mia, 'growth');
    const noraSub = await subscribe(nora, 'pro');
    const olgaSub = await subscribe(olga, 'starter');
    await ok(await change(nora, 'growth'));
    await ok(await action(olga, 'cancel'));
    const end = (await books(miaSub)).current_period_end;

    // Before the period ends: nothing is due.
    await renewDueTestSubscriptions(deps, new Date(end.getTime() - 60_000));
    expect(await books(miaSub)).toMatchObject({ cycle: 1, status: 'active' });

    // Just after it: each subscription's period ends once, however often the schedule runs.
    const after = new Date(end.getTime() + 60_000);
    const [first, second] = await Promise.all([
      renewDueTestSubscriptions(deps, after),
      renewDueTestSubscriptions(deps, after),
    ]);
    expect(first! + second!).toBeGreaterThanOrEqual(3);
    expect(await renewDueTestSubscriptions(deps, after)).toBe(0);

    expect(await books(miaSub)).toMatchObject({ cycle: 2, plan: 'growth', status: 'active' });
    expect(await orgState(t.pool, mia.orgId)).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
      plan_credits: 2000,
    });
    expect(await books(noraSub)).toMatchObject({ cycle: 2, plan: 'growth', scheduled_plan: null });
    expect(await orgState(t.pool, nora.orgId)).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
      plan_credits: 2000,
    });
    expect(await books(olgaSub)).toMatchObject({ status: 'canceled' });
    expect(await orgState(t.pool, olga.orgId)).toMatchObject({
      plan: 'free',
      credits: GIFT,
      plan_credits: 0,
    });
    const grants = (await ledgerRows(t.pool, mia.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants).toHaveLength(2);

    // Three months later with the server down all along: three more periods, each granted once.
    const later = new Date(end.getTime() + 3 * 31 * DAY);
    // (Every other live subscription of this file is renewed too.)
    expect(await renewDueTestSubscriptions(deps, later)).toBeGreaterThanOrEqual(6);
    expect(await books(miaSub)).toMatchObject({ cycle: 5 });
    expect(
      (await ledgerRows(t.pool, mia.orgId)).filter((r) => r.kind === 'plan_grant'),
    ).toHaveLength(5);
    expect(await orgState(t.pool, mia.orgId)).toMatchObject({ credits: GIFT + 2000 });
  });
});
