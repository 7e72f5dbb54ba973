/**
 * The commercial contact form (issue 16, spec 001 §2.15): anyone may write, with a captcha and
 * a per-address limit an office can live with; a message is stored, emailed to the support
 * address (escaped, Reply-To the sender) and kept once when sent twice. Staff — and only staff —
 * read the inbox and mark messages handled, each change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageDetail, StaffContactList } from '@leadatlas/shared';
import { setStaff } from '../src/domain/support/staff.js';
import { CONTACT_RATE_LIMIT } from '../src/http/routes/contact.js';
import {
  APP_URL,
  captchaToken,
  createTestApp,
  get,
  nextIp,
  post,
  send,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';

const SUPPORT = 'contact@leadatlas.local';

let t: TestApp;
let ana: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  ana = await signedInUser(t, 'ana.contact@example.com');
  staff = await signedInUser(t, 'ventas@example.com');
  expect(await setStaff(t.pool, 'ventas@example.com', true)).not.toBeNull();
});
afterAll(async () => t.close());

let serial = 0;
/** A fresh message (its own words, so no two tests' messages count as repeats). */
function message(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    nombre: 'Marta Gómez',
    email: 'marta@empresa.example',
    asunto: 'Plan para 30 vendedores',
    mensaje: `Queremos un plan a medida para el equipo (${serial}).`,
    locale: 'es',
    ...extra,
  };
}

async function contact(body: Record<string, unknown>, cookie?: string) {
  return post(t, '/api/contact', { captchaToken: await captchaToken(t.app), ...body }, cookie);
}

async function counts() {
  const { rows } = await t.pool.query<{ messages: number; emails: number }>(
    `select (select count(*)::int from contact_messages) as messages,
       (select count(*)::int from email_outbox where kind = 'contact_message') as emails`,
  );
  return rows[0]!;
}

async function supportEmailsAbout(asunto: string) {
  const { rows } = await t.pool.query<{
    subject: string;
    text_body: string;
    html_body: string;
    headers: Record<string, string>;
    links: string[];
    about_user_id: string | null;
  }>(
    `select subject, text_body, html_body, headers, links, about_user_id from email_outbox
     where kind = 'contact_message' and to_address = $1 and subject = $2 order by created_at`,
    [SUPPORT, `[Contacto] ${asunto}`],
  );
  return rows;
}

