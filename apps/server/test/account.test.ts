/**
 * The user's home (/account, decision 0015) against a real PostgreSQL and the sandbox world:
 * profile and language, email change, password, sessions, data export and account deletion,
 * with every kind of bad input changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_SHOWN_CHARS,
  type AccountExport,
  type AccountSessionsResponse,
  type MeResponse,
} from '@leadatlas/shared';
import {
  APP_URL,
  captchaToken,
  cookieHeader,
  lastEmailTo,
  nextIp,
  orgOf,
  send as sendAs,
  signUp,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  startSearch,
  startSearchWorld,
  waitForSearch,
  type SearchWorld,
} from './helpers/search-world.js';
import { addMember, startCheckout } from './helpers/billing.js';

let world: SearchWorld;
let t: TestApp;

beforeAll(async () => {
  world = await startSearchWorld();
  t = world.t;
});
afterAll(async () => world?.close());

const PASSWORD = 'correct-horse-9';
const AT_127 = APP_URL.replace('localhost', '127.0.0.1');

const send = (
  method: Parameters<typeof sendAs>[1],
  url: string,
  cookie: string | null,
  payload?: unknown,
  headers?: Record<string, string>,
) => sendAs(t, method, url, cookie, payload, headers);

/**
 * Signs in through better-auth. Under a test runner its limits key every client on 127.0.0.1
 * (decision 0002), and this file signs in more than 5 times a minute: the limit is covered by
 * rate-limits.test.ts, so its counters are cleared here.
 */
async function signIn(email: string, password: string, userAgent = 'vitest') {
  await t.pool.query('delete from "rateLimit"');
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: nextIp(),
    headers: { origin: APP_URL, 'user-agent': userAgent },
    payload: { email, password },
  });
}

