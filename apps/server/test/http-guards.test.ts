/**
 * Guards see the path the handler routes, whatever the client's spelling (issue 11 items 1–3,
 * 5); text PostgreSQL cannot take is refused everywhere (4); sign-up tells nobody whether an
 * address has an account (6); private routes authenticate before they validate (26); the
 * addresses people type work and email links follow them (10, 20). Paths are sent over a real
 * socket, verbatim.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  captchaToken,
  confirmedUser,
  cookieHeader,
  createTestApp,
  get,
  lastEmailTo,
  nextIp,
  post,
  signUp,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import { listenRaw, type RawClient } from './helpers/raw-http.js';
import { BILLING } from './helpers/billing.js';
import { landingLanguage } from '../src/http/landing.js';

let t: TestApp;
let raw: RawClient;
let ana: TestUser;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>LeadAtlas</title>');
  mkdirSync(path.join(webDist, 'landing'));
  for (const lang of ['es', 'en']) {
    writeFileSync(path.join(webDist, 'landing', `${lang}.html`), `<html lang="${lang}">landing`);
  }
  t = await createTestApp({}, { webDistDir: webDist });
  raw = await listenRaw(t.app);
  ana = await signedInUser(t, 'ana@example.com');
});
afterAll(async () => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.pool.query(sql, params)).rows[0].count);
const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json', origin: APP_URL },
  body: JSON.stringify(body),
});

describe("better-auth's own sign-up is closed under every spelling (item 1)", () => {
  it.each([
    '/api/auth/sign-up/email',
    '/api/auth//sign-up/email',
    '/api/auth/./sign-up/email',
    '/api/auth/x/../sign-up/email',
    '/api/auth/%2e/sign-up/email',
    '/api/auth/%2E/sign-up/email',
    '/api/auth/sign-up/email/',
    '/api/auth/sign-up%2Femail',
    '/api/auth/%73ign-up/email',
    '/api/auth\\sign-up/email',
    '/api//auth/sign-up/email',
    '/./api/auth/sign-up/email',
  ])('%s creates no account', async (spelling) => {
    const users = await count('select count(*) from "user"');
    const response = await raw(
      'POST',
      spelling,
      json({ email: 'bot@example.com', password: 'correct-horse-9', name: 'Bot' }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await count('select count(*) from "user"')).toBe(users);
  });
});

describe('limits key on the routed path (item 2)', () => {
  it('after sign-in answers 429, no other spelling takes another password guess', async () => {
    const guess = (spelling: string, i: number) =>
      raw('POST', spelling, json({ email: 'ana@example.com', password: `wrong-guess-${i}` }));
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await guess('/api/auth/sign-in/email', i)).status);
    expect(codes.at(-1)).toBe(429);
    for (const spelling of [
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/email/',
      '/api/auth/./sign-in/email',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/sign-in//email',
      // The OAuth callback is exempt from the CSRF check: its spelling must not lend that.
      '/api/auth/callback/../sign-in/email',
    ]) {
      const response = await guess(spelling, 99);
      expect([404, 429], `${spelling}: ${response.body}`).toContain(response.status);
    }
  });

  it('password-reset emails do not flow through another spelling', async () => {
    const before = await count(`select count(*) from email_outbox where kind = 'password_reset'`);
    for (const spelling of [
      '/api/auth//request-password-reset',
      '/api/auth/request-password-reset/',
      '/api/auth/./request-password-reset',
    ]) {
      const response = await raw(
        'POST',
        spelling,
        json({ email: 'ana@example.com', redirectTo: '/reset-password' }),
      );
      expect(response.status).toBe(404);
    }
    expect(await count(`select count(*) from email_outbox where kind = 'password_reset'`)).toBe(
      before,
    );
  });
});

describe('a used confirmation link signs nobody in (item 3)', () => {
  it('under any spelling of the path', async () => {
    const email = 'once@example.com';
    await signUp(t, { email });
    const link = new URL((await lastEmailTo(t.pool, email))!.links[0]!);
    const first = await raw('GET', link.pathname + link.search);
    expect(first.headers['set-cookie']).toBeDefined();
    for (const spelling of [
      link.pathname,
      link.pathname.replace('/verify-email', '//verify-email'),
      link.pathname.replace('/verify-email', '/./verify-email'),
      link.pathname.replace('/verify-email', '/%2e/verify-email'),
      `${link.pathname}/`,
    ]) {
      const again = await raw('GET', spelling + link.search);
      expect(again.headers['set-cookie'], spelling).toBeUndefined();
      expect([302, 404]).toContain(again.status);
    }
  });
});

describe('text no database can take is refused, never a 500 (item 4)', () => {
  const searchId = '00000000-0000-4000-8000-000000000000';
  it.each([
    '/api/locations?q=Ma%00drid',
    `/api/searches/${searchId}/leads?q=a%00b`,
    `/api/searches/${searchId}/points?q=a%00b`,
    '/api/credits/history?q=a%00b',
  ])('GET %s → 400', async (url) => {
    const response = await get(t, url, ana.cookie);
    expect(response.statusCode, response.body).toBe(400);
  });

  it('an analytics path with a NUL byte → 400', async () => {
    const response = await post(t, '/api/analytics/events', {
      visitorId: 'visitor-0123456789abcdef',
      name: 'page_view',
      path: '/x\u0000y',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a referral code with a NUL byte creates no account', async () => {
    const users = await count('select count(*) from "user"');
    const response = await signUp(t, { email: 'nul@example.com', referralCode: 'AB\u0000CD' });
    expect(response.statusCode).toBe(400);
    expect(await count('select count(*) from "user"')).toBe(users);
  });

  it.each(['fullName', 'companyName', 'address', 'city', 'postalCode', 'vatId'])(
    'an unpaired surrogate in the billing form field %s → 400 naming it',
    async (field) => {
      const response = await post(
        t,
        '/api/billing/checkout-session',
        {
          type: 'credits',
          packId: 'pack-100',
          orgId: ana.orgId,
          billingData: { ...BILLING, [field]: 'Ana \ud800 García' },
        },
        ana.cookie,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    },
  );

  it("better-auth's routes refuse such text too (an email with NUL)", async () => {
    const response = await raw(
      'POST',
      '/api/auth/request-password-reset',
      json({ email: 'ana\u0000@example.com', redirectTo: '/reset-password' }),
    );
    expect(response.status).toBe(400);
  });
});

describe('sign-up is one transaction (item 4)', () => {
  it('a failure while provisioning leaves no account behind', async () => {
    await t.pool.query(`
      create function refuse_org() returns trigger language plpgsql as $$
      begin if new.name = 'Boom' then raise exception 'provisioning failed'; end if; return new; end $$;
      create trigger refuse_org before insert on organizations for each row execute function refuse_org();`);
    try {
      const users = await count('select count(*) from "user"');
      const accounts = await count('select count(*) from account');
      const response = await signUp(t, { email: 'boom@example.com', name: 'Boom' });
      expect(response.statusCode).toBe(500);
      expect(await count('select count(*) from "user"')).toBe(users);
      expect(await count('select count(*) from account')).toBe(accounts);
      expect(await lastEmailTo(t.pool, 'boom@example.com')).toBeUndefined();
    } finally {
      await t.pool.query('drop trigger refuse_org on organizations; drop function refuse_org();');
    }
    // The same address can sign up once the fault is gone.
    const retry = await confirmedUser(t, 'boom@example.com', { name: 'Boom' });
    const me = await get(t, '/api/me', retry.cookie);
    expect(me.json()).toMatchObject({ activeOrganization: { credits: 50 } });
  });
});

describe('malformed URLs and HEAD (item 5)', () => {
  it('a URL the router cannot decode gets our error and our security headers', async () => {
    const response = await raw('GET', '/api/searches/%');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'validation_failed' });
    expect(response.body).not.toContain('FST_');
    expect(response.body).not.toContain('/api/searches');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/dashboard', '/wizard/step-1', '/privacy'])(
    'HEAD %s answers as GET does',
    async (url) => {
      const getResponse = await raw('GET', url);
      const head = await raw('HEAD', url);
      expect(getResponse.status).toBe(200);
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
    },
  );
});

describe('the prerendered landing (issue 18)', () => {
  const page = (response: { body: string }) =>
    /<html lang="(\w+)">landing/.exec(response.body)?.[1];

  it('is what / answers visitors, in their language: cookie, else Accept-Language, else Spanish', async () => {
    expect(page(await get(t, '/'))).toBe('es');
    expect(page(await get(t, '/', null, { 'accept-language': 'en-GB,en;q=0.9' }))).toBe('en');
    expect(page(await get(t, '/', null, { 'accept-language': 'fr-FR,en;q=0.8' }))).toBe('es');
    const chosen = await get(t, '/', null, { cookie: 'app_lang=es', 'accept-language': 'en-US' });
    expect(page(chosen)).toBe('es');
    expect(page(await get(t, '/', null, { cookie: 'x=1; app_lang=en' }))).toBe('en');
    expect(chosen.headers['content-type']).toContain('text/html');
    expect(chosen.headers.vary).toContain('Cookie');
    expect(chosen.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is not for a signed-in visitor, a referral link or any other path: those get the application', async () => {
    for (const response of [
      await get(t, '/', ana.cookie),
      await get(t, '/?ref=abc123'),
      await get(t, '/register'),
      await get(t, '/alt'),
      // The prerendered files are `/` itself, never pages of their own.
      await get(t, '/landing/es.html'),
      await get(t, '/landing/../landing/en.html'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>LeadAtlas</title>');
    }
  });

  it('tells caches that / depends on the session and the language, and not to keep it', async () => {
    for (const response of [await get(t, '/'), await get(t, '/', ana.cookie)]) {
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(t, '/register')).headers['cache-control']).toBe('no-cache');
  });

  it('picks the language as the web app does', () => {
    expect(landingLanguage({})).toBe('es');
    expect(landingLanguage({ 'accept-language': 'en' })).toBe('en');
    expect(landingLanguage({ 'accept-language': 'es-MX,en;q=0.9' })).toBe('es');
    expect(landingLanguage({ cookie: 'app_lang=fr', 'accept-language': 'en-US' })).toBe('en');
    expect(landingLanguage({ cookie: 'app_lang=en', 'accept-language': 'es' })).toBe('en');
  });
});

describe('sign-up does not tell whether an address has an account (item 6)', () => {
  it('same answer; the owner is told by email', async () => {
    const taken = await signUp(t, { email: 'ana@example.com' });
    const fresh = await signUp(t, { email: 'new-person@example.com' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(await lastEmailTo(t.pool, 'ana@example.com')).toMatchObject({
      kind: 'sign_up_attempt',
    });
  });
});

describe('signed-in actions are limited per user, not per office (item 7)', () => {
  it('35 colleagues behind one address each start a search without 429', async () => {
    const office = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) {
      const colleague = await signedInUser(t, `colleague${i}@example.com`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/searches',
        remoteAddress: office,
        headers: { origin: APP_URL, cookie: colleague.cookie },
        payload: { searchPayload: {}, orgId: colleague.orgId },
      });
      codes.push(response.statusCode);
    }
    expect(codes).not.toContain(429);
    // 35 sign-ups, each solving a proof-of-work captcha: slow beside the browser journeys.
  }, 120_000);

  it('one user starting searches in a loop is still limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/searches',
        remoteAddress: nextIp(),
        headers: { origin: APP_URL, cookie: ana.cookie },
        payload: { searchPayload: {}, orgId: ana.orgId },
      });
      codes.push(response.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the address people type (item 10) and the language they read (item 20)', () => {
  const at127 = APP_URL.replace('localhost', '127.0.0.1');

  it.each([APP_URL, at127, APP_URL.replace('localhost', '[::1]')])(
    'a form posted from %s passes; its confirmation link stays there',
    async (origin) => {
      const email = `typed-${new URL(origin).hostname.replace(/\W/g, '')}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        remoteAddress: nextIp(),
        headers: { origin },
        payload: {
          email,
          password: 'correct-horse-9',
          termsAccepted: true,
          locale: 'en',
          captchaToken: await captchaToken(t.app),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await lastEmailTo(t.pool, email);
      expect(mail).toMatchObject({
        kind: 'confirm_email',
        subject: 'Confirm your LeadAtlas account',
      });
      expect(mail!.links[0]!.startsWith(`${origin}/api/auth/verify-email?`)).toBe(true);
    },
  );

  it('a forged Host never becomes the link of an email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: nextIp(),
      headers: { host: 'evil.example', 'x-app-locale': 'en' },
      payload: { email: 'ana@example.com', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastEmailTo(t.pool, 'ana@example.com');
    // In the language saved on Ana's account (Spanish), whatever the interface (decision 0015).
    expect(mail).toMatchObject({
      kind: 'password_reset',
      subject: 'Restablece tu contraseña de LeadAtlas',
    });
    expect(mail!.links[0]!.startsWith(`${APP_URL}/`)).toBe(true);
  });

  it('sign-in from 127.0.0.1 reaches the password check (better-auth trusts the origin)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: at127 },
      payload: { email: 'nobody-here@example.com', password: 'wrong-password-1' },
    });
    expect([401, 429]).toContain(response.statusCode);
  });

  it('another origin is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: nextIp(),
      headers: { origin: 'http://127.0.0.1:4000' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'csrf_rejected', appUrl: APP_URL });
  });

  it('a reset is in the language saved on the account, even asked from the Spanish interface', async () => {
    const email = 'saved-en@example.com';
    await signUp(t, { email, locale: 'en' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL, 'x-app-locale': 'es' },
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(await lastEmailTo(t.pool, email)).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your LeadAtlas password',
    });
  });
});

describe('private routes authenticate before they validate (item 26)', () => {
  it.each([
    ['POST', '/api/searches', {}],
    ['POST', '/api/searches/preview', {}],
    ['GET', '/api/searches/not-a-uuid', undefined],
    ['GET', '/api/locations', undefined],
    ['POST', '/api/billing/checkout-session', { type: 'nonsense' }],
    ['GET', '/api/credits/history?limit=-4', undefined],
  ] as const)('%s %s anonymous → 401', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized' });
  });

  it('public routes still answer anonymously', async () => {
    expect((await get(t, '/api/config')).statusCode).toBe(200);
    expect((await get(t, '/api/pricing')).statusCode).toBe(200);
    expect((await get(t, '/api/health')).statusCode).toBe(200);
    const signedOut = await get(t, '/api/me');
    expect(signedOut.statusCode).toBe(401);
    expect(cookieHeader(signedOut)).toBe('');
  });
});
