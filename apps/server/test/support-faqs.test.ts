/**
 * The FAQ (issue 16): anyone reads one language's published entries in order; only staff write
 * them, every change audited. Answers are HTML sanitised when saved and again when read, so a
 * row that reached the table some other way is cleaned before anyone gets it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FaqListResponse, StaffFaq, StaffFaqListResponse } from '@leadatlas/shared';
import { setStaff } from '../src/domain/support/staff.js';
import {
  createTestApp,
  get,
  send,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';

let t: TestApp;
let ana: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  ana = await signedInUser(t, 'ana.faq@example.com');
  staff = await signedInUser(t, 'agente.faq@example.com');
  expect(await setStaff(t.pool, 'agente.faq@example.com', true)).not.toBeNull();
});
afterAll(async () => t.close());

it('ships a first published set in each language (the seed migration)', async () => {
  for (const lang of ['es', 'en']) {
    const list = (await get(t, `/api/support/faqs?lang=${lang}`)).json() as FaqListResponse;
    expect(list.faqs.length).toBeGreaterThanOrEqual(5);
  }
});

/** Every other test starts from an empty table: what it asserts is then all there is. */
const emptyTable = async () => {
  await t.pool.query('delete from faqs');
};

async function create(body: Record<string, unknown>): Promise<StaffFaq> {
  const response = await send(t, 'POST', '/api/staff/faqs', staff.cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffFaq;
}

const publicList = async (lang: string) =>
  ((await get(t, `/api/support/faqs?lang=${lang}`)).json() as FaqListResponse).faqs;

const auditRows = async (action: string) =>
  (
    await t.pool.query<{ staff_user_id: string; details: Record<string, unknown> }>(
      'select staff_user_id, details from staff_audit where action = $1 order by created_at, id',
      [action],
    )
  ).rows;

const staffId = async () =>
  (
    await t.pool.query<{ id: string }>(
      `select id from "user" where email = 'agente.faq@example.com'`,
    )
  ).rows[0]!.id;

describe('sanitising', () => {
  beforeEach(emptyTable);

  const hostile =
    '<p style="color:red" onclick="steal()">Hola <strong>equipo</strong></p>' +
    '<script>alert(1)</script><img src=x onerror="alert(2)">' +
    '<a href="javascript:alert(3)">malo</a> <a href="https://leadatlas.example/ayuda">bueno</a>' +
    '<a href="mailto:soporte@example.com">mail</a><iframe src="https://evil.example"></iframe>' +
    '<style>body{display:none}</style><a href="/plans">relativo</a>';

  it('keeps the safe set on save, drops script, handlers, styles and bad links', async () => {
    const faq = await create({
      lang: 'es',
      pregunta: '¿Qué?',
      respuesta: hostile,
      published: true,
    });
    const stored = (
      await t.pool.query<{ respuesta: string }>('select respuesta from faqs where id = $1', [
        faq.id,
      ])
    ).rows[0]!.respuesta;
    for (const html of [stored, faq.respuesta]) {
      expect(html).toBe(
        '<p>Hola <strong>equipo</strong></p>' +
          '<a>malo</a> <a href="https://leadatlas.example/ayuda" target="_blank" rel="noopener noreferrer">bueno</a>' +
          '<a href="mailto:soporte@example.com" target="_blank" rel="noopener noreferrer">mail</a>' +
          '<a>relativo</a>',
      );
    }
  });

  it('sanitises on read too: a row written around the API reaches nobody unclean', async () => {
    await t.pool.query(
      `insert into faqs (lang, orden, pregunta, respuesta, published)
       values ('en', 1, 'Raw?', $1, true)`,
      [hostile],
    );
    const [entry] = await publicList('en');
    expect(entry?.respuesta).toContain('<strong>equipo</strong>');
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'style',
      '<img',
      '<iframe',
    ]) {
      expect(entry?.respuesta).not.toContain(bad);
    }
    const all = (await send(t, 'GET', '/api/staff/faqs', staff.cookie)).json();
    expect((all as StaffFaqListResponse).faqs[0]?.respuesta).toBe(entry?.respuesta);
  });

  it('keeps a question as text: HTML in it is not markup', async () => {
    const faq = await create({ lang: 'es', pregunta: '<b>¿Negrita?</b>', respuesta: '<p>No</p>' });
    expect(faq.pregunta).toBe('<b>¿Negrita?</b>');
  });

  it('refuses an answer that shows nothing once sanitised, and stores nothing', async () => {
    const response = await send(t, 'POST', '/api/staff/faqs', staff.cookie, {
      lang: 'es',
      pregunta: '¿Vacía?',
      respuesta: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: ['respuesta'] });
    expect((await t.pool.query('select 1 from faqs')).rowCount).toBe(0);
  });
});

