/**
 * Invitations to an organization (decision 0020) against a real PostgreSQL: the whole life of
 * a link read from the outbox (send, preview, sign up from it, accept, notify the inviter),
 * resend, revoke, expiry over a simulated clock, who may do what, every kind of bad input
 * changing nothing, concurrent accepts, and a token that never reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type {
  AcceptInvitationResponse,
  Invitation,
  InvitationListResponse,
  InvitationPreview,
  MeResponse,
  PlanId,
} from '@leadatlas/shared';
import { INVITATION_VALID_DAYS } from '@leadatlas/shared';
import {
  APP_URL,
  confirmedUser,
  cookieHeader,
  createTestApp,
  orgOf,
  send as sendAs,
  signUp,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import { addMember } from './helpers/billing.js';
import { createLogger } from '../src/logger.js';
import {
  createInvitation,
  previewInvitation,
  type InvitationDeps,
} from '../src/domain/organizations/invitations.js';

let t: TestApp;
let deps: InvitationDeps;

beforeAll(async () => {
  t = await createTestApp();
  deps = { pool: t.pool, mailer: t.notify.mailer, notify: t.notify };
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
) => sendAs(t, method, url, cookie, payload);

const invitationsUrl = (orgId: string) => `/api/organizations/${orgId}/invitations`;
const invite = (who: TestUser, body: Record<string, unknown>, orgId = who.orgId) =>
  send('POST', invitationsUrl(orgId), who.cookie, body);
const accept = (cookie: string | null, token: string) =>
  send('POST', `/api/invitations/${token}/accept`, cookie, {});
const preview = (token: string) => send('GET', `/api/invitations/${token}`, null);

async function listOf(who: TestUser, orgId = who.orgId): Promise<Invitation[]> {
  const response = await send('GET', invitationsUrl(orgId), who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as InvitationListResponse).invitations;
}

async function onPlan(orgId: string, plan: PlanId) {
  await t.pool.query('update organizations set plan = $2 where id = $1', [orgId, plan]);
}

/** A confirmed user whose personal organization is on Growth (it may take members). */
async function growthOwner(email: string): Promise<TestUser> {
  const user = await signedInUser(t, email);
  await onPlan(user.orgId, 'growth');
  return user;
}

async function userId(email: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return rows[0]!.id;
}

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
  links: string[];
}

async function invitationMails(to: string): Promise<Mail[]> {
  const { rows } = await t.pool.query<Mail>(
    `select kind, subject, text_body, links from email_outbox
     where to_address = $1 and kind = 'organization_invitation' order by created_at`,
    [to],
  );
  return rows;
}

/** The token of the latest invitation link mailed to the address. */
async function mailedToken(to: string): Promise<string> {
  const mail = (await invitationMails(to)).at(-1);
  expect(mail, `no invitation email to ${to}`).toBeDefined();
  const link = new URL(mail!.links[0]!);
  expect(link.origin).toBe(APP_URL);
  const match = /^\/invite\/([A-Za-z0-9_-]+)$/.exec(link.pathname);
  expect(match, link.pathname).not.toBeNull();
  return match![1]!;
}

