/**
 * Teams (issue 13, decision 0019): who may do what in an organization, on every organization,
 * member and search route (owner / admin / member / outsider); creating, switching, leaving,
 * transferring and deleting organizations; a removed member loses searches, leads, CSV and the
 * live stream at once; two members spending one balance at the same time never overdraw it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MeResponse,
  Member,
  OrganizationListItem,
  OrganizationListResponse,
} from '@leadatlas/shared';
import {
  get,
  post,
  send as sendAs,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearch,
  startSearchWorld,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';
import { addMember, checkout } from './helpers/billing.js';
import { readEvents } from './helpers/sse.js';

let world: SearchWorld;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  world = await startSearchWorld();
  t = world.t;
  // Searches stay queued: access is what these tests look at, not results.
  await world.stopWorker();
}, 60_000);

afterAll(async () => {
  await world?.close();
});

const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie: string) =>
  sendAs(t, method, url, cookie, payload);

async function user(name: string): Promise<TestUser> {
  counter += 1;
  return signedInUser(t, `${name}-${counter}@example.com`);
}

async function emailOf(who: TestUser): Promise<string> {
  const { rows } = await t.pool.query<{ email: string }>(
    `select u.email from "user" u join organizations o on o.owner_user_id = u.id where o.id = $1`,
    [who.orgId],
  );
  return rows[0]!.email;
}

async function memberIdOf(orgId: string, who: TestUser): Promise<string> {
  const email = await emailOf(who);
  const { rows } = await t.pool.query<{ id: string }>(
    `select m.id from organization_members m join "user" u on u.id = m.user_id
     where m.org_id = $1 and u.email = $2`,
    [orgId, email],
  );
  return rows[0]!.id;
}

interface Team {
  orgId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  outsider: TestUser;
}

/** A team organization on Growth with an owner, an admin, a member, and someone outside it. */
async function team(): Promise<Team> {
  const [owner, admin, member, outsider] = await Promise.all([
    user('owner'),
    user('admin'),
    user('member'),
    user('outsider'),
  ]);
  const created = await post(t, '/api/organizations', { name: '  Clínica   Sol  ' }, owner.cookie);
  expect(created.statusCode, created.body).toBe(201);
  const orgId = (created.json() as OrganizationListItem).id;
  await fundOrg(t.pool, orgId, 1000, 'growth');
  await addMember(t.pool, orgId, await emailOf(admin), 'admin');
  await addMember(t.pool, orgId, await emailOf(member), 'member');
  return { orgId, owner, admin, member, outsider };
}

const ROLES = ['owner', 'admin', 'member', 'outsider'] as const;
type Role = (typeof ROLES)[number];

describe('creating and listing organizations', () => {
  it('a new organization: name trimmed, 0 credits, Free, its creator the owner', async () => {
    const ana = await user('ana');
    const response = await post(t, '/api/organizations', { name: '  Equipo   Norte ' }, ana.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Equipo Norte',
      credits: 0,
      plan: 'free',
      role: 'owner',
      personal: false,
      memberCount: 1,
      teamsAllowed: false,
    });
    const list = (
      await get(t, '/api/organizations', ana.cookie)
    ).json() as OrganizationListResponse;
    expect(list.organizations.map((org) => [org.personal, org.role])).toEqual([
      [true, 'owner'],
      [false, 'owner'],
    ]);
    // The personal organization stays active until the user switches.
    expect(list.activeOrganizationId).toBe(ana.orgId);
  });

  it('a blank or missing name is refused and nothing is created', async () => {
    const ana = await user('ana');
    for (const body of [{ name: '   ' }, { name: '' }, {}, { name: 'x'.repeat(81) }]) {
      const response = await post(t, '/api/organizations', body, ana.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    const list = (
      await get(t, '/api/organizations', ana.cookie)
    ).json() as OrganizationListResponse;
    expect(list.organizations).toHaveLength(1);
  });

  it('signed out: 401 on every organization route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/organizations'],
      ['POST', '/api/organizations'],
      ['GET', `/api/organizations/${id}/members`],
      ['POST', `/api/organizations/${id}/leave`],
      ['POST', `/api/organizations/${id}/delete`],
      ['POST', `/api/organizations/${id}/transfer`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: t.config.appUrl },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });
});