describe('customers’ list', () => {
  beforeEach(emptyTable);

  it('one language, published only, by order; needs no session', async () => {
    const second = await create({
      lang: 'es',
      pregunta: 'Segunda',
      respuesta: 'b',
      published: true,
    });
    const first = await create({
      lang: 'es',
      pregunta: 'Primera',
      respuesta: 'a',
      published: true,
    });
    const draft = await create({ lang: 'es', pregunta: 'Borrador', respuesta: 'c' });
    await create({ lang: 'en', pregunta: 'English', respuesta: 'd', published: true });
    expect((await publicList('es')).map((f) => f.pregunta)).toEqual(['Segunda', 'Primera']);
    const order = await send(t, 'PUT', '/api/staff/faqs/order', staff.cookie, {
      lang: 'es',
      ids: [draft.id, first.id, second.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await publicList('es')).map((f) => f.pregunta)).toEqual(['Primera', 'Segunda']);
    expect((await publicList('en')).map((f) => f.pregunta)).toEqual(['English']);
    expect((await get(t, '/api/support/faqs?lang=es', ana.cookie)).statusCode).toBe(200);
  });

  it('a language it does not know, or none, is a 400 naming lang', async () => {
    for (const url of [
      '/api/support/faqs?lang=fr',
      '/api/support/faqs',
      '/api/support/faqs?lang=',
    ]) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_failed', fields: ['lang'] });
    }
  });

  it('an empty language answers an empty list', async () => {
    expect(await publicList('en')).toEqual([]);
  });
});

/** Every entry id of a language (from the table), published or not, in order. */
async function entryIds(lang: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    'select id from faqs where lang = $1 order by orden, id',
    [lang],
  );
  return rows.map((row) => row.id);
}

