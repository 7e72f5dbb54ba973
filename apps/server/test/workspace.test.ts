/**
 * What the signed-in screens read beyond one search, against the sandbox world: the dashboard
 * overview and visit, credit movements, location suggestions, the wizard's preview, a search's
 * detail, its map points and the CSV columns. Every read stays inside the user's organization,
 * and bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import {
  CSV_COLUMNS,
  LOCATION_SUGGESTIONS,
  PREVIEW_PLACES,
  typicalSearchCost,
  type CreditHistoryResponse,
  type LeadPointsResponse,
  type LocationSuggestResponse,
  type OverviewResponse,
  type SearchDetail,
  type SearchPreviewResponse,
  type VisitResponse,
} from '@leadatlas/shared';
import { isWelcomeBack } from '../src/domain/accounts/retention.js';
import { PREVIEW_FETCH_LIMIT, previewSearch } from '../src/domain/search/preview.js';
import { maskWebsite } from '../src/domain/search/mask.js';
import { csvCell } from '../src/domain/search/csv.js';
import { normalizePhone } from '../src/domain/enrich/extract/merge-findings.js';
import type { Place } from '../src/domain/places/types.js';
import { DomainError } from '../src/domain/errors.js';
import {
  APP_URL,
  confirmedUser,
  get as getAs,
  nextIp,
  post as postAs,
  signedInUser,
  type TestApp,
} from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';

let world: SearchWorld;
let sandbox: Sandbox;
let t: TestApp;
let cookie: string;
let orgId: string;
let otherCookie: string;
let otherOrgId: string;

beforeAll(async () => {
  world = await startSearchWorld();
  sandbox = world.sandbox;
  t = world.t;
  ({ cookie, orgId } = await signedInUser(t, 'ana@example.com'));
  ({ cookie: otherCookie, orgId: otherOrgId } = await signedInUser(t, 'otro@example.com'));
});

afterAll(async () => {
  await world?.close();
});

const get = (url: string, as = cookie) => getAs(t, url, as);

const post = (url: string, payload: unknown, as = cookie) => postAs(t, url, payload, as);

const run = (payload: unknown = wizard(), org = orgId, as = cookie) =>
  startSearch(t, { cookie: as, orgId: org }, payload);

async function lastSeen(email: string) {
  const { rows } = await t.pool.query<{ last_login: Date | null; last_action_at: Date | null }>(
    `select p.last_login, p.last_action_at from profiles p join "user" u on u.id = p.user_id
     where u.email = $1`,
    [email],
  );
  return rows[0]!;
}

async function setLastAction(email: string, ago: string) {
  await t.pool.query(
    `update profiles set last_action_at = now() - $2::interval
     where user_id = (select id from "user" where email = $1)`,
    [email, ago],
  );
}

async function counts() {
  const { rows } = await t.pool.query<{ searches: number; leads: number; ledger: number }>(
    `select (select count(*)::int from searches) as searches,
            (select count(*)::int from leads) as leads,
            (select count(*)::int from credit_ledger) as ledger`,
  );
  return rows[0]!;
}

/** A finished search of Ana's with its leads (most tests read one). */
let doneSearchId: string;

describe('a completed search to read', () => {
  it('runs', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    doneSearchId = await run(
      wizard({
        step1: { profession: 'dentistas', location: 'Madrid' },
        step3: { selectedFields: ['email'] },
      }),
    );
    const done = await waitForSearch(t.pool, doneSearchId);
    expect(done.status).toBe('completed');
    expect(done.results_count).toBe(10);
  });
});

