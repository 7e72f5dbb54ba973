/**
 * Pro's public API (issue 17) against the sandbox world: keys made, listed, revoked and gated
 * by role and plan; the whole flow through /api/v1 (estimate, start with an Idempotency-Key,
 * status, leads by cursor, exports, balance, movements); concurrent retries held once; read-only
 * keys, other organizations' ids, foreign cursors and bad bodies refused with the documented
 * errors; rate limits per key; the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Lead } from '@leadatlas/shared';
import {
  get,
  nextIp,
  post,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearchWorld,
  waitForSearch,
  type SearchWorld,
} from './helpers/search-world.js';
import { addMember } from './helpers/billing.js';

let world: SearchWorld;
let t: TestApp;
let owner: TestUser;
let other: TestUser;

const RATE_LIMIT = 80;

beforeAll(async () => {
  world = await startSearchWorld({ env: { API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
  t = world.t;
  owner = await signedInUser(t, 'dev@api.test');
  other = await signedInUser(t, 'otra@api.test');
  await fundOrg(t.pool, owner.orgId, 3000, 'pro');
  await fundOrg(t.pool, other.orgId, 3000, 'pro');
});
afterAll(async () => world?.close());

function v1(
  method: 'GET' | 'POST',
  url: string,
  key: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function makeKey(who: TestUser, scope: 'read' | 'write' = 'write', name = 'CRM sync') {
  const response = await post(
    t,
    `/api/organizations/${who.orgId}/api-keys`,
    { name, scope },
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { key: { id: string; prefix: string }; token: string };
}

const forged = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');

const SEARCH = {
  profession: 'dentistas',
  location: 'Madrid',
  fields: ['email'],
  maxLeads: 30,
};

async function searchCount(orgId: string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'select count(*)::int as n from searches where org_id = $1',
    [orgId],
  );
  return rows[0]!.n;
}

describe('keys', () => {
  it('are made by owner and admin on Pro, shown once, stored hashed, listed by prefix', async () => {
    const made = await makeKey(owner, 'read', '<b>Zapier</b>');
    expect(made.token).toMatch(/^la_live_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.key.prefix)).toBe(true);
    const { rows } = await t.pool.query<{ token_hash: string }>(
      'select token_hash from api_keys where id = $1',
      [made.key.id],
    );
    expect(rows[0]!.token_hash).not.toContain(made.token);
    const list = await get(t, `/api/organizations/${owner.orgId}/api-keys`, owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    expect(list.json()).toMatchObject({
      allowed: true,
      canManage: true,
      keys: [{ id: made.key.id, name: '<b>Zapier</b>', scope: 'read', lastUsedAt: null }],
    });
    // Its first use shows.
    expect((await v1('GET', '/api/v1/credits', made.token)).statusCode).toBe(200);
    const after = await get(t, `/api/organizations/${owner.orgId}/api-keys`, owner.cookie);
    expect(after.json().keys[0].lastUsedAt).not.toBeNull();
  });

  it('members see the list but cannot make or revoke; other organizations get 403', async () => {
    const member = await signedInUser(t, 'miembro@api.test');
    await addMember(t.pool, owner.orgId, 'miembro@api.test', 'member');
    const list = await get(t, `/api/organizations/${owner.orgId}/api-keys`, member.cookie);
    expect(list.json()).toMatchObject({ canManage: false });
    const made = await post(
      t,
      `/api/organizations/${owner.orgId}/api-keys`,
      { name: 'x', scope: 'write' },
      member.cookie,
    );
    expect(made.json()).toMatchObject({ error: 'role_forbidden' });
    const key = await makeKey(owner);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${owner.orgId}/api-keys/${key.key.id}`,
      headers: { cookie: other.cookie },
    });
    expect(revoke.statusCode).toBe(403);
    const wrongOrg = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${other.orgId}/api-keys/${key.key.id}`,
      headers: { cookie: other.cookie },
    });
    expect(wrongOrg.statusCode).toBe(404);
    expect((await v1('GET', '/api/v1/credits', key.token)).statusCode).toBe(200);
    for (const body of [
      { name: '', scope: 'write' },
      { name: 'x', scope: 'admin' },
      { name: 'x'.repeat(61), scope: 'read' },
    ]) {
      const bad = await post(t, `/api/organizations/${owner.orgId}/api-keys`, body, owner.cookie);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('need Pro: a lower plan cannot make one, and a downgrade stops keys without deleting them', async () => {
    const growth = await signedInUser(t, 'growth@api.test');
    await fundOrg(t.pool, growth.orgId, 100, 'growth');
    const refused = await post(
      t,
      `/api/organizations/${growth.orgId}/api-keys`,
      { name: 'x', scope: 'read' },
      growth.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'plan_api_locked', requiredPlan: 'pro' });

    const key = await makeKey(owner, 'read');
    await t.pool.query(`update organizations set plan = 'growth' where id = $1`, [owner.orgId]);
    try {
      const stopped = await v1('GET', '/api/v1/searches', key.token);
      expect(stopped.statusCode).toBe(403);
      expect(stopped.json()).toMatchObject({ error: 'plan_api_locked', requiredPlan: 'pro' });
      expect(stopped.json().message).toMatch(/Pro/);
    } finally {
      await t.pool.query(`update organizations set plan = 'pro' where id = $1`, [owner.orgId]);
    }
    expect((await v1('GET', '/api/v1/searches', key.token)).statusCode).toBe(200);
  });

  it('revoked, unknown, malformed or missing keys get 401 api_key_invalid on every route', async () => {
    const key = await makeKey(owner);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${owner.orgId}/api-keys/${key.key.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.statusCode).toBe(200);
    const doc = (await v1('GET', '/api/v1/openapi.json', null)).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path.replace('{id}', '00000000-0000-4000-8000-000000000000'),
      })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const session = owner.cookie;
    for (const route of routes) {
      for (const token of [key.token, 'la_live_nope', 'x'.repeat(5000), null]) {
        const response = await v1(
          route.method,
          route.url,
          token,
          route.method === 'POST' ? {} : undefined,
          {
            cookie: session,
          },
        );
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toMatchObject({ error: 'api_key_invalid' });
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    }
  });

  it('a key stops when the member who made it leaves the organization', async () => {
    const admin = await signedInUser(t, 'admin@api.test');
    await addMember(t.pool, owner.orgId, 'admin@api.test', 'admin');
    const made = await post(
      t,
      `/api/organizations/${owner.orgId}/api-keys`,
      { name: 'a', scope: 'read' },
      admin.cookie,
    );
    expect(made.statusCode).toBe(200);
    const token = (made.json() as { token: string }).token;
    expect((await v1('GET', '/api/v1/credits', token)).json()).toMatchObject({
      organizationId: owner.orgId,
    });
    // The owner removes them from the team, as a person does it.
    const { rows } = await t.pool.query<{ id: string }>(
      `select m.id from organization_members m join "user" u on u.id = m.user_id
       where m.org_id = $1 and u.email = 'admin@api.test'`,
      [owner.orgId],
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${owner.orgId}/members/${rows[0]!.id}`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:3999' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await v1('GET', '/api/v1/credits', token)).statusCode).toBe(401);
    const list = await get(t, `/api/organizations/${owner.orgId}/api-keys`, owner.cookie);
    const key = (list.json() as { keys: { prefix: string; revokedAt: string | null }[] }).keys.find(
      (entry) => token.startsWith(entry.prefix),
    );
    expect(key?.revokedAt).not.toBeNull();
  });
});

describe('the flow through /api/v1', () => {
  let token: string;
  let searchId: string;

  beforeAll(async () => {
    token = (await makeKey(owner)).token;
  });

  it("estimates with the plan gates, in the request's own terms", async () => {
    const estimate = await v1('POST', '/api/v1/searches/estimate', token, SEARCH);
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({ maxLeads: 30, available: 3000 });
    expect(estimate.json().totalCredits).toBeGreaterThan(0);
    // This world's places carry no rating: a minimum rating adds no surcharge, as in the hold.
    const rated = await v1('POST', '/api/v1/searches/estimate', token, {
      ...SEARCH,
      filters: { minRating: 5 },
    });
    expect(rated.json().totalCredits).toBe(estimate.json().totalCredits);
    const owners = await v1('POST', '/api/v1/searches/estimate', token, {
      ...SEARCH,
      filters: { ownersOnly: true },
    });
    expect(owners.json().totalCredits).toBeCloseTo(estimate.json().totalCredits + 30 * 0.5, 2);
    const growth = await signedInUser(t, 'gates@api.test');
    await fundOrg(t.pool, growth.orgId, 100, 'pro');
    const growthKey = (await makeKey(growth)).token;
    await t.pool.query(`update organizations set plan = 'growth' where id = $1`, [growth.orgId]);
    expect((await v1('POST', '/api/v1/searches/estimate', growthKey, SEARCH)).json()).toMatchObject(
      {
        error: 'plan_api_locked',
      },
    );
    const bad = await v1('POST', '/api/v1/searches/estimate', token, {
      ...SEARCH,
      maxLeads: 0,
      filters: { minRating: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed' });
    expect(bad.json().message).toBeTruthy();
    expect(bad.json().fields).toEqual(expect.arrayContaining(['maxLeads', 'filters.minRating']));
  });

  it('starts a search, holds its estimate, and a retry with the same key starts nothing new', async () => {
    const before = await balanceAndLedger(t.pool, owner.orgId);
    const first = await v1('POST', '/api/v1/searches', token, SEARCH, {
      'idempotency-key': 'run-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    searchId = first.json().id;
    expect(first.json()).toMatchObject({
      maxLeads: 30,
      fields: expect.arrayContaining(['email_validated']),
    });
    const again = await v1('POST', '/api/v1/searches', token, SEARCH, {
      'idempotency-key': 'run-1',
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(searchId);
    const reused = await v1(
      'POST',
      '/api/v1/searches',
      token,
      { ...SEARCH, maxLeads: 31 },
      {
        'idempotency-key': 'run-1',
      },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
    const after = await balanceAndLedger(t.pool, owner.orgId);
    expect(before.credits - after.credits).toBeCloseTo(first.json().credits.held, 2);
  });

  it('reports status and counts until it completes', async () => {
    await waitForSearch(t.pool, searchId, undefined, 120_000);
    const status = await v1('GET', `/api/v1/searches/${searchId}`, token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id: searchId, status: 'completed' });
    expect(status.json().counts.leads).toBeGreaterThan(5);
    const list = await v1('GET', '/api/v1/searches?limit=1', token);
    expect(list.json().items[0].id).toBe(searchId);
  });

  it('lists the leads a page at a time by cursor, in every order, with the text filter', async () => {
    // Greylisted emails are asked again a moment later and their leads change: let them settle,
    // so that two listings read the same leads.
    for (let i = 0; ; i += 1) {
      const { rows } = await t.pool.query<{ n: number }>(
        'select count(*)::int as n from leads where search_id = $1 and email_recheck_at is not null',
        [searchId],
      );
      if (rows[0]!.n === 0) break;
      if (i > 600) throw new Error('email re-checks never ended');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const total = (await v1('GET', `/api/v1/searches/${searchId}`, token)).json().counts
      .leads as number;
    for (const query of [
      '',
      'sort=name',
      'sort=rating',
      'sort=city&order=desc',
      'sort=name&order=desc',
    ]) {
      const seen: Lead[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url = `/api/v1/searches/${searchId}/leads?limit=4&${query}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await v1('GET', url, token);
        expect(page.statusCode, page.body).toBe(200);
        const body = page.json() as { items: Lead[]; nextCursor: string | null };
        seen.push(...body.items);
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 100);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((lead) => lead.id)).size).toBe(total);
      // The same order as the results page's own listing.
      const params = new URLSearchParams(query);
      params.set('pageSize', '500');
      const page = await get(t, `/api/searches/${searchId}/leads?${params}`, owner.cookie);
      // The same leads, field for field, as the results page's listing (toLead) gives.
      expect(seen).toEqual(page.json().items);
    }
    const first = (await v1('GET', `/api/searches/${searchId}/leads`, null)).statusCode;
    expect(first).toBe(401);
    const one = (await v1('GET', `/api/v1/searches/${searchId}/leads?limit=500`, token)).json()
      .items[0] as Lead;
    const word = one.businessName.split(/\s+/)[0]!;
    const filtered = await v1(
      'GET',
      `/api/v1/searches/${searchId}/leads?q=${encodeURIComponent(word.toUpperCase())}`,
      token,
    );
    expect(filtered.json().items.map((lead: Lead) => lead.id)).toContain(one.id);
  });

  it('refuses a cursor from another search, another order, or garbage', async () => {
    const page = await v1('GET', `/api/v1/searches/${searchId}/leads?limit=2`, token);
    const cursor = page.json().nextCursor as string;
    const second = await v1('POST', '/api/v1/searches', token, {
      ...SEARCH,
      profession: 'farmacias',
    });
    expect(second.statusCode).toBe(201);
    const otherId = second.json().id as string;
    for (const url of [
      `/api/v1/searches/${otherId}/leads?cursor=${cursor}`,
      `/api/v1/searches/${searchId}/leads?sort=name&cursor=${cursor}`,
      `/api/v1/searches/${searchId}/leads?q=a&cursor=${cursor}`,
      `/api/v1/searches/${searchId}/leads?cursor=not-a-cursor`,
      `/api/v1/searches?cursor=${cursor}`,
      `/api/v1/credits/movements?cursor=%7B%7D`,
      // Edited by hand: values PostgreSQL would refuse are refused first.
      `/api/v1/searches/${searchId}/leads?sort=rating&cursor=${forged({ s: searchId, q: '', o: 'rating', d: 'desc', v: 'abc', n: 1 })}`,
      `/api/v1/searches/${searchId}/leads?sort=name&cursor=${forged({ s: searchId, q: '', o: 'name', d: 'asc', v: 'a\u0000b', n: 1 })}`,
      `/api/v1/searches?cursor=${forged({ t: '0000-01-01 00:00:00+00', i: searchId })}`,
      `/api/v1/credits/movements?cursor=${forged({ t: 'yesterday', i: searchId })}`,
    ]) {
      const response = await v1('GET', url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_cursor' });
    }
    await waitForSearch(t.pool, otherId, undefined, 120_000);
  });

  it('exports every lead as JSON Lines and as CSV with formula-safe cells', async () => {
    const total = (await v1('GET', `/api/v1/searches/${searchId}`, token)).json().counts
      .leads as number;
    const jsonl = await v1('GET', `/api/v1/searches/${searchId}/export?format=jsonl`, token);
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = jsonl.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Lead);
    expect(lines).toHaveLength(total);
    const csv = await v1('GET', `/api/v1/searches/${searchId}/export?format=csv`, token);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.trim().split('\n')).toHaveLength(total + 1);
    expect(
      (await v1('GET', `/api/v1/searches/${searchId}/export?format=xml`, token)).statusCode,
    ).toBe(400);
  });

  it('reads the balance and the movements with their search', async () => {
    const balance = await v1('GET', '/api/v1/credits', token);
    const ledger = await balanceAndLedger(t.pool, owner.orgId);
    expect(balance.json()).toMatchObject({ organizationId: owner.orgId, plan: 'pro' });
    expect(balance.json().credits).toBeCloseTo(ledger.credits, 2);
    const movements = await v1('GET', '/api/v1/credits/movements?limit=50', token);
    const items = movements.json().items as { reason: string; searchId: string | null }[];
    expect(
      items.find((item) => item.reason === 'search_hold' && item.searchId === searchId),
    ).toBeDefined();
    // A page at a time, one movement each: rows written in one transaction share a time, and
    // none may fall between two pages.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await v1(
        'GET',
        `/api/v1/credits/movements?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        token,
      );
      expect(page.statusCode, page.body).toBe(200);
      walked.push(...(page.json().items as { id: string }[]).map((item) => item.id));
      cursor = page.json().nextCursor;
    } while (cursor && walked.length < 200);
    const all = (await v1('GET', '/api/v1/credits/movements?limit=100', token)).json().items as {
      id: string;
    }[];
    expect(walked).toEqual(all.map((item) => item.id));
  });

  it('cancels a running search once; a finished one answers 409', async () => {
    const done = await v1('POST', `/api/v1/searches/${searchId}/cancel`, token);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ error: 'search_not_cancellable' });
  });
});

describe('what no key may do', () => {
  it('read-only keys cannot estimate, start or cancel; nothing is created', async () => {
    const read = (await makeKey(owner, 'read')).token;
    const count = await searchCount(owner.orgId);
    for (const [url, body] of [
      ['/api/v1/searches/estimate', SEARCH],
      ['/api/v1/searches', SEARCH],
      ['/api/v1/searches/00000000-0000-4000-8000-000000000000/cancel', {}],
    ] as const) {
      const response = await v1('POST', url, read, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: 'api_scope_forbidden' });
    }
    expect(await searchCount(owner.orgId)).toBe(count);
  });

  it("another organization's searches answer 404 on every route; malformed bodies 400", async () => {
    const mine = (await makeKey(owner)).token;
    const theirs = (await makeKey(other)).token;
    const started = await v1('POST', '/api/v1/searches', theirs, { ...SEARCH, maxLeads: 5 });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as string;
    for (const [method, url] of [
      ['GET', `/api/v1/searches/${id}`],
      ['GET', `/api/v1/searches/${id}/leads`],
      ['GET', `/api/v1/searches/${id}/export`],
      ['POST', `/api/v1/searches/${id}/cancel`],
    ] as const) {
      const response = await v1(method, url, mine);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await v1('GET', '/api/v1/searches', mine)).body).not.toContain(id);
    const count = await searchCount(owner.orgId);
    for (const payload of [
      '{',
      '[]',
      '{"profession":"<script>","location":""}',
      '{"maxLeads":"all"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/searches',
        headers: { authorization: `Bearer ${mine}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(['invalid_json', 'validation_failed']).toContain(response.json().error);
    }
    expect(await searchCount(owner.orgId)).toBe(count);
    await waitForSearch(t.pool, id, undefined, 120_000);
  });

  it('concurrent retries with one Idempotency-Key start one search and hold once', async () => {
    const key = (await makeKey(owner)).token;
    const before = await balanceAndLedger(t.pool, owner.orgId);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        v1(
          'POST',
          '/api/v1/searches',
          key,
          { ...SEARCH, maxLeads: 7 },
          { 'idempotency-key': 'burst-1' },
        ),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((response) => response.json().id as string));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from credit_ledger where idempotency_key = $1`,
      [`search:${id}:hold`],
    );
    expect(rows[0]!.n).toBe(1);
    const after = await balanceAndLedger(t.pool, owner.orgId);
    expect(before.credits - after.credits).toBeCloseTo(responses[0]!.json().credits.held, 2);
    await waitForSearch(t.pool, id!, undefined, 120_000);
  });

  it('limits each key per minute with RateLimit headers, 429 and Retry-After; other keys unaffected', async () => {
    const busy = (await makeKey(owner, 'read')).token;
    const calm = (await makeKey(owner, 'read')).token;
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      last = await v1('GET', '/api/v1/credits', busy);
      expect(last.statusCode).toBe(200);
    }
    expect(last!.headers['ratelimit-limit']).toBe(String(RATE_LIMIT));
    expect(last!.headers['ratelimit-remaining']).toBe('0');
    const limited = await v1('GET', '/api/v1/credits', busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await v1('GET', '/api/v1/credits', calm)).statusCode).toBe(200);
  });

  it('limits guessing: over the limit an address is refused whatever key it sends; others are not', async () => {
    const good = (await makeKey(owner, 'read')).token;
    const office = '198.51.100.77';
    const from = (token: string, remoteAddress = office) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/credits',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      expect((await from(`la_live_guess${i}`)).statusCode).toBe(401);
    }
    const limited = await from('la_live_one_more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A right guess from there is not told apart from a wrong one.
    expect((await from(good)).statusCode).toBe(429);
    // The same key from another address works, counted per key.
    const elsewhere = await from(good, nextIp());
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['ratelimit-limit']).toBe(String(RATE_LIMIT));
  });
});

describe('the OpenAPI document', () => {
  it('is public and documents every route, the key and the error shape', async () => {
    const response = await v1('GET', '/api/v1/openapi.json', null);
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/v1/credits',
      '/api/v1/credits/movements',
      '/api/v1/searches',
      '/api/v1/searches/estimate',
      '/api/v1/searches/{id}',
      '/api/v1/searches/{id}/cancel',
      '/api/v1/searches/{id}/export',
      '/api/v1/searches/{id}/leads',
    ]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(JSON.stringify(doc.paths['/api/v1/searches'].post.responses['402'])).toContain('error');
  });
});