async function me(cookie: string): Promise<MeResponse> {
  const response = await send('GET', '/api/me', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MeResponse;
}

/** Everything an invitation route could change in an organization. */
async function snapshot(orgId: string) {
  const invitations = await t.pool.query(
    `select id, email, role, token_hash, expires_at, used_at, used_by, revoked_at
     from organization_invitations where org_id = $1 order by id`,
    [orgId],
  );
  const members = await t.pool.query(
    'select user_id, role, status from organization_members where org_id = $1 order by user_id',
    [orgId],
  );
  const outbox = await t.pool.query<{ n: number }>('select count(*)::int as n from email_outbox');
  return { invitations: invitations.rows, members: members.rows, outbox: outbox.rows[0]!.n };
}

describe('an invitation from the email to the team', () => {
  it('owner invites, the link from the outbox shows the invitation, the colleague accepts and the owner is told', async () => {
    const owner = await growthOwner('life-owner@example.com');
    // The inviter's saved language decides the email's, whatever the interface sent.
    await t.pool.query(
      `update profiles set locale = 'en', full_name = 'Olga Owner' where user_id = $1`,
      [await userId('life-owner@example.com')],
    );
    await t.pool.query(`update organizations set name = 'Clínica Norte' where id = $1`, [
      owner.orgId,
    ]);

    const created = await invite(
      owner,
      { email: '  Colleague.Life@Example.com ', role: 'admin' },
      owner.orgId,
    );
    expect(created.statusCode, created.body).toBe(201);
    const invitation = created.json() as Invitation;
    expect(invitation).toMatchObject({
      email: 'colleague.life@example.com',
      role: 'admin',
      expired: false,
      invitedByName: 'Olga Owner',
    });
    const validFor = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(validFor).toBe(INVITATION_VALID_DAYS * DAY_MS);

    const [mail] = await invitationMails('colleague.life@example.com');
    expect(mail!.subject).toBe('Olga Owner invited you to "Clínica Norte" on LeadAtlas');
    expect(mail!.text_body).toContain('as an admin');
    expect(mail!.text_body).toMatch(/valid until [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const token = await mailedToken('colleague.life@example.com');
    // Only the token's hash is stored.
    const stored = await t.pool.query(
      `select 1 from organization_invitations where token_hash = $1 or position($1 in token_hash) > 0`,
      [token],
    );
    expect(stored.rowCount).toBe(0);

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      organizationName: 'Clínica Norte',
      inviterName: 'Olga Owner',
      role: 'admin',
      email: 'colleague.life@example.com',
      expiresAt: invitation.expiresAt,
    } satisfies InvitationPreview);
    expect(await listOf(owner)).toEqual([invitation]);

    // Signed out, the accept asks for a session.
    expect((await accept(null, token)).statusCode).toBe(401);

    const colleague = await confirmedUser(t, 'colleague.life@example.com', { name: 'Carla' });
    const accepted = await accept(colleague.cookie, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      ok: true,
      orgId: owner.orgId,
      organizationName: 'Clínica Norte',
    } satisfies AcceptInvitationResponse);

    // The team is the colleague's active organization, with the invited role.
    const after = await me(colleague.cookie);
    expect(after.activeOrganization).toMatchObject({ id: owner.orgId, role: 'admin' });
    const { rows: members } = await t.pool.query(
      `select m.role, m.status, m.accepted_at is not null as accepted, m.invited_by
       from organization_members m join "user" u on u.id = m.user_id
       where m.org_id = $1 and u.email = $2`,
      [owner.orgId, 'colleague.life@example.com'],
    );
    expect(members).toEqual([
      {
        role: 'admin',
        status: 'active',
        accepted: true,
        invited_by: await userId('life-owner@example.com'),
      },
    ]);
    const { rows: used } = await t.pool.query(
      'select used_at is not null as used, used_by from organization_invitations where id = $1',
      [invitation.id],
    );
    expect(used).toEqual([{ used: true, used_by: await userId('colleague.life@example.com') }]);
    expect(await listOf(owner)).toEqual([]);

    // The inviter hears of it, in the bell and (their choice by default) by email.
    const { rows: notes } = await t.pool.query(
      `select type, params, link from notifications where user_id = $1`,
      [await userId('life-owner@example.com')],
    );
    expect(notes).toEqual([
      {
        type: 'invitation_accepted',
        params: { organization: 'Clínica Norte', member: 'Carla' },
        link: '/organizations',
      },
    ]);
    const { rows: noteMail } = await t.pool.query(
      `select subject from email_outbox where to_address = $1 and kind = $2`,
      ['life-owner@example.com', 'notification_invitation_accepted'],
    );
    expect(noteMail).toEqual([{ subject: 'Invitation accepted' }]);

    // The link works once.
    const again = await accept(colleague.cookie, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'invitation_invalid' });
    expect((await preview(token)).json()).toEqual({ error: 'invitation_invalid' });
  });

  it('a visitor who signs up from the link is confirmed by it and signs in at once', async () => {
    const owner = await growthOwner('signup-owner@example.com');
    expect((await invite(owner, { email: 'newcomer@example.com' })).statusCode).toBe(201);
    const token = await mailedToken('newcomer@example.com');

    // A token for another address proves nothing: the usual confirmation email goes out.
    const other = await signUp(t, {
      email: 'bystander-signup@example.com',
      invitationToken: token,
    });
    expect(other.json()).toMatchObject({ verifiedByInvitation: false });
    const bogus = await signUp(t, { email: 'bogus-signup@example.com', invitationToken: 'nope' });
    expect(bogus.json()).toMatchObject({ verifiedByInvitation: false });
    const confirmations = await t.pool.query(
      `select to_address from email_outbox where kind = 'confirm_email' and to_address = any($1)`,
      [['bystander-signup@example.com', 'bogus-signup@example.com', 'newcomer@example.com']],
    );
    expect(confirmations.rows.map((row) => row.to_address).sort()).toEqual([
      'bogus-signup@example.com',
      'bystander-signup@example.com',
    ]);

    const signed = await signUp(t, {
      email: 'Newcomer@example.com',
      name: 'Nuria',
      invitationToken: token,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({
      ok: true,
      referralApplied: false,
      referralUnknown: false,
      verifiedByInvitation: true,
    });
    const noConfirmation = await t.pool.query(
      `select 1 from email_outbox where kind = 'confirm_email' and to_address = $1`,
      ['newcomer@example.com'],
    );
    expect(noConfirmation.rowCount).toBe(0);

    await t.pool.query('delete from "rateLimit"');
    const signIn = await send('POST', '/api/auth/sign-in/email', null, {
      email: 'newcomer@example.com',
      password: 'correct-horse-9',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieHeader(signIn);
    // Their own organization exists as for any sign-up; accepting moves them to the team.
    expect((await me(cookie)).activeOrganization.id).toBe(
      await orgOf(t.pool, 'newcomer@example.com'),
    );
    expect((await accept(cookie, token)).statusCode).toBe(200);
    expect((await me(cookie)).activeOrganization).toMatchObject({
      id: owner.orgId,
      role: 'member',
    });
  });
});

describe('resend, revoke, expiry', () => {
  it('resending mails a new link for 7 more days; the old link is dead', async () => {
    const owner = await growthOwner('resend-owner@example.com');
    const sixDaysAgo = new Date(Date.now() - 6 * DAY_MS);
    const first = await createInvitation(
      deps,
      {
        userId: await userId('resend-owner@example.com'),
        orgId: owner.orgId,
        email: 'resend-me@example.com',
        role: 'member',
        appUrl: APP_URL,
      },
      sixDaysAgo,
    );
    const oldToken = await mailedToken('resend-me@example.com');
    const resent = await send(
      'POST',
      `${invitationsUrl(owner.orgId)}/${first.id}/resend`,
      owner.cookie,
      {},
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const renewed = resent.json() as Invitation;
    expect(renewed.id).toBe(first.id);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    expect(await invitationMails('resend-me@example.com')).toHaveLength(2);
    const newToken = await mailedToken('resend-me@example.com');
    expect(newToken).not.toBe(oldToken);

    expect((await preview(oldToken)).json()).toEqual({ error: 'invitation_invalid' });
    expect((await preview(newToken)).statusCode).toBe(200);
    const invitee = await signedInUser(t, 'resend-me@example.com');
    expect((await accept(invitee.cookie, oldToken)).statusCode).toBe(404);
    expect((await accept(invitee.cookie, newToken)).statusCode).toBe(200);
  });

  it('a revoked link stops working and the address can be invited again', async () => {
    const owner = await growthOwner('revoke-owner@example.com');
    const created = (await invite(owner, { email: 'revoke-me@example.com' })).json() as Invitation;
    const token = await mailedToken('revoke-me@example.com');
    const revoked = await send(
      'DELETE',
      `${invitationsUrl(owner.orgId)}/${created.id}`,
      owner.cookie,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect(await listOf(owner)).toEqual([]);
    expect((await preview(token)).statusCode).toBe(404);
    const invitee = await signedInUser(t, 'revoke-me@example.com');
    expect((await accept(invitee.cookie, token)).json()).toEqual({ error: 'invitation_invalid' });
    // Revoking again: there is nothing open by that id.
    const twice = await send(
      'DELETE',
      `${invitationsUrl(owner.orgId)}/${created.id}`,
      owner.cookie,
    );
    expect(twice.statusCode).toBe(404);
    expect((await invite(owner, { email: 'revoke-me@example.com' })).statusCode).toBe(201);
  });

  it('past 7 days (a simulated clock) the link answers 410; the list flags it; inviting again replaces it', async () => {
    const owner = await growthOwner('expiry-owner@example.com');
    const ownerId = await userId('expiry-owner@example.com');
    const input = {
      userId: ownerId,
      orgId: owner.orgId,
      email: 'late@example.com',
      role: 'member' as const,
      appUrl: APP_URL,
    };
    const sentAt = new Date(Date.now() - (INVITATION_VALID_DAYS * DAY_MS + 60_000));
    const old = await createInvitation(deps, input, sentAt);
    const token = await mailedToken('late@example.com');

    // The same invitation over the domain's clock: valid a minute before its end, not after.
    const end = Date.parse(old.expiresAt);
    await expect(previewInvitation(t.pool, token, new Date(end - 60_000))).resolves.toMatchObject({
      email: 'late@example.com',
    });
    await expect(previewInvitation(t.pool, token, new Date(end))).rejects.toMatchObject({
      code: 'invitation_expired',
      status: 410,
    });

    const shown = await preview(token);
    expect(shown.statusCode).toBe(410);
    expect(shown.json()).toEqual({ error: 'invitation_expired' });
    const late = await signedInUser(t, 'late@example.com');
    const refused = await accept(late.cookie, token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: 'invitation_expired' });
    expect((await me(late.cookie)).organizations).toHaveLength(1);
    expect(await listOf(owner)).toEqual([{ ...old, expired: true }]);

    // An expired invitation does not block a new one: the new one replaces it.
    const renewed = await invite(owner, { email: 'late@example.com' });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const list = await listOf(owner);
    expect(list.map((i) => [i.id, i.expired])).toEqual([
      [(renewed.json() as Invitation).id, false],
    ]);
    expect((await accept(late.cookie, await mailedToken('late@example.com'))).statusCode).toBe(200);
  });
});

describe('who may invite', () => {
  it('an admin may; a member gets role_forbidden; an outsider forbidden; nothing changes', async () => {
    const owner = await growthOwner('perm-owner@example.com');
    const admin = await signedInUser(t, 'perm-admin@example.com');
    const member = await signedInUser(t, 'perm-member@example.com');
    const outsider = await growthOwner('perm-outsider@example.com');
    await addMember(t.pool, owner.orgId, 'perm-admin@example.com', 'admin');
    await addMember(t.pool, owner.orgId, 'perm-member@example.com', 'member');

    const byAdmin = await invite(admin, { email: 'from-admin@example.com' }, owner.orgId);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const open = byAdmin.json() as Invitation;
    expect(await listOf(admin, owner.orgId)).toHaveLength(1);

    const before = await snapshot(owner.orgId);
    const itemUrl = `${invitationsUrl(owner.orgId)}/${open.id}`;
    const attempts = (cookie: string) => [
      send('GET', invitationsUrl(owner.orgId), cookie),
      send('POST', invitationsUrl(owner.orgId), cookie, { email: 'sneaky@example.com' }),
      send('POST', `${itemUrl}/resend`, cookie, {}),
      send('DELETE', itemUrl, cookie),
    ];
    for (const response of await Promise.all(attempts(member.cookie))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: 'role_forbidden', requiredRole: 'admin' });
    }
    for (const response of await Promise.all(attempts(outsider.cookie))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden' });
    }
    for (const response of await Promise.all([
      send('GET', invitationsUrl(owner.orgId), null),
      send('POST', invitationsUrl(owner.orgId), null, { email: 'anon@example.com' }),
    ])) {
      expect(response.statusCode).toBe(401);
    }
    expect(await snapshot(owner.orgId)).toEqual(before);
  });

  it('an organization whose plan has no team members (Free, Starter) cannot invite', async () => {
    const owner = await signedInUser(t, 'free-owner@example.com');
    for (const plan of ['free', 'starter'] as const) {
      await onPlan(owner.orgId, plan);
      const before = await snapshot(owner.orgId);
      const refused = await invite(owner, { email: 'friend@example.com' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'plan_team_locked', requiredPlan: 'growth' });
      expect(await snapshot(owner.orgId)).toEqual(before);
    }
  });

  it('an invitation sent on Growth cannot be accepted once the plan has no team members', async () => {
    const owner = await growthOwner('lapsed-owner@example.com');
    expect((await invite(owner, { email: 'lapsed-invitee@example.com' })).statusCode).toBe(201);
    const token = await mailedToken('lapsed-invitee@example.com');
    await onPlan(owner.orgId, 'free');
    const invitee = await signedInUser(t, 'lapsed-invitee@example.com');
    const before = await snapshot(owner.orgId);
    const refused = await accept(invitee.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'plan_team_locked' });
    expect(await snapshot(owner.orgId)).toEqual(before);
  });
});

describe('bad input changes nothing', () => {
  it('member already, yourself, an open invitation, a bad address or role: a clear error each', async () => {
    const owner = await growthOwner('bad-owner@example.com');
    await signedInUser(t, 'bad-member@example.com');
    await addMember(t.pool, owner.orgId, 'bad-member@example.com', 'member');
    expect((await invite(owner, { email: 'pending@example.com' })).statusCode).toBe(201);

    const before = await snapshot(owner.orgId);
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ email: 'BAD-member@example.com' }, 409, { error: 'already_member' }],
      [{ email: ' Bad-Owner@Example.com ' }, 400, { error: 'invite_self' }],
      [{ email: 'pending@example.com', role: 'admin' }, 409, { error: 'invitation_exists' }],
      [{ email: 'not-an-address' }, 400, { error: 'validation_failed', fields: ['email'] }],
      [{ email: '   ' }, 400, { error: 'validation_failed', fields: ['email'] }],
      [{ email: 'x@example.com', role: 'owner' }, 400, { error: 'validation_failed' }],
      [{ email: 'x@example.com', role: 'boss' }, 400, { error: 'validation_failed' }],
      [{}, 400, { error: 'validation_failed' }],
    ];
    for (const [body, status, error] of cases) {
      const response = await invite(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject(error);
    }
    expect(await snapshot(owner.orgId)).toEqual(before);
  });

  it("another organization's invitation ids: 404 under your organization, 403 under theirs; nothing changes", async () => {
    const alice = await growthOwner('ids-alice@example.com');
    const bob = await growthOwner('ids-bob@example.com');
    const aliceInvitation = (
      await invite(alice, { email: 'ids-target@example.com' })
    ).json() as Invitation;
    const before = await snapshot(alice.orgId);

    const underBob = `${invitationsUrl(bob.orgId)}/${aliceInvitation.id}`;
    const underAlice = `${invitationsUrl(alice.orgId)}/${aliceInvitation.id}`;
    for (const response of [
      await send('POST', `${underBob}/resend`, bob.cookie, {}),
      await send('DELETE', underBob, bob.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
    for (const response of [
      await send('POST', `${underAlice}/resend`, bob.cookie, {}),
      await send('DELETE', underAlice, bob.cookie),
      await send('GET', invitationsUrl(alice.orgId), bob.cookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden' });
    }
    // Malformed ids are a validation error, not a 5xx.
    const malformed = await send('DELETE', `${invitationsUrl(alice.orgId)}/nope`, alice.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(await snapshot(alice.orgId)).toEqual(before);
  });

  it('accepting with another account: 403 naming no one; the invitation stays open', async () => {
    const owner = await growthOwner('wrong-owner@example.com');
    expect((await invite(owner, { email: 'right@example.com' })).statusCode).toBe(201);
    const token = await mailedToken('right@example.com');
    const wrong = await signedInUser(t, 'wrong@example.com');
    const before = await snapshot(owner.orgId);
    const refused = await accept(wrong.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'invitation_wrong_account' });
    expect(await snapshot(owner.orgId)).toEqual(before);
    expect((await me(wrong.cookie)).activeOrganization.id).toBe(wrong.orgId);
    // Even the owner cannot use a link meant for someone else.
    expect((await accept(owner.cookie, token)).statusCode).toBe(403);
  });

  it('a forged token: 404 invitation_invalid, for the preview and the accept', async () => {
    const someone = await signedInUser(t, 'forger@example.com');
    for (const token of ['x', 'A'.repeat(43), 'not-a-real-token']) {
      expect((await preview(token)).json()).toEqual({ error: 'invitation_invalid' });
      expect((await accept(someone.cookie, token)).json()).toEqual({ error: 'invitation_invalid' });
    }
  });
});

describe('accepting at once or twice', () => {
  it('concurrent accepts of one link make exactly one membership; the others find it used', async () => {
    const owner = await growthOwner('race-owner@example.com');
    expect((await invite(owner, { email: 'racer@example.com' })).statusCode).toBe(201);
    const token = await mailedToken('racer@example.com');
    const racer = await signedInUser(t, 'racer@example.com');
    // Hold the invitation's row so that every accept is under way before any can finish.
    const blocker = await t.pool.connect();
    await blocker.query('begin');
    await blocker.query(
      `select 1 from organization_invitations where email = 'racer@example.com' for update`,
    );
    const pending = Array.from({ length: 6 }, () => accept(racer.cookie, token));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await blocker.query('commit');
    blocker.release();
    const responses = await Promise.all(pending);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404]);
    for (const response of responses.filter((r) => r.statusCode === 404)) {
      expect(response.json()).toEqual({ error: 'invitation_invalid' });
    }
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from organization_members where org_id = $1 and user_id = $2`,
      [owner.orgId, await userId('racer@example.com')],
    );
    expect(rows[0]!.n).toBe(1);
    const notes = await t.pool.query(
      `select 1 from notifications where user_id = $1 and type = 'invitation_accepted'`,
      [await userId('race-owner@example.com')],
    );
    expect(notes.rowCount).toBe(1);
  });

  it('an account that is already an active member uses the link up; its role stays', async () => {
    const owner = await growthOwner('already-owner@example.com');
    expect((await invite(owner, { email: 'already@example.com', role: 'admin' })).statusCode).toBe(
      201,
    );
    const token = await mailedToken('already@example.com');
    const already = await signedInUser(t, 'already@example.com');
    await addMember(t.pool, owner.orgId, 'already@example.com', 'member');
    const accepted = await accept(already.cookie, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { rows } = await t.pool.query(
      `select role, status from organization_members where org_id = $1 and user_id = $2`,
      [owner.orgId, await userId('already@example.com')],
    );
    expect(rows).toEqual([{ role: 'member', status: 'active' }]);
    expect(await listOf(owner)).toEqual([]);
  });

  it('a former member (inactive) comes back active with the invited role', async () => {
    const owner = await growthOwner('back-owner@example.com');
    const back = await signedInUser(t, 'back@example.com');
    await addMember(t.pool, owner.orgId, 'back@example.com', 'member');
    await t.pool.query(
      `update organization_members set status = 'pending' where org_id = $1 and role = 'member'`,
      [owner.orgId],
    );
    expect((await invite(owner, { email: 'back@example.com', role: 'admin' })).statusCode).toBe(
      201,
    );
    const accepted = await accept(back.cookie, await mailedToken('back@example.com'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { rows } = await t.pool.query(
      `select role, status, accepted_at is not null as accepted from organization_members
       where org_id = $1 and user_id = $2`,
      [owner.orgId, await userId('back@example.com')],
    );
    expect(rows).toEqual([{ role: 'admin', status: 'active', accepted: true }]);
  });
});

describe('the token never reaches the log', () => {
  it('request lines keep the route and hide the token, on the page and the API', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger('info', stream) });
    app.get('/api/invitations/:token', async () => ({ ok: true }));
    app.post('/api/invitations/:token/accept', async () => ({ ok: true }));
    app.get('/invite/:token', async () => 'page');
    app.get('/api/organizations/:orgId/invitations', async () => ({ ok: true }));
    const secret = 'S3cretTokenValue_abcdefghijklmnopqrstuvwxyz';
    await app.inject({ method: 'GET', url: `/api/invitations/${secret}` });
    await app.inject({ method: 'POST', url: `/api/invitations/${secret}/accept` });
    await app.inject({ method: 'GET', url: `/invite/${secret}?from=email` });
    await app.inject({ method: 'GET', url: '/api/organizations/org-1/invitations' });
    await app.close();
    const log = lines.join('');
    expect(log).not.toContain(secret);
    expect(log).toContain('/api/invitations/[redacted]/accept');
    expect(log).toContain('/invite/[redacted]?from=email');
    expect(log).toContain('/api/organizations/org-1/invitations');
  });
});