describe('GET /api/searches/:id', () => {
  it('answers the summary and the wizard data the search ran with', async () => {
    const response = await get(`/api/searches/${doneSearchId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as SearchDetail;
    expect(detail).toMatchObject({ id: doneSearchId, status: 'completed', resultsCount: 10 });
    expect(detail.payload).toEqual({
      step1: { profession: 'dentistas', location: 'Madrid', companySize: '1-10' },
      step2: {
        phoneVisible: false,
        activeWeb: false,
        ownersOnly: false,
        minRating: 3,
        industry: '',
      },
      step3: { selectedFields: ['phone', 'website', 'email'] },
      step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads: 10 },
    });
  });

  it('the payload starts the same search again', async () => {
    const detail = (await get(`/api/searches/${doneSearchId}`)).json() as SearchDetail;
    const again = await run(detail.payload);
    const done = await waitForSearch(t.pool, again);
    expect(done.status).toBe('completed');
    const { rows } = await t.pool.query<{ query: string; params: unknown }>(
      'select query, params from searches where id = any($1::uuid[]) order by created_at',
      [[doneSearchId, again]],
    );
    expect(rows[1]!.params).toEqual(rows[0]!.params);
    expect(rows[1]!.query).toBe(rows[0]!.query);
  });

  it("another organization's search and a malformed id answer nothing", async () => {
    const other = await get(`/api/searches/${doneSearchId}`, otherCookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found' });
    const malformed = await get('/api/searches/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation_failed' });
  });
});

describe('GET /api/searches/:id/points', () => {
  it('answers every located lead in seq order', async () => {
    const response = await get(`/api/searches/${doneSearchId}/points`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as LeadPointsResponse;
    const { rows } = await t.pool.query<{
      id: string;
      business_name: string;
      latitude: number;
      longitude: number;
    }>(
      `select id, business_name, latitude, longitude from leads
       where search_id = $1 and latitude is not null and longitude is not null order by seq`,
      [doneSearchId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
    expect(items[0]).toEqual({
      id: rows[0]!.id,
      name: rows[0]!.business_name,
      city: expect.any(String) as unknown,
      lat: rows[0]!.latitude,
      lon: rows[0]!.longitude,
    });
    // Madrid's bounding box.
    for (const item of items) {
      expect(item.lat).toBeGreaterThan(40.3);
      expect(item.lat).toBeLessThan(40.65);
      expect(item.lon).toBeGreaterThan(-3.9);
      expect(item.lon).toBeLessThan(-3.5);
    }
  });

  it('filters by name or city like the leads table', async () => {
    const all = ((await get(`/api/searches/${doneSearchId}/points`)).json() as LeadPointsResponse)
      .items;
    const name = all[0]!.name;
    const q = name.slice(0, Math.min(8, name.length));
    const filtered = (
      (
        await get(`/api/searches/${doneSearchId}/points?q=${encodeURIComponent(q)}`)
      ).json() as LeadPointsResponse
    ).items;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(all.length);
    expect(filtered.some((item) => item.name === name)).toBe(true);
    for (const item of filtered) expect(item.name.toLowerCase()).toContain(q.toLowerCase());
    const leads = (
      await get(`/api/searches/${doneSearchId}/leads?q=${encodeURIComponent(q)}&pageSize=500`)
    ).json() as { items: Array<{ id: string; latitude: number | null }> };
    expect(filtered.map((item) => item.id)).toEqual(
      leads.items.filter((lead) => lead.latitude !== null).map((lead) => lead.id),
    );
    const byCity = (
      await get(`/api/searches/${doneSearchId}/points?q=madrid`)
    ).json() as LeadPointsResponse;
    expect(byCity.items).toHaveLength(all.length);
    const none = (
      await get(`/api/searches/${doneSearchId}/points?q=%25_%25`)
    ).json() as LeadPointsResponse;
    expect(none.items).toEqual([]);
  });

  it('refuses another organization and a too long filter', async () => {
    expect((await get(`/api/searches/${doneSearchId}/points`, otherCookie)).statusCode).toBe(404);
    const long = await get(`/api/searches/${doneSearchId}/points?q=${'a'.repeat(121)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'validation_failed' });
  });
});

