/**
 * The billing history's search (GET /api/credits/history?q=) and its downloadable statement
 * (GET /api/credits/statement.pdf), against a real PostgreSQL: the reason is searched as the
 * user reads it (es or en, any case, with or without accents), filters, totals and pages stay
 * right with a search, the PDF lists exactly the selected movements, and only members read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditHistoryResponse } from '@leadatlas/shared';
import { inTransaction } from '../src/db/pool.js';
import { recordCreditMovement, type CreditMovement } from '../src/domain/credits/ledger.js';
import { createCreditStatement } from '../src/domain/credits/statement.js';
import { toWinAnsi } from '../src/lib/pdf-text.js';
import { createTestApp, get as getAs, signedInUser, type TestApp } from './helpers/test-app.js';
import { pdfPageCount, pdfTextRuns } from './helpers/pdf-text.js';

let t: TestApp;
let cookie: string;
let orgId: string;
let otherCookie: string;
let otherOrgId: string;

/** Records movements one after another, a minute apart, the last one newest. */
async function record(org: string, movements: Array<Omit<CreditMovement, 'orgId' | 'userId'>>) {
  for (const movement of movements) {
    await inTransaction(t.pool, (db) =>
      recordCreditMovement(db, { orgId: org, userId: null, ...movement }),
    );
  }
  // Spread their times so the order is certain: newest last recorded.
  await t.pool.query(
    `update credit_ledger l set created_at = '2025-01-05T12:00:00Z'::timestamptz
       - make_interval(mins => s.rank::int)
     from (select id, row_number() over (order by created_at desc, id desc) as rank
           from credit_ledger where org_id = $1) s
     where l.id = s.id`,
    [org],
  );
}

const get = (url: string, as: string | null = cookie, headers: Record<string, string> = {}) =>
  getAs(t, url, as, headers);