async function me(cookie: string): Promise<MeResponse> {
  const response = await send('GET', '/api/me', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MeResponse;
}

async function outboxTo(address: string) {
  const { rows } = await t.pool.query<{ kind: string; subject: string; links: string[] }>(
    'select kind, subject, links from email_outbox where to_address = $1 order by created_at',
    [address],
  );
  return rows;
}

/** Everything an account's refused change could have touched. */
async function accountSnapshot(email: string) {
  const { rows } = await t.pool.query(
    `select u.email, u.name, u."emailVerified", a.password, p.full_name, p.locale,
       (select count(*)::int from session s where s."userId" = u.id) as sessions,
       (select count(*)::int from email_change_requests r where r.user_id = u.id) as requests,
       (select count(*)::int from organizations o where o.owner_user_id = u.id) as orgs,
       (select count(*)::int from email_outbox) as outbox
     from "user" u join account a on a."userId" = u.id left join profiles p on p.user_id = u.id
     where u.email = $1`,
    [email],
  );
  return rows[0] as Record<string, unknown>;
}

describe('profile and language', () => {
  it('saves the full name and the language; /api/me follows; later emails use that language', async () => {
    const ana = await signedInUser(t, 'profile-ana@example.com');
    const saved = await send('PATCH', '/api/account/profile', ana.cookie, {
      fullName: '  Ana   María López ',
      locale: 'en',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await me(ana.cookie);
    expect(after.user).toMatchObject({ fullName: 'Ana María López', locale: 'en' });

    // A password reset asked from the Spanish interface arrives in the saved language.
    await send(
      'POST',
      '/api/auth/request-password-reset',
      null,
      {
        email: 'profile-ana@example.com',
        redirectTo: '/reset-password',
      },
      { 'x-app-locale': 'es' },
    );
    expect(await lastEmailTo(t.pool, 'profile-ana@example.com')).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your LeadAtlas password',
    });

    // A cleared name falls back to the email, never to an older name.
    await send('PATCH', '/api/account/profile', ana.cookie, { fullName: '' });
    expect((await me(ana.cookie)).user).toMatchObject({ fullName: null, metadataName: null });
  });

  it('refuses an empty change, an unknown language and a signed-out call; nothing changes', async () => {
    const ben = await signedInUser(t, 'profile-ben@example.com');
    const before = await accountSnapshot('profile-ben@example.com');
    for (const body of [{}, { locale: 'fr' }, { fullName: 'x'.repeat(121) }]) {
      const response = await send('PATCH', '/api/account/profile', ben.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
    const anonymous = await send('PATCH', '/api/account/profile', null, { locale: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    expect(await accountSnapshot('profile-ben@example.com')).toEqual(before);
  });
});

describe('email change', () => {
  it('confirms by the new address, tells the old one, and the new address signs in', async () => {
    const old = 'move-old@example.com';
    const fresh = 'move-new@example.com';
    const user = await signedInUser(t, old);
    await send('PATCH', '/api/account/profile', user.cookie, { locale: 'en' });

    // Asked from 127.0.0.1: the link opens where the user is.
    const asked = await send(
      'POST',
      '/api/account/email-change',
      user.cookie,
      {
        newEmail: ` ${fresh.toUpperCase()} `,
        currentPassword: PASSWORD,
      },
      { origin: AT_127 },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ ok: true, sentTo: fresh });
    // Nothing changed yet.
    expect((await me(user.cookie)).user.email).toBe(old);
    const mail = await lastEmailTo(t.pool, fresh);
    expect(mail).toMatchObject({
      kind: 'email_change_confirm',
      subject: 'Confirm your new LeadAtlas email',
    });
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(AT_127);
    expect(link.pathname).toBe('/account/email-change');
    const token = link.searchParams.get('token')!;
    // Only the hash is stored.
    const stored = await t.pool.query('select 1 from email_change_requests where token_hash = $1', [
      token,
    ]);
    expect(stored.rowCount).toBe(0);

    const forged = await send('POST', '/api/account/email-change/confirm', null, {
      token: `${token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'invalid_token' });

    // Signed out (another device): the token is the proof.
    const confirmed = await send('POST', '/api/account/email-change/confirm', null, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, email: fresh });
    expect((await me(user.cookie)).user.email).toBe(fresh);
    expect(await lastEmailTo(t.pool, old)).toMatchObject({
      kind: 'email_changed',
      subject: 'Your LeadAtlas account email changed',
    });

    const reused = await send('POST', '/api/account/email-change/confirm', null, { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_token' });

    expect((await signIn(fresh, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(old, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a wrong password, a malformed, unchanged or taken address, and a signed-out call', async () => {
    const email = 'move-refused@example.com';
    const user = await signedInUser(t, email);
    await signedInUser(t, 'move-taken@example.com');
    const before = await accountSnapshot(email);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { newEmail: 'elsewhere@example.com', currentPassword: 'wrong-password-1' },
        400,
        'wrong_password',
      ],
      [{ newEmail: 'not-an-email', currentPassword: PASSWORD }, 400, 'validation_failed'],
      [{ newEmail: email, currentPassword: PASSWORD }, 400, 'email_unchanged'],
      [{ newEmail: 'MOVE-TAKEN@example.com', currentPassword: PASSWORD }, 409, 'email_in_use'],
      [{ newEmail: 'elsewhere@example.com', currentPassword: '' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const response = await send('POST', '/api/account/email-change', user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toBe(code);
    }
    const anonymous = await send('POST', '/api/account/email-change', null, {
      newEmail: 'x@example.com',
      currentPassword: PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await accountSnapshot(email)).toEqual(before);
    expect(await outboxTo('elsewhere@example.com')).toEqual([]);
  });

  it('only the newest link works; an address taken meanwhile is refused at confirmation', async () => {
    const user = await signedInUser(t, 'move-twice@example.com');
    const ask = (newEmail: string) =>
      send('POST', '/api/account/email-change', user.cookie, {
        newEmail,
        currentPassword: PASSWORD,
      });
    const tokenFor = async (address: string) =>
      new URL((await lastEmailTo(t.pool, address))!.links[0]!).searchParams.get('token')!;
    expect((await ask('first-try@example.com')).statusCode).toBe(200);
    const first = await tokenFor('first-try@example.com');
    expect((await ask('second-try@example.com')).statusCode).toBe(200);
    const second = await tokenFor('second-try@example.com');
    const superseded = await send('POST', '/api/account/email-change/confirm', null, {
      token: first,
    });
    expect(superseded.json()).toEqual({ error: 'invalid_token' });

    // Someone signs up with the requested address before the link is followed.
    await signUp(t, { email: 'second-try@example.com' });
    const taken = await send('POST', '/api/account/email-change/confirm', null, { token: second });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'email_in_use' });
    expect((await me(user.cookie)).user.email).toBe('move-twice@example.com');
  });
});

describe('password and sessions', () => {
  it('lists sessions in words, marks this one, and signs out everywhere else', async () => {
    const email = 'sessions@example.com';
    await signedInUser(t, email);
    const desktop = cookieHeader(
      await signIn(
        email,
        PASSWORD,
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    );
    const phone = cookieHeader(
      await signIn(
        email,
        PASSWORD,
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    );
    const listed = await send('GET', '/api/account/sessions', desktop);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json() as AccountSessionsResponse;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari',
      os: 'macOS',
      device: 'desktop',
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        current: false,
        browser: 'Chrome',
        os: 'Android',
        device: 'mobile',
      }),
    );
    expect(sessions[0]!.ipAddress).toMatch(/^127\./);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);

    const revoked = await send('POST', '/api/account/sessions/revoke-others', desktop, {});
    expect(revoked.json()).toEqual({ ok: true, signedOut: 2 });
    expect((await send('GET', '/api/me', phone)).statusCode).toBe(401);
    expect((await send('GET', '/api/me', desktop)).statusCode).toBe(200);
    expect((await send('GET', '/api/account/sessions', null)).statusCode).toBe(401);
  });

  it('changes the password keeping other sessions, or ending them when asked', async () => {
    const email = 'password@example.com';
    const { cookie } = await signedInUser(t, email);
    const other = cookieHeader(await signIn(email, PASSWORD));
    const kept = await send('POST', '/api/account/password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'second-secret-2',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ ok: true, signedOutSessions: 0 });
    expect((await send('GET', '/api/me', other)).statusCode).toBe(200);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);

    const third = cookieHeader(await signIn(email, 'second-secret-2'));
    const ended = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'second-secret-2',
      newPassword: 'third-secret-3',
      signOutOthers: true,
    });
    expect(ended.json()).toEqual({ ok: true, signedOutSessions: 2 });
    expect((await send('GET', '/api/me', other)).statusCode).toBe(401);
    expect((await send('GET', '/api/me', third)).statusCode).toBe(401);
    expect((await send('GET', '/api/me', cookie)).statusCode).toBe(200);
    expect((await signIn(email, 'third-secret-3')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and a signed-out call; nothing changes', async () => {
    const email = 'password-refused@example.com';
    const { cookie } = await signedInUser(t, email);
    const before = await accountSnapshot(email);
    const wrong = await send('POST', '/api/account/password', cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'fine-new-secret-1',
      signOutOthers: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'wrong_password' });
    const weak = await send('POST', '/api/account/password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: 'validation_failed', fields: ['newPassword'] });
    const anonymous = await send('POST', '/api/account/password', null, {
      currentPassword: PASSWORD,
      newPassword: 'fine-new-secret-1',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await accountSnapshot(email)).toEqual(before);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });
});

/** A full account: a search with leads, a pack and a plan bought in test mode, consent,
 * analytics (before and after signing in), the newsletter, a pending email change, a password
 * reset token and several sessions. */
async function fullAccount(email: string, name: string) {
  const signed = await signUp(t, { email, name, locale: 'es' });
  expect(signed.statusCode).toBe(200);
  const confirmLink = new URL((await lastEmailTo(t.pool, email))!.links[0]!);
  const confirmed = await t.app.inject({
    method: 'GET',
    url: confirmLink.pathname + confirmLink.search,
    remoteAddress: nextIp(),
  });
  const user: TestUser = { cookie: cookieHeader(confirmed), orgId: await orgOf(t.pool, email) };
  const userId = (await me(user.cookie)).user.id;

  const searchId = await startSearch(t, user);
  const search = await waitForSearch(t.pool, searchId);
  expect(search.results_count).toBeGreaterThan(0);

  for (const what of [{ packId: 'pack-100' }, { planId: 'growth' }]) {
    const { sessionId } = await startCheckout(t, user, what);
    const paid = await send(
      'POST',
      `/api/billing/test-checkout/${sessionId}/confirm`,
      user.cookie,
      {},
    );
    expect(paid.statusCode, paid.body).toBe(200);
  }

  const visitorId = `visitor-${userId}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60);
  const consent = { visitorId, functional: true, analytics: true, marketing: false };
  expect((await send('PUT', '/api/consent', user.cookie, consent)).statusCode).toBe(200);
  const event = { visitorId, name: 'page_view', path: '/dashboard', props: {} };
  expect((await send('POST', '/api/analytics/events', null, event)).json()).toEqual({
    recorded: true,
  });
  expect((await send('POST', '/api/analytics/events', user.cookie, event)).json()).toEqual({
    recorded: true,
  });
  const newsletter = await send('POST', '/api/newsletter', null, {
    email,
    name,
    locale: 'es',
    captchaToken: await captchaToken(t.app),
  });
  expect(newsletter.statusCode, newsletter.body).toBe(200);
  // Two contact-form messages naming them: one signed in, one as a visitor with their address.
  for (const cookie of [user.cookie, null]) {
    const sent = await send('POST', '/api/contact', cookie, {
      nombre: name,
      email,
      asunto: `Consulta de ${name}`,
      mensaje: `Soy ${name} (${cookie ? 'con sesión' : 'sin sesión'}).`,
      locale: 'es',
      captchaToken: await captchaToken(t.app),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  // A support ticket with a reply: support's copies of both name them.
  const ticket = await send('POST', '/api/support/tickets', user.cookie, {
    nombre: name,
    email,
    categoria: 'account',
    prioridad: 'medium',
    asunto: `Ayuda para ${name}`,
    mensaje: `Soy ${name} y necesito ayuda.`,
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { ticketId } = ticket.json() as { ticketId: string };
  const replied = await send('POST', `/api/support/tickets/${ticketId}/messages`, user.cookie, {
    mensaje: `Otra vez ${name}.`,
  });
  expect(replied.statusCode, replied.body).toBe(200);
  const pending = `${email.split('@')[0]}-next@example.org`;
  const asked = await send('POST', '/api/account/email-change', user.cookie, {
    newEmail: pending,
    currentPassword: PASSWORD,
  });
  expect(asked.statusCode).toBe(200);
  await send('POST', '/api/auth/request-password-reset', null, {
    email,
    redirectTo: '/reset-password',
  });
  const survey = await send('POST', '/api/feedback', user.cookie, {
    reasonStopped: 'other',
    reasonStoppedOther: `Soy ${name}`,
    featureComeback: 'other_feature',
    featureComebackOther: `Escribidme a ${email}`,
    npsScore: 8,
    suggestions: `${name} (${email}) sugiere más filtros`,
    language: 'es',
  });
  expect(survey.statusCode, survey.body).toBe(200);
  expect((await signIn(email, PASSWORD, 'Mozilla/5.0 (iPhone) Mobile Safari')).statusCode).toBe(
    200,
  );
  return { user, userId, visitorId, searchId, pending };
}

/**
 * Invitations around an account: a host team invites it (as admin) and the address it asked
 * to move to; it accepts (the host is told, by name) and invites a guest to the team; its own
 * organization invites a friend (emails that name it go to both).
 */
async function invitationsAround(user: TestUser, email: string, pending: string) {
  const local = email.split('@')[0];
  const host = await signedInUser(t, `${local}-host@example.net`);
  await t.pool.query(`update organizations set plan = 'growth' where id = any($1::uuid[])`, [
    [host.orgId, user.orgId],
  ]);
  const invite = (who: TestUser, orgId: string, to: string, role = 'member') =>
    send('POST', `/api/organizations/${orgId}/invitations`, who.cookie, { email: to, role });
  expect((await invite(host, host.orgId, email, 'admin')).statusCode).toBe(201);
  expect((await invite(host, host.orgId, pending)).statusCode).toBe(201);
  const link = (await outboxTo(email)).findLast((mail) => mail.kind === 'organization_invitation');
  const token = new URL(link!.links[0]!).pathname.split('/').pop()!;
  const accepted = await send('POST', `/api/invitations/${token}/accept`, user.cookie, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  const guest = await invite(user, host.orgId, `${local}-guest@example.net`);
  expect(guest.statusCode, guest.body).toBe(201);
  expect((await invite(user, user.orgId, `${local}-friend@example.net`)).statusCode).toBe(201);
  return { hostOrgId: host.orgId, guestInvitationId: (guest.json() as { id: string }).id };
}

describe('data export', () => {
  it('answers a JSON file with profile, organizations, searches with leads, movements, consent', async () => {
    const email = 'export@example.com';
    const { user, userId, visitorId, searchId } = await fullAccount(email, 'Eva Export');
    const response = await send('GET', '/api/account/export', user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leadatlas-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json() as AccountExport;
    expect(data.profile).toMatchObject({ id: userId, email, fullName: 'Eva Export', locale: 'es' });
    expect(data.organizations).toEqual([
      expect.objectContaining({ id: user.orgId, role: 'owner', personal: true, plan: 'growth' }),
    ]);
    const search = data.searches.find((s) => s.id === searchId)!;
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from leads where search_id = $1',
      [searchId],
    );
    expect(search.leads).toHaveLength(rows[0]!.n);
    expect(search.leads[0]).toHaveProperty('business_name');
    expect(data.creditMovements.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['signup_gift', 'hold', 'purchase', 'plan_grant']),
    );
    expect(data.consentRecords).toEqual([
      expect.objectContaining({ visitorId, analytics: true, marketing: false }),
    ]);
    expect(data.newsletter).toMatchObject({ email });
    expect(data.sessions.length).toBeGreaterThanOrEqual(2);

    // Support tickets with their whole conversation, as typed.
    const ticket = await send('POST', '/api/support/tickets', user.cookie, {
      nombre: 'Eva Export',
      email,
      categoria: 'billing',
      prioridad: 'high',
      asunto: 'Factura <b>marzo</b>',
      mensaje: 'No encuentro la factura',
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { ticketId } = ticket.json() as { ticketId: string };
    await send('POST', `/api/support/tickets/${ticketId}/messages`, user.cookie, {
      mensaje: 'Sigo sin verla',
    });
    const withTicket = (
      await send('GET', '/api/account/export', user.cookie)
    ).json() as AccountExport;
    expect(withTicket.supportTickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ticketId,
          asunto: 'Factura <b>marzo</b>',
          categoria: 'billing',
          status: 'pending',
          messages: [
            expect.objectContaining({ sender: 'user', mensaje: 'No encuentro la factura' }),
            expect.objectContaining({ sender: 'user', mensaje: 'Sigo sin verla' }),
          ],
        }),
      ]),
    );
    // Both contact messages: the one sent signed in and the one sent with their address.
    expect(withTicket.contactMessages).toEqual([
      expect.objectContaining({ email, mensaje: 'Soy Eva Export (con sesión).' }),
      expect.objectContaining({ email, mensaje: 'Soy Eva Export (sin sesión).' }),
    ]);
    expect(withTicket.surveyAnswers).toEqual([
      expect.objectContaining({ reasonStoppedOther: 'Soy Eva Export', npsScore: 8 }),
    ]);

    // What they set up for the organization is described; no key, token or secret is in it.
    await t.pool.query(`update organizations set plan = 'pro' where id = $1`, [user.orgId]);
    const made = await send('POST', `/api/organizations/${user.orgId}/api-keys`, user.cookie, {
      name: 'Sincronizar CRM',
      scope: 'read',
    });
    expect(made.statusCode, made.body).toBe(200);
    const { token } = made.json() as { token: string };
    await t.pool.query(
      `insert into webhook_endpoints (id, org_id, url, description, events, secret_sealed,
                                      secret_hint, created_by)
       values (gen_random_uuid(), $1, 'https://hooks.example.com/leads', 'Zapier', '{search.completed}',
               'SEALED-ENDPOINT-SECRET', 'abcd', $2)`,
      [user.orgId, userId],
    );
    await t.pool.query(
      `insert into integration_connections (org_id, provider, secret_sealed, secret_hint, settings,
                                            account_label, created_by)
       values ($1, 'pipedrive', 'SEALED-CONNECTION-TOKEN', 'wxyz', '{"companyDomain":"acme"}',
               'Acme', $2)`,
      [user.orgId, userId],
    );
    // Set up in an organization they no longer belong to: that organization's, not theirs.
    const left = await signedInUser(t, 'export-left@example.com');
    await t.pool.query(
      `insert into webhook_endpoints (id, org_id, url, events, secret_sealed, secret_hint, created_by)
       values (gen_random_uuid(), $1, 'https://hooks.example.com/theirs', '{search.completed}',
               'SEALED', 'abcd', $2)`,
      [left.orgId, userId],
    );
    const setUp = await send('GET', '/api/account/export', user.cookie);
    const withSetUp = setUp.json() as AccountExport;
    expect(withSetUp.apiKeys).toEqual([
      expect.objectContaining({
        orgId: user.orgId,
        name: 'Sincronizar CRM',
        scope: 'read',
        prefix: token.slice(0, API_KEY_SHOWN_CHARS),
        revokedAt: null,
      }),
    ]);
    expect(withSetUp.webhookEndpoints).toEqual([
      expect.objectContaining({
        url: 'https://hooks.example.com/leads',
        events: ['search.completed'],
        enabled: true,
      }),
    ]);
    expect(withSetUp.integrations).toEqual([
      expect.objectContaining({
        provider: 'pipedrive',
        accountLabel: 'Acme',
        settings: { companyDomain: 'acme' },
      }),
    ]);
    const { rows: hashes } = await t.pool.query<{ token_hash: string }>(
      'select token_hash from api_keys where org_id = $1',
      [user.orgId],
    );
    for (const secret of [
      token,
      hashes[0]!.token_hash,
      'SEALED-ENDPOINT-SECRET',
      'SEALED-CONNECTION-TOKEN',
    ]) {
      expect(setUp.body).not.toContain(secret);
    }

    // Another user's export holds none of it.
    const other = await signedInUser(t, 'export-other@example.com');
    const theirs = (await send('GET', '/api/account/export', other.cookie)).json() as AccountExport;
    expect(JSON.stringify(theirs)).not.toContain(email);
    expect(theirs.searches).toEqual([]);
    expect(theirs.supportTickets).toEqual([]);
    expect(theirs.contactMessages).toEqual([]);
    expect(theirs.surveyAnswers).toEqual([]);
    expect(theirs.apiKeys).toEqual([]);
    expect(theirs.webhookEndpoints).toEqual([]);
    expect(theirs.integrations).toEqual([]);
    expect((await send('GET', '/api/account/export', null)).statusCode).toBe(401);
  });
});

/**
 * Every table of the public schema, classified. A table missing here fails the first test:
 * whoever adds one says whether it can hold personal data and how deletion deals with it.
 *
 * PERSONAL: the columns that can hold an account's personal data, what deletion does to the
 * rows, and the query (parameters: $1 user id, $2 email, $3 personal organization id,
 * $4 visitor id, $5 the address an email change was asked for) that must find nothing of the
 * account afterwards. Anonymised tables say what must remain.
 */
interface PersonalTable {
  columns: string[];
  deletion: 'erased' | 'anonymised' | 'provider-books';
  leftover: string;
}
const PERSONAL: Record<string, PersonalTable> = {
  user: {
    columns: ['id', 'name', 'email', 'image'],
    deletion: 'erased',
    leftover: 'select 1 from "user" where id = $1 or email = $2',
  },
  session: {
    columns: ['userId', 'token', 'ipAddress', 'userAgent'],
    deletion: 'erased',
    leftover: 'select 1 from session where "userId" = $1',
  },
  account: {
    columns: ['userId', 'accountId', 'password', 'accessToken', 'refreshToken', 'idToken'],
    deletion: 'erased',
    leftover: 'select 1 from account where "userId" = $1 or "accountId" = $1',
  },
  verification: {
    columns: ['identifier', 'value'],
    deletion: 'erased',
    leftover: `select 1 from verification where value = $1 or identifier in ($2, $5) or value like '%' || $2 || '%'`,
  },
  profiles: {
    columns: [
      'user_id',
      'full_name',
      'locale',
      'last_login',
      'last_action_at',
      'marketing_emails_opt_out_at',
    ],
    deletion: 'erased',
    leftover: 'select 1 from profiles where user_id = $1',
  },
  organizations: {
    columns: ['name', 'owner_user_id', 'billing_details', 'stripe_customer_id'],
    deletion: 'erased',
    leftover: 'select 1 from organizations where id = $3 or owner_user_id = $1',
  },
  organization_members: {
    columns: ['user_id', 'invited_by'],
    deletion: 'erased',
    leftover:
      'select 1 from organization_members where user_id = $1 or invited_by = $1 or org_id = $3',
  },
  credit_ledger: {
    columns: ['org_id', 'user_id', 'reason_params', 'idempotency_key'],
    deletion: 'anonymised',
    leftover: `select 1 from credit_ledger where user_id = $1 or org_id = $3 or position($1 in coalesce(idempotency_key, '')) > 0`,
  },
  referrals: {
    columns: ['referrer_user_id', 'referred_user_id', 'referral_code'],
    deletion: 'erased',
    leftover: 'select 1 from referrals where referrer_user_id = $1 or referred_user_id = $1',
  },
  newsletter_subscribers: {
    columns: ['email', 'name'],
    deletion: 'erased',
    leftover: 'select 1 from newsletter_subscribers where email in ($2, $5)',
  },
  cookie_preferences: {
    columns: ['visitor_id', 'user_id'],
    deletion: 'erased',
    leftover: 'select 1 from cookie_preferences where user_id = $1 or visitor_id = $4',
  },
  analytics_events: {
    columns: ['visitor_id', 'user_id', 'path', 'props'],
    deletion: 'erased',
    leftover: 'select 1 from analytics_events where user_id = $1 or visitor_id = $4',
  },
  email_outbox: {
    columns: ['to_address', 'subject', 'text_body', 'html_body', 'links', 'about_user_id'],
    deletion: 'erased',
    leftover: 'select 1 from email_outbox where to_address in ($2, $5) or about_user_id = $1',
  },
  searches: {
    columns: ['user_id', 'query', 'params', 'area'],
    deletion: 'erased',
    leftover: 'select 1 from searches where user_id = $1 or org_id = $3',
  },
  search_places: {
    columns: ['place'],
    deletion: 'erased',
    leftover:
      'select 1 from search_places p join searches s on s.id = p.search_id where s.org_id = $3',
  },
  leads: {
    columns: ['org_id', 'search_id'],
    deletion: 'erased',
    leftover: 'select 1 from leads where org_id = $3',
  },
  org_deliveries: {
    columns: ['org_id'],
    deletion: 'erased',
    leftover: 'select 1 from org_deliveries where org_id = $3',
  },
  subscriptions: {
    columns: ['org_id', 'provider_customer_id'],
    deletion: 'erased',
    leftover: 'select 1 from subscriptions where org_id = $3',
  },
  checkout_sessions: {
    columns: ['org_id', 'user_id', 'billing', 'url'],
    deletion: 'erased',
    leftover: `select 1 from checkout_sessions where org_id = $3 or user_id = $1 or billing::text like '%' || $2 || '%'`,
  },
  duplicate_subscriptions: {
    columns: ['org_id'],
    deletion: 'erased',
    leftover: 'select 1 from duplicate_subscriptions where org_id = $3',
  },
  email_change_requests: {
    columns: ['user_id', 'old_email', 'new_email'],
    deletion: 'erased',
    leftover: 'select 1 from email_change_requests where user_id = $1 or new_email = $5',
  },
  notifications: {
    columns: ['user_id', 'org_id', 'params', 'link', 'about_user_id'],
    deletion: 'erased',
    leftover: 'select 1 from notifications where user_id = $1 or org_id = $3 or about_user_id = $1',
  },
  // Invitations to the account's addresses go; those it sent or used in teams it leaves stay
  // with the team, pointing at no one.
  organization_invitations: {
    columns: ['email', 'invited_by', 'used_by'],
    deletion: 'erased',
    leftover: `select 1 from organization_invitations
      where email in ($2, $5) or invited_by = $1 or used_by = $1 or org_id = $3`,
  },
  // An organization's connections go with it; one the account made in a team it leaves stays
  // with the team, pointing at no one (its secret is the team's, not the person's).
  integration_connections: {
    columns: ['org_id', 'created_by', 'secret_sealed', 'settings', 'account_label'],
    deletion: 'erased',
    leftover: 'select 1 from integration_connections where org_id = $3 or created_by = $1',
  },
  integration_pushes: {
    columns: ['org_id', 'user_id', 'error'],
    deletion: 'erased',
    leftover: 'select 1 from integration_pushes where org_id = $3 or user_id = $1',
  },
  integration_push_items: {
    columns: ['lead_id', 'error'],
    deletion: 'erased',
    leftover: `select 1 from integration_push_items i join integration_pushes p on p.id = i.push_id
      where p.org_id = $3`,
  },
  integration_deliveries: {
    columns: ['connection_id', 'place_key', 'external_ids'],
    deletion: 'erased',
    leftover: `select 1 from integration_deliveries d
      join integration_connections c on c.id = d.connection_id where c.org_id = $3`,
  },
  // API keys (decision 0027) go with the organization; one the account made in a team it
  // leaves stays listed with no maker and stops working (a key acts for a member).
  api_keys: {
    columns: ['org_id', 'created_by', 'name', 'token_hash'],
    deletion: 'erased',
    leftover: 'select 1 from api_keys where org_id = $3 or created_by = $1',
  },
  api_idempotency_keys: {
    columns: ['org_id', 'key', 'search_id'],
    deletion: 'erased',
    leftover: 'select 1 from api_idempotency_keys where org_id = $3',
  },
  // Webhook endpoints (Pro's custom webhooks) and their delivery logs are treated like
  // connections: they go with the organization; one the account made in a team stays with
  // the team, pointing at no one. Deliveries hold event payloads and the endpoint's answers.
  webhook_endpoints: {
    columns: ['org_id', 'created_by', 'url', 'description', 'secret_sealed'],
    deletion: 'erased',
    leftover: 'select 1 from webhook_endpoints where org_id = $3 or created_by = $1',
  },
  webhook_deliveries: {
    columns: ['endpoint_id', 'payload', 'response_body', 'error'],
    deletion: 'erased',
    leftover: `select 1 from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id where e.org_id = $3`,
  },
  // A deleted account's tickets and their threads go with it; its answers on others' tickets
  // (as staff) stay with those tickets, written by no one.
  tickets: {
    columns: ['user_id', 'org_id', 'nombre', 'email', 'asunto'],
    deletion: 'erased',
    leftover: 'select 1 from tickets where user_id = $1',
  },
  ticket_messages: {
    columns: ['ticket_id', 'author_user_id', 'mensaje'],
    deletion: 'erased',
    leftover: `select 1 from ticket_messages m join tickets t on t.id = m.ticket_id
      where t.user_id = $1 or m.author_user_id = $1`,
  },
  // The contact form (decision 0026): what they sent signed in, or with their address, and
  // support's copy of it (email_outbox, by about_user_id or by the message's link to it).
  contact_messages: {
    columns: ['user_id', 'nombre', 'email', 'asunto', 'mensaje'],
    deletion: 'erased',
    leftover: 'select 1 from contact_messages where user_id = $1 or email in ($2, $5)',
  },
  staff_audit: {
    columns: ['staff_user_id', 'details'],
    deletion: 'erased',
    leftover: 'select 1 from staff_audit where staff_user_id = $1',
  },
  // Survey answers stay in the results, anonymised: no author, and none of the free texts
  // (a suggestion may name its writer); the choices and the NPS score remain.
  feedback_surveys: {
    columns: ['user_id', 'reason_stopped_other', 'feature_comeback_other', 'suggestions'],
    deletion: 'anonymised',
    leftover: `select 1 from feedback_surveys where user_id = $1
      or position($2 in coalesce(suggestions, '') || coalesce(reason_stopped_other, '')
                        || coalesce(feature_comeback_other, '')) > 0`,
  },
  notification_preferences: {
    columns: ['user_id', 'email'],
    deletion: 'erased',
    leftover: 'select 1 from notification_preferences where user_id = $1',
  },
  // The local test mode's books stand for Stripe's: the provider keeps the subscription it
  // cancelled (status canceled) with our organization and user ids as metadata; no name,
  // email, address or card. Checked: cancelled, and no email or name.
  test_provider_subscriptions: {
    columns: ['customer_id', 'metadata'],
    deletion: 'provider-books',
    leftover: `select 1 from test_provider_subscriptions where metadata->>'userId' = $1 and (status <> 'canceled' or metadata::text like '%' || $2 || '%')`,
  },
  test_provider_refunds: {
    columns: ['subscription_id'],
    deletion: 'provider-books',
    leftover: 'select 1 from test_provider_refunds where false',
  },
};

/** Tables that hold nothing about a person (and why). */
const NO_PERSONAL_DATA: Record<string, string> = {
  rateLimit:
    "better-auth's counters keyed by address and path, overwritten within minutes, tied to no account",
  captcha_spent: 'spent proof-of-work salts',
  geocode_cache: 'answers of the geocoder about places',
  places_cache: 'answers of the places source about businesses',
  rate_gates: 'the next free slot per outside service',
  email_verification_cache: "verification results of businesses' addresses (leads), not users'",
  email_domain_cache: 'what mail domains accept',
  payment_events: 'provider event ids already handled (ids only)',
  billing_notices: 'keys of notices already sent (invoice ids)',
  schema_migrations: 'migration file names',
  faqs: 'public questions and answers; who wrote or changed them is in staff_audit',
};

const ALL_TABLES = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

describe('account deletion', () => {
  it('every table of the public schema is classified, and every classified column exists', async () => {
    const { rows } = await t.pool.query<{ table_name: string }>(ALL_TABLES);
    const tables = rows.map((row) => row.table_name);
    const classified = new Set([...Object.keys(PERSONAL), ...Object.keys(NO_PERSONAL_DATA)]);
    expect(
      tables.filter((table) => !classified.has(table)),
      'unclassified tables',
    ).toEqual([]);
    expect(
      [...classified].filter((table) => !tables.includes(table)),
      'gone tables',
    ).toEqual([]);
    const columns = await t.pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const has = new Set(columns.rows.map((row) => `${row.table_name}.${row.column_name}`));
    const missing = Object.entries(PERSONAL).flatMap(([table, entry]) =>
      entry.columns.filter((column) => !has.has(`${table}.${column}`)).map((c) => `${table}.${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('refuses a confirmation that does not match and a signed-out call; nothing changes', async () => {
    const email = 'delete-refused@example.com';
    const user = await signedInUser(t, email);
    const before = await accountSnapshot(email);
    for (const confirmation of ['', 'someone@example.com', `${email}x`]) {
      const response = await send('POST', '/api/account/delete', user.cookie, { confirmation });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'confirmation_mismatch' });
    }
    const malformed = await send('POST', '/api/account/delete', user.cookie, {});
    expect(malformed.json().error).toBe('validation_failed');
    const anonymous = await send('POST', '/api/account/delete', null, { confirmation: email });
    expect(anonymous.statusCode).toBe(401);
    expect(await accountSnapshot(email)).toEqual(before);
  });

  it('a search still running in an organization that goes is cancelled first: its hold comes back', async () => {
    const email = 'delete-running@example.com';
    const user = await signedInUser(t, email);
    await world.stopWorker();
    try {
      const searchId = await startSearch(t, user);
      const held = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from credit_ledger where org_id = $1 and kind = 'hold'`,
        [user.orgId],
      );
      expect(held.rows[0]!.n).toBe(1);
      const releases = `select count(*)::int as n from credit_ledger
                        where org_id is null and kind = 'release'`;
      const before = (await t.pool.query<{ n: number }>(releases)).rows[0]!.n;
      const response = await send('POST', '/api/account/delete', user.cookie, {
        confirmation: email,
      });
      expect(response.statusCode, response.body).toBe(200);
      // The search went with its organization, cancelled first: no worker picks it up.
      expect(
        (await t.pool.query('select 1 from searches where id = $1', [searchId])).rowCount,
      ).toBe(0);
      expect((await t.pool.query<{ n: number }>(releases)).rows[0]!.n).toBe(before + 1);
    } finally {
      await world.startWorker();
    }
  });

  it('an owner of a team with other active members must transfer it first (409, nothing changed)', async () => {
    const email = 'delete-owner@example.com';
    const owner = await signedInUser(t, email);
    await signedInUser(t, 'delete-teammate@example.com');
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into organizations (name, owner_user_id) select 'Equipo Norte', id from "user"
       where email = $1 returning id`,
      [email],
    );
    const teamId = rows[0]!.id;
    await addMember(t.pool, teamId, email, 'owner');
    await addMember(t.pool, teamId, 'delete-teammate@example.com', 'member');
    const before = await accountSnapshot(email);
    const refused = await send('POST', '/api/account/delete', owner.cookie, {
      confirmation: email,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'organization_transfer_required',
      organizations: ['Equipo Norte'],
    });
    expect(await accountSnapshot(email)).toEqual(before);

    // Once the teammate leaves, the team (now theirs alone) goes with the account.
    await t.pool.query(
      `update organization_members set status = 'pending' where org_id = $1 and role = 'member'`,
      [teamId],
    );
    const deleted = await send('POST', '/api/account/delete', owner.cookie, {
      confirmation: ` ${email.toUpperCase()} `,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await t.pool.query('select 1 from organizations where id = $1', [teamId])).rowCount,
    ).toBe(0);
  });

  it('a full account leaves nothing personal anywhere; ledger rows stay anonymised; sign-in fails', async () => {
    const email = 'delete-full@example.com';
    const name = 'Zoe Borrada';
    const { user, userId, visitorId, pending } = await fullAccount(email, name);
    // A bystander whose data must stay.
    const bystander = await signedInUser(t, 'bystander@example.com');
    const bystanderOutbox = await outboxTo('bystander@example.com');
    const { hostOrgId, guestInvitationId } = await invitationsAround(user, email, pending);

    const ledgerBefore = await t.pool.query<{ id: string; change: number; kind: string }>(
      'select id, change, kind from credit_ledger where org_id = $1 order by id',
      [user.orgId],
    );
    expect(ledgerBefore.rows.length).toBeGreaterThan(3);
    const subscription = await t.pool.query<{ provider_subscription_id: string }>(
      'select provider_subscription_id from subscriptions where org_id = $1',
      [user.orgId],
    );
    expect(subscription.rowCount).toBe(1);

    const surveyBefore = await t.pool.query<{ id: string }>(
      'select id from feedback_surveys where user_id = $1',
      [userId],
    );
    expect(surveyBefore.rowCount).toBe(1);

    const deleted = await send('POST', '/api/account/delete', user.cookie, { confirmation: email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });

    // The provider cancelled the plan; the old cookie and the old credentials are dead.
    const provider = await t.pool.query<{ status: string }>(
      'select status from test_provider_subscriptions where id = $1',
      [subscription.rows[0]!.provider_subscription_id],
    );
    expect(provider.rows[0]!.status).toBe('canceled');
    expect((await send('GET', '/api/me', user.cookie)).statusCode).toBe(401);
    const signInAgain = await signIn(email, PASSWORD);
    expect(signInAgain.statusCode).toBe(401);

    // Each classified table: nothing of the account is left.
    const params = [userId, email, user.orgId, visitorId, pending];
    for (const [table, entry] of Object.entries(PERSONAL)) {
      const leftover = await t.pool.query(`${TYPED_PARAMS} ${entry.leftover}`, params);
      expect(leftover.rowCount, `${table}: ${entry.leftover}`).toBe(0);
    }

    // Ledger rows stay, with no organization, no user, no search text or referral code.
    const ledgerAfter = await t.pool.query<{
      id: string;
      change: number;
      kind: string;
      org_id: string | null;
      user_id: string | null;
      reason_params: Record<string, unknown>;
    }>(
      'select id, change, kind, org_id, user_id, reason_params from credit_ledger where id = any($1::uuid[]) order by id',
      [ledgerBefore.rows.map((row) => row.id)],
    );
    expect(ledgerAfter.rows.map(({ id, change, kind }) => ({ id, change, kind }))).toEqual(
      ledgerBefore.rows,
    );
    for (const row of ledgerAfter.rows) {
      expect(row.org_id).toBeNull();
      expect(row.user_id).toBeNull();
      expect(row.reason_params).not.toHaveProperty('query');
      expect(row.reason_params).not.toHaveProperty('code');
    }

    // The survey answer stays in the totals: its choices and score, without author or words.
    const answers = await t.pool.query(
      `select user_id, reason_stopped, reason_stopped_other, feature_comeback,
         feature_comeback_other, nps_score, suggestions from feedback_surveys
       where id = $1`,
      [surveyBefore.rows[0]!.id],
    );
    expect(answers.rows).toEqual([
      {
        user_id: null,
        reason_stopped: 'other',
        reason_stopped_other: null,
        feature_comeback: 'other_feature',
        feature_comeback_other: null,
        nps_score: 8,
        suggestions: null,
      },
    ]);

    // And whatever a table or column added later holds: no text anywhere in the database
    // carries the account's id, email, name, visitor id, organization or addresses, except
    // the provider's own books (above) and better-auth's short-lived limits keyed by address.
    const needles = [userId, email, name, visitorId, user.orgId, pending];
    const exempt = new Set([
      'test_provider_subscriptions.metadata',
      'rateLimit.key',
      'rateLimit.id',
    ]);
    const textColumns = await t.pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public'
         and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'uuid')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of textColumns.rows) {
      if (exempt.has(`${table}.${column}`)) continue;
      const hit = await t.pool.query<{ needle: string }>(
        `select n as needle from "${table}", unnest($1::text[]) n
         where position(lower(n) in lower("${column}"::text)) > 0 limit 1`,
        [needles],
      );
      if (hit.rows[0]) found.push(`${table}.${column} holds ${hit.rows[0].needle}`);
    }
    expect(found).toEqual([]);

    // The team they had joined keeps the invitation they sent, from no one.
    const guest = await t.pool.query(
      'select org_id, invited_by from organization_invitations where id = $1',
      [guestInvitationId],
    );
    expect(guest.rows).toEqual([{ org_id: hostOrgId, invited_by: null }]);

    // The bystander is untouched.
    expect((await send('GET', '/api/me', bystander.cookie)).statusCode).toBe(200);
    expect(await outboxTo('bystander@example.com')).toEqual(bystanderOutbox);
  });
});

/** Every leftover query takes the five parameters, whichever it uses. */
const TYPED_PARAMS = 'with _params as (select $1::text, $2::text, $3::uuid, $4::text, $5::text)';