describe('staff', () => {
  beforeEach(emptyTable);

  it('non-staff get 403 and anonymous callers 401 on every write, whatever they send', async () => {
    const faq = await create({
      lang: 'es',
      pregunta: '¿Quién?',
      respuesta: 'Staff',
      published: true,
    });
    const calls = [
      ['GET', '/api/staff/faqs', undefined],
      ['POST', '/api/staff/faqs', { lang: 'es', pregunta: 'x', respuesta: 'y' }],
      ['POST', '/api/staff/faqs', { nonsense: true }],
      ['PATCH', `/api/staff/faqs/${faq.id}`, { published: false }],
      ['PATCH', '/api/staff/faqs/not-a-uuid', 'garbage'],
      ['DELETE', `/api/staff/faqs/${faq.id}`, undefined],
      ['PUT', '/api/staff/faqs/order', { lang: 'es', ids: [faq.id] }],
      ['PUT', '/api/staff/faqs/order', { lang: 'xx' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(t, method, url, ana.cookie, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await send(t, method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const after = (await t.pool.query('select pregunta, published from faqs')).rows;
    expect(after).toEqual([{ pregunta: '¿Quién?', published: true }]);
    expect(
      (
        await t.pool.query(
          `select 1 from staff_audit where action like 'faq_%' and staff_user_id <> $1`,
          [await staffId()],
        )
      ).rowCount,
    ).toBe(0);
  });

  it('creates last in its language, lists both languages, edits, publishes, deletes: each audited', async () => {
    const me = await staffId();
    const a = await create({ lang: 'en', pregunta: 'A?', respuesta: '<p>A</p>' });
    const b = await create({ lang: 'en', pregunta: 'B?', respuesta: '<p>B</p>' });
    const c = await create({ lang: 'es', pregunta: '¿C?', respuesta: '<p>C</p>' });
    expect([a.orden, b.orden, c.orden]).toEqual([1, 2, 1]);
    expect(a.published).toBe(false);
    const created = await auditRows('faq_created');
    expect(created.at(-1)).toMatchObject({
      staff_user_id: me,
      details: { faqId: c.id, lang: 'es', pregunta: '¿C?', published: false },
    });

    const list = (
      await send(t, 'GET', '/api/staff/faqs', staff.cookie)
    ).json() as StaffFaqListResponse;
    expect(list.faqs.map((f) => f.pregunta)).toEqual(['A?', 'B?', '¿C?']);

    const edited = await send(t, 'PATCH', `/api/staff/faqs/${a.id}`, staff.cookie, {
      respuesta: '<p onclick="x()">A2</p>',
      published: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ respuesta: '<p>A2</p>', published: true });
    expect((await auditRows('faq_updated')).at(-1)).toMatchObject({
      staff_user_id: me,
      details: { faqId: a.id, changed: ['respuesta', 'published'], published: true },
    });
    expect((await publicList('en')).map((f) => f.pregunta)).toEqual(['A?']);

    const before = (await auditRows('faq_updated')).length;
    const same = await send(t, 'PATCH', `/api/staff/faqs/${a.id}`, staff.cookie, {
      published: true,
    });
    expect(same.statusCode).toBe(200);
    expect((await auditRows('faq_updated')).length).toBe(before);

    const reordered = await send(t, 'PUT', '/api/staff/faqs/order', staff.cookie, {
      lang: 'en',
      ids: [b.id, a.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const en = (reordered.json() as StaffFaqListResponse).faqs.filter((f) => f.lang === 'en');
    expect(en.map((f) => [f.id, f.orden])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    expect((await auditRows('faq_reordered')).at(-1)).toMatchObject({
      staff_user_id: me,
      details: { lang: 'en', ids: [b.id, a.id] },
    });

    const deleted = await send(t, 'DELETE', `/api/staff/faqs/${b.id}`, staff.cookie);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await auditRows('faq_deleted')).at(-1)).toMatchObject({
      staff_user_id: me,
      details: { faqId: b.id, lang: 'en', pregunta: 'B?' },
    });
    expect((await send(t, 'DELETE', `/api/staff/faqs/${b.id}`, staff.cookie)).statusCode).toBe(404);
    expect(
      (await send(t, 'PATCH', `/api/staff/faqs/${b.id}`, staff.cookie, { published: true }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an order that misses, repeats or borrows an entry, and changes nothing', async () => {
    const a = await create({ lang: 'es', pregunta: 'A', respuesta: 'a' });
    const b = await create({ lang: 'es', pregunta: 'B', respuesta: 'b' });
    const other = await create({ lang: 'en', pregunta: 'X', respuesta: 'x' });
    const audited = (await auditRows('faq_reordered')).length;
    for (const ids of [[b.id], [b.id, b.id], [b.id, a.id, other.id], [b.id, other.id]]) {
      const response = await send(t, 'PUT', '/api/staff/faqs/order', staff.cookie, {
        lang: 'es',
        ids,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'faq_order_stale' });
    }
    expect(await entryIds('es')).toEqual([a.id, b.id]);
    expect((await auditRows('faq_reordered')).length).toBe(audited);
  });

  it('validates lengths and shapes with the field named, and stores nothing', async () => {
    const bad = [
      [{ lang: 'es', pregunta: 'x'.repeat(301), respuesta: 'ok' }, 'pregunta'],
      [{ lang: 'es', pregunta: '   ', respuesta: 'ok' }, 'pregunta'],
      [{ lang: 'es', pregunta: 'ok', respuesta: 'x'.repeat(10_001) }, 'respuesta'],
      [{ lang: 'es', pregunta: 'ok', respuesta: '  ' }, 'respuesta'],
      [{ lang: 'fr', pregunta: 'ok', respuesta: 'ok' }, 'lang'],
      [{ lang: 'es', pregunta: 'ok', respuesta: 'ok', published: 'yes' }, 'published'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await send(t, 'POST', '/api/staff/faqs', staff.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields: [field] });
    }
    // The limits themselves are accepted.
    const longest = await create({
      lang: 'es',
      pregunta: 'q'.repeat(300),
      respuesta: `<p>${'&'.repeat(10_000 - 7)}</p>`,
    });
    expect(longest.respuesta.length).toBeGreaterThan(10_000);
    // Within the limit as typed, past what the table holds once cleaned (quotes as entities).
    const swollen = await send(t, 'POST', '/api/staff/faqs', staff.cookie, {
      lang: 'es',
      pregunta: '¿Comillas?',
      respuesta: `<a href='https://a.example/${'"'.repeat(9_950)}'>x</a>`,
    });
    expect(swollen.statusCode, swollen.body).toBe(400);
    expect(swollen.json()).toMatchObject({ error: 'validation_failed', fields: ['respuesta'] });
    const faq = await create({ lang: 'es', pregunta: 'ok', respuesta: 'ok' });
    for (const body of [{}, { pregunta: 'x'.repeat(301) }, { respuesta: 'x'.repeat(10_001) }]) {
      const response = await send(t, 'PATCH', `/api/staff/faqs/${faq.id}`, staff.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect((await t.pool.query('select count(*)::int as n from faqs')).rows[0].n).toBe(2);
  });
});