async function history(query: string, headers: Record<string, string> = {}) {
  const response = await get(`/api/credits/history${query}`, cookie, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreditHistoryResponse;
}

async function ledgerState() {
  const { rows } = await t.pool.query<{ rows: number; credits: number }>(
    `select (select count(*)::int from credit_ledger) as rows,
            (select credits from organizations where id = $1) as credits`,
    [orgId],
  );
  return rows[0]!;
}

const GYMS = 25;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, orgId } = await signedInUser(t, 'ana@example.com'));
  ({ cookie: otherCookie, orgId: otherOrgId } = await signedInUser(t, 'otro@example.com'));
  // Ana: the sign-up gift (+50) is already there; then, oldest to newest:
  await record(orgId, [
    { change: 500, kind: 'purchase', reasonKey: 'purchase', reasonParams: { credits: 500 } },
    {
      change: 2000,
      kind: 'plan_grant',
      reasonKey: 'plan_grant',
      reasonParams: { plan: 'growth', credits: 2000 },
    },
    ...Array.from({ length: GYMS }, (_, index) => ({
      change: -1,
      kind: 'charge' as const,
      reasonKey: 'search_charge',
      reasonParams: { query: `gimnasios · Zona ${index + 1}`, leads: 1 },
    })),
    {
      change: -18.7,
      kind: 'charge',
      reasonKey: 'search_charge',
      reasonParams: { query: 'dentistas · Madrid', leads: 10 },
    },
    // A finished search's hold and its release: never listed, whatever the search.
    {
      change: -30,
      kind: 'hold',
      reasonKey: 'search_hold',
      reasonParams: { query: 'cerrajeros · Bilbao', leads: 10 },
      idempotencyKey: 'search:done:hold',
    },
    {
      change: 30,
      kind: 'release',
      reasonKey: 'search_release',
      reasonParams: { query: 'cerrajeros · Bilbao', leads: 10 },
      idempotencyKey: 'search:done:release',
    },
    {
      change: 0,
      kind: 'charge',
      reasonKey: 'search_charge',
      reasonParams: { query: 'fontaneros · Sevilla', leads: 0 },
    },
    { change: 2, kind: 'adjustment', reasonKey: 'email_refund', reasonParams: {} },
    {
      change: -7.5,
      kind: 'charge',
      reasonKey: 'search_charge',
      reasonParams: { query: 'peluquerías · Valencia', leads: 5 },
    },
    // A running search's hold: listed until its search settles.
    {
      change: -12,
      kind: 'hold',
      reasonKey: 'search_hold',
      reasonParams: { query: 'ópticas · Málaga', leads: 10 },
      idempotencyKey: 'search:running:hold',
    },
  ]);
  await record(otherOrgId, [
    {
      change: -5,
      kind: 'charge',
      reasonKey: 'search_charge',
      reasonParams: { query: 'secreto · Otra', leads: 2 },
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/credits/history?q=', () => {
  it('without a search, answers every visible movement as before', async () => {
    const all = await history('?limit=100');
    // 1 gift + 1 purchase + 1 plan + 25 gyms + dentists + plumbers + refund + hairdressers + hold.
    expect(all.total).toBe(GYMS + 8);
    expect(all.items[0]).toMatchObject({ kind: 'hold', reasonKey: 'search_hold' });
    expect(all.items.at(-1)).toMatchObject({ kind: 'signup_gift', change: 50 });
    expect(all.items.some((item) => item.kind === 'release')).toBe(false);
  });

  it('finds the reason as read in Spanish, whatever the accents and case', async () => {
    for (const q of ['busqueda dentistas', 'BÚSQUEDA: Dentistas', 'madrid búsqueda']) {
      const found = await history(`?q=${encodeURIComponent(q)}&locale=es`);
      expect(found.total, q).toBe(1);
      expect(found.items[0]).toMatchObject({ change: -18.7, reasonKey: 'search_charge' });
    }
    const peluquerias = await history(`?q=${encodeURIComponent('PELUQUERIAS')}`);
    expect(peluquerias.items.map((item) => item.change)).toEqual([-7.5]);
    // "Compra de 500 créditos", "Regalo de bienvenida: 50 créditos", "Plan Growth: 2.000 créditos".
    const creditos = await history(`?q=creditos&locale=es`);
    expect(creditos.items.map((item) => item.reasonKey)).toEqual([
      'plan_grant',
      'purchase',
      'signup_gift',
    ]);
    const plan = await history(`?q=${encodeURIComponent('2.000 créditos')}`);
    expect(plan.items.map((item) => item.reasonKey)).toEqual(['plan_grant']);
  });

  it('searches in English when the locale (or else the header) says so', async () => {
    const english = await history('?q=search%20dentistas&locale=en');
    expect(english.items.map((item) => item.change)).toEqual([-18.7]);
    // The English reasons do not say "Búsqueda".
    expect((await history('?q=busqueda%20dentistas&locale=en')).total).toBe(0);
    const byHeader = await history('?q=purchased', { 'x-app-locale': 'en' });
    expect(byHeader.items.map((item) => item.reasonKey)).toEqual(['purchase']);
    // The locale parameter wins over the header; no locale at all is Spanish.
    expect((await history('?q=purchased&locale=es', { 'x-app-locale': 'en' })).total).toBe(0);
    expect((await history('?q=compra')).items.map((item) => item.reasonKey)).toEqual(['purchase']);
    const welcome = await history('?q=WELCOME%20gift&locale=en');
    expect(welcome.items.map((item) => item.change)).toEqual([50]);
  });

  it('a running hold is found; a settled hold and releases never are', async () => {
    const running = await history(`?q=${encodeURIComponent('opticas malaga')}`);
    expect(running.items).toHaveLength(1);
    expect(running.items[0]).toMatchObject({ kind: 'hold', change: -12 });
    expect((await history('?q=cerrajeros')).total).toBe(0);
    expect((await history('?q=released&locale=en')).total).toBe(0);
  });

  it('combines the search with the filter', async () => {
    const deductions = await history('?q=busqueda&filter=deductions&limit=100');
    // The 25 gyms, dentists, hairdressers and the running search's hold ("Reservado para la
    // búsqueda en curso"); the plumbers' search cost nothing.
    expect(deductions.total).toBe(GYMS + 3);
    expect(deductions.items.every((item) => item.change < 0)).toBe(true);
    const all = await history('?q=busqueda&filter=all&limit=100');
    expect(all.total).toBe(GYMS + 4);
    expect(all.items.some((item) => item.change === 0)).toBe(true);
    const credits = await history('?q=busqueda&filter=credits');
    expect(credits).toEqual({ items: [], total: 0 });
    const refund = await history('?q=reembolso&filter=credits');
    expect(refund.items.map((item) => item.change)).toEqual([2]);
  });

  it('pages a search: the total counts every match, each page newest first', async () => {
    const first = await history('?q=gimnasios&limit=10&offset=0');
    const second = await history('?q=gimnasios&limit=10&offset=10');
    const third = await history('?q=gimnasios&limit=10&offset=20');
    expect([first.total, second.total, third.total]).toEqual([GYMS, GYMS, GYMS]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 5]);
    const zones = [...first.items, ...second.items, ...third.items].map(
      (item) => item.reasonParams.query,
    );
    expect(zones).toEqual(
      Array.from({ length: GYMS }, (_, index) => `gimnasios · Zona ${GYMS - index}`),
    );
    const beyond = await history('?q=gimnasios&limit=10&offset=40');
    expect(beyond).toEqual({ items: [], total: GYMS });
    // A blank search is no search.
    expect((await history('?q=%20%20&limit=1')).total).toBe(GYMS + 8);
  });

  it("never shows another organization's movements", async () => {
    expect((await history('?q=secreto')).total).toBe(0);
    const other = await get(`/api/credits/history?orgId=${otherOrgId}&q=secreto`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden' });
    const theirs = await get('/api/credits/history?q=secreto', otherCookie);
    expect((theirs.json() as CreditHistoryResponse).total).toBe(1);
    expect((await get('/api/credits/history?q=secreto', null)).statusCode).toBe(401);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await ledgerState();
    for (const query of [
      `?q=${'a'.repeat(121)}`,
      '?filter=refunds',
      '?filter=credits&q=x&limit=0',
      '?locale=fr',
      '?offset=-1',
      '?orgId=not-an-org',
    ]) {
      const response = await get(`/api/credits/history${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await ledgerState()).toEqual(before);
    // 120 characters is still a search.
    expect((await history(`?q=${'a'.repeat(120)}`)).total).toBe(0);
  });
});

describe('GET /api/credits/statement.pdf', () => {
  async function statement(query: string, as: string | null = cookie) {
    const response = await get(`/api/credits/statement.pdf${query}`, as);
    return response;
  }

  it('downloads a PDF of every movement in Spanish, with the balance and totals', async () => {
    const response = await statement('?timeZone=UTC');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leadatlas-credits-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const runs = pdfTextRuns(pdf);
    expect(runs).toContain('Extracto de créditos');
    expect(runs).toContain('Todos');
    expect(runs).toContain('Ninguna');
    const { credits } = await ledgerState();
    // 50 + 500 + 2000 - 25 - 18.7 + 0 + 2 - 7.5 - 12 (held) = 2488.8
    expect(credits).toBeCloseTo(2488.8, 2);
    expect(runs).toContain('2.488,8 créditos');
    for (const text of [
      'Búsqueda: dentistas · Madrid (10 leads)',
      'Búsqueda: peluquerías · Valencia (5 leads)',
      'Búsqueda: fontaneros · Sevilla (0 leads)',
      'Reservado para la búsqueda en curso: ópticas · Málaga',
      'Compra de 500 créditos',
      'Plan Growth: 2.000 créditos',
      'Regalo de bienvenida: 50 créditos',
      'Reembolso de un email que resultó no válido',
      '-18,7',
      '-7,5',
      '+2.000',
      '+500',
    ]) {
      expect(runs, text).toContain(text);
    }
    expect(
      runs.filter((run) => /^Búsqueda: gimnasios · Zona \d+ \(1 leads\)$/.test(run)),
    ).toHaveLength(GYMS);
    // Never the settled hold, its release, or another organization's rows.
    expect(runs.join('\n')).not.toMatch(/cerrajeros|secreto|Liberado/);
    // Dates in es-ES, in the time zone asked: the gift is the oldest row.
    expect(runs).toContain('5 ene 2025, 11:25');
    // Totals: in 50 + 500 + 2000 + 2; out 25 + 18.7 + 7.5 + 12.
    const totalIn = runs.indexOf('Total de créditos recibidos');
    expect(runs[totalIn + 1]).toBe('+2.552');
    const totalOut = runs.indexOf('Total de créditos gastados');
    expect(runs[totalOut + 1]).toBe('-63,2');
    expect(runs[runs.indexOf('Variación neta') + 1]).toBe('+2.488,8');
    // Pages numbered "Página i de n" on each page.
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(runs.filter((run) => /^Página \d+ de \d+$/.test(run))).toEqual(
      Array.from({ length: pages }, (_, index) => `Página ${index + 1} de ${pages}`),
    );
  });

  it('lists only what the filter and search select, in English when asked', async () => {
    const response = await statement(
      '?filter=deductions&q=search%20dentistas&locale=en&timeZone=Europe%2FMadrid',
    );
    expect(response.statusCode, response.body).toBe(200);
    const runs = pdfTextRuns(response.rawPayload);
    expect(runs).toContain('Credit statement');
    expect(runs).toContain('Deductions');
    expect(runs).toContain('“search dentistas”');
    expect(runs).toContain('Search: dentistas · Madrid (10 leads)');
    expect(runs).toContain('-18.7');
    expect(runs).toContain('2,488.8 credits');
    expect(runs.join('\n')).not.toMatch(/gimnasios|Purchased|Welcome gift|peluquerías/);
    // 12:00Z minus 7 minutes, in Madrid (UTC+1) and en-US; the space before PM is plain.
    const dentists = runs.indexOf('Search: dentistas · Madrid (10 leads)');
    expect(runs[dentists - 1]).toBe('Jan 5, 2025, 12:53 PM');
    expect(runs[runs.indexOf('Total credits received') + 1]).toBe('0');
    expect(runs[runs.indexOf('Total credits spent') + 1]).toBe('-18.7');
    expect(runs).toContain('Page 1 of 1');
  });

  it('says so when nothing matches', async () => {
    const response = await statement('?q=nada%20de%20esto');
    expect(response.statusCode).toBe(200);
    const runs = pdfTextRuns(response.rawPayload);
    expect(runs).toContain('No hay movimientos para este filtro y esta búsqueda.');
    expect(runs).toContain('Página 1 de 1');
  });

  it('spreads a long statement over numbered pages, the table header on each', async () => {
    const many = await createCreditStatement(t.pool, {
      orgId,
      filter: 'all',
      locale: 'es',
      compress: false,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of many.pdf) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    const runs = pdfTextRuns(pdf);
    const pages = pdfPageCount(pdf);
    expect(many.movements).toBe(GYMS + 8);
    expect(pages).toBe(2);
    expect(runs.filter((run) => run === 'Fecha y hora')).toHaveLength(pages);
    expect(runs).toContain('Página 2 de 2');
    // Uncompressed, the same text is there to read.
    expect(pdf.toString('latin1')).not.toContain('/FlateDecode');
  });

  it('only for members: no session 401, another organization 403, bad input 400', async () => {
    const anonymous = await statement('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    const other = await statement(`?orgId=${orgId}`, otherCookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'forbidden' });
    for (const query of [
      '?filter=refunds',
      `?q=${'x'.repeat(121)}`,
      '?locale=de',
      '?timeZone=Mars%2FOlympus',
      '?orgId=nope',
    ]) {
      const response = await statement(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    // Their own statement has only their row.
    const theirs = await statement('', otherCookie);
    expect(theirs.statusCode).toBe(200);
    const runs = pdfTextRuns(theirs.rawPayload);
    expect(runs).toContain('Búsqueda: secreto · Otra (2 leads)');
    expect(runs.join('\n')).not.toMatch(/dentistas|gimnasios/);
  });
});

describe('text for the standard PDF fonts', () => {
  it('keeps WinAnsi, replaces the rest sensibly', () => {
    expect(toWinAnsi('Clínica Peña · Ñandú 12 € “ok” – ü')).toBe(
      'Clínica Peña · Ñandú 12 € “ok” – ü',
    );
    // en-US time has a narrow no-break space; the minus sign; Polish and Czech letters.
    expect(toWinAnsi('3:45\u202FPM')).toBe('3:45 PM');
    expect(toWinAnsi('\u221218,7')).toBe('-18,7');
    expect(toWinAnsi('Łódź Dvořák')).toBe('Lódz Dvorák');
    expect(toWinAnsi('tab\there\nline\u0007')).toBe('tab here line');
    expect(toWinAnsi('emoji 😀 日本')).toBe('emoji ? ??');
  });
});