describe('the form', () => {
  it('refuses each missing, blank or oversized field, and stores and emails nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [];
    for (const field of ['nombre', 'email', 'asunto', 'mensaje']) {
      cases.push([{ ...message(), [field]: undefined }, field]);
      cases.push([{ ...message(), [field]: '' }, field]);
      cases.push([{ ...message(), [field]: '   \n ' }, field]);
    }
    cases.push([message({ nombre: 'n'.repeat(121) }), 'nombre']);
    cases.push([message({ asunto: 'a'.repeat(201) }), 'asunto']);
    cases.push([message({ mensaje: 'm'.repeat(5001) }), 'mensaje']);
    cases.push([message({ email: 'no-es-un-email' }), 'email']);
    cases.push([message({ locale: 'fr' }), 'locale']);
    for (const [body, field] of cases) {
      const response = await contact(body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_failed', fields: [field] });
    }
    // Control characters are refused before any field is read.
    const nul = await contact(message({ nombre: 'Ana\u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: 'validation_failed' });
    // At the limits exactly, it goes through.
    const longest = await contact(
      message({ nombre: 'n'.repeat(120), asunto: 'a'.repeat(200), mensaje: 'm'.repeat(5000) }),
    );
    expect(longest.statusCode, longest.body).toBe(200);
    const after = await counts();
    expect(after).toEqual({ messages: before.messages + 1, emails: before.emails + 1 });
  });

  it('needs a valid captcha, used once', async () => {
    const before = await counts();
    const body = message();
    const missing = await post(t, '/api/contact', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: ['captchaToken'] });
    for (const captchaTokenValue of ['not-a-token', Buffer.from('{}').toString('base64url')]) {
      const forged = await post(t, '/api/contact', { ...body, captchaToken: captchaTokenValue });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ error: 'captcha_invalid' });
    }
    const token = await captchaToken(t.app);
    expect((await post(t, '/api/contact', { ...body, captchaToken: token })).statusCode).toBe(200);
    const reused = await post(t, '/api/contact', {
      ...message(),
      captchaToken: token,
    });
    expect(reused.json()).toEqual({ error: 'captcha_invalid' });
    expect(await counts()).toEqual({
      messages: before.messages + 1,
      emails: before.emails + 1,
    });
  });

  it('stores the message as typed and emails support, escaped, with Reply-To the sender', async () => {
    const asunto = '<script>alert("asunto")</script> & más';
    const mensaje = 'Hola,\n<img src=x onerror=alert(1)>\nQueremos una demo.';
    const response = await contact(
      message({ asunto, mensaje, email: 'Marta@Empresa.example', locale: 'en' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const { rows } = await t.pool.query(
      `select id, user_id, nombre, email, asunto, mensaje, locale, status, handled_at
       from contact_messages where asunto = $1`,
      [asunto],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: null,
        nombre: 'Marta Gómez',
        email: 'marta@empresa.example',
        asunto,
        mensaje,
        locale: 'en',
        status: 'new',
        handled_at: null,
      }),
    ]);
    const [mail] = await supportEmailsAbout(asunto);
    expect(mail).toBeDefined();
    expect(mail!.headers).toEqual({ 'Reply-To': 'marta@empresa.example' });
    expect(mail!.text_body).toContain(mensaje);
    expect(mail!.text_body).toContain('Marta Gómez <marta@empresa.example>');
    expect(mail!.html_body).not.toContain('<script>');
    expect(mail!.html_body).not.toContain('<img');
    expect(mail!.html_body).toContain('&#60;script&#62;alert(&#34;asunto&#34;)&#60;/script&#62;');
    expect(mail!.html_body).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail!.links).toEqual([`${APP_URL}/staff/contact/${rows[0].id}`]);
    expect(mail!.about_user_id).toBeNull();
  });

  it('signed in, keeps the account beside the message (and its email goes with the account)', async () => {
    const asunto = 'Cliente con cuenta';
    const response = await contact(message({ asunto, email: 'otra@empresa.example' }), ana.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await t.pool.query<{ user_id: string }>(
      'select user_id from contact_messages where asunto = $1',
      [asunto],
    );
    const me = (await get(t, '/api/me', ana.cookie)).json() as { user: { id: string } };
    expect(rows[0]?.user_id).toBe(me.user.id);
    expect((await supportEmailsAbout(asunto))[0]?.about_user_id).toBe(me.user.id);
  });

  it('keeps the same message from the same address once within minutes', async () => {
    const body = message({ asunto: 'Repetido' });
    const before = await counts();
    expect((await contact(body)).json()).toEqual({ ok: true });
    // A double click, a retry: the same words, other case and spacing, answer the same.
    const again = await contact({ ...body, mensaje: `  ${body.mensaje.toUpperCase()}  ` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(await counts()).toEqual({ messages: before.messages + 1, emails: before.emails + 1 });
    // Someone else writing the same words is another message; so is another message.
    expect((await contact({ ...body, email: 'colega@empresa.example' })).statusCode).toBe(200);
    expect((await contact({ ...body, mensaje: `${body.mensaje} Y otra cosa.` })).statusCode).toBe(
      200,
    );
    expect(await counts()).toEqual({ messages: before.messages + 3, emails: before.emails + 3 });
    // Sent twice at the same moment, it is kept once too.
    const twin = message({ asunto: 'Gemelo' });
    const both = await Promise.all([contact(twin), contact(twin)]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await counts()).toEqual({ messages: before.messages + 4, emails: before.emails + 4 });
    // Once the window has passed, the same message is new again.
    await t.pool.query(
      `update contact_messages set created_at = now() - interval '11 minutes' where asunto = 'Repetido'`,
    );
    expect((await contact(body)).statusCode).toBe(200);
    expect(await counts()).toEqual({ messages: before.messages + 5, emails: before.emails + 5 });
  });

  it(`takes ${CONTACT_RATE_LIMIT} messages an hour from one address, then answers 429`, async () => {
    const office = nextIp();
    const fromOffice = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: office,
        headers: { origin: APP_URL },
        payload: { ...body, captchaToken: await captchaToken(t.app) },
      });
    expect(CONTACT_RATE_LIMIT).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) {
      const response = await fromOffice(message({ email: `persona${i}@oficina.example` }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await counts();
    const refused = await fromOffice(message());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await counts()).toEqual(before);
    // Another address is not held back by the office's limit.
    expect((await contact(message())).statusCode).toBe(200);
  });
});

describe('staff inbox', () => {
  it('refuses everyone but staff, whatever is sent', async () => {
    await contact(message({ asunto: 'Solo para staff' }));
    const { rows } = await t.pool.query<{ id: string }>('select id from contact_messages limit 1');
    const id = rows[0]!.id;
    const before = await t.pool.query('select status from contact_messages order by id');
    for (const [method, url, body] of [
      ['GET', '/api/staff/contact', undefined],
      ['GET', '/api/staff/contact?status=new&q=plan', undefined],
      ['GET', '/api/staff/contact?status=bogus', undefined],
      ['GET', `/api/staff/contact/${id}`, undefined],
      ['GET', '/api/staff/contact/not-a-uuid', undefined],
      ['PATCH', `/api/staff/contact/${id}`, { status: 'handled' }],
      ['PATCH', `/api/staff/contact/${id}`, { status: 'deleted' }],
      ['PATCH', '/api/staff/contact/not-a-uuid', {}],
    ] as const) {
      expect((await send(t, method, url, ana.cookie, body)).statusCode, url).toBe(403);
      expect((await send(t, method, url, null, body)).statusCode, url).toBe(401);
    }
    const after = await t.pool.query('select status from contact_messages order by id');
    expect(after.rows).toEqual(before.rows);
    const audited = await t.pool.query(`select 1 from staff_audit where action like 'contact_%'`);
    expect(audited.rowCount).toBe(0);
  });

  it('lists newest first, filters, searches words; opens a message; marks it handled, audited', async () => {
    await contact(message({ asunto: 'Integración con Salesforce', mensaje: 'Usamos Salesforce.' }));
    await contact(
      message({ asunto: 'Factura anual', mensaje: 'Necesitamos factura anual en dólares.' }),
      ana.cookie,
    );
    const inbox = (await get(t, '/api/staff/contact', staff.cookie)).json() as StaffContactList;
    expect(inbox.messages[0]).toMatchObject({ asunto: 'Factura anual', status: 'new' });
    expect(inbox.messages[1]).toMatchObject({ asunto: 'Integración con Salesforce' });
    const times = inbox.messages.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(inbox.newCount).toBe(inbox.messages.filter((m) => m.status === 'new').length);

    // Every word must match somewhere: name, address, subject or message.
    const search = async (query: string) =>
      (
        (await get(t, `/api/staff/contact?${query}`, staff.cookie)).json() as StaffContactList
      ).messages.map((m) => m.asunto);
    expect(await search('q=D%C3%93LARES%20anual')).toEqual(['Factura anual']);
    expect(await search('q=salesforce')).toEqual(['Integración con Salesforce']);
    expect(await search('q=salesforce%20dólares')).toEqual([]);
    expect(await search('q=')).toHaveLength(inbox.messages.length);

    const id = inbox.messages[0]!.id;
    const opened = (
      await get(t, `/api/staff/contact/${id}`, staff.cookie)
    ).json() as ContactMessageDetail;
    expect(opened).toMatchObject({
      mensaje: 'Necesitamos factura anual en dólares.',
      accountEmail: 'ana.contact@example.com',
      handledAt: null,
    });
    expect(
      (
        (await get(t, `/api/staff/contact/${inbox.messages[1]!.id}`, staff.cookie)).json() as {
          accountEmail: string | null;
        }
      ).accountEmail,
    ).toBeNull();
    expect(
      (await get(t, '/api/staff/contact/7d3f0c55-2a8e-4c61-9b1e-3f6a5d2c9e10', staff.cookie))
        .statusCode,
    ).toBe(404);

    const mark = (status: string) =>
      send(t, 'PATCH', `/api/staff/contact/${id}`, staff.cookie, { status });
    const handled = (await mark('handled')).json() as ContactMessageDetail;
    expect(handled.status).toBe('handled');
    expect(handled.handledAt).not.toBeNull();
    expect((await mark('handled')).statusCode).toBe(200); // no change, no second audit row
    expect(await search('status=handled')).toEqual(['Factura anual']);
    expect(await search('status=new')).not.toContain('Factura anual');
    const after = (await get(t, '/api/staff/contact', staff.cookie)).json() as StaffContactList;
    expect(after.newCount).toBe(inbox.newCount - 1);

    const reopened = (await mark('new')).json() as ContactMessageDetail;
    expect(reopened).toMatchObject({ status: 'new', handledAt: null });
    expect((await mark('resolved')).statusCode).toBe(400);

    const audit = await t.pool.query<{ action: string; details: unknown; staff_user_id: string }>(
      `select action, details, staff_user_id from staff_audit
       where details->>'contactMessageId' = $1 order by created_at, id`,
      [id],
    );
    const staffId = ((await get(t, '/api/me', staff.cookie)).json() as { user: { id: string } })
      .user.id;
    expect(audit.rows).toEqual([
      { action: 'contact_handled', details: { contactMessageId: id }, staff_user_id: staffId },
      { action: 'contact_reopened', details: { contactMessageId: id }, staff_user_id: staffId },
    ]);
  });
});
