/**
 * Search runs end to end against the sandbox world: starting (every kind of bad input
 * changes nothing), running in the worker, settlement, reading, exporting, cancelling, a
 * source that is down, a stuck search, and the monthly refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { pricePerLead, type PricedField, type SearchSummary } from '@leadatlas/shared';
import { createLogger } from '../src/logger.js';
import { failTimedOutSearches, refreshDueSearches } from '../src/domain/search/maintenance.js';
import { csvCell } from '../src/domain/search/csv.js';
import { FOLD_FROM, FOLD_TO, foldSql, foldText } from '../src/lib/text-fold.js';
import { leadCharge } from '../src/domain/search/settle.js';
import { runSearch } from '../src/domain/search/run.js';
import {
  APP_URL,
  get as getAs,
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

const post = (url: string, payload: unknown, as = cookie) => postAs(t, url, payload, as);

const get = (url: string, as = cookie) => getAs(t, url, as);

const run = (payload: unknown = wizard(), org = orgId, as = cookie) =>
  startSearch(t, { cookie: as, orgId: org }, payload);

async function searchCount(): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from searches');
  return rows[0]!.n;
}

describe('starting a search: bad input changes nothing', () => {
  it.each([
    [
      'no session',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/searches',
          headers: { origin: APP_URL },
          payload: { searchPayload: wizard(), orgId },
        }),
      401,
      'unauthorized',
    ],
    [
      'a missing step',
      () => post('/api/searches', { searchPayload: { ...wizard(), step3: undefined }, orgId }),
      400,
      'wizard_incomplete',
    ],
    [
      'empty profession',
      () =>
        post('/api/searches', { searchPayload: wizard({ step1: { profession: '   ' } }), orgId }),
      400,
      'validation_failed',
    ],
    [
      'absurd profession',
      () =>
        post('/api/searches', {
          searchPayload: wizard({ step1: { profession: '!!!???' } }),
          orgId,
        }),
      400,
      'validation_failed',
    ],
    [
      'a rating of 7',
      () => post('/api/searches', { searchPayload: wizard({ step2: { minRating: 7 } }), orgId }),
      400,
      'validation_failed',
    ],
    [
      'an unknown industry',
      () =>
        post('/api/searches', {
          searchPayload: wizard({ step2: { industry: 'mineria' as never } }),
          orgId,
        }),
      400,
      'validation_failed',
    ],
    [
      'another organization',
      () => post('/api/searches', { searchPayload: wizard(), orgId: otherOrgId }),
      403,
      'no_active_organization',
    ],
    [
      'more leads than the free plan allows',
      () => post('/api/searches', { searchPayload: wizard({ step4: { maxLeads: 50 } }), orgId }),
      403,
      'plan_max_leads',
    ],
    [
      'LinkedIn on the free plan',
      () =>
        post('/api/searches', {
          searchPayload: wizard({ step3: { selectedFields: ['linkedin'] } }),
          orgId,
        }),
      403,
      'plan_field_locked',
    ],
    [
      'an industry on the free plan',
      () =>
        post('/api/searches', { searchPayload: wizard({ step2: { industry: 'salud' } }), orgId }),
      403,
      'plan_filter_locked',
    ],
    [
      'a CRM destination without integration',
      () =>
        post('/api/searches', { searchPayload: wizard({ step4: { exportMethod: 'crm' } }), orgId }),
      400,
      'export_method_unavailable',
    ],
  ])('%s', async (_name, send, status, code) => {
    const before = await balanceAndLedger(t.pool, orgId);
    const searches = await searchCount();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: code });
    expect(await balanceAndLedger(t.pool, orgId)).toEqual(before);
    expect(await searchCount()).toBe(searches);
  });

  it('says which plan unlocks a locked field', async () => {
    const response = await post('/api/searches', {
      searchPayload: wizard({ step3: { selectedFields: ['linkedin'] } }),
      orgId,
    });
    expect(response.json()).toEqual({
      error: 'plan_field_locked',
      fields: ['linkedin'],
      requiredPlan: 'pro',
    });
  });

  it('an unknown location answers location_not_found with no candidates', async () => {
    const response = await post('/api/searches', {
      searchPayload: wizard({ step1: { location: 'Zzyzxqwerty' } }),
      orgId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'location_not_found',
      fields: ['searchPayload.step1.location'],
      candidates: [],
    });
  });

  it('an ambiguous location lists the candidates', async () => {
    const response = await post('/api/searches', {
      searchPayload: wizard({ step1: { location: 'Córdoba' } }),
      orgId,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { candidates: string[] };
    expect(body.candidates.length).toBeGreaterThanOrEqual(2);
    expect(body.candidates.join(' ')).toMatch(/Argentina/);
  });

  it('insufficient credits answers required and available', async () => {
    await fundOrg(t.pool, orgId, 50, 'growth');
    const before = await balanceAndLedger(t.pool, orgId);
    const response = await post('/api/searches', {
      searchPayload: wizard({
        step3: { selectedFields: ['email', 'socialMedia'] },
        step4: { maxLeads: 50 },
      }),
      orgId,
    });
    expect(response.statusCode).toBe(402);
    // 50 leads × (0.2 website + 0.5 phone + 2 verified email + 1 social) = 185.
    expect(response.json()).toEqual({
      error: 'insufficient_credits',
      required: 185,
      available: 50,
    });
    expect(await balanceAndLedger(t.pool, orgId)).toEqual(before);
    await fundOrg(t.pool, orgId, 50, 'free');
  });
});

describe('a search run', () => {
  let searchId: string;

  it('holds the estimate, runs in the worker, stores leads and settles once', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    searchId = await run(wizard({ step3: { selectedFields: ['email'] } }));
    // 10 leads × (0.2 + 0.5 + 2) = 27 held at once.
    const held = await balanceAndLedger(t.pool, orgId);
    expect(held.credits).toBe(23);
    const done = await waitForSearch(t.pool, searchId);
    expect(done.status).toBe('completed');
    expect(done.results_count).toBe(10);

    const { rows: leads } = await t.pool.query<{
      fields_delivered: PricedField[];
      credits_charged: number;
      place_key: string;
      phone: string | null;
    }>(
      'select fields_delivered, credits_charged, place_key, phone from leads where search_id = $1',
      [searchId],
    );
    expect(leads).toHaveLength(10);
    expect(new Set(leads.map((lead) => lead.place_key)).size).toBe(10);
    let expected = 0;
    for (const lead of leads) {
      const price = pricePerLead(lead.fields_delivered);
      expect(lead.credits_charged).toBe(price);
      expected += Math.round(price * 100);
      if (lead.phone) expect(lead.phone).toMatch(/^\+\d{8,15}$/);
    }
    expect(done.credits_used).toBe(expected / 100);
    const after = await balanceAndLedger(t.pool, orgId);
    expect(after.credits).toBeCloseTo(50 - expected / 100, 2);
    expect(after.ledger).toBeCloseTo(after.credits, 2);

    // The best-ranked places are delivered, not the fastest to check: everything delivered
    // comes before everything left pending in the source's order.
    const { rows: order } = await t.pool.query<{ delivered: number; pending: number | null }>(
      `select max(position) filter (where state = 'delivered') as delivered,
              min(position) filter (where state = 'pending') as pending
       from search_places where search_id = $1`,
      [searchId],
    );
    if (order[0]!.pending !== null) expect(order[0]!.delivered).toBeLessThan(order[0]!.pending);

    const { rows: movements } = await t.pool.query<{ kind: string; change: number }>(
      `select kind, change from credit_ledger where idempotency_key like $1 order by created_at`,
      [`search:${searchId}:%`],
    );
    expect(movements.map((row) => row.kind).sort()).toEqual(['charge', 'hold', 'release']);
  });

  it('reads the search and its leads with filter, sort and pages', async () => {
    const summary = await get(`/api/searches/${searchId}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      status: 'completed',
      source: 'osm',
      resultsCount: 10,
      unavailableFilters: ['minRating', 'companySize'],
    });
    const list = await get('/api/searches');
    expect((list.json() as { items: Array<{ id: string }> }).items[0]!.id).toBe(searchId);

    const sorted = await get(`/api/searches/${searchId}/leads?sort=name&pageSize=4&page=1`);
    const page1 = sorted.json() as {
      items: Array<{ businessName: string; city: string }>;
      total: number;
    };
    expect(page1.total).toBe(10);
    expect(page1.items).toHaveLength(4);
    // As people read them: accents and case do not push a name to the end.
    const names = page1.items.map((lead) => lead.businessName);
    const reading = new Intl.Collator('und', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(reading.compare));
    const page3 = (
      await get(`/api/searches/${searchId}/leads?sort=name&pageSize=4&page=3`)
    ).json() as {
      items: unknown[];
    };
    expect(page3.items).toHaveLength(2);

    const firstName = page1.items[0]!.businessName;
    const filtered = (
      await get(`/api/searches/${searchId}/leads?q=${encodeURIComponent(firstName.slice(0, 6))}`)
    ).json() as {
      items: Array<{ businessName: string }>;
    };
    expect(filtered.items.some((lead) => lead.businessName === firstName)).toBe(true);
    // Accents and case do not matter to the filter: "CLINICA" finds "Clínica".
    const plain = firstName
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toUpperCase();
    const unaccented = (
      await get(`/api/searches/${searchId}/leads?q=${encodeURIComponent(plain)}`)
    ).json() as { items: Array<{ businessName: string }> };
    expect(unaccented.items.map((lead) => lead.businessName)).toContain(firstName);
    const byCity = (await get(`/api/searches/${searchId}/leads?q=madrid`)).json() as {
      total: number;
    };
    expect(byCity.total).toBe(10);
    const none = (await get(`/api/searches/${searchId}/leads?q=%25_%25`)).json() as {
      total: number;
    };
    expect(none.total).toBe(0);
  });

  it('keeps the folded search text of a lead right on insert and on update (migration 023)', async () => {
    const { rows } = await t.pool.query<{ id: string; search_text: string }>(
      `insert into leads (search_id, org_id, place_key, business_name, city)
       values ($1, $2, 'fold:1', 'Clínica DENTAL-Sur', 'MÁLAGA') returning id, search_text`,
      [searchId, orgId],
    );
    const lead = rows[0]!;
    try {
      expect(lead.search_text).toBe('clinica dental sur|malaga');
      const idsFor = async (q: string) =>
        (
          (
            await get(`/api/searches/${searchId}/leads?q=${encodeURIComponent(q)}&pageSize=100`)
          ).json() as {
            items: Array<{ id: string }>;
          }
        ).items.map((item) => item.id);
      expect(await idsFor('DENTAL sur')).toEqual([lead.id]);
      // Name and city are matched apart, as before: nothing spans the two.
      expect(await idsFor('sur malaga')).toEqual([]);

      // A later change of name or city (a re-check, an edit) refolds the stored text.
      const updated = await t.pool.query<{ search_text: string }>(
        `update leads set business_name = 'Óptica Ñandú', city = null where id = $1
         returning search_text`,
        [lead.id],
      );
      expect(updated.rows[0]!.search_text).toBe('optica nandu|');
      expect(await idsFor('ÑANDU')).toEqual([lead.id]);
      expect(await idsFor('clinica dental')).toEqual([]);
      expect(await idsFor('malaga')).not.toContain(lead.id);
    } finally {
      await t.pool.query('delete from leads where id = $1', [lead.id]);
    }
  });

  it('filters with the stored text exactly as folding every lead on the fly did', async () => {
    // Every character the fold table knows, and punctuation, spaces and wildcards around words.
    const names = [
      `Tienda ${FOLD_FROM}`,
      'Clínica  Dental\tSUR',
      "L'Hospitalet -- Café_100%",
      'Łódź Ørsted Đakovo',
      'ΑΘΗΝΑ Κλινική',
      'МОСКВА Клиника',
    ];
    const { rows: inserted } = await t.pool.query<{ id: string }>(
      `insert into leads (search_id, org_id, place_key, business_name, city)
       select $1, $2, 'same:' || i, name, case when i % 2 = 0 then name else 'Córdoba' end
       from unnest($3::text[]) with ordinality as n(name, i) returning id`,
      [searchId, orgId, names],
    );
    try {
      // lead_fold folds as the expression it replaces, every character of the table included;
      // and as foldText for text that NFC leaves alone (foldText normalizes first).
      const folded = await t.pool.query<{ name: string; stored: string; inline: string }>(
        `select name, lead_fold(name) as stored,
           ${foldSql('name', '$2', '$3')} as inline from unnest($1::text[]) as name`,
        [[...names, FOLD_FROM, FOLD_TO], FOLD_FROM, FOLD_TO],
      );
      for (const row of folded.rows) expect(row.stored, row.name).toBe(row.inline);
      for (const name of names.slice(1)) {
        expect(folded.rows.find((row) => row.name === name)!.stored).toBe(foldText(name));
      }

      const before = (q: string) =>
        t.pool
          .query<{ id: string }>(
            `select id from leads where search_id = $1 and
               (${foldSql('business_name', '$2', '$3')} like $4
                or ${foldSql("coalesce(city, '')", '$2', '$3')} like $4)
             order by seq`,
            [searchId, FOLD_FROM, FOLD_TO, `%${foldText(q)}%`],
          )
          .then((result) => result.rows.map((row) => row.id));
      for (const q of [
        'clinica',
        'CLÍNICA',
        'dental sur',
        ' dental-SUR ',
        'cordoba',
        'a',
        '100',
        "l'hospitalet",
        'lodz orsted',
        'αθηνα',
        'клиника',
        '_',
        'e',
        'tienda abc',
      ]) {
        const response = await get(
          `/api/searches/${searchId}/leads?q=${encodeURIComponent(q)}&pageSize=100`,
        );
        const now = response.json() as { items: Array<{ id: string }>; total: number };
        const expected = foldText(q) ? await before(q) : [];
        expect(
          now.items.map((item) => item.id),
          q,
        ).toEqual(expected);
        expect(now.total, q).toBe(expected.length);
      }
    } finally {
      await t.pool.query('delete from leads where id = any($1)', [inserted.map((row) => row.id)]);
    }
  });

  it("another organization's user gets 404 for the search, 403 for the organization", async () => {
    for (const url of [
      '',
      '/leads',
      '/points',
      '/events',
      '/export.csv',
      '/coverage',
      '/coverage.csv',
    ]) {
      const response = await get(`/api/searches/${searchId}${url}`, otherCookie);
      expect(response.statusCode, url).toBe(404);
    }
    const cancel = await post(`/api/searches/${searchId}/cancel`, {}, otherCookie);
    expect(cancel.statusCode).toBe(404);
    const list = (await get('/api/searches', otherCookie)).json() as { items: unknown[] };
    expect(list.items).toHaveLength(0);
    const listOther = await get(`/api/searches?orgId=${orgId}`, otherCookie);
    expect(listOther.statusCode).toBe(403);
    expect(listOther.json()).toEqual({ error: 'forbidden' });
  });

  it('exports the leads as CSV with a session or a bearer token', async () => {
    const response = await get(`/api/searches/${searchId}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="leads_${searchId}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]!.startsWith('business_name,category,industry,address,city')).toBe(true);
    expect(lines).toHaveLength(11);

    const { rows } = await t.pool.query<{ token: string }>(
      `select s.token from "session" s join "user" u on u.id = s."userId" where u.email = 'ana@example.com' limit 1`,
    );
    const bearer = await t.app.inject({
      method: 'GET',
      url: `/api/searches/${searchId}/export.csv`,
      headers: { authorization: `Bearer ${rows[0]!.token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.body).toBe(response.body);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/searches/${searchId}/export.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a second search charges nothing for the places it already delivered', async () => {
    const before = await balanceAndLedger(t.pool, orgId);
    const again = await run(wizard({ step3: { selectedFields: ['email'] } }));
    const done = await waitForSearch(t.pool, again);
    expect(done.status).toBe('completed');
    expect(done.results_count).toBe(10);
    const { rows } = await t.pool.query<{
      repeated: boolean;
      credits_charged: number;
      fields: PricedField[];
      before: PricedField[] | null;
    }>(
      `select b.place_key is not null as repeated, a.credits_charged, a.fields_delivered as fields,
              b.fields_delivered as before
       from leads a left join leads b on b.search_id = $2 and b.place_key = a.place_key
       where a.search_id = $1`,
      [again, searchId],
    );
    // Both runs take the central dentists first, so most places repeat.
    expect(rows.filter((row) => row.repeated).length).toBeGreaterThanOrEqual(5);
    let fresh = 0;
    for (const row of rows) {
      if (row.repeated) {
        // Only what is new to the organization (an email confirmed since: the difference).
        const charge = leadCharge(row.fields, new Set(row.before), false);
        expect(row.credits_charged).toBe(charge);
        expect(charge).toBeLessThanOrEqual(1);
        fresh += Math.round(charge * 100);
      } else {
        expect(row.credits_charged).toBe(pricePerLead(row.fields));
        fresh += Math.round(row.credits_charged * 100);
      }
    }
    expect(done.credits_used).toBe(fresh / 100);
    const after = await balanceAndLedger(t.pool, orgId);
    expect(after.credits).toBeCloseTo(before.credits - fresh / 100, 2);
    expect(after.ledger).toBeCloseTo(after.credits, 2);
  });

  it('a finished search cannot be cancelled', async () => {
    const response = await post(`/api/searches/${searchId}/cancel`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'search_not_cancellable' });
  });
});

describe('when things go wrong', () => {
  it('a places source that stays down fails the search and releases its hold', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    sandbox.setFault('overpass', { failRate: 1, failStatus: 504 });
    try {
      const searchId = await run(wizard({ step1: { profession: 'abogados' } }));
      const done = await waitForSearch(t.pool, searchId);
      expect(done).toMatchObject({
        status: 'failed',
        error_code: 'places_source_unavailable',
        credits_used: 0,
      });
      const after = await balanceAndLedger(t.pool, orgId);
      expect(after.credits).toBe(50);
      expect(after.ledger).toBe(50);
    } finally {
      sandbox.setFault('overpass', null);
    }
  });

  it('a search that is cancelled while running stops and keeps what it delivered', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    sandbox.setFault('websites', { latencyMs: 1500 });
    try {
      const searchId = await run(wizard({ step1: { profession: 'restaurantes' } }));
      await waitForSearch(t.pool, searchId, (row) => row.status === 'processing');
      const cancel = await post(`/api/searches/${searchId}/cancel`, {});
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json()).toMatchObject({ status: 'cancelled' });
      const settled = await waitForSearch(t.pool, searchId);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { rows } = await t.pool.query<{ n: number }>(
        'select count(*)::int as n from leads where search_id = $1',
        [searchId],
      );
      expect(rows[0]!.n).toBe(settled.results_count);
      const after = await balanceAndLedger(t.pool, orgId);
      expect(after.ledger).toBeCloseTo(after.credits, 2);
      expect(after.credits).toBeCloseTo(50 - settled.credits_used, 2);
    } finally {
      sandbox.setFault('websites', null);
    }
  });

  it('a search stuck past its time limit fails and releases its hold', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    await world.stopWorker();
    try {
      const searchId = await run(wizard({ step1: { profession: 'farmacias' } }));
      expect((await balanceAndLedger(t.pool, orgId)).credits).toBeLessThan(50);
      await t.pool.query(
        `update searches set created_at = now() - interval '2 hours' where id = $1`,
        [searchId],
      );
      const failed = await failTimedOutSearches({
        pool: t.pool,
        log: createLogger('silent'),
        source: t.search.source,
        leaseSeconds: 2,
        timeoutMinutes: 30,
        notify: t.notify,
      });
      expect(failed).toBe(1);
      const done = await waitForSearch(t.pool, searchId);
      expect(done).toMatchObject({ status: 'failed', error_code: 'timeout' });
      expect(await balanceAndLedger(t.pool, orgId)).toEqual({ credits: 50, ledger: 50 });
    } finally {
      await world.startWorker();
    }
  });
});

describe('the lease belongs to one run', () => {
  it('a second run of the same worker leaves a live run alone; a failed run frees the search', async () => {
    await fundOrg(t.pool, orgId, 50, 'free');
    await world.stopWorker();
    sandbox.setFault('websites', { latencyMs: 800 });
    try {
      const searchId = await run(wizard({ step1: { profession: 'veterinarias' } }));
      const deps = {
        pool: t.pool,
        log: createLogger('silent'),
        source: (id: Parameters<typeof t.search.sourceFor>[0]) => t.search.sourceFor(id),
        enricher: t.search.enricher,
        workerId: 'worker:same',
        concurrency: 4,
        leaseSeconds: 30,
        reverifyDelayMs: 400,
        leadBudgetMs: 60_000,
        notify: t.notify,
      };
      const first = runSearch(deps, searchId);
      await waitForSearch(t.pool, searchId, (row) => row.status === 'processing');
      // The same worker picks the job up again (a resume after a late heartbeat).
      await runSearch(deps, searchId);
      const { rows } = await t.pool.query<{ attempts: number }>(
        'select attempts from searches where id = $1',
        [searchId],
      );
      expect(rows[0]!.attempts).toBe(1);
      await first;
      const done = await waitForSearch(t.pool, searchId);
      expect(done.status).toBe('completed');

      // A run that throws gives the search back at once: the retry need not wait for the lease.
      const broken = await run(wizard({ step1: { profession: 'ópticas' } }));
      const failing = {
        ...deps,
        source: (id: Parameters<typeof t.search.sourceFor>[0]) => ({
          ...t.search.sourceFor(id),
          // eslint-disable-next-line require-yield -- fails before its first batch
          findPlaces: async function* () {
            throw new Error('worker died');
          },
        }),
      };
      await expect(runSearch(failing, broken)).rejects.toThrow('worker died');
      const { rows: freed } = await t.pool.query<{ worker_id: string | null }>(
        'select worker_id from searches where id = $1',
        [broken],
      );
      expect(freed[0]!.worker_id).toBeNull();
      await runSearch(deps, broken);
      expect((await waitForSearch(t.pool, broken)).status).toBe('completed');
    } finally {
      sandbox.setFault('websites', null);
      await world.startWorker();
    }
  }, 120_000);
});

describe('monthly auto-refresh', () => {
  it('re-runs a due search and delivers new leads only', async () => {
    await fundOrg(t.pool, orgId, 200, 'starter');
    const first = await run(
      wizard({ step1: { profession: 'peluquerías' }, step4: { autoRefresh: true, maxLeads: 5 } }),
    );
    await waitForSearch(t.pool, first);
    const { rows: next } = await t.pool.query<{ next_refresh_at: Date }>(
      'select next_refresh_at from searches where id = $1',
      [first],
    );
    expect(next[0]!.next_refresh_at.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    await t.pool.query(
      `update searches set next_refresh_at = now() - interval '1 second' where id = $1`,
      [first],
    );
    // The user has been away: the scheduler's re-run must not count as their coming back.
    const away = new Date(Date.now() - 5 * 86_400_000);
    await t.pool.query(
      `update profiles set last_action_at = $2, reactivation_stage = 1
       where user_id = (select user_id from searches where id = $1)`,
      [first, away],
    );
    const started = await refreshDueSearches({
      pool: t.pool,
      log: createLogger('silent'),
      source: t.search.source,
      leaseSeconds: 2,
      timeoutMinutes: 30,
    });
    expect(started).toHaveLength(1);
    const refreshed = started[0]!;
    const done = await waitForSearch(t.pool, refreshed);
    expect(done.status).toBe('completed');
    const { rows: overlap } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from leads a join leads b on a.place_key = b.place_key
       where a.search_id = $1 and b.search_id = $2`,
      [first, refreshed],
    );
    expect(overlap[0]!.n).toBe(0);
    expect(done.results_count).toBe(5);
    const { rows: profile } = await t.pool.query<{
      last_action_at: Date;
      reactivation_stage: number;
    }>(
      `select last_action_at, reactivation_stage from profiles
       where user_id = (select user_id from searches where id = $1)`,
      [first],
    );
    expect(profile[0]).toEqual({ last_action_at: away, reactivation_stage: 1 });
    // Not due again until next month.
    expect(
      await refreshDueSearches({
        pool: t.pool,
        log: createLogger('silent'),
        source: t.search.source,
        leaseSeconds: 2,
        timeoutMinutes: 30,
      }),
    ).toEqual([]);
  });
});

describe('a monthly schedule you can see and stop (issue 11 item 11)', () => {
  const maintenance = () => ({
    pool: t.pool,
    log: createLogger('silent'),
    source: t.search.source,
    leaseSeconds: 2,
    timeoutMinutes: 30,
  });
  const makeDue = (id: string) =>
    t.pool.query(
      `update searches set next_refresh_at = now() - interval '1 second' where id = $1`,
      [id],
    );
  const summary = async (id: string) => (await get(`/api/searches/${id}`)).json() as SearchSummary;
  const act = (id: string, action: string, as = cookie) =>
    post(`/api/searches/${id}/schedule`, { action }, as);

  it('shows next run, last run and what it cost; pause skips runs, resume never runs at once, stop ends it', async () => {
    await fundOrg(t.pool, orgId, 300, 'starter');
    const first = await run(
      wizard({ step1: { profession: 'fontaneros' }, step4: { autoRefresh: true, maxLeads: 3 } }),
    );
    await waitForSearch(t.pool, first);
    let view = await summary(first);
    expect(view.schedule).toMatchObject({
      status: 'active',
      runs: 0,
      lastRun: null,
      skipped: null,
    });
    expect(Date.parse(view.schedule!.nextRunAt!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    await makeDue(first);
    const [refreshed] = await refreshDueSearches(maintenance());
    const done = await waitForSearch(t.pool, refreshed!);
    view = await summary(first);
    expect(view.schedule).toMatchObject({
      status: 'active',
      runs: 1,
      totalCredits: done.credits_used,
      lastRun: { searchId: refreshed, status: 'completed', creditsUsed: done.credits_used },
    });
    const listed = (await get('/api/searches?scheduled=true')).json() as { items: SearchSummary[] };
    expect(listed.items.map((item) => item.id)).toContain(first);
    expect(listed.items.map((item) => item.id)).not.toContain(refreshed);

    // Pause: the schedule stays, its runs are skipped.
    const paused = await act(first, 'pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect((paused.json() as SearchSummary).schedule).toMatchObject({
      status: 'paused',
      nextRunAt: null,
    });
    await makeDue(first);
    expect(await refreshDueSearches(maintenance())).toEqual([]);

    // Resume: the next date is ahead, nothing starts (or is charged) on the spot.
    const resumed = (await act(first, 'resume')).json() as SearchSummary;
    expect(resumed.schedule!.status).toBe('active');
    expect(Date.parse(resumed.schedule!.nextRunAt!)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await refreshDueSearches(maintenance())).toEqual([]);

    // Stop: never runs again, and it leaves the list of scheduled searches.
    const stopped = (await act(first, 'stop')).json() as SearchSummary;
    expect(stopped.schedule).toMatchObject({ status: 'stopped', nextRunAt: null });
    await t.pool.query(
      `update searches set next_refresh_at = now() - interval '1 day' where id = $1`,
      [first],
    );
    expect(await refreshDueSearches(maintenance())).toEqual([]);
    const after = (await get('/api/searches?scheduled=true')).json() as { items: SearchSummary[] };
    expect(after.items.map((item) => item.id)).not.toContain(first);
    expect((await act(first, 'resume')).json()).toEqual({ error: 'schedule_unavailable' });
  });

  it("someone else's schedule cannot be touched; a search without one answers 409", async () => {
    await fundOrg(t.pool, orgId, 300, 'starter');
    const monthly = await run(
      wizard({ step1: { profession: 'cerrajeros' }, step4: { autoRefresh: true, maxLeads: 3 } }),
    );
    await waitForSearch(t.pool, monthly);
    expect((await act(monthly, 'stop', otherCookie)).statusCode).toBe(404);
    expect((await summary(monthly)).schedule!.status).toBe('active');
    const once = await run(wizard({ step1: { profession: 'pintores' }, step4: { maxLeads: 3 } }));
    await waitForSearch(t.pool, once);
    const response = await act(once, 'pause');
    expect(response.statusCode).toBe(409);
    expect((await act(monthly, 'explode')).statusCode).toBe(400);
  });

  it('a month skipped for lack of credits says so on the schedule', async () => {
    await fundOrg(t.pool, orgId, 300, 'starter');
    const monthly = await run(
      wizard({ step1: { profession: 'electricistas' }, step4: { autoRefresh: true, maxLeads: 3 } }),
    );
    await waitForSearch(t.pool, monthly);
    await fundOrg(t.pool, orgId, 0, 'starter');
    await makeDue(monthly);
    expect(await refreshDueSearches(maintenance())).toEqual([]);
    const view = await summary(monthly);
    expect(view.schedule).toMatchObject({
      status: 'active',
      skipped: { reason: 'insufficient_credits' },
    });
  });
});

describe('estimate and price list', () => {
  it('estimates like the landing example', async () => {
    const response = await post('/api/searches/estimate', {
      selectedFields: ['email', 'linkedin'],
      leadsCount: 10,
      hasComplexFilters: false,
    });
    expect(response.json()).toEqual({
      fieldsSelected: ['phone', 'website', 'email_validated', 'linkedin'],
      creditsPerLead: 4.7,
      estimatedLeads: 10,
      hasComplexFilters: false,
      totalCredits: 47,
    });
  });

  it('a minimum rating this source cannot apply adds no surcharge to the hold or the charge', async () => {
    // An organization of its own: every lead is new to it, so each would pay a surcharge.
    const own = await signedInUser(t, 'rating-surcharge@example.com');
    await fundOrg(t.pool, own.orgId, 50, 'free');
    const rated = await run(wizard({ step2: { minRating: 5 } }), own.orgId, own.cookie);
    const { rows } = await t.pool.query<{ complex_filters: boolean; unavailable: string[] }>(
      'select complex_filters, unavailable_filters as unavailable from searches where id = $1',
      [rated],
    );
    expect(rows[0]).toEqual({ complex_filters: false, unavailable: ['minRating', 'companySize'] });
    const { rows: hold } = await t.pool.query<{ change: number }>(
      `select change from credit_ledger where idempotency_key like $1 and kind = 'hold'`,
      [`search:${rated}:%`],
    );
    // 10 leads × (0.2 website + 0.5 phone), without the 0.5 surcharge.
    expect(hold.map((row) => Number(row.change))).toEqual([-7]);
    const done = await waitForSearch(t.pool, rated);
    const { rows: leads } = await t.pool.query<{ fields: PricedField[]; charged: number }>(
      'select fields_delivered as fields, credits_charged as charged from leads where search_id = $1',
      [rated],
    );
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(lead.charged).toBe(pricePerLead(lead.fields));
    expect(done.status).toBe('completed');
  });

  it('lists every field price', async () => {
    const body = (await get('/api/pricing')).json() as {
      fields: Array<{ field: string; credits: number }>;
    };
    expect(body.fields.find((row) => row.field === 'email_validated')?.credits).toBe(2);
  });
});

describe('leadCharge', () => {
  it.each([
    [['phone', 'website'], undefined, false, 0.7],
    [['phone', 'website'], undefined, true, 1.2],
    [['phone', 'website'], ['phone', 'website'], true, 0],
    [['phone', 'website', 'social'], ['phone', 'website'], true, 1],
    [['phone', 'email_validated'], ['phone', 'email_basic'], false, 1],
    [['phone', 'email_basic'], ['phone', 'email_validated'], false, 0],
    [['phone', 'email_validated'], ['phone', 'email_validated'], false, 0],
  ] as const)('%j after %j (complex %s) costs %d', (delivered, known, complex, expected) => {
    expect(leadCharge(delivered, known ? new Set(known) : undefined, complex)).toBe(expected);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Peluquería Núñez, S.L.', '"Peluquería Núñez, S.L."'],
    ['plain', 'plain'],
    [-3.7038, '-3.7038'],
    ['-3.7038', "'-3.7038"],
    // An E.164 phone cannot be a formula: plain. Anything else that starts with + is not.
    ['+34913603202', '+34913603202'],
    ['+14155552671', '+14155552671'],
    ['+34913603202=1+1', "'+34913603202=1+1"],
    ['+3491360320A', "'+3491360320A"],
    ['+0123456789', "'+0123456789"],
    ['+12', "'+12"],
    ['+1234567890123456', "'+1234567890123456"],
    ['+34 91 360 32 02', "'+34 91 360 32 02"],
    ['=1+1', "'=1+1"],
    ['@cmd', "'@cmd"],
  ])('%j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });
});
