/**
 * The staff console's customers and audit log (issue 16): lookup by address or organization,
 * an organization in full, support's credit adjustments through the ledger (audited, told to
 * the customer, never below zero, applied once per key) and the audit log's screen data.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditReasonText,
  type AuditLogResponse,
  type CreditHistoryResponse,
  type CustomerDetail,
  type CustomerLookupResponse,
  type NotificationBell,
} from '@leadatlas/shared';
import { setStaff } from '../src/domain/support/staff.js';
import {
  createTestApp,
  get,
  lastEmailTo,
  post,
  send,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';

let t: TestApp;
let carla: TestUser;
let diego: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  carla = await signedInUser(t, 'carla.cliente@example.com');
  diego = await signedInUser(t, 'diego.otro@example.com');
  staff = await signedInUser(t, 'soporte.agente@example.com');
  expect(await setStaff(t.pool, 'soporte.agente@example.com', true)).not.toBeNull();
  await t.pool.query(`update organizations set name = 'Clínica Dental Ruiz' where id = $1`, [
    carla.orgId,
  ]);
  // A finished search of Carla's, as the search code stores it.
  await t.pool.query(
    `insert into searches (org_id, query, params, fields, max_leads, source, status,
       results_count, credits_used, area)
     values ($1, 'dentistas · Madrid', '{"location":"Madrid"}', '{}', 50, 'osm', 'completed', 12,
       18, '{"label":"Madrid, España"}')`,
    [carla.orgId],
  );
});
afterAll(async () => t.close());

const balance = async (orgId: string) =>
  (
    await t.pool.query<{ credits: number }>('select credits from organizations where id = $1', [
      orgId,
    ])
  ).rows[0]!.credits;
const count = async (sql: string, params: unknown[] = []) =>
  (await t.pool.query<{ n: number }>(sql, params)).rows[0]!.n;

const adjust = (orgId: string, body: Record<string, unknown>, cookie = staff.cookie) =>
  post(t, `/api/staff/customers/${orgId}/adjustments`, body, cookie);

describe('lookup and detail', () => {
  it('finds organizations by part of a member’s address or of their name', async () => {
    const byEmail = (
      await get(t, '/api/staff/customers?q=CARLA.cli', staff.cookie)
    ).json() as CustomerLookupResponse;
    expect(byEmail.organizations).toEqual([
      expect.objectContaining({
        id: carla.orgId,
        name: 'Clínica Dental Ruiz',
        plan: 'free',
        ownerEmail: 'carla.cliente@example.com',
        members: 1,
      }),
    ]);
    const byName = (
      await get(t, `/api/staff/customers?q=${encodeURIComponent('dental r')}`, staff.cookie)
    ).json() as CustomerLookupResponse;
    expect(byName.organizations.map((org) => org.id)).toEqual([carla.orgId]);
    // LIKE's wildcards are plain characters: '%' matches nothing here.
    const wildcard = (
      await get(t, '/api/staff/customers?q=%25%25', staff.cookie)
    ).json() as CustomerLookupResponse;
    expect(wildcard.organizations).toEqual([]);
    // Without words: the newest organizations first.
    const newest = (
      await get(t, '/api/staff/customers', staff.cookie)
    ).json() as CustomerLookupResponse;
    expect(newest.organizations.map((org) => org.id).slice(0, 3)).toEqual([
      staff.orgId,
      diego.orgId,
      carla.orgId,
    ]);
  });

  it('shows the organization: plan, balance, members, searches and movements', async () => {
    const response = await get(t, `/api/staff/customers/${carla.orgId}`, staff.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as CustomerDetail;
    expect(detail).toMatchObject({
      name: 'Clínica Dental Ruiz',
      plan: 'free',
      personal: true,
      subscription: null,
      memberList: [{ email: 'carla.cliente@example.com', role: 'owner', status: 'active' }],
      searches: [
        {
          query: 'dentistas · Madrid',
          location: 'Madrid, España',
          status: 'completed',
          leads: 12,
          creditsUsed: 18,
        },
      ],
    });
    expect(detail.credits).toBe(await balance(carla.orgId));
    expect(detail.movements[0]).toMatchObject({ kind: 'signup_gift' });
    expect((await get(t, `/api/staff/customers/${randomUUID()}`, staff.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(t, '/api/staff/customers/not-a-uuid', staff.cookie)).statusCode).toBe(400);
  });
});

describe('credit adjustments', () => {
  it('adds credits: ledger row with its reason, balance, audit, bell and email to the owner', async () => {
    const before = await balance(carla.orgId);
    const response = await adjust(carla.orgId, {
      amount: 25,
      reason: '  Compensación por   la caída del martes ',
      key: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applied: true, credits: before + 25 });
    expect(await balance(carla.orgId)).toBe(before + 25);

    // The customer's billing history shows it, in both languages.
    const history = (
      await get(t, '/api/credits/history', carla.cookie)
    ).json() as CreditHistoryResponse;
    const row = history.items[0]!;
    expect(row).toMatchObject({ change: 25, kind: 'adjustment', reasonKey: 'support_adjustment' });
    expect(creditReasonText(row, 'es')).toBe(
      'Ajuste de soporte: Compensación por la caída del martes',
    );
    expect(creditReasonText(row, 'en')).toBe(
      'Support adjustment: Compensación por la caída del martes',
    );

    const audit = await t.pool.query<{ action: string; details: Record<string, unknown> }>(
      'select action, details from staff_audit where org_id = $1',
      [carla.orgId],
    );
    expect(audit.rows).toEqual([
      {
        action: 'credits_adjusted',
        details: {
          change: 25,
          reason: 'Compensación por la caída del martes',
          credits: before + 25,
        },
      },
    ]);

    const bell = (await get(t, '/api/notifications/bell', carla.cookie)).json() as NotificationBell;
    expect(bell.items[0]).toMatchObject({ type: 'credits_adjusted', link: '/billing-history' });
    const mail = await lastEmailTo(t.pool, 'carla.cliente@example.com');
    expect(mail?.kind).toBe('notification_credits_adjusted');
    expect(mail?.subject).toBe('Soporte añadió créditos');
  });

  it('refuses a removal that would go below zero, changing nothing', async () => {
    const before = await balance(carla.orgId);
    const ledger = await count('select count(*)::int as n from credit_ledger where org_id = $1', [
      carla.orgId,
    ]);
    const audits = await count('select count(*)::int as n from staff_audit');
    const notes = await count('select count(*)::int as n from notifications');
    const response = await adjust(carla.orgId, {
      amount: -(before + 1),
      reason: 'Retirada indebida',
      key: randomUUID(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'adjustment_below_zero' });
    expect(await balance(carla.orgId)).toBe(before);
    expect(
      await count('select count(*)::int as n from credit_ledger where org_id = $1', [carla.orgId]),
    ).toBe(ledger);
    expect(await count('select count(*)::int as n from staff_audit')).toBe(audits);
    expect(await count('select count(*)::int as n from notifications')).toBe(notes);

    // Down to exactly zero is allowed.
    const all = await adjust(carla.orgId, {
      amount: -before,
      reason: 'Saldo a cero',
      key: randomUUID(),
    });
    expect(all.json()).toEqual({ applied: true, credits: 0 });
    await adjust(carla.orgId, { amount: before, reason: 'Devuelto', key: randomUUID() });
  });

  it('a removal comes out of lasting credits before plan credits, so it undoes a grant', async () => {
    const org = diego.orgId;
    // A Starter organization with 500 plan credits of its 550.
    await t.pool.query(
      `update organizations set plan = 'starter', credits = credits + 500,
         plan_credits = 500 where id = $1`,
      [org],
    );
    const split = async () =>
      (
        await t.pool.query<{ credits: number; plan_credits: number }>(
          'select credits, plan_credits from organizations where id = $1',
          [org],
        )
      ).rows[0]!;
    const start = await split();
    expect(
      (await adjust(org, { amount: 100, reason: 'Por error', key: randomUUID() })).statusCode,
    ).toBe(200);
    expect(await split()).toEqual({ credits: start.credits + 100, plan_credits: 500 });
    expect(
      (await adjust(org, { amount: -100, reason: 'Corrección', key: randomUUID() })).statusCode,
    ).toBe(200);
    // The plan's 500 are untouched: they expire at renewal, nothing mistaken stays.
    expect(await split()).toEqual(start);
    // Beyond the lasting credits, the plan's go too.
    const lasting = start.credits - 500;
    const all = await adjust(org, {
      amount: -(lasting + 200),
      reason: 'Retirada',
      key: randomUUID(),
    });
    expect(all.statusCode).toBe(200);
    expect(await split()).toEqual({ credits: 300, plan_credits: 300 });
  });

  it('refuses bad amounts and reasons, and changes nothing', async () => {
    const before = await balance(carla.orgId);
    const key = randomUUID();
    for (const body of [
      { amount: 0, reason: 'Motivo válido', key },
      { amount: 1.5, reason: 'Motivo válido', key },
      { amount: '10', reason: 'Motivo válido', key },
      { amount: 100_001, reason: 'Motivo válido', key },
      { amount: -100_001, reason: 'Motivo válido', key },
      { amount: 1e308, reason: 'Motivo válido', key },
      { amount: 10, key },
      { amount: 10, reason: '   ', key },
      { amount: 10, reason: 'ab', key },
      { amount: 10, reason: 'x'.repeat(201), key },
      { amount: 10, reason: 'Motivo válido' },
      { amount: 10, reason: 'Motivo válido', key: 'not-a-uuid' },
    ]) {
      const response = await adjust(carla.orgId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await balance(carla.orgId)).toBe(before);
    const unknown = await adjust(randomUUID(), { amount: 5, reason: 'Motivo válido', key });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps script as text in the reason', async () => {
    const reason = '<script>alert(1)</script> regalo';
    const response = await adjust(diego.orgId, { amount: 3, reason, key: randomUUID() });
    expect(response.statusCode).toBe(200);
    const detail = (
      await get(t, `/api/staff/customers/${diego.orgId}`, staff.cookie)
    ).json() as CustomerDetail;
    expect(detail.movements[0]?.reasonParams).toEqual({ reason });
  });

  it('applies two concurrent submits with the same key once', async () => {
    const before = await balance(diego.orgId);
    const body = { amount: 7, reason: 'Doble clic', key: randomUUID() };
    const responses = await Promise.all([
      adjust(diego.orgId, body),
      adjust(diego.orgId, body),
      adjust(diego.orgId, body),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const applied = responses.map((r) => (r.json() as { applied: boolean }).applied);
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await balance(diego.orgId)).toBe(before + 7);
    expect(
      await count(
        `select count(*)::int as n from staff_audit where org_id = $1 and details->>'reason' = 'Doble clic'`,
        [diego.orgId],
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*)::int as n from notifications where type = 'credits_adjusted' and params->>'reason' = 'Doble clic'`,
      ),
    ).toBe(1);
    // The same key for another adjustment is refused, not silently taken as a replay.
    const reused = await adjust(diego.orgId, { ...body, amount: 8 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: 'adjustment_key_reused' });
    expect(await balance(diego.orgId)).toBe(before + 7);
  });
});

describe('audit log', () => {
  it('lists every staff action newest first, filtered by action and staff member', async () => {
    const all = (await get(t, '/api/staff/audit', staff.cookie)).json() as AuditLogResponse;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.entries[0]).toMatchObject({
      action: 'credits_adjusted',
      staffEmail: 'soporte.agente@example.com',
      orgId: diego.orgId,
    });
    const times = all.entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.actions).toContain('credits_adjusted');
    const me = all.staff.find((member) => member.email === 'soporte.agente@example.com');
    expect(me).toBeDefined();

    const filtered = (
      await get(t, `/api/staff/audit?action=credits_adjusted&staff=${me!.userId}`, staff.cookie)
    ).json() as AuditLogResponse;
    expect(filtered.total).toBe(all.total);
    const none = (
      await get(t, '/api/staff/audit?action=ticket_replied', staff.cookie)
    ).json() as AuditLogResponse;
    expect(none).toMatchObject({ total: 0, entries: [] });
    const later = (
      await get(t, '/api/staff/audit?page=1', staff.cookie)
    ).json() as AuditLogResponse;
    expect(later.entries).toEqual([]);
    expect((await get(t, '/api/staff/audit?page=-1', staff.cookie)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses everyone but staff, whatever they send', async () => {
    const before = await balance(carla.orgId);
    const good = { amount: 100, reason: 'Me lo regalo', key: randomUUID() };
    for (const [method, url, body] of [
      ['GET', '/api/staff/customers?q=carla', undefined],
      ['GET', `/api/staff/customers/${carla.orgId}`, undefined],
      ['POST', `/api/staff/customers/${carla.orgId}/adjustments`, good],
      ['GET', '/api/staff/audit', undefined],
      ['GET', `/api/staff/customers?q=${'x'.repeat(300)}`, undefined],
      ['GET', '/api/staff/customers/abc', undefined],
      ['POST', '/api/staff/customers/abc/adjustments', { amount: 'x' }],
      ['GET', '/api/staff/audit?page=x', undefined],
    ] as const) {
      expect((await send(t, method, url, carla.cookie, body)).statusCode).toBe(403);
      expect((await send(t, method, url, null, body)).statusCode).toBe(401);
    }
    expect(await balance(carla.orgId)).toBe(before);
  });
});
