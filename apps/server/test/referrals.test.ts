/**
 * Referrals (issue 13, decision 0021): codes are created and listed by their owner only, with a
 * cap on unused ones; a friend who signs up with a code gets 100 at once, and the referrer gets
 * 100 on their personal organization when the friend confirms their email — exactly once, even
 * under concurrent confirmations — with a notification. Self-referrals (after normalising the
 * address) and disposable sign-ups pay nothing and say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_REFERRAL_CODES_LIMIT,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type NotificationBell,
  type Referral,
  type ReferralListResponse,
} from '@leadatlas/shared';
import { generateId } from 'better-auth';
import { inTransaction } from '../src/db/pool.js';
import { provisionInTransaction } from '../src/domain/accounts/provision.js';
import { createReferralCode } from '../src/domain/referrals/codes.js';
import { normaliseMailbox } from '../src/domain/referrals/eligibility.js';
import { rewardReferrerOnVerification } from '../src/domain/referrals/reward.js';
import {
  APP_URL,
  confirmedUser,
  cookieHeader,
  createTestApp,
  get,
  lastEmailTo,
  nextIp,
  orgOf,
  post,
  signUp,
  type TestApp,
} from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
});
afterAll(async () => t.close());

async function userId(email: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return rows[0]!.id;
}

async function balance(email: string): Promise<number> {
  const { rows } = await t.pool.query<{ credits: number }>(
    'select credits from organizations where id = $1',
    [await orgOf(t.pool, email)],
  );
  return rows[0]!.credits;
}

/** Movements oldest first; within one transaction (same timestamp) smaller changes first. */
async function ledger(email: string) {
  const { rows } = await t.pool.query<{ kind: string; change: number; user_id: string | null }>(
    'select kind, change, user_id from credit_ledger where org_id = $1 order by created_at, change, kind',
    [await orgOf(t.pool, email)],
  );
  return rows;
}

async function list(cookie: string): Promise<ReferralListResponse> {
  const response = await get(t, '/api/referrals', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as ReferralListResponse;
}

async function newCode(cookie: string): Promise<Referral> {
  const response = await post(t, '/api/referrals', {}, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Referral;
}

/** Follows the confirmation link of the latest email to the address. */
async function confirm(email: string) {
  const mail = await lastEmailTo(t.pool, email);
  const link = new URL(mail!.links[0]!);
  return t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextIp() });
}

describe('referral codes', () => {
  it('creates readable unique codes, lists only your own, newest first', async () => {
    const ana = await confirmedUser(t, 'codes-ana@example.com');
    const otro = await confirmedUser(t, 'codes-otro@example.com');

    const empty = await list(ana.cookie);
    expect(empty).toEqual({
      stats: { friendsInvited: 0, creditsEarned: 0, creditsPending: 0 },
      referrals: [],
    });

    const first = await newCode(ana.cookie);
    const second = await newCode(ana.cookie);
    for (const referral of [first, second]) {
      expect(referral.code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect([...referral.code].every((c) => REFERRAL_CODE_ALPHABET.includes(c))).toBe(true);
      expect(referral).toMatchObject({ status: 'pending', credits: 0, blockedReason: null });
    }
    expect(first.code).not.toBe(second.code);

    const mine = await list(ana.cookie);
    expect(mine.referrals.map((r) => r.code)).toEqual([second.code, first.code]);
    // An unused code promises nothing yet: no credits pending, no friend invited.
    expect(mine.stats).toEqual({ friendsInvited: 0, creditsEarned: 0, creditsPending: 0 });

    // The other user sees none of them, and their own code is theirs only.
    expect((await list(otro.cookie)).referrals).toEqual([]);
    const theirs = await newCode(otro.cookie);
    expect((await list(ana.cookie)).referrals.map((r) => r.code)).not.toContain(theirs.code);

    // The sign-up screen can ask whether a new code is open.
    const lookup = await get(t, `/api/referrals/${first.code}`);
    expect(lookup.json()).toEqual({ valid: true });

    // Signed out: nothing listed, nothing created.
    expect((await get(t, '/api/referrals')).statusCode).toBe(401);
    const anonymous = await post(t, '/api/referrals', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it(`refuses a new code while ${OPEN_REFERRAL_CODES_LIMIT} are unused, even in parallel`, async () => {
    const ana = await confirmedUser(t, 'cap-ana@example.com');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => post(t, '/api/referrals', {}, ana.cookie)),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(OPEN_REFERRAL_CODES_LIMIT);
    const refused = attempts.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(10 - OPEN_REFERRAL_CODES_LIMIT);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'referral_codes_limit' });
    }
    const { referrals } = await list(ana.cookie);
    expect(referrals).toHaveLength(OPEN_REFERRAL_CODES_LIMIT);

    // A friend uses one: there is room for one more.
    await signUp(t, { email: 'cap-friend@example.com', referralCode: referrals[0]!.code });
    await newCode(ana.cookie);
    expect((await post(t, '/api/referrals', {}, ana.cookie)).statusCode).toBe(409);
  });

  it('a code already taken is drawn again', async () => {
    const ana = await confirmedUser(t, 'collide-ana@example.com');
    const taken = await newCode(ana.cookie);
    const draws = [taken.code, taken.code, 'FRESH234'];
    const created = await createReferralCode(
      t.pool,
      await userId('collide-ana@example.com'),
      () => draws.shift()!,
    );
    expect(created.code).toBe('FRESH234');
    expect(draws).toEqual([]);
  });
});