describe('the permission matrix', () => {
  let fixture: Team;
  let searchId: string;

  beforeAll(async () => {
    fixture = await team();
    searchId = await startSearch(t, { cookie: fixture.member.cookie, orgId: fixture.orgId });
  });

  const who = (role: Role): TestUser => fixture[role];

  it('reading: every member reads members, searches, leads, points, CSV; an outsider nothing', async () => {
    const expected: Record<Role, number> = { owner: 200, admin: 200, member: 200, outsider: 0 };
    for (const role of ROLES) {
      const cookie = who(role).cookie;
      const routes: Array<[string, number]> = [
        [`/api/organizations/${fixture.orgId}/members`, 403],
        [`/api/searches?orgId=${fixture.orgId}`, 403],
        [`/api/overview?orgId=${fixture.orgId}`, 403],
        [`/api/billing?orgId=${fixture.orgId}`, 403],
        [`/api/searches/${searchId}`, 404],
        [`/api/searches/${searchId}/leads`, 404],
        [`/api/searches/${searchId}/points`, 404],
        [`/api/searches/${searchId}/export.csv`, 404],
      ];
      for (const [url, refused] of routes) {
        const response = await get(t, url, cookie);
        expect([role, url, response.statusCode]).toEqual([role, url, expected[role] || refused]);
      }
    }
  });

  it("every member sees who ran the organization's searches", async () => {
    const memberEmail = await emailOf(fixture.member);
    for (const role of ['owner', 'admin', 'member'] as const) {
      const response = await get(t, `/api/searches/${searchId}`, who(role).cookie);
      expect(response.json().startedBy).toMatchObject({ name: memberEmail });
    }
  });

  it('searching: every member runs searches paid by the organization; an outsider cannot', async () => {
    for (const role of ROLES) {
      const response = await post(
        t,
        '/api/searches',
        { searchPayload: wizard(), orgId: fixture.orgId },
        who(role).cookie,
      );
      expect([role, response.statusCode]).toEqual([role, role === 'outsider' ? 403 : 200]);
    }
  });

  it('cancelling a search: any member; an outsider gets 404', async () => {
    for (const role of ROLES) {
      const id = await startSearch(t, { cookie: fixture.owner.cookie, orgId: fixture.orgId });
      const response = await post(t, `/api/searches/${id}/cancel`, {}, who(role).cookie);
      expect([role, response.statusCode]).toEqual([role, role === 'outsider' ? 404 : 200]);
    }
  });

  it('billing: the plan is the owner’s, credit packs the owner’s and admins’', async () => {
    const plan: Record<Exclude<Role, 'owner'>, [number, string]> = {
      admin: [403, 'role_forbidden'],
      member: [403, 'role_forbidden'],
      outsider: [403, 'forbidden'],
    };
    for (const role of ['admin', 'member', 'outsider'] as const) {
      const response = await checkout(t, who(role).cookie, fixture.orgId, { planId: 'pro' });
      expect([role, response.statusCode, response.json().error]).toEqual([role, ...plan[role]]);
    }
    const pack: Record<Role, number> = { owner: 200, admin: 200, member: 403, outsider: 403 };
    for (const role of ROLES) {
      const response = await checkout(t, who(role).cookie, fixture.orgId, { packId: 'pack-100' });
      expect([role, response.statusCode]).toEqual([role, pack[role]]);
    }
    const owner = await checkout(t, fixture.owner.cookie, fixture.orgId, { planId: 'pro' });
    expect(owner.statusCode, owner.body).toBe(200);
    const billing = await get(t, `/api/billing?orgId=${fixture.orgId}`, fixture.admin.cookie);
    expect(billing.json()).toMatchObject({ canManage: false, canBuyCredits: true });
  });

  it('changing roles: owner any non-owner, admin non-owners, member and outsider never', async () => {
    const expected: Record<Role, [number, string | null]> = {
      owner: [200, null],
      admin: [200, null],
      member: [403, 'role_forbidden'],
      outsider: [403, 'forbidden'],
    };
    for (const role of ROLES) {
      const target = await user('target');
      await addMember(t.pool, fixture.orgId, await emailOf(target), 'member');
      const memberId = await memberIdOf(fixture.orgId, target);
      const url = `/api/organizations/${fixture.orgId}/members/${memberId}`;
      const response = await send('PATCH', url, { role: 'admin' }, who(role).cookie);
      expect([role, response.statusCode, response.json().error ?? null]).toEqual([
        role,
        ...expected[role],
      ]);
      const removed = await send('DELETE', url, undefined, who(role).cookie);
      expect([role, removed.statusCode]).toEqual([role, expected[role][0]]);
    }
  });

  it('nobody removes or demotes the owner; the role "owner" is not given by a role change', async () => {
    const ownerId = await memberIdOf(fixture.orgId, fixture.owner);
    const url = `/api/organizations/${fixture.orgId}/members/${ownerId}`;
    for (const role of ['owner', 'admin'] as const) {
      const demote = await send('PATCH', url, { role: 'member' }, who(role).cookie);
      expect([role, demote.statusCode, demote.json().error]).toEqual([
        role,
        409,
        'owner_must_transfer',
      ]);
      const remove = await send('DELETE', url, undefined, who(role).cookie);
      expect([role, remove.statusCode, remove.json().error]).toEqual([
        role,
        409,
        'owner_must_transfer',
      ]);
    }
    const memberId = await memberIdOf(fixture.orgId, fixture.member);
    for (const role of ['owner', 'superadmin', '', null]) {
      const response = await send(
        'PATCH',
        `/api/organizations/${fixture.orgId}/members/${memberId}`,
        { role },
        fixture.owner.cookie,
      );
      expect([role, response.statusCode]).toEqual([role, 400]);
    }
    const members = (
      await get(t, `/api/organizations/${fixture.orgId}/members`, fixture.owner.cookie)
    ).json() as { members: Member[] };
    expect(members.members.filter((m) => m.role === 'owner')).toHaveLength(1);
    expect(members.members.find((m) => m.id === memberId)?.role).toBe('member');
  });

  it("another organization's member ids and malformed ids: 404 or 400, nothing changed", async () => {
    const other = await team();
    const foreign = await memberIdOf(other.orgId, other.member);
    const response = await send(
      'DELETE',
      `/api/organizations/${fixture.orgId}/members/${foreign}`,
      undefined,
      fixture.owner.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'member_not_found' });
    const cross = await send(
      'DELETE',
      `/api/organizations/${other.orgId}/members/${foreign}`,
      undefined,
      fixture.owner.cookie,
    );
    expect(cross.statusCode).toBe(403);
    const malformed = await send(
      'DELETE',
      `/api/organizations/not-a-uuid/members/${foreign}`,
      undefined,
      fixture.owner.cookie,
    );
    expect(malformed.statusCode).toBe(400);
    expect(await memberIdOf(other.orgId, other.member)).toBe(foreign);
  });

  it('renaming: owner and admin; a member is told who may; blank names refused', async () => {
    const expected: Record<Role, [number, string | null]> = {
      owner: [200, null],
      admin: [200, null],
      member: [403, 'role_forbidden'],
      outsider: [403, 'forbidden'],
    };
    for (const role of ROLES) {
      const response = await send(
        'PATCH',
        `/api/organizations/${fixture.orgId}`,
        { name: `  Sol ${role} ` },
        who(role).cookie,
      );
      expect([role, response.statusCode, response.json().error ?? null]).toEqual([
        role,
        ...expected[role],
      ]);
    }
    const blank = await send(
      'PATCH',
      `/api/organizations/${fixture.orgId}`,
      { name: ' ' },
      fixture.owner.cookie,
    );
    expect(blank.statusCode).toBe(400);
    const list = (
      await get(t, '/api/organizations', fixture.member.cookie)
    ).json() as OrganizationListResponse;
    expect(list.organizations.find((org) => org.id === fixture.orgId)?.name).toBe('Sol admin');
  });

  it('switching: to an organization one belongs to; never to another', async () => {
    for (const role of ROLES) {
      const response = await send(
        'PUT',
        '/api/me/active-organization',
        { orgId: fixture.orgId },
        who(role).cookie,
      );
      expect([role, response.statusCode]).toEqual([role, role === 'outsider' ? 403 : 200]);
    }
    const me = (await get(t, '/api/me', fixture.member.cookie)).json() as MeResponse;
    expect(me.activeOrganization).toMatchObject({ id: fixture.orgId, role: 'member' });
    const outsider = (await get(t, '/api/me', fixture.outsider.cookie)).json() as MeResponse;
    expect(outsider.activeOrganization.id).toBe(fixture.outsider.orgId);
    // What the app shows follows the choice without naming the organization.
    const overview = await get(t, '/api/overview', fixture.member.cookie);
    expect(overview.json()).toMatchObject({ organization: { id: fixture.orgId } });
  });
});

