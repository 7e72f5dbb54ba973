import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentResponse } from '@leadatlas/shared';
import { APP_URL, confirmedUser, createTestApp, nextIp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newVisitorId = () => randomBytes(16).toString('base64url');

async function getConsent(visitorId: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/consent?visitorId=${encodeURIComponent(visitorId)}`,
    remoteAddress: nextIp(),
    headers: cookie ? { cookie } : {},
  });
}

async function putConsent(body: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/consent',
    remoteAddress: nextIp(),
    headers: { origin: APP_URL, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

async function sendEvent(visitorId: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: nextIp(),
    headers: { origin: APP_URL },
    payload: { visitorId, name: 'page_view', path: '/', props: {}, ...body },
  });
}

async function preferenceRows(visitorId: string) {
  const { rows } = await t.pool.query<{
    user_id: string | null;
    functional_cookies: boolean;
    analytics_cookies: boolean;
    marketing_cookies: boolean;
  }>(
    'select user_id, functional_cookies, analytics_cookies, marketing_cookies from cookie_preferences where visitor_id = $1',
    [visitorId],
  );
  return rows;
}

async function eventRows(visitorId: string) {
  const { rows } = await t.pool.query<{ name: string; path: string; props: unknown }>(
    'select name, path, props from analytics_events where visitor_id = $1 order by id',
    [visitorId],
  );
  return rows;
}

describe('cookie consent', () => {
  it('is null for a new visitor; a PUT stores it and a second PUT updates the same row', async () => {
    const visitorId = newVisitorId();
    const first = await getConsent(visitorId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ consent: null });

    const saved = await putConsent({
      visitorId,
      functional: true,
      analytics: true,
      marketing: false,
    });
    expect(saved.statusCode).toBe(200);
    const savedConsent = saved.json<ConsentResponse>().consent;
    expect(savedConsent).toMatchObject({ functional: true, analytics: true, marketing: false });
    expect(Number.isNaN(Date.parse(savedConsent!.updatedAt))).toBe(false);

    const read = await getConsent(visitorId);
    expect(read.json<ConsentResponse>().consent).toEqual(savedConsent);

    const updated = await putConsent({
      visitorId,
      functional: true,
      analytics: false,
      marketing: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ConsentResponse>().consent).toMatchObject({
      functional: true,
      analytics: false,
      marketing: true,
    });
    expect((await getConsent(visitorId)).json<ConsentResponse>().consent).toMatchObject({
      analytics: false,
      marketing: true,
    });

    expect(await preferenceRows(visitorId)).toEqual([
      {
        user_id: null,
        functional_cookies: true,
        analytics_cookies: false,
        marketing_cookies: true,
      },
    ]);
  });

  it('refuses to turn functional cookies off', async () => {
    const visitorId = newVisitorId();
    const response = await putConsent({
      visitorId,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', fields: ['functional'] });
    expect(await preferenceRows(visitorId)).toEqual([]);
  });

  it('refuses a malformed visitor id', async () => {
    for (const visitorId of [
      'short',
      'x'.repeat(65),
      'has spaces in it!!!!',
      "quote'or'1'='1'--",
    ]) {
      const put = await putConsent({
        visitorId,
        functional: true,
        analytics: true,
        marketing: true,
      });
      expect(put.statusCode).toBe(400);
      expect(put.json()).toMatchObject({ error: 'validation_failed', fields: ['visitorId'] });
      const get = await getConsent(visitorId);
      expect(get.statusCode).toBe(400);
      expect(get.json()).toMatchObject({ error: 'validation_failed' });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/consent' });
    expect(missing.statusCode).toBe(400);
    const { rows } = await t.pool.query<{ count: number }>(
      'select count(*) from cookie_preferences where length(visitor_id) < 16 or length(visitor_id) > 64',
    );
    expect(rows[0]!.count).toBe(0);
  });

  it("a signed-in PUT records the user; the user's consent follows them to another device", async () => {
    const email = 'consent-user@example.com';
    const { cookie } = await confirmedUser(t, email);
    const { rows: users } = await t.pool.query<{ id: string }>(
      'select id from "user" where email = $1',
      [email],
    );
    const userId = users[0]!.id;

    const laptop = newVisitorId();
    const saved = await putConsent(
      { visitorId: laptop, functional: true, analytics: true, marketing: true },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(await preferenceRows(laptop)).toEqual([
      {
        user_id: userId,
        functional_cookies: true,
        analytics_cookies: true,
        marketing_cookies: true,
      },
    ]);

    // Another browser of the same user, signed in: it finds the user's choice.
    const phone = newVisitorId();
    const found = await getConsent(phone, cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json<ConsentResponse>().consent).toEqual(saved.json<ConsentResponse>().consent);

    // Without the session, that browser has no consent yet.
    expect((await getConsent(phone)).json()).toEqual({ consent: null });
  });
});

describe('first-party analytics events', () => {
  it('are recorded only while analytics consent is granted', async () => {
    const visitorId = newVisitorId();

    // No consent at all.
    const none = await sendEvent(visitorId);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ recorded: false });
    expect(await eventRows(visitorId)).toEqual([]);

    // Consent saved with analytics refused.
    await putConsent({ visitorId, functional: true, analytics: false, marketing: true });
    expect((await sendEvent(visitorId)).json()).toEqual({ recorded: false });
    expect(await eventRows(visitorId)).toEqual([]);

    // Analytics granted.
    await putConsent({ visitorId, functional: true, analytics: true, marketing: false });
    const granted = await sendEvent(visitorId, {
      name: 'cta_click',
      path: '/pricing',
      props: { cta: 'hero', depth: 50, logged: false },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ recorded: true });
    expect(await eventRows(visitorId)).toEqual([
      { name: 'cta_click', path: '/pricing', props: { cta: 'hero', depth: 50, logged: false } },
    ]);

    // Withdrawn: nothing more is stored.
    await putConsent({ visitorId, functional: true, analytics: false, marketing: false });
    expect((await sendEvent(visitorId)).json()).toEqual({ recorded: false });
    expect(await eventRows(visitorId)).toHaveLength(1);
  });

  it("the alternate landing's page view and CTA click are stored under consent, and not without", async () => {
    const refused = newVisitorId();
    await putConsent({ visitorId: refused, functional: true, analytics: false, marketing: false });
    const cta = { name: 'alt_cta_click', path: '/alt', props: { cta: 'hero' } };
    expect((await sendEvent(refused, cta)).json()).toEqual({ recorded: false });
    expect(await eventRows(refused)).toEqual([]);

    const visitorId = newVisitorId();
    await putConsent({ visitorId, functional: true, analytics: true, marketing: false });
    await sendEvent(visitorId, { path: '/alt' });
    expect((await sendEvent(visitorId, cta)).json()).toEqual({ recorded: true });
    expect(await eventRows(visitorId)).toEqual([
      { name: 'page_view', path: '/alt', props: {} },
      { name: 'alt_cta_click', path: '/alt', props: { cta: 'hero' } },
    ]);
  });

  it("another visitor's consent does not let an event through", async () => {
    const consenting = newVisitorId();
    await putConsent({ visitorId: consenting, functional: true, analytics: true, marketing: true });
    const stranger = newVisitorId();
    expect((await sendEvent(stranger)).json()).toEqual({ recorded: false });
    expect(await eventRows(stranger)).toEqual([]);
  });

  it('refuses an unknown event name', async () => {
    const visitorId = newVisitorId();
    await putConsent({ visitorId, functional: true, analytics: true, marketing: false });
    const response = await sendEvent(visitorId, { name: 'made_up_event' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', fields: ['name'] });
    expect(await eventRows(visitorId)).toEqual([]);
  });
});
