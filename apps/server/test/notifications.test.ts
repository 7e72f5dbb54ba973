/**
 * Notifications (issue 12, decision 0016): each event creates its notification where it happens
 * (a real search in the sandbox world, the credit ledger, the renewal task over a simulated
 * clock, test-mode payments through the webhook code), emails follow the user's choices and
 * language, the bell and the pages answer only their owner, bad input is refused, and the live
 * stream delivers a new notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import {
  typicalSearchCost,
  type NotificationBell,
  type NotificationListResponse,
} from '@leadatlas/shared';
import { createLogger } from '../src/logger.js';
import { inTransaction } from '../src/db/pool.js';
import { recordCreditMovement } from '../src/domain/credits/ledger.js';
import { notifyCreditsLow } from '../src/domain/notifications/credits-low.js';
import { notify } from '../src/domain/notifications/notify.js';
import { remindRenewals } from '../src/domain/notifications/renewals.js';
import { refreshDueSearches } from '../src/domain/search/maintenance.js';
import {
  cancelTestSubscription,
  failTestSubscriptionPayment,
  renewTestSubscription,
  testSubscriptionIdOf,
} from '../src/domain/billing/test-checkout.js';
import type { BillingDeps } from '../src/domain/billing/services.js';
import {
  APP_URL,
  get,
  nextIp,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  fundOrg,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';
import { addMember, billingDeps, startCheckout } from './helpers/billing.js';
import { readEvents } from './helpers/sse.js';

let world: SearchWorld;
let sandbox: Sandbox;
let t: TestApp;
let deps: BillingDeps;
/** Runs searches; her organization also has an admin (Adam, reads English) and a member. */
let ana: TestUser;
/** A stranger: sees and changes nothing of Ana's. */
let otro: TestUser;
let adam: TestUser;
let mia: TestUser;

beforeAll(async () => {
  world = await startSearchWorld();
  sandbox = world.sandbox;
  t = world.t;
  deps = billingDeps(t);
  ana = await signedInUser(t, 'ana@example.com');
  otro = await signedInUser(t, 'otro@example.com');
  adam = await signedInUser(t, 'adam@example.com');
  mia = await signedInUser(t, 'mia@example.com');
  await addMember(t.pool, ana.orgId, 'adam@example.com', 'admin');
  await addMember(t.pool, ana.orgId, 'mia@example.com', 'member');
  await t.pool.query(
    `update profiles set locale = 'en' where user_id = (select id from "user" where email = $1)`,
    ['adam@example.com'],
  );
});

afterAll(async () => {
  await world?.close();
});

interface StoredNotification {
  id: string;
  email: string;
  type: string;
  tone: string;
  params: Record<string, unknown>;
  link: string | null;
  org_id: string | null;
}

/** Every notification stored, whose it is, oldest first. */
async function stored(type?: string): Promise<StoredNotification[]> {
  const { rows } = await t.pool.query<StoredNotification>(
    `select n.id, u.email, n.type, n.tone, n.params, n.link, n.org_id
     from notifications n join "user" u on u.id = n.user_id
     where $1::text is null or n.type = $1 order by n.created_at, u.email`,
    [type ?? null],
  );
  return rows;
}

async function emails(kind: string) {
  const { rows } = await t.pool.query<{ to_address: string; subject: string; links: string[] }>(
    `select to_address, subject, links from email_outbox where kind = $1 order by created_at`,
    [kind],
  );
  return rows;
}