describe('leaving, transferring, deleting', () => {
  it('a member and an admin may leave; the owner must transfer first', async () => {
    const fixture = await team();
    const refused = await post(
      t,
      `/api/organizations/${fixture.orgId}/leave`,
      {},
      fixture.owner.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'owner_must_transfer' });
    for (const role of ['member', 'admin'] as const) {
      const left = await post(
        t,
        `/api/organizations/${fixture.orgId}/leave`,
        {},
        fixture[role].cookie,
      );
      expect([role, left.statusCode]).toEqual([role, 200]);
      const members = await get(
        t,
        `/api/organizations/${fixture.orgId}/members`,
        fixture[role].cookie,
      );
      expect(members.statusCode).toBe(403);
    }
    const outsider = await post(
      t,
      `/api/organizations/${fixture.orgId}/leave`,
      {},
      fixture.outsider.cookie,
    );
    expect(outsider.statusCode).toBe(403);
  });

  it('the owner transfers to a member, stays as admin; only the owner may', async () => {
    const fixture = await team();
    const to = await memberIdOf(fixture.orgId, fixture.member);
    for (const role of ['admin', 'member', 'outsider'] as const) {
      const response = await post(
        t,
        `/api/organizations/${fixture.orgId}/transfer`,
        { memberId: to },
        fixture[role].cookie,
      );
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    const done = await post(
      t,
      `/api/organizations/${fixture.orgId}/transfer`,
      { memberId: to },
      fixture.owner.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    const roles = (done.json() as { members: Member[] }).members.map((m) => [m.email, m.role]);
    expect(roles).toContainEqual([await emailOf(fixture.member), 'owner']);
    expect(roles).toContainEqual([await emailOf(fixture.owner), 'admin']);
    const { rows } = await t.pool.query<{ email: string }>(
      `select u.email from organizations o join "user" u on u.id = o.owner_user_id where o.id = $1`,
      [fixture.orgId],
    );
    expect(rows[0]!.email).toBe(await emailOf(fixture.member));
    // The old owner now leaves like anyone else.
    const left = await post(
      t,
      `/api/organizations/${fixture.orgId}/leave`,
      {},
      fixture.owner.cookie,
    );
    expect(left.statusCode).toBe(200);
  });

  it('a personal organization is neither transferred nor deleted on its own', async () => {
    const ana = await user('ana');
    const bea = await user('bea');
    await fundOrg(t.pool, ana.orgId, 100, 'growth');
    await addMember(t.pool, ana.orgId, await emailOf(bea), 'member');
    const to = await memberIdOf(ana.orgId, bea);
    const transfer = await post(
      t,
      `/api/organizations/${ana.orgId}/transfer`,
      { memberId: to },
      ana.cookie,
    );
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json()).toEqual({ error: 'personal_organization' });
    const name = (
      await get(t, '/api/organizations', ana.cookie)
    ).json() as OrganizationListResponse;
    const deleted = await post(
      t,
      `/api/organizations/${ana.orgId}/delete`,
      { confirmation: name.organizations[0]!.name },
      ana.cookie,
    );
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ error: 'personal_organization' });
  });

  it('deleting: owner only, its name typed, no live subscription; data gone, books kept', async () => {
    const fixture = await team();
    const searchId = await startSearch(t, { cookie: fixture.member.cookie, orgId: fixture.orgId });
    await send(
      'PUT',
      '/api/me/active-organization',
      { orgId: fixture.orgId },
      fixture.member.cookie,
    );
    for (const role of ['admin', 'member', 'outsider'] as const) {
      const response = await post(
        t,
        `/api/organizations/${fixture.orgId}/delete`,
        { confirmation: 'Clínica Sol' },
        fixture[role].cookie,
      );
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    const wrong = await post(
      t,
      `/api/organizations/${fixture.orgId}/delete`,
      { confirmation: 'Clinica' },
      fixture.owner.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'confirmation_mismatch' });

    await t.pool.query(
      `insert into subscriptions (org_id, provider, provider_subscription_id, plan, status)
       values ($1, 'test', $2, 'growth', 'active')`,
      [fixture.orgId, `sub_test_${fixture.orgId}`],
    );
    const subscribed = await post(
      t,
      `/api/organizations/${fixture.orgId}/delete`,
      { confirmation: 'clínica sol' },
      fixture.owner.cookie,
    );
    expect(subscribed.statusCode).toBe(409);
    expect(subscribed.json()).toEqual({ error: 'organization_subscribed' });
    await t.pool.query(`update subscriptions set status = 'canceled' where org_id = $1`, [
      fixture.orgId,
    ]);

    const ledgerBefore = await t.pool.query(
      'select count(*)::int as n from credit_ledger where org_id = $1',
      [fixture.orgId],
    );
    const done = await post(
      t,
      `/api/organizations/${fixture.orgId}/delete`,
      { confirmation: ' clínica sol ' },
      fixture.owner.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    const search = await t.pool.query('select 1 from searches where id = $1', [searchId]);
    expect(search.rowCount).toBe(0);
    const orphaned = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger
       where org_id is null and kind = 'hold' and not (reason_params ? 'query')`,
    );
    expect(orphaned.rows[0]!.n).toBeGreaterThan(0);
    expect((ledgerBefore.rows[0] as { n: number }).n).toBeGreaterThan(0);
    // The member's app falls back to their own organization.
    const me = (await get(t, '/api/me', fixture.member.cookie)).json() as MeResponse;
    expect(me.activeOrganization.id).toBe(fixture.member.orgId);
    expect(me.organizations.map((org) => org.id)).not.toContain(fixture.orgId);
  });
});

describe('removal takes access away at once', () => {
  it('searches, leads, CSV and the live stream of a removed member stop', async () => {
    const fixture = await team();
    const searchId = await startSearch(t, { cookie: fixture.owner.cookie, orgId: fixture.orgId });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const memberId = await memberIdOf(fixture.orgId, fixture.member);

    let removed = false;
    const started = Date.now();
    const events = await readEvents(
      `http://127.0.0.1:${address.port}/api/searches/${searchId}/events`,
      { cookie: fixture.member.cookie },
      {
        stopAfter: () => {
          if (!removed) {
            removed = true;
            void send(
              'DELETE',
              `/api/organizations/${fixture.orgId}/members/${memberId}`,
              undefined,
              fixture.admin.cookie,
            );
          }
          return false;
        },
        timeoutMs: 10_000,
      },
    );
    // The stream ended by itself long before the timeout.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(events[0]?.event).toBe('status');

    for (const url of ['', '/leads', '/points', '/export.csv']) {
      const response = await get(t, `/api/searches/${searchId}${url}`, fixture.member.cookie);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const list = await get(t, `/api/searches?orgId=${fixture.orgId}`, fixture.member.cookie);
    expect(list.statusCode).toBe(403);
    const sse = await get(t, `/api/searches/${searchId}/events`, fixture.member.cookie);
    expect(sse.statusCode).toBe(404);
    // The owner still sees it.
    expect((await get(t, `/api/searches/${searchId}`, fixture.owner.cookie)).statusCode).toBe(200);
  });
});

describe('one shared balance', () => {
  it('two members starting searches at once never overdraw it', async () => {
    const fixture = await team();
    const first = await startSearch(t, { cookie: fixture.owner.cookie, orgId: fixture.orgId });
    const { rows } = await t.pool.query<{ credits_held: number }>(
      'select credits_held from searches where id = $1',
      [first],
    );
    const held = Number(rows[0]!.credits_held);
    expect(held).toBeGreaterThan(0);
    // Room for exactly two more searches.
    await fundOrg(t.pool, fixture.orgId, held * 2 + held / 2, 'growth');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(
          t,
          '/api/searches',
          { searchPayload: wizard(), orgId: fixture.orgId },
          (index % 2 === 0 ? fixture.owner : fixture.member).cookie,
        ),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 402, 402, 402, 402, 402, 402]);
    const books = await balanceAndLedger(t.pool, fixture.orgId);
    expect(Number(books.credits)).toBeCloseTo(held / 2, 5);
    expect(Number(books.credits)).toBeCloseTo(Number(books.ledger), 5);
  });
});
