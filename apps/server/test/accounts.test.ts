import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  captchaToken,
  confirmedUser,
  cookieHeader,
  createTestApp,
  lastEmailTo,
  nextIp,
  signUp,
  type TestApp,
} from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (table: string) =>
  Number((await t.pool.query(`select count(*) from ${table}`)).rows[0].count);

async function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

describe('sign-up, confirmation and sign-in', () => {
  it('sends a confirmation email; the link signs in and the account holds the 50-credit gift', async () => {
    const email = 'ana@example.com';
    const response = await signUp(t, { email, name: 'Ana Pérez' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      referralApplied: false,
      referralUnknown: false,
      verifiedByInvitation: false,
    });

    const mail = await lastEmailTo(t.pool, email);
    expect(mail?.kind).toBe('confirm_email');
    expect(mail?.subject).toBe('Confirma tu cuenta de LeadAtlas');
    expect(mail?.status).toBe('logged');
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe('/api/auth/verify-email');

    // Before confirming, password sign-in is refused.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      payload: { email, password: 'correct-horse-9' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/auth/callback');
    const cookie = cookieHeader(confirmed);
    expect(cookie).toContain('leadatlas.session_token=');
    const setCookie = String(confirmed.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const profile = await me(cookie);
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body.user.email).toBe(email);
    expect(body.user.fullName).toBe('Ana Pérez');
    expect(body.user.plan).toBe('free');
    expect(body.activeOrganization.role).toBe('owner');
    expect(body.activeOrganization.credits).toBe(50);
    expect(body.user.lastLogin).not.toBeNull();

    const ledger = await t.pool.query('select change, kind from credit_ledger where org_id = $1', [
      body.activeOrganization.id,
    ]);
    expect(ledger.rows).toEqual([{ change: 50, kind: 'signup_gift' }]);

    // A reused confirmation link signs nobody in and changes nothing.
    const reused = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe('/auth/callback?error=already_used');
    expect(reused.headers['set-cookie']).toBeUndefined();

    // Sign out, then sign in with the password.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: APP_URL },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: { email, password: 'correct-horse-9', rememberMe: true },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await me(cookieHeader(signIn))).json().activeOrganization.credits).toBe(50);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      payload: { email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('a referral code adds 100 credits (150 in all) and records who referred whom', async () => {
    const referrer = await confirmedUser(t, 'referrer@example.com');
    const referrerId = (await me(referrer.cookie)).json().user.id;
    await t.pool.query(
      "insert into referrals (referrer_user_id, referral_code) values ($1, 'AMIGO2025')",
      [referrerId],
    );
    const friend = await confirmedUser(t, 'friend@example.com', { referralCode: 'AMIGO2025' });
    expect(friend.signUp).toMatchObject({ referralApplied: true, referralUnknown: false });
    const friendMe = (await me(friend.cookie)).json();
    expect(friendMe.activeOrganization.credits).toBe(150);
    const referral = await t.pool.query(
      'select status, referred_user_id from referrals where referral_code = $1',
      ['AMIGO2025'],
    );
    // The friend confirmed their email (confirmedUser): the referrer was rewarded (decision 0021).
    expect(referral.rows[0]).toEqual({ status: 'rewarded', referred_user_id: friendMe.user.id });
  });

  it('an invitation link can ask whether its code is real, and learns nothing else', async () => {
    const lookup = async (code: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/referrals/${encodeURIComponent(code)}`,
        remoteAddress: nextIp(),
      });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const owner = await confirmedUser(t, 'lookup-owner@example.com');
    const ownerId = (await me(owner.cookie)).json().user.id;
    await t.pool.query(
      "insert into referrals (referrer_user_id, referral_code) values ($1, 'HOLA-2026'), ($1, 'USADO-1')",
      [ownerId],
    );
    await t.pool.query("update referrals set status = 'completed' where referral_code = 'USADO-1'");
    expect(await lookup('HOLA-2026')).toEqual({ status: 200, body: { valid: true } });
    expect(await lookup('USADO-1')).toEqual({ status: 200, body: { valid: false } });
    expect(await lookup('MADEUP999')).toEqual({ status: 200, body: { valid: false } });
    expect((await lookup('ab')).status).toBe(400);
  });

  it('an unknown referral code is ignored with a notice, never a failure', async () => {
    const user = await confirmedUser(t, 'nocode@example.com', { referralCode: 'NOPE-123' });
    expect(user.signUp).toMatchObject({ referralApplied: false, referralUnknown: true });
    expect((await me(user.cookie)).json().activeOrganization.credits).toBe(50);
  });

  it('password reset by email sets a new password', async () => {
    const email = 'reset@example.com';
    await confirmedUser(t, email);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: nextIp(),
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const mail = await lastEmailTo(t.pool, email);
    expect(mail?.kind).toBe('password_reset');
    const link = new URL(mail!.links[0]!);
    const landing = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const token = new URL(landing.headers.location as string, APP_URL).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: nextIp(),
      payload: { token, newPassword: 'brand-new-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      payload: { email, password: 'brand-new-pass-1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['malformed email', { email: 'not-an-email' }, 'email'],
    ['short password', { email: 'short@example.com', password: 'abc' }, 'password'],
    ['terms not accepted', { email: 'terms@example.com', termsAccepted: false }, 'termsAccepted'],
    ['missing captcha', { email: 'nocaptcha@example.com', captchaToken: '' }, 'captchaToken'],
  ])('%s → 400 naming the field', async (_label, body, field) => {
    const users = await count('"user"');
    const response = await signUp(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: [field] });
    expect(await count('"user"')).toBe(users);
  });

  it('a forged or replayed captcha is refused', async () => {
    const users = await count('"user"');
    const forged = await signUp(t, { email: 'forged@example.com', captchaToken: 'Zm9v' });
    expect(forged.json()).toEqual({ error: 'captcha_invalid' });
    const token = await captchaToken(t.app);
    const first = await signUp(t, { email: 'replay1@example.com', captchaToken: token });
    expect(first.statusCode).toBe(200);
    const replay = await signUp(t, { email: 'replay2@example.com', captchaToken: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'captcha_invalid' });
    expect(await count('"user"')).toBe(users + 1);
  });

  it('an email already registered gets the answer a new one gets; its owner gets an email', async () => {
    const first = await signUp(t, { email: 'twice@example.com', locale: 'en' });
    const users = await count('"user"');
    const again = await signUp(t, { email: 'twice@example.com', locale: 'es' });
    const fresh = await signUp(t, { email: 'once-only@example.com' });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(again.json()).toEqual(first.json());
    expect(await count('"user"')).toBe(users + 1);
    const mail = await lastEmailTo(t.pool, 'twice@example.com');
    // The owner's own language (English at sign-up), not the attempt's.
    expect(mail).toMatchObject({
      kind: 'sign_up_attempt',
      subject: 'Someone tried to create a LeadAtlas account with your email',
    });
    expect(mail!.links[0]).toBe(`${APP_URL}/register?mode=signin`);
  });

  it('a referral code reads the same for an existing address and a new one', async () => {
    await signUp(t, { email: 'taken-ref@example.com' });
    const again = await signUp(t, { email: 'taken-ref@example.com', referralCode: 'NOPE-123' });
    const fresh = await signUp(t, { email: 'fresh-ref@example.com', referralCode: 'NOPE-123' });
    expect(again.json()).toEqual(fresh.json());
  });

  // better-auth's own sign-up under every spelling of its path: http-guards.test.ts.

  it('signed up from a page (the survey), the confirmation link comes back to it', async () => {
    const email = 'from-survey@example.com';
    expect((await signUp(t, { email, returnPath: '/survey' })).statusCode).toBe(200);
    const link = new URL((await lastEmailTo(t.pool, email))!.links[0]!);
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/auth/callback?next=/survey');

    // Signing in before confirming mails a new link that comes back to the same page.
    const later = 'from-survey-later@example.com';
    await signUp(t, { email: later, returnPath: '/survey' });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: {
        email: later,
        password: 'correct-horse-9',
        callbackURL: '/auth/callback?next=/survey',
      },
    });
    expect(early.statusCode).toBe(403);
    const again = new URL((await lastEmailTo(t.pool, later))!.links[0]!);
    const viaSignIn = await t.app.inject({ method: 'GET', url: again.pathname + again.search });
    expect(viaSignIn.headers.location).toBe('/auth/callback?next=/survey');

    // Another site, or a path outside what the link can carry, comes back to the dashboard.
    for (const [address, returnPath] of [
      ['from-evil@example.com', '//evil.example/survey'],
      ['from-odd@example.com', '/support/new?asunto=Factura&prioridad=high'],
    ] as const) {
      expect((await signUp(t, { email: address, returnPath })).statusCode).toBe(200);
      const odd = new URL((await lastEmailTo(t.pool, address))!.links[0]!);
      const back = await t.app.inject({ method: 'GET', url: odd.pathname + odd.search });
      expect(back.headers.location).toBe('/auth/callback');
    }
  });

  it('an invalid confirmation token signs nobody in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not.a.token&callbackURL=/auth/callback',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/callback?error=invalid_token');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('malformed and oversized JSON get clear 4xx answers', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'invalid_json' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'payload_too_large' });
  });

  it('a cross-site POST is rejected (CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'csrf_rejected', appUrl: APP_URL });
  });

  it('/api/me without a session is 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized' });
  });
});