async function bell(who: TestUser): Promise<NotificationBell> {
  const response = await get(t, '/api/notifications/bell', who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationBell;
}

async function page(who: TestUser, query = ''): Promise<NotificationListResponse> {
  const response = await get(t, `/api/notifications${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationListResponse;
}

function put(url: string, payload: unknown, who: TestUser) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: APP_URL, cookie: who.cookie },
    remoteAddress: nextIp(),
  });
}

const runSearch = async (who: TestUser, overrides: Parameters<typeof wizard>[0] = {}) => {
  const id = await startSearch(t, who, wizard(overrides));
  await waitForSearch(t.pool, id);
  return id;
};

describe('a search tells the user who started it', () => {
  let completedId: string;

  it('completed: a success notification linking to its results, and an email in Spanish', async () => {
    completedId = await runSearch(ana);
    const done = await waitForSearch(t.pool, completedId);
    expect(done.status).toBe('completed');
    const [notification] = await stored('search_completed');
    expect(notification).toMatchObject({
      email: 'ana@example.com',
      tone: 'success',
      link: `/results/${completedId}`,
      org_id: ana.orgId,
      params: { query: 'dentistas · Madrid', leads: done.results_count, monthly: false },
    });
    // Only the user who started it: not the organization's admin or member.
    expect(await stored('search_completed')).toHaveLength(1);

    const view = await bell(ana);
    expect(view.unreadCount).toBe(1);
    expect(view.items[0]).toMatchObject({
      id: notification!.id,
      type: 'search_completed',
      tone: 'success',
      link: `/results/${completedId}`,
      readAt: null,
    });
    expect(await emails('notification_search_completed')).toEqual([
      {
        to_address: 'ana@example.com',
        subject: 'Búsqueda completada',
        links: [`${APP_URL}/results/${completedId}`],
      },
    ]);
  });

  it('failed: a warning notification saying why; an English reader gets English', async () => {
    await t.pool.query(
      `update profiles set locale = 'en' where user_id = (select id from "user" where email = $1)`,
      ['ana@example.com'],
    );
    sandbox.setFault('overpass', { failRate: 1, failStatus: 504 });
    try {
      const id = await runSearch(ana, { step1: { profession: 'abogados' } });
      expect((await waitForSearch(t.pool, id)).status).toBe('failed');
      expect(await stored('search_failed')).toMatchObject([
        {
          email: 'ana@example.com',
          tone: 'warning',
          link: `/results/${id}`,
          params: { reason: 'places_source_unavailable', leads: 0 },
        },
      ]);
      expect(await emails('notification_search_failed')).toMatchObject([
        { to_address: 'ana@example.com', subject: 'Search failed' },
      ]);
    } finally {
      sandbox.setFault('overpass', null);
      await t.pool.query(
        `update profiles set locale = 'es' where user_id = (select id from "user" where email = $1)`,
        ['ana@example.com'],
      );
    }
  });

  it('a monthly re-run tells too, as a monthly search', async () => {
    await fundOrg(t.pool, ana.orgId, 300, 'starter');
    const first = await runSearch(ana, {
      step1: { profession: 'fontaneros' },
      step4: { autoRefresh: true, maxLeads: 3 },
    });
    await t.pool.query(
      `update searches set next_refresh_at = now() - interval '1 second' where id = $1`,
      [first],
    );
    const [rerun] = await refreshDueSearches({
      pool: t.pool,
      log: createLogger('silent'),
      source: t.search.source,
      leaseSeconds: 2,
      timeoutMinutes: 30,
    });
    await waitForSearch(t.pool, rerun!);
    const monthly = (await stored('search_completed')).filter((n) => n.params.monthly === true);
    expect(monthly).toMatchObject([{ email: 'ana@example.com', link: `/results/${rerun}` }]);
  });

  it('a search whose email the user switched off still notifies, without an email', async () => {
    const saved = await put(
      '/api/notifications/preferences',
      { email: { search_completed: false } },
      ana,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: { search_completed: false, search_failed: true, payment_failed: true },
    });
    const before = (await emails('notification_search_completed')).length;
    const id = await runSearch(ana, { step1: { profession: 'peluquerías' } });
    expect((await stored('search_completed')).map((n) => n.link)).toContain(`/results/${id}`);
    expect(await emails('notification_search_completed')).toHaveLength(before);
  });
});

describe('credits low: once per crossing, to the owner and admins', () => {
  const threshold = typicalSearchCost('free');

  it('a search that leaves the balance under a typical search tells owner and admin once', async () => {
    await fundOrg(t.pool, ana.orgId, threshold + 3, 'free');
    await runSearch(ana, { step1: { profession: 'farmacias' } });
    const low = await stored('credits_low');
    expect(low.map((n) => n.email).sort()).toEqual(['adam@example.com', 'ana@example.com']);
    expect(low[0]).toMatchObject({
      tone: 'warning',
      link: '/plans?tab=packs',
      org_id: ana.orgId,
      params: { typical: threshold },
    });
    // The admin reads English: his email is in English, the owner's in Spanish.
    expect(
      (await emails('notification_credits_low')).map((m) => [m.to_address, m.subject]).sort(),
    ).toEqual([
      ['adam@example.com', 'You are running low on credits'],
      ['ana@example.com', 'Te quedan pocos créditos'],
    ]);
  });

  it('another charge while still low tells nobody again; a top-up re-arms it', async () => {
    const charge = (credits: number) =>
      inTransaction(t.pool, async (db) => {
        await recordCreditMovement(db, {
          orgId: ana.orgId,
          userId: null,
          change: credits,
          kind: 'adjustment',
          reasonKey: 'adjustment',
        });
        await notifyCreditsLow(t.notify, db, ana.orgId);
      });
    await charge(-1);
    expect(await stored('credits_low')).toHaveLength(2);
    // Back above the threshold, then under it again: a new crossing.
    await charge(threshold * 2);
    expect(await stored('credits_low')).toHaveLength(2);
    await charge(-threshold * 2);
    expect(await stored('credits_low')).toHaveLength(4);
  });
});

describe('payments in test mode tell the owner and admins', () => {
  let subscriptionId: string;

  it('a pack: purchase credited, no email unless chosen', async () => {
    const saved = await put(
      '/api/notifications/preferences',
      { email: { purchase_credited: true } },
      adam,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { sessionId } = await startCheckout(t, ana, { packId: 'pack-100' });
    const confirm = await post(
      t,
      `/api/billing/test-checkout/${sessionId}/confirm`,
      {},
      ana.cookie,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const credited = await stored('purchase_credited');
    expect(credited.map((n) => n.email).sort()).toEqual(['adam@example.com', 'ana@example.com']);
    expect(credited[0]).toMatchObject({ tone: 'success', params: { credits: 100 } });
    // Off by default (Ana), chosen by Adam.
    expect(await emails('notification_purchase_credited')).toMatchObject([
      { to_address: 'adam@example.com', subject: 'Credits added' },
    ]);
    // Confirming again replays the same events: nothing new.
    await post(t, `/api/billing/test-checkout/${sessionId}/confirm`, {}, ana.cookie);
    expect(await stored('purchase_credited')).toHaveLength(2);
  });

  it('a plan bought: plan changed (upgrade)', async () => {
    const { sessionId } = await startCheckout(t, ana, { planId: 'growth' });
    const confirm = await post(
      t,
      `/api/billing/test-checkout/${sessionId}/confirm`,
      {},
      ana.cookie,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    subscriptionId = testSubscriptionIdOf(sessionId);
    expect(await stored('plan_changed')).toMatchObject([
      { tone: 'success', params: { from: 'free', to: 'growth', change: 'upgrade' } },
      { tone: 'success', params: { from: 'free', to: 'growth', change: 'upgrade' } },
    ]);
    expect(
      (await emails('notification_plan_changed')).map((m) => [m.to_address, m.subject]).sort(),
    ).toEqual([
      ['adam@example.com', 'Your plan is now Growth'],
      ['ana@example.com', 'Tu plan ahora es Growth'],
    ]);
  });

  it('the renewal reminder: 3 days ahead, once per period, never for a plan set to cancel', async () => {
    const periodEnd = async () =>
      (
        await t.pool.query<{ current_period_end: Date }>(
          'select current_period_end from subscriptions where org_id = $1',
          [ana.orgId],
        )
      ).rows[0]!.current_period_end;
    const days = (n: number, from: Date) => new Date(from.getTime() + n * 86_400_000);
    const remind = (now: Date) => remindRenewals({ ...t.notify, pool: t.pool }, now);
    let end = await periodEnd();

    expect(await remind(new Date())).toBe(0);
    expect(await remind(days(-4, end))).toBe(0);
    expect(await remind(days(-2.5, end))).toBe(1);
    expect(await remind(days(-1.5, end))).toBe(0);
    expect(await stored('plan_renews')).toMatchObject([
      { tone: 'info', link: '/plans', params: { plan: 'growth', date: end.toISOString() } },
      { tone: 'info', link: '/plans', params: { plan: 'growth', date: end.toISOString() } },
    ]);
    expect((await stored('plan_renews')).map((n) => n.email).sort()).toEqual([
      'adam@example.com',
      'ana@example.com',
    ]);

    // The next period is told again.
    await renewTestSubscription(deps, subscriptionId);
    end = await periodEnd();
    expect(await remind(days(-1, end))).toBe(1);
    expect(await stored('plan_renews')).toHaveLength(4);

    // Set to cancel at the period's end: no reminder.
    await cancelTestSubscription(deps, subscriptionId, { atPeriodEnd: true });
    await t.pool.query(
      `update subscriptions set current_period_end = current_period_end + interval '1 month'
       where org_id = $1`,
      [ana.orgId],
    );
    expect(await remind(days(-1, await periodEnd()))).toBe(0);
  });

  it('a failed renewal: payment failed to owner and admin; the email stays billing’s own', async () => {
    await t.pool.query(`update test_provider_subscriptions set cancel_at_period_end = false`);
    await failTestSubscriptionPayment(deps, subscriptionId);
    const failed = await stored('payment_failed');
    expect(failed.map((n) => n.email).sort()).toEqual(['adam@example.com', 'ana@example.com']);
    expect(failed[0]).toMatchObject({ tone: 'warning', params: { plan: 'growth' } });
    expect(await emails('notification_payment_failed')).toEqual([]);
    expect((await emails('payment_failed')).map((m) => m.to_address)).toEqual(['ana@example.com']);
  });

  it('a plan that ends: plan changed back to Free', async () => {
    await cancelTestSubscription(deps, subscriptionId);
    const ended = (await stored('plan_changed')).filter((n) => n.params.change === 'ended');
    expect(ended.map((n) => n.email).sort()).toEqual(['adam@example.com', 'ana@example.com']);
    expect(ended[0]).toMatchObject({ tone: 'warning', params: { from: 'growth', to: 'free' } });
  });

  it('a plain member and a stranger heard nothing', async () => {
    const heard = new Set((await stored()).map((n) => n.email));
    expect(heard.has('mia@example.com')).toBe(false);
    expect(heard.has('otro@example.com')).toBe(false);
    expect((await bell(mia)).unreadCount).toBe(0);
  });
});

describe('reading and changing your own notifications', () => {
  it('the bell: unread count and the latest 10, newest first', async () => {
    const all = await page(ana, '?limit=100');
    const view = await bell(ana);
    expect(view.unreadCount).toBe(all.unreadCount);
    expect(view.items).toEqual(all.items.slice(0, 10));
    const times = all.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages: limit and offset over the total', async () => {
    const all = await page(ana, '?limit=100');
    expect(all.total).toBeGreaterThan(4);
    const second = await page(ana, '?limit=2&offset=2');
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it('mark one read, then all; dismiss removes it from the bell and the list', async () => {
    const [first, second] = (await bell(ana)).items;
    const unread = (await bell(ana)).unreadCount;
    expect((await post(t, `/api/notifications/${first!.id}/read`, {}, ana.cookie)).json()).toEqual({
      ok: true,
    });
    const after = await bell(ana);
    expect(after.unreadCount).toBe(unread - 1);
    expect(after.items[0]!.readAt).not.toBeNull();
    // Reading it again changes nothing.
    await post(t, `/api/notifications/${first!.id}/read`, {}, ana.cookie);
    expect((await bell(ana)).unreadCount).toBe(unread - 1);

    const all = await post(t, '/api/notifications/read-all', {}, ana.cookie);
    expect(all.json()).toEqual({ ok: true, updated: unread - 1 });
    expect((await bell(ana)).unreadCount).toBe(0);

    const total = (await page(ana)).total;
    const dismissed = await post(t, `/api/notifications/${second!.id}/dismiss`, {}, ana.cookie);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await bell(ana)).items.map((item) => item.id)).not.toContain(second!.id);
    expect((await page(ana)).total).toBe(total - 1);
    const again = await post(t, `/api/notifications/${second!.id}/dismiss`, {}, ana.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('another user’s notification: not found, nothing changed', async () => {
    await notify(t.notify, t.pool, {
      userId: (
        await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
          'ana@example.com',
        ])
      ).rows[0]!.id,
      type: 'credits_low',
      params: { organization: 'Ana', credits: 1, typical: 27 },
    });
    const target = (await bell(ana)).items[0]!;
    expect(target.readAt).toBeNull();
    expect(await bell(otro)).toEqual({ unreadCount: 0, items: [] });
    expect((await page(otro)).total).toBe(0);
    for (const action of ['read', 'dismiss']) {
      const response = await post(t, `/api/notifications/${target.id}/${action}`, {}, otro.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    expect((await post(t, '/api/notifications/read-all', {}, otro.cookie)).json()).toEqual({
      ok: true,
      updated: 0,
    });
    const still = (await bell(ana)).items[0]!;
    expect(still).toEqual(target);
    const { rows } = await t.pool.query(
      'select read_at, dismissed_at from notifications where id = $1',
      [target.id],
    );
    expect(rows[0]).toEqual({ read_at: null, dismissed_at: null });
  });

  it('bad input: 4xx with the project’s error codes, nothing changed', async () => {
    const cases: [string, string, number, string][] = [
      ['POST', '/api/notifications/not-a-uuid/read', 400, 'validation_failed'],
      ['POST', '/api/notifications/12345/dismiss', 400, 'validation_failed'],
      ['GET', '/api/notifications?limit=0', 400, 'validation_failed'],
      ['GET', '/api/notifications?limit=101', 400, 'validation_failed'],
      ['GET', '/api/notifications?offset=-1', 400, 'validation_failed'],
      ['GET', '/api/notifications?limit=abc', 400, 'validation_failed'],
      ['POST', '/api/notifications/7d3f0c55-2a8e-4c61-9b1e-3f6a5d2c9e10/read', 404, 'not_found'],
    ];
    for (const [method, url, status, error] of cases) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: APP_URL, cookie: ana.cookie },
        remoteAddress: nextIp(),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.json()).toMatchObject({ error });
    }
    const before = (await get(t, '/api/notifications/preferences', ana.cookie)).json();
    for (const body of [
      { email: { payment_failed: false } },
      { email: { no_such_type: true } },
      { email: { credits_low: 'yes' } },
      { email: [] },
      {},
    ]) {
      const response = await put('/api/notifications/preferences', body, ana);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect((await get(t, '/api/notifications/preferences', ana.cookie)).json()).toEqual(before);
    // Another site cannot change them.
    const forged = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { email: { credits_low: false } },
      headers: { origin: 'https://evil.example', cookie: ana.cookie },
      remoteAddress: nextIp(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('signed out: 401 everywhere, the live stream included', async () => {
    for (const url of [
      '/api/notifications/bell',
      '/api/notifications',
      '/api/notifications/preferences',
      '/api/notifications/events',
    ]) {
      const response = await get(t, url);
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });
});

describe('live', () => {
  it('the stream sends the bell, then again when a notification arrives', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const { rows } = await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
      'otro@example.com',
    ]);
    let sent = false;
    const events = await readEvents(
      `http://127.0.0.1:${address.port}/api/notifications/events`,
      { cookie: otro.cookie },
      {
        stopAfter: (received) => {
          if (!sent) {
            sent = true;
            void inTransaction(t.pool, (db) =>
              notify(t.notify, db, {
                userId: rows[0]!.id,
                type: 'purchase_credited',
                params: { organization: 'Otro', credits: 500 },
                link: '/billing-history',
              }),
            );
          }
          return received.length >= 2;
        },
        timeoutMs: 10_000,
      },
    );
    expect(events.map((event) => event.event)).toEqual(['bell', 'bell']);
    expect(events[0]!.data).toEqual({ unreadCount: 0, items: [] });
    expect(events[1]!.data).toMatchObject({
      unreadCount: 1,
      items: [{ type: 'purchase_credited', params: { credits: 500 }, link: '/billing-history' }],
    });
  });
});