function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('GET /api/searches/:id/export.csv?columns=', () => {
  it('writes every column by default', async () => {
    const response = await get(`/api/searches/${doneSearchId}/export.csv`);
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(11);
    const empty = await get(`/api/searches/${doneSearchId}/export.csv?columns=`);
    expect(csvLines(empty.body)[0]).toBe(CSV_COLUMNS.join(','));
  });

  it('writes the chosen columns in file order', async () => {
    const response = await get(
      `/api/searches/${doneSearchId}/export.csv?columns=email,business_name,phone,latitude`,
    );
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('business_name,phone,email,latitude');
    expect(lines).toHaveLength(11);
    const { rows } = await t.pool.query<{ business_name: string; latitude: number | null }>(
      'select business_name, latitude from leads where search_id = $1 order by seq',
      [doneSearchId],
    );
    for (const [index, row] of rows.entries()) {
      const line = lines[index + 1]!;
      expect(line.startsWith(`${csvCell(row.business_name)},`)).toBe(true);
      expect(line.endsWith(`,${csvCell(row.latitude)}`)).toBe(true);
    }
  });

  it("headers in the reader's language, or the keys for imports; phones plain (issue 11 item 19)", async () => {
    const es = csvLines(
      (
        await get(
          `/api/searches/${doneSearchId}/export.csv?columns=business_name,phone,email&headers=es`,
        )
      ).body,
    );
    expect(es[0]).toBe('Nombre del negocio,Teléfono,Email');
    const en = csvLines(
      (await get(`/api/searches/${doneSearchId}/export.csv?columns=business_name,phone&headers=en`))
        .body,
    );
    expect(en[0]).toBe('Business name,Phone');
    const keys = csvLines(
      (await get(`/api/searches/${doneSearchId}/export.csv?columns=phone&headers=keys`)).body,
    );
    expect(keys[0]).toBe('phone');
    // E.164 phones come out as they are: a CRM imports them as numbers.
    const phones = keys.slice(1).filter((line) => line !== '');
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toMatch(/^\+\d{6,15}$/);
    expect((await get(`/api/searches/${doneSearchId}/export.csv?headers=fr`)).statusCode).toBe(400);
  });

  it('an unknown column is refused and records no action', async () => {
    await setLastAction('ana@example.com', '5 days');
    const before = await lastSeen('ana@example.com');
    for (const columns of ['business_name,password', 'nope', ',', 'phone,']) {
      const response = await get(
        `/api/searches/${doneSearchId}/export.csv?columns=${encodeURIComponent(columns)}`,
      );
      expect(response.statusCode, columns).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await lastSeen('ana@example.com')).toEqual(before);
  });

  it("another organization's search is not exported", async () => {
    const response = await get(
      `/api/searches/${doneSearchId}/export.csv?columns=phone`,
      otherCookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("the user's actions (last_action_at)", () => {
  it('starting a search, its settlement and an export each count', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    await setLastAction('ana@example.com', '5 days');
    await world.stopWorker();
    let searchId = '';
    try {
      searchId = await run(wizard({ step1: { profession: 'farmacias' } }));
      const started = await lastSeen('ana@example.com');
      expect(Date.now() - started.last_action_at!.getTime()).toBeLessThan(60_000);
      await setLastAction('ana@example.com', '5 days');
    } finally {
      await world.startWorker();
    }
    await waitForSearch(t.pool, searchId);
    const settled = await lastSeen('ana@example.com');
    expect(Date.now() - settled.last_action_at!.getTime()).toBeLessThan(60_000);

    await setLastAction('ana@example.com', '5 days');
    const exported = await get(`/api/searches/${searchId}/export.csv?columns=phone`);
    expect(exported.statusCode).toBe(200);
    const after = await lastSeen('ana@example.com');
    expect(Date.now() - after.last_action_at!.getTime()).toBeLessThan(60_000);
  });
});

describe('GET /api/overview', () => {
  it("counts this month's searches, leads delivered and running searches", async () => {
    const email = 'panel@example.com';
    const { cookie: as, orgId: org } = await signedInUser(t, email);
    const empty = (await get('/api/overview', as)).json() as OverviewResponse;
    expect(empty).toEqual({
      organization: {
        id: org,
        name: expect.any(String) as unknown,
        role: 'owner',
        plan: 'free',
        credits: 50,
      },
      searchesThisMonth: 0,
      leadsGenerated: 0,
      activeSearches: 0,
      typicalSearchCost: typicalSearchCost('free'),
      creditsLow: false,
    });

    const first = await run(wizard({ step1: { profession: 'dentistas' } }), org, as);
    const second = await run(wizard({ step1: { profession: 'abogados' } }), org, as);
    const a = await waitForSearch(t.pool, first);
    const b = await waitForSearch(t.pool, second);
    // One of them started last month.
    await t.pool.query(
      `update searches set created_at = date_trunc('month', now() at time zone 'UTC')
                                        at time zone 'UTC' - interval '1 hour'
       where id = $1`,
      [second],
    );
    await world.stopWorker();
    try {
      await run(wizard({ step1: { profession: 'restaurantes' } }), org, as);
      const response = await get(`/api/overview?orgId=${org}`, as);
      expect(response.statusCode).toBe(200);
      const overview = response.json() as OverviewResponse;
      const { credits } = await balanceAndLedger(t.pool, org);
      expect(overview).toMatchObject({
        organization: { id: org, plan: 'free', credits },
        searchesThisMonth: 2,
        leadsGenerated: a.results_count + b.results_count,
        activeSearches: 1,
        typicalSearchCost: 27,
        creditsLow: credits < 27,
      });
      expect(a.results_count + b.results_count).toBeGreaterThan(0);
    } finally {
      await world.startWorker();
    }
  });

  it('says credits are low below a typical search', async () => {
    await fundOrg(t.pool, orgId, 26, 'free');
    const low = (await get('/api/overview')).json() as OverviewResponse;
    expect(low).toMatchObject({ typicalSearchCost: 27, creditsLow: true });
    expect(low.organization).toMatchObject({ id: orgId, credits: 26 });
    await fundOrg(t.pool, orgId, 27, 'free');
    expect(((await get('/api/overview')).json() as OverviewResponse).creditsLow).toBe(false);
    // Growth's typical search: 50 leads × (0.5 phone + 0.2 website + 2 verified email).
    await fundOrg(t.pool, orgId, 100, 'growth');
    expect((await get('/api/overview')).json()).toMatchObject({
      typicalSearchCost: 135,
      creditsLow: true,
    });
    await fundOrg(t.pool, orgId, 50, 'free');
  });

  it("another organization's id is forbidden; a malformed one is invalid", async () => {
    const other = await get(`/api/overview?orgId=${otherOrgId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden' });
    const malformed = await get('/api/overview?orgId=123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'validation_failed' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/overview' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/me/visit', () => {
  const email = 'vuelve@example.com';
  let as: string;
  beforeAll(async () => {
    as = (await confirmedUser(t, email)).cookie;
  });

  it('the first visit is no welcome back; it sets last_login and last_action_at', async () => {
    const before = await lastSeen(email);
    expect(before.last_action_at).toBeNull();
    const response = await post('/api/me/visit', {}, as);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      previousActionAt: null,
      previousLogin: before.last_login?.toISOString() ?? null,
      welcomeBack: false,
    });
    const after = await lastSeen(email);
    expect(after.last_action_at).not.toBeNull();
    expect(after.last_login!.getTime()).toBe(after.last_action_at!.getTime());
  });

  it('after two days away: welcome back, once', async () => {
    await t.pool.query(
      `update profiles set last_action_at = now() - interval '2 days',
                           last_login = now() - interval '3 days'
       where user_id = (select id from "user" where email = $1)`,
      [email],
    );
    const before = await lastSeen(email);
    const back = (await post('/api/me/visit', {}, as)).json() as VisitResponse;
    expect(back).toEqual({
      previousActionAt: before.last_action_at!.toISOString(),
      previousLogin: before.last_login!.toISOString(),
      welcomeBack: true,
    });
    const after = await lastSeen(email);
    expect(Date.now() - after.last_action_at!.getTime()).toBeLessThan(60_000);
    expect(Date.now() - after.last_login!.getTime()).toBeLessThan(60_000);
    const again = (await post('/api/me/visit', {}, as)).json() as VisitResponse;
    expect(again.welcomeBack).toBe(false);
    expect(again.previousActionAt).toBe(after.last_action_at!.toISOString());
  });

  it('a cross-site POST or no session changes nothing', async () => {
    await setLastAction(email, '2 days');
    const before = await lastSeen(email);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/me/visit',
      headers: { cookie: as, origin: 'https://evil.example' },
      remoteAddress: nextIp(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'csrf_rejected', appUrl: APP_URL });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/me/visit',
      headers: { origin: APP_URL },
      remoteAddress: nextIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await lastSeen(email)).toEqual(before);
  });

  it('welcome back means more than one day', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(isWelcomeBack(null, now)).toBe(false);
    expect(isWelcomeBack(new Date('2025-03-09T12:00:00Z'), now)).toBe(false);
    expect(isWelcomeBack(new Date('2025-03-09T11:59:59Z'), now)).toBe(true);
  });
});

describe('GET /api/credits/history', () => {
  const email = 'creditos@example.com';
  let as: string;
  let org: string;
  beforeAll(async () => {
    ({ cookie: as, orgId: org } = await signedInUser(t, email));
    await fundOrg(t.pool, org, 80, 'free');
  });

  async function history(query = '') {
    const response = await get(`/api/credits/history${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CreditHistoryResponse;
  }

  it('a running search shows its hold; once finished, only its charge', async () => {
    await world.stopWorker();
    let searchId = '';
    try {
      searchId = await run(wizard({ step1: { profession: 'peluquerías' } }), org, as);
      const running = await history();
      expect(running.items[0]).toMatchObject({
        change: -7,
        kind: 'hold',
        reasonKey: 'search_hold',
        reasonParams: { query: 'peluquerías · Madrid', leads: 10 },
      });
      expect(running.items.map((item) => item.kind)).toEqual(['hold', 'adjustment', 'signup_gift']);
      expect(running.total).toBe(3);
    } finally {
      await world.startWorker();
    }
    const done = await waitForSearch(t.pool, searchId);
    const finished = await history();
    expect(finished.items.map((item) => item.kind)).toEqual([
      'charge',
      'adjustment',
      'signup_gift',
    ]);
    expect(finished.items[0]).toMatchObject({
      change: -done.credits_used,
      reasonKey: 'search_charge',
      reasonParams: { query: 'peluquerías · Madrid', leads: done.results_count },
    });
    expect(finished.items.map((item) => item.change)).toEqual([-done.credits_used, 30, 50]);
    expect(finished.total).toBe(3);
    const { credits } = await balanceAndLedger(t.pool, org);
    expect(credits).toBeCloseTo(80 - done.credits_used, 2);
    for (const item of finished.items) {
      expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
    }
  });

  it('filters credits and deductions, pages, and counts with the same filter', async () => {
    const credits = await history('?filter=credits');
    expect(credits.items.map((item) => item.reasonKey)).toEqual(['test_adjustment', 'signup_gift']);
    expect(credits.total).toBe(2);
    const deductions = await history('?filter=deductions');
    expect(deductions.items.map((item) => item.kind)).toEqual(['charge']);
    expect(deductions.total).toBe(1);
    const page = await history('?limit=1&offset=1');
    expect(page.items.map((item) => item.kind)).toEqual(['adjustment']);
    expect(page.total).toBe(3);
    const explicit = await history(`?orgId=${org}&filter=all`);
    expect(explicit.total).toBe(3);
  });

  it('refuses another organization and bad parameters', async () => {
    const other = await get(`/api/credits/history?orgId=${orgId}`, as);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden' });
    for (const query of ['?filter=refunds', '?limit=0', '?limit=101', '?offset=-1', '?orgId=x']) {
      const response = await get(`/api/credits/history${query}`, as);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
  });
});

describe('POST /api/searches/preview', () => {
  const email = 'vista@example.com';
  let as: string;
  let org: string;
  beforeAll(async () => {
    ({ cookie: as, orgId: org } = await signedInUser(t, email));
  });

  const request = (step1: Record<string, unknown> = {}, step2: Record<string, unknown> = {}) => {
    const data = wizard();
    return { step1: { ...data.step1, ...step1 }, step2: { ...data.step2, ...step2 } };
  };

  it('shows a few real places with phone and website masked, for free', async () => {
    const before = await counts();
    const balance = await balanceAndLedger(t.pool, org);
    const response = await post('/api/searches/preview', request({}, { phoneVisible: true }), as);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as SearchPreviewResponse;
    expect(preview).toMatchObject({ source: 'osm', ratingsAvailable: false });
    expect(preview.areaLabel).toMatch(/^Madrid, /);
    expect(preview.items).toHaveLength(PREVIEW_PLACES);
    for (const item of preview.items) {
      expect(item.name.length).toBeGreaterThan(0);
      // "+34 91• ••• •••": the calling code and two digits, every other digit hidden.
      expect(item.phone).toMatch(/^\+34 \d{2}[•\s]+$/);
      expect(item.phone!.replace(/[^•]/g, '').length).toBeGreaterThanOrEqual(5);
      if (item.website !== null) expect(item.website).toMatch(/^www\.•{6}\.[a-z.]+$/);
      expect(item.rating).toBeNull();
    }
    // What is shown of each place's real phone and website (read from the source's cache).
    const area = await t.search.source.geocode('Madrid', 'es');
    if (area.kind !== 'found') throw new Error('Madrid is not found');
    const places: Place[] = [];
    const query = {
      text: 'dentistas',
      industry: null,
      language: 'es' as const,
      minRating: null,
      limit: PREVIEW_FETCH_LIMIT,
    };
    for await (const batch of t.search.source.findPlaces(query, area.area)) places.push(...batch);
    for (const item of preview.items) {
      const place = places.find((candidate) => candidate.name === item.name)!;
      const e164 = normalizePhone(place.phones[0]!, 'ES')!;
      expect(item.phone!.replace(/\D/g, '')).toBe(e164.slice(1, 5));
      expect(item.phone!.replace(/[^•]/g, '')).toHaveLength(e164.length - 5);
      expect(response.body).not.toContain(e164.slice(5));
      if (place.website) expect(item.website).toBe(maskWebsite(place.website));
      else expect(item.website).toBeNull();
    }
    expect(await counts()).toEqual(before);
    expect(await balanceAndLedger(t.pool, org)).toEqual(balance);
  });

  it('an ambiguous location answers the candidates, like starting a search', async () => {
    const response = await post('/api/searches/preview', request({ location: 'Córdoba' }), as);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { error: string; fields: string[]; candidates: string[] };
    expect(body.error).toBe('location_not_found');
    expect(body.fields).toEqual(['step1.location']);
    expect(body.candidates.length).toBeGreaterThanOrEqual(2);
    expect(body.candidates.join(' ')).toMatch(/Argentina/);
    const unknown = await post('/api/searches/preview', request({ location: 'Zzyzxqwerty' }), as);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: 'location_not_found',
      fields: ['step1.location'],
      candidates: [],
    });
  });

  it('bad input is refused before any source is asked', async () => {
    const before = { ...sandbox.requests };
    for (const [name, body] of [
      ['empty profession', request({ profession: '   ' })],
      ['absurd location', request({ location: '!!!' })],
      ['rating of 9', request({}, { minRating: 9 })],
      ['no step 2', { step1: request().step1 }],
      ['unknown size', request({ companySize: '5000+' })],
    ] as const) {
      const response = await post('/api/searches/preview', body, as);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(sandbox.requests).toEqual(before);
  });

  it('a places source that is down answers places_source_unavailable', async () => {
    sandbox.setFault('overpass', { failRate: 1, failStatus: 504 });
    try {
      const response = await post(
        '/api/searches/preview',
        request({ profession: 'electricistas' }),
        as,
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'places_source_unavailable' });
    } finally {
      sandbox.setFault('overpass', null);
    }
  });

  it('gives up after its time limit', async () => {
    sandbox.setFault('overpass', { hang: true });
    const started = Date.now();
    try {
      const input = {
        step1: { profession: 'fontaneros', location: 'Madrid' },
        step2: { phoneVisible: false, activeWeb: false, minRating: 3, industry: '' as const },
        locale: 'es' as const,
      };
      const error = await previewSearch(t.search.source, input, { timeoutMs: 500 }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('places_source_unavailable');
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      sandbox.setFault('overpass', null);
    }
  });

  it('is limited per user, whatever the address', async () => {
    const limited = (await confirmedUser(t, 'prisa@example.com')).cookie;
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) {
      codes.push((await post('/api/searches/preview', request(), limited)).statusCode);
    }
    expect(codes.slice(0, 12).every((code) => code === 200)).toBe(true);
    expect(codes[12]).toBe(429);
    // Another user is not affected.
    expect((await post('/api/searches/preview', request(), as)).statusCode).toBe(200);
  });
});

describe('GET /api/locations', () => {
  async function suggest(q: string) {
    const response = await get(`/api/locations?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as LocationSuggestResponse).items;
  }

  async function cacheArea(queryKey: string, label: string, city: string, lat: number) {
    const area = {
      label,
      city,
      countryCode: 'ES',
      center: { lat, lon: -3.7 },
      bbox: { south: lat - 0.1, north: lat + 0.1, west: -3.8, east: -3.6 },
    };
    await t.pool.query(
      `insert into geocode_cache (source, query_key, language, result) values ('osm', $1, 'es', $2)`,
      [queryKey, JSON.stringify({ kind: 'found', area })],
    );
  }

  beforeAll(async () => {
    // Geocoded the way searches do: through the source and its cache.
    for (const text of ['Bogotá', 'Sevilla', 'Córdoba', 'São Paulo']) {
      await t.search.source.geocode(text, 'es');
    }
    await t.search.source.geocode('Madrid', 'en');
    await cacheArea(
      'alcala de henares',
      'Alcalá de Henares, Comunidad de Madrid, España',
      'Alcalá de Henares',
      40.48,
    );
    for (let i = 1; i <= 12; i++) {
      await cacheArea(
        `villa ${i}`,
        `Villa ${i}, Castilla y León, España`,
        `Villa ${i}`,
        41 + i / 10,
      );
    }
  });

  it('suggests only places already geocoded, never asking the geocoder', async () => {
    const before = sandbox.requests.nominatim;
    const items = await suggest('bogo');
    expect(items).toEqual([
      {
        value: 'Bogotá',
        label: expect.stringMatching(/^Bogotá, .*Colombia$/) as unknown,
        countryCode: 'CO',
      },
    ]);
    expect(await suggest('Zaragoza')).toEqual([]);
    expect(await suggest('Lisboa')).toEqual([]);
    expect(sandbox.requests.nominatim).toBe(before);
  });

  it('matches without accents or case, prefix matches first', async () => {
    expect((await suggest('BOGOTA'))[0]?.value).toBe('Bogotá');
    expect((await suggest('sao pau'))[0]?.value).toBe('São Paulo');
    expect((await suggest('SÃO'))[0]?.value).toBe('São Paulo');
    const madrid = await suggest('madrid');
    expect(madrid.map((item) => item.value)).toEqual(['Madrid', 'Alcalá de Henares']);
    // Madrid is cached in Spanish (the searches above) and English: one suggestion, in the
    // reader's language.
    expect(madrid[0]!.label).toMatch(/España$/);
    expect((await suggest('alcala'))[0]?.label).toBe(
      'Alcalá de Henares, Comunidad de Madrid, España',
    );
  });

  it('an ambiguous name suggests each place by its full label', async () => {
    const items = await suggest('cordoba');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.value).toBe(item.label);
    expect(items.map((item) => item.countryCode).sort()).toEqual(['AR', 'ES']);
  });

  it(`answers at most ${LOCATION_SUGGESTIONS}`, async () => {
    const items = await suggest('villa');
    expect(items).toHaveLength(LOCATION_SUGGESTIONS);
    expect(new Set(items.map((item) => item.label)).size).toBe(LOCATION_SUGGESTIONS);
  });

  it('refuses a missing or too long text, and anonymous callers', async () => {
    for (const q of ['', '   ', 'a'.repeat(81)]) {
      const response = await get(`/api/locations?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect((await get('/api/locations')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/locations?q=mad' });
    expect(anonymous.statusCode).toBe(401);
    expect(await suggest('!!!')).toEqual([]);
  });
});

describe('GET /api/config in the sandbox', () => {
  it('names the places source, the sandbox tiles and the support address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      places: { source: 'osm', ratings: false, companySize: false },
      map: { tileUrl: sandbox.mapTileUrl, attribution: 'Sandbox tiles (no map data)' },
      supportEmail: 'contact@leadatlas.local',
    });
    const origin = new URL(sandbox.mapTileUrl.replace(/\{[xyz]\}/g, '0')).origin;
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${origin.replace(/[.]/g, '\\.')}`));
  });
});
