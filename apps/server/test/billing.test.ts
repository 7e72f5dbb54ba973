/**
 * Payments in the local test mode (no Stripe keys, the default), through the routes: a checkout
 * session, the test checkout page, Confirm (signed events through the webhook handler) and
 * Decline; the overview, the success page's status; renewals, failures and cancellations of a
 * test subscription; and tampered client input, refused with the database unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCheckout } from '@leadatlas/shared';
import {
  APP_URL,
  createTestApp,
  get,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  addMember,
  billingDeps,
  billingOverview,
  checkout,
  checkoutStatus,
  deliverSigned,
  ledgerRows,
  moneySnapshot,
  orgState,
  startCheckout,
} from './helpers/billing.js';
import {
  cancelTestSubscription,
  failTestSubscriptionPayment,
  renewTestSubscription,
  testSubscriptionIdOf,
} from '../src/domain/billing/test-checkout.js';
import type { BillingDeps } from '../src/domain/billing/services.js';
import { testWebhookSecret } from '../src/domain/billing/test-provider.js';

let t: TestApp;
let deps: BillingDeps;
let ana: TestUser;
let otro: TestUser;

const GIFT = 50;

beforeAll(async () => {
  t = await createTestApp();
  deps = billingDeps(t);
  ana = await signedInUser(t, 'ana@example.com');
  otro = await signedInUser(t, 'otro@example.com');
});

afterAll(async () => {
  await t?.close();
});

function act(cookie: string, id: string, action: 'confirm' | 'decline') {
  return post(t, `/api/billing/test-checkout/${id}/${action}`, {}, cookie);
}

describe('test mode: a pack, end to end through the routes', () => {
  let sessionId: string;

  it('the checkout session points at our test checkout page', async () => {
    const created = await startCheckout(t, ana, { packId: 'pack-500' });
    sessionId = created.sessionId;
    expect(created.url).toBe(`${APP_URL}/checkout/test/${sessionId}`);
    expect(await billingOverview(t, ana.cookie, ana.orgId)).toMatchObject({
      provider: 'test',
      plan: 'free',
      credits: GIFT,
      planCredits: 0,
      subscription: null,
      canManage: true,
    });
  });

  it('the test checkout page shows what is bought, for whom, and where it returns', async () => {
    const response = await get(t, `/api/billing/test-checkout/${sessionId}`, ana.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as TestCheckout).toEqual({
      id: sessionId,
      type: 'credits',
      planId: null,
      packId: 'pack-500',
      credits: 500,
      amountUsd: 99,
      status: 'open',
      organizationName: expect.any(String),
      email: 'ana@example.com',
      successUrl: `${APP_URL}/checkout/success?session_id=${sessionId}&pack=pack-500`,
      cancelUrl: `${APP_URL}/checkout/error?pack=pack-500`,
    });
    expect(await checkoutStatus(t, ana.cookie, sessionId)).toEqual({
      id: sessionId,
      type: 'credits',
      planId: null,
      packId: 'pack-500',
      credits: 500,
      status: 'open',
      fulfilled: false,
      balance: GIFT,
    });
  });

  it('someone else cannot see, confirm or decline it (404)', async () => {
    const before = await moneySnapshot(t.pool);
    for (const response of [
      await get(t, `/api/billing/test-checkout/${sessionId}`, otro.cookie),
      await act(otro.cookie, sessionId, 'confirm'),
      await act(otro.cookie, sessionId, 'decline'),
      await get(t, `/api/billing/checkout-sessions/${sessionId}`, otro.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect((await get(t, `/api/billing/test-checkout/${sessionId}`)).statusCode).toBe(401);
    expect(await moneySnapshot(t.pool)).toEqual(before);
  });

  it('Confirm: +500 before it answers, once however often it is pressed', async () => {
    const [first, second] = await Promise.all([
      act(ana.cookie, sessionId, 'confirm'),
      act(ana.cookie, sessionId, 'confirm'),
    ]);
    for (const response of [first!, second!]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        redirectUrl: `${APP_URL}/checkout/success?session_id=${sessionId}&pack=pack-500`,
      });
    }
    const again = await act(ana.cookie, sessionId, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(await orgState(t.pool, ana.orgId)).toEqual({
      credits: GIFT + 500,
      plan_credits: 0,
      plan: 'free',
      ledger: GIFT + 500,
    });
    const purchases = (await ledgerRows(t.pool, ana.orgId)).filter((r) => r.kind === 'purchase');
    expect(purchases).toEqual([
      expect.objectContaining({
        change: 500,
        reason_key: 'purchase',
        reason_params: { credits: 500 },
        plan_part: 0,
      }),
    ]);
    expect(await checkoutStatus(t, ana.cookie, sessionId)).toMatchObject({
      status: 'completed',
      fulfilled: true,
      balance: GIFT + 500,
    });
    // The events went through the webhook's bookkeeping.
    const { rows } = await t.pool.query(
      `select type from payment_events where provider = 'test' order by received_at`,
    );
    expect(rows).toEqual([{ type: 'checkout.session.completed' }]);
    // The dashboard's movements say it in words.
    const history = await get(t, `/api/credits/history?orgId=${ana.orgId}`, ana.cookie);
    expect(history.body).toContain('"reasonKey":"purchase"');
  });

  it('a declined checkout changes nothing and cannot be confirmed afterwards', async () => {
    const { sessionId: declined } = await startCheckout(t, ana, { packId: 'pack-1000' });
    const before = await orgState(t.pool, ana.orgId);
    const events = await t.pool.query('select count(*)::int as n from payment_events');
    const response = await act(ana.cookie, declined, 'decline');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: `${APP_URL}/checkout/error?pack=pack-1000` });
    expect((await act(ana.cookie, declined, 'decline')).statusCode).toBe(200);
    const confirm = await act(ana.cookie, declined, 'confirm');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ error: 'checkout_closed' });
    expect(await orgState(t.pool, ana.orgId)).toEqual(before);
    expect((await t.pool.query('select count(*)::int as n from payment_events')).rows).toEqual(
      events.rows,
    );
    expect(await checkoutStatus(t, ana.cookie, declined)).toMatchObject({
      status: 'declined',
      fulfilled: false,
    });
    // A paid checkout cannot be declined after the fact.
    const late = await act(ana.cookie, sessionId, 'decline');
    expect(late.statusCode).toBe(409);
  });

  it('the webhook route takes test-mode events only with the test signature', async () => {
    const before = await moneySnapshot(t.pool);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: { id: 'cs_x', object: 'checkout.session', payment_status: 'paid' } },
    });
    const forged = await deliverSigned(t, payload, { secret: 'whsec_guess' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'invalid_signature' });
    const unsigned = await deliverSigned(t, payload, { secret: '', signature: null });
    expect(unsigned.statusCode).toBe(400);
    // The installation's own test secret is accepted (an unknown checkout: acknowledged).
    const signed = await deliverSigned(t, payload, {
      secret: testWebhookSecret(t.config.AUTH_SECRET!),
    });
    expect(signed.statusCode).toBe(200);
    const after = await moneySnapshot(t.pool);
    expect({ ...after, events: before.events }).toEqual(before);
  });
});

describe('test mode: a subscription', () => {
  let subscriptionId: string;
  let carla: TestUser;

  beforeAll(async () => {
    carla = await signedInUser(t, 'carla@example.com');
  });

  it('Confirm: plan Growth and 2,000 plan credits; the success page sees it', async () => {
    const { sessionId, url } = await startCheckout(t, carla, { planId: 'growth' });
    expect(url).toBe(`${APP_URL}/checkout/test/${sessionId}`);
    expect(await checkoutStatus(t, carla.cookie, sessionId)).toMatchObject({
      type: 'subscription',
      planId: 'growth',
      credits: 2000,
      fulfilled: false,
    });
    const response = await act(carla.cookie, sessionId, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      redirectUrl: `${APP_URL}/checkout/success?session_id=${sessionId}&plan=growth`,
    });
    expect((await act(carla.cookie, sessionId, 'confirm')).statusCode).toBe(200);
    subscriptionId = testSubscriptionIdOf(sessionId);
    expect(await orgState(t.pool, carla.orgId)).toEqual({
      credits: GIFT + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 2000,
    });
    expect(await checkoutStatus(t, carla.cookie, sessionId)).toMatchObject({
      status: 'completed',
      fulfilled: true,
      balance: GIFT + 2000,
    });
    const view = await billingOverview(t, carla.cookie, carla.orgId);
    expect(view).toMatchObject({
      plan: 'growth',
      credits: GIFT + 2000,
      planCredits: 2000,
      provider: 'test',
      subscription: { plan: 'growth', status: 'active', cancelAtPeriodEnd: false },
    });
    // The account says the plan its owner pays, too.
    const me = (await get(t, '/api/me', carla.cookie)).json() as { user: { plan: string } };
    expect(me.user.plan).toBe('growth');
    const grants = (await ledgerRows(t.pool, carla.orgId)).filter((r) => r.kind === 'plan_grant');
    expect(grants).toEqual([
      expect.objectContaining({ change: 2000, reason_params: { plan: 'growth', credits: 2000 } }),
    ]);
    const { rows } = await t.pool.query<{ type: string }>(
      `select type from payment_events where event_id like $1 order by type`,
      [`evt_test_${sessionId.replaceAll('-', '')}%`],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
  });

  it('a second subscription is refused: at checkout, and at confirm of one opened earlier', async () => {
    const before = await moneySnapshot(t.pool);
    const response = await checkout(t, carla.cookie, carla.orgId, { planId: 'pro' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'subscription_exists' });
    expect(await moneySnapshot(t.pool)).toEqual(before);

    const eli = await signedInUser(t, 'eli@example.com');
    const first = await startCheckout(t, eli, { planId: 'starter' });
    // While one plan checkout is open, another is refused with the way back to it.
    const pending = await checkout(t, eli.cookie, eli.orgId, { planId: 'pro' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({
      error: 'checkout_pending',
      checkoutId: first.sessionId,
      checkoutUrl: first.url,
    });
    // A tab opened before that rule: our record of it closed, its page still there.
    await t.pool.query(`update checkout_sessions set status = 'expired' where id = $1`, [
      first.sessionId,
    ]);
    const second = await startCheckout(t, eli, { planId: 'pro' });
    expect((await act(eli.cookie, second.sessionId, 'confirm')).statusCode).toBe(200);
    await t.pool.query(`update checkout_sessions set status = 'open' where id = $1`, [
      first.sessionId,
    ]);
    const snapshot = await moneySnapshot(t.pool);
    const refused = await act(eli.cookie, first.sessionId, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'subscription_exists' });
    expect(await moneySnapshot(t.pool)).toEqual(snapshot);
    expect(await orgState(t.pool, eli.orgId)).toMatchObject({
      plan: 'pro',
      credits: GIFT + 5000,
    });
  });

  it('one checkout confirmed from five tabs at once: one plan, one grant', async () => {
    const fito = await signedInUser(t, 'fito@example.com');
    const { sessionId } = await startCheckout(t, fito, { planId: 'growth' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => act(fito.cookie, sessionId, 'confirm')),
    );
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const response of responses) expect(response.statusCode).toBeLessThan(500);
    expect(await orgState(t.pool, fito.orgId)).toEqual({
      credits: GIFT + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 2000,
    });
  });

  it('the test mode has no billing portal', async () => {
    const response = await post(t, '/api/billing/portal', { orgId: carla.orgId }, carla.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'portal_unavailable' });
  });

  it('renewal: unused plan credits expire, the new grant lands; pack credits stay', async () => {
    const pack = await startCheckout(t, carla, { packId: 'pack-100' });
    await act(carla.cookie, pack.sessionId, 'confirm');
    await renewTestSubscription(deps, subscriptionId);
    expect(await orgState(t.pool, carla.orgId)).toEqual({
      credits: GIFT + 100 + 2000,
      plan_credits: 2000,
      plan: 'growth',
      ledger: GIFT + 100 + 2000,
    });
    const rows = await ledgerRows(t.pool, carla.orgId);
    expect(rows.filter((r) => r.kind === 'plan_expiry')).toEqual([
      expect.objectContaining({
        change: -2000,
        reason_key: 'plan_expiry',
        reason_params: { plan: 'growth', credits: 2000 },
      }),
    ]);
    const view = await billingOverview(t, carla.cookie, carla.orgId);
    expect(Date.parse(view.subscription!.currentPeriodEnd!)).toBeGreaterThan(
      Date.now() + 55 * 86400_000,
    );
  });

  it('a failed payment: one email to the owner in their language; the plan stays', async () => {
    await t.pool.query(
      `update profiles set locale = 'en' where user_id = (select id from "user" where email = $1)`,
      ['carla@example.com'],
    );
    await failTestSubscriptionPayment(deps, subscriptionId);
    await failTestSubscriptionPayment(deps, subscriptionId);
    const { rows } = await t.pool.query(
      `select to_address, subject, status from email_outbox where kind = 'payment_failed'`,
    );
    expect(rows).toEqual([
      {
        to_address: 'carla@example.com',
        subject: 'We could not charge your LeadAtlas plan',
        status: 'logged',
      },
    ]);
    expect(await billingOverview(t, carla.cookie, carla.orgId)).toMatchObject({
      plan: 'growth',
      subscription: { status: 'past_due' },
    });
  });

  it('cancel at period end: shown until the period ends, then Free and plan credits expire', async () => {
    await cancelTestSubscription(deps, subscriptionId, { atPeriodEnd: true });
    expect(await billingOverview(t, carla.cookie, carla.orgId)).toMatchObject({
      plan: 'growth',
      subscription: { cancelAtPeriodEnd: true },
    });
    await renewTestSubscription(deps, subscriptionId);
    expect(await orgState(t.pool, carla.orgId)).toEqual({
      credits: GIFT + 100,
      plan_credits: 0,
      plan: 'free',
      ledger: GIFT + 100,
    });
    expect(await billingOverview(t, carla.cookie, carla.orgId)).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
    });
    const expiries = (await ledgerRows(t.pool, carla.orgId)).filter(
      (r) => r.kind === 'plan_expiry',
    );
    expect(expiries.at(-1)).toMatchObject({
      change: -2000,
      reason_params: { plan: 'growth', credits: 2000 },
    });
  });

  it('after the end a new subscription can start', async () => {
    const { sessionId } = await startCheckout(t, carla, { planId: 'starter' });
    expect((await act(carla.cookie, sessionId, 'confirm')).statusCode).toBe(200);
    expect(await orgState(t.pool, carla.orgId)).toMatchObject({
      plan: 'starter',
      plan_credits: 500,
      credits: GIFT + 100 + 500,
    });
    await cancelTestSubscription(deps, testSubscriptionIdOf(sessionId));
    expect(await orgState(t.pool, carla.orgId)).toMatchObject({
      plan: 'free',
      plan_credits: 0,
      credits: GIFT + 100,
    });
  });
});

describe('tampered and unauthorised checkout requests change nothing', () => {
  let dora: TestUser;
  let member: { cookie: string };
  let admin: { cookie: string };

  beforeAll(async () => {
    dora = await signedInUser(t, 'dora@example.com');
    member = await signedInUser(t, 'miembro@example.com');
    admin = await signedInUser(t, 'admin@example.com');
    await addMember(t.pool, dora.orgId, 'miembro@example.com', 'member');
    await addMember(t.pool, dora.orgId, 'admin@example.com', 'admin');
  });

  async function refused(
    cookie: string | undefined,
    body: Record<string, unknown>,
    expected: { status: number; error: string },
  ) {
    const before = await moneySnapshot(t.pool);
    const response = await post(t, '/api/billing/checkout-session', body, cookie);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json()).toMatchObject({ error: expected.error });
    expect(await moneySnapshot(t.pool)).toEqual(before);
  }

  const base = (orgId: string) => ({
    orgId,
    type: 'credits',
    packId: 'pack-100',
    billingData: {
      fullName: 'Dora',
      address: 'Calle 1',
      city: 'Sevilla',
      postalCode: '41001',
      country: 'ES',
    },
  });

  it('unknown plans and packs are 400 from the schema', async () => {
    await refused(
      dora.cookie,
      { ...base(dora.orgId), packId: 'pack-999999' },
      {
        status: 400,
        error: 'validation_failed',
      },
    );
    await refused(
      dora.cookie,
      { ...base(dora.orgId), type: 'subscription', packId: undefined, planId: 'enterprise' },
      { status: 400, error: 'validation_failed' },
    );
    await refused(
      dora.cookie,
      { ...base(dora.orgId), type: 'subscription', packId: undefined, planId: 'free' },
      { status: 400, error: 'validation_failed' },
    );
  });

  it('a mismatched type and plan/pack is 400', async () => {
    await refused(
      dora.cookie,
      { ...base(dora.orgId), type: 'subscription' },
      { status: 400, error: 'validation_failed' },
    );
    await refused(
      dora.cookie,
      { ...base(dora.orgId), packId: undefined, planId: 'growth' },
      { status: 400, error: 'validation_failed' },
    );
    await refused(
      dora.cookie,
      { ...base(dora.orgId), planId: 'growth' },
      { status: 400, error: 'validation_failed' },
    );
    await refused(
      dora.cookie,
      { ...base(dora.orgId), billingData: { ...base(dora.orgId).billingData, country: 'XX' } },
      { status: 400, error: 'validation_failed' },
    );
  });

  it("another organization's id, a plain member, or no session: refused", async () => {
    await refused(dora.cookie, base(ana.orgId), { status: 403, error: 'forbidden' });
    await refused(member.cookie, base(dora.orgId), { status: 403, error: 'role_forbidden' });
    await refused(
      member.cookie,
      { ...base(dora.orgId), type: 'subscription', packId: undefined, planId: 'pro' },
      { status: 403, error: 'role_forbidden' },
    );
    await refused(undefined, base(dora.orgId), { status: 401, error: 'unauthorized' });
    await refused(dora.cookie, base('00000000-0000-4000-8000-000000000000'), {
      status: 403,
      error: 'forbidden',
    });
  });

  it('prices and credits sent by the client are ignored: the catalog prices', async () => {
    const response = await post(
      t,
      '/api/billing/checkout-session',
      {
        ...base(dora.orgId),
        packId: 'pack-5000',
        amountUsd: 1,
        priceUsd: 1,
        credits: 1_000_000,
        price: 'price_cheap',
        billingData: { ...base(dora.orgId).billingData, email: 'attacker@example.com' },
      },
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { sessionId } = response.json() as { sessionId: string };
    const page = await get(t, `/api/billing/test-checkout/${sessionId}`, admin.cookie);
    expect(page.json()).toMatchObject({
      credits: 5000,
      amountUsd: 599,
      email: 'admin@example.com',
    });
    // Only its creator confirms it; the organization's other members read its status.
    expect((await act(dora.cookie, sessionId, 'confirm')).statusCode).toBe(404);
    expect(await checkoutStatus(t, member.cookie, sessionId)).toMatchObject({ fulfilled: false });
    expect((await act(admin.cookie, sessionId, 'confirm')).statusCode).toBe(200);
    expect(await checkoutStatus(t, member.cookie, sessionId)).toMatchObject({
      fulfilled: true,
      balance: GIFT + 5000,
    });
    expect(await billingOverview(t, member.cookie, dora.orgId)).toMatchObject({
      credits: GIFT + 5000,
      canManage: false,
    });
    // Plans are the owner's; an admin buys credit packs (organization-roles.ts).
    expect(await billingOverview(t, admin.cookie, dora.orgId)).toMatchObject({
      canManage: false,
      canBuyCredits: true,
    });
  });

  it("another organization's overview is forbidden", async () => {
    const response = await get(t, `/api/billing?orgId=${dora.orgId}`, ana.cookie);
    expect(response.statusCode).toBe(403);
  });
});