describe('the reward', () => {
  it('sign-up with a code → Registrado → confirmed email → Completado, +100 once on the personal organization, notified', async () => {
    const referrer = await confirmedUser(t, 'chain-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    const referrerId = await userId('chain-ana@example.com');

    const signed = await signUp(t, { email: 'chain-friend@example.com', referralCode: code });
    expect(signed.json()).toEqual({
      ok: true,
      referralApplied: true,
      referralUnknown: false,
      verifiedByInvitation: false,
    });
    // The friend's 100 at sign-up; the referrer's waits for the confirmation.
    expect(await balance('chain-friend@example.com')).toBe(150);
    expect(await balance('chain-ana@example.com')).toBe(50);
    let mine = await list(referrer.cookie);
    expect(mine.referrals[0]).toMatchObject({ code, status: 'completed', credits: 0 });
    expect(mine.referrals[0]!.usedAt).not.toBeNull();
    expect(mine.stats).toEqual({ friendsInvited: 1, creditsEarned: 0, creditsPending: 100 });
    // A used code is open no more.
    expect((await get(t, `/api/referrals/${code}`)).json()).toEqual({ valid: false });

    const confirmed = await confirm('chain-friend@example.com');
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/auth/callback');

    expect(await balance('chain-ana@example.com')).toBe(150);
    const rewards = (await ledger('chain-ana@example.com')).filter(
      (row) => row.kind === 'referral_reward',
    );
    expect(rewards).toEqual([{ kind: 'referral_reward', change: 100, user_id: referrerId }]);
    expect(await ledger('chain-friend@example.com')).toEqual([
      expect.objectContaining({ kind: 'signup_gift', change: 50 }),
      expect.objectContaining({ kind: 'referral_bonus', change: 100 }),
    ]);
    mine = await list(referrer.cookie);
    expect(mine.referrals[0]).toMatchObject({ code, status: 'rewarded', credits: 100 });
    expect(mine.referrals[0]!.rewardedAt).not.toBeNull();
    expect(mine.stats).toEqual({ friendsInvited: 1, creditsEarned: 100, creditsPending: 0 });

    // The referrer hears of it in the bell, with a link to the billing history, and by email.
    const bell = (
      await get(t, '/api/notifications/bell', referrer.cookie)
    ).json() as NotificationBell;
    expect(bell.items).toEqual([
      expect.objectContaining({
        type: 'referral_rewarded',
        tone: 'success',
        params: { credits: 100 },
        link: '/billing-history',
        readAt: null,
      }),
    ]);
    expect(JSON.stringify(bell)).not.toContain('chain-friend');
    const mail = await lastEmailTo(t.pool, 'chain-ana@example.com');
    expect(mail).toMatchObject({ kind: 'notification_referral_rewarded' });
    expect(mail!.subject).toBe('Recompensa por referido');

    // The billing history shows the reward as a movement of the personal organization.
    const history = await get(
      t,
      `/api/credits/history?orgId=${await orgOf(t.pool, 'chain-ana@example.com')}&filter=credits&locale=es`,
      referrer.cookie,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({ change: 100, reasonKey: 'referral_reward' });

    // Signing in again, or calling again, pays nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: { email: 'chain-friend@example.com', password: 'correct-horse-9' },
    });
    expect(again.statusCode).toBe(200);
    expect(cookieHeader(again)).toContain('leadatlas.session_token=');
    expect(await rewardReferrerOnVerification(t, await userId('chain-friend@example.com'))).toEqual(
      { kind: 'none' },
    );
    expect(await balance('chain-ana@example.com')).toBe(150);
  });

  it('ten concurrent confirmations pay once', async () => {
    const referrer = await confirmedUser(t, 'race-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    await signUp(t, { email: 'race-friend@example.com', referralCode: code });
    const friendId = await userId('race-friend@example.com');
    // The address is confirmed (as the link does); ten callers race to pay the reward. The
    // referrer's organization is held locked meanwhile, so all ten are in flight together.
    await t.pool.query('update "user" set "emailVerified" = true where id = $1', [friendId]);
    const blocker = await t.pool.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from organizations where id = $1 for update', [
      await orgOf(t.pool, 'race-ana@example.com'),
    ]);
    const racing = Promise.all(
      Array.from({ length: 10 }, () => rewardReferrerOnVerification(t, friendId)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await blocker.query('commit');
    blocker.release();
    const outcomes = await racing;
    expect(outcomes.filter((o) => o.kind === 'rewarded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'none')).toHaveLength(9);
    const rewards = (await ledger('race-ana@example.com')).filter(
      (row) => row.kind === 'referral_reward',
    );
    expect(rewards).toHaveLength(1);
    expect(await balance('race-ana@example.com')).toBe(150);
    const notes = await t.pool.query(
      `select 1 from notifications where user_id = $1 and type = 'referral_rewarded'`,
      [await userId('race-ana@example.com')],
    );
    expect(notes.rowCount).toBe(1);
  });

  it('a confirmation whose reward was missed pays at the next sign-in', async () => {
    const referrer = await confirmedUser(t, 'net-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    await signUp(t, { email: 'net-friend@example.com', referralCode: code });
    // Confirmed behind better-auth's back: no hook ran, nothing was paid.
    await t.pool.query(`update "user" set "emailVerified" = true where email = $1`, [
      'net-friend@example.com',
    ]);
    expect(await balance('net-ana@example.com')).toBe(50);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: { email: 'net-friend@example.com', password: 'correct-horse-9' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await balance('net-ana@example.com')).toBe(150);
  });

  it('an account created already verified pays its referrer at once', async () => {
    const referrer = await confirmedUser(t, 'verified-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    const friendId = generateId();
    const outcome = await inTransaction(t.pool, async (db) => {
      await db.query(
        `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
         values ($1, '', 'verified-friend@example.com', true, now(), now())`,
        [friendId],
      );
      return provisionInTransaction(
        db,
        {
          userId: friendId,
          email: 'verified-friend@example.com',
          fullName: null,
          locale: 'en',
          referralCode: code,
        },
        { notify: t.notify },
      );
    });
    expect(outcome).toMatchObject({ created: true, referralApplied: true });
    expect(await balance('verified-friend@example.com')).toBe(150);
    expect(await balance('verified-ana@example.com')).toBe(150);
    expect((await list(referrer.cookie)).referrals[0]).toMatchObject({ status: 'rewarded' });
  });

  it('an address that is the referrer’s own pays nobody, and the history says why', async () => {
    const referrer = await confirmedUser(t, 'ana.perez@gmail.com');
    const code = (await newCode(referrer.cookie)).code;
    const alias = 'AnaPerez+promo@googlemail.com';
    expect(normaliseMailbox(alias)).toBe(normaliseMailbox('ana.perez@gmail.com'));

    const signed = await signUp(t, { email: alias, referralCode: code });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({
      ok: true,
      referralApplied: false,
      referralUnknown: false,
      referralRefused: 'self_referral',
      verifiedByInvitation: false,
    });
    // No friend's bonus either: only the welcome gift.
    expect(await ledger(alias.toLowerCase())).toEqual([
      expect.objectContaining({ kind: 'signup_gift', change: 50 }),
    ]);
    expect((await confirm(alias.toLowerCase())).statusCode).toBe(302);
    expect(await balance('ana.perez@gmail.com')).toBe(50);

    const mine = await list(referrer.cookie);
    expect(mine.referrals[0]).toMatchObject({
      code,
      status: 'completed',
      credits: 0,
      blockedReason: 'self_referral',
    });
    // Not a friend, and nothing pending.
    expect(mine.stats).toEqual({ friendsInvited: 0, creditsEarned: 0, creditsPending: 0 });

    // The same answer for the address when it already has an account (no enumeration).
    const other = await newCode(referrer.cookie);
    const again = await signUp(t, { email: alias, referralCode: other.code });
    expect(again.json()).toMatchObject({ referralRefused: 'self_referral' });
  });

  it('a disposable address pays nobody, and the history says why', async () => {
    const referrer = await confirmedUser(t, 'throwaway-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    const signed = await signUp(t, { email: 'amigo@mailinator.com', referralCode: code });
    expect(signed.json()).toEqual({
      ok: true,
      referralApplied: false,
      referralUnknown: false,
      referralRefused: 'disposable_email',
      verifiedByInvitation: false,
    });
    expect(await balance('amigo@mailinator.com')).toBe(50);
    expect((await confirm('amigo@mailinator.com')).statusCode).toBe(302);
    expect(await balance('throwaway-ana@example.com')).toBe(50);
    const mine = await list(referrer.cookie);
    expect(mine.referrals[0]).toMatchObject({
      status: 'completed',
      blockedReason: 'disposable_email',
    });
    expect(mine.stats).toEqual({ friendsInvited: 1, creditsEarned: 0, creditsPending: 0 });
  });

  it('an unknown code gives no bonus and no error; a code is used once', async () => {
    const unknown = await signUp(t, {
      email: 'nocode-friend@example.com',
      referralCode: 'ZZZZ9999',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      ok: true,
      referralApplied: false,
      referralUnknown: true,
      verifiedByInvitation: false,
    });
    expect(await balance('nocode-friend@example.com')).toBe(50);

    const referrer = await confirmedUser(t, 'once-ana@example.com');
    const code = (await newCode(referrer.cookie)).code;
    const [a, b] = await Promise.all([
      signUp(t, { email: 'once-a@example.com', referralCode: code }),
      signUp(t, { email: 'once-b@example.com', referralCode: code }),
    ]);
    const answers = [a.json(), b.json()].map((body: { referralApplied: boolean }) =>
      String(body.referralApplied),
    );
    expect(answers.sort()).toEqual(['false', 'true']);
    const total = (await balance('once-a@example.com')) + (await balance('once-b@example.com'));
    expect(total).toBe(200);
  });
});
