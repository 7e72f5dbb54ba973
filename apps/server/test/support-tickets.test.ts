/**
 * The support desk (issue 16): a user opens a ticket and reads only their own; staff — a role
 * only the command line gives — answer it, the customer gets a bell notification and an email,
 * statuses move and a resolved ticket takes no more replies. Every staff action is audited.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationBell, TicketDetail, TicketListResponse } from '@leadatlas/shared';
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

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

let t: TestApp;
let ana: TestUser;
let bruno: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  ana = await signedInUser(t, 'ana.support@example.com');
  bruno = await signedInUser(t, 'bruno.support@example.com');
  staff = await signedInUser(t, 'agente@example.com');
  expect(await setStaff(t.pool, 'agente@example.com', true)).not.toBeNull();
});
afterAll(async () => t.close());

const newTicket = {
  nombre: 'Ana Ruiz',
  email: 'ana.support@example.com',
  categoria: 'billing',
  asunto: 'Factura de octubre',
  mensaje: 'No encuentro la factura de octubre.',
};

async function open(user: TestUser, body: Record<string, unknown> = newTicket): Promise<string> {
  const response = await post(t, '/api/support/tickets', body, user.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { ticketId: string }).ticketId;
}

describe('customers’ tickets', () => {
  it('opens a ticket with its first message, medium by default, and emails support', async () => {
    const id = await open(ana);
    const detail = (await get(t, `/api/support/tickets/${id}`, ana.cookie)).json() as TicketDetail;
    expect(detail).toMatchObject({
      asunto: 'Factura de octubre',
      status: 'pending',
      categoria: 'billing',
      prioridad: 'medium',
      messages: [{ sender: 'user', mensaje: 'No encuentro la factura de octubre.' }],
    });
    const mail = await lastEmailTo(t.pool, 'contact@leadatlas.local');
    expect(mail?.kind).toBe('support_ticket_opened');
    expect(mail?.subject).toBe(`[#${id.slice(0, 8)}] Factura de octubre`);
    const list = (await get(t, '/api/support/tickets', ana.cookie)).json() as TicketListResponse;
    expect(list.tickets[0]?.id).toBe(id);
  });

  it('refuses missing fields, unknown categories and anonymous callers, and stores nothing', async () => {
    const before = await t.pool.query('select count(*)::int as n from tickets');
    for (const body of [
      { ...newTicket, asunto: '   ' },
      { ...newTicket, mensaje: '' },
      { ...newTicket, categoria: 'refunds' },
      { ...newTicket, prioridad: 'critical' },
      { ...newTicket, mensaje: 'x'.repeat(5001) },
    ]) {
      const response = await post(t, '/api/support/tickets', body, ana.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect((await post(t, '/api/support/tickets', newTicket)).statusCode).toBe(401);
    const after = await t.pool.query('select count(*)::int as n from tickets');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('keeps script as text and another user’s ticket out of reach', async () => {
    const id = await open(ana, { ...newTicket, asunto: '<script>alert(1)</script>' });
    const mine = (await get(t, `/api/support/tickets/${id}`, ana.cookie)).json() as TicketDetail;
    expect(mine.asunto).toBe('<script>alert(1)</script>');
    expect((await get(t, `/api/support/tickets/${id}`, bruno.cookie)).statusCode).toBe(404);
    const reply = await post(
      t,
      `/api/support/tickets/${id}/messages`,
      { mensaje: 'hola' },
      bruno.cookie,
    );
    expect(reply.statusCode).toBe(404);
    const list = (await get(t, '/api/support/tickets', bruno.cookie)).json() as TicketListResponse;
    expect(list.tickets.some((ticket) => ticket.id === id)).toBe(false);
    expect((await get(t, '/api/support/tickets/not-a-uuid', ana.cookie)).statusCode).toBe(400);
  });
});

describe('staff', () => {
  it('only staff reach the console’s routes, and the role comes only from the command line', async () => {
    const id = await open(ana);
    for (const [method, url, body] of [
      ['GET', '/api/staff/tickets', undefined],
      ['GET', `/api/staff/tickets/${id}`, undefined],
      ['POST', `/api/staff/tickets/${id}/messages`, { mensaje: 'hola' }],
      ['PATCH', `/api/staff/tickets/${id}`, { status: 'resolved' }],
    ] as const) {
      expect((await send(t, method, url, ana.cookie, body)).statusCode).toBe(403);
      expect((await send(t, method, url, null, body)).statusCode).toBe(401);
    }
    // Malformed ids, filters and bodies tell a non-staff caller nothing about the routes.
    for (const [method, url, body] of [
      ['GET', '/api/staff/tickets/abc', undefined],
      ['GET', '/api/staff/tickets?status=x', undefined],
      ['PATCH', `/api/staff/tickets/${id}`, { status: 'closed' }],
      ['POST', '/api/staff/tickets/abc/messages', {}],
    ] as const) {
      expect((await send(t, method, url, ana.cookie, body)).statusCode).toBe(403);
      expect((await send(t, method, url, null, body)).statusCode).toBe(401);
    }
    // No request grants the role: the profile routes ignore it.
    await send(t, 'PATCH', '/api/account/profile', ana.cookie, { staff: true });
    expect((await get(t, '/api/staff/tickets', ana.cookie)).statusCode).toBe(403);
  });

  it('answers: the customer sees the reply, the bell and the email; a resolved ticket is closed', async () => {
    const id = await open(ana);
    const inbox = (
      await get(t, '/api/staff/tickets?status=pending&q=octubre', staff.cookie)
    ).json() as {
      tickets: Array<{ id: string; customer: { plan: string | null; credits: number | null } }>;
    };
    expect(inbox.tickets.find((ticket) => ticket.id === id)?.customer.plan).toBe('free');

    const answered = await post(
      t,
      `/api/staff/tickets/${id}/messages`,
      { mensaje: 'Te la reenviamos hoy.' },
      staff.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as TicketDetail).status).toBe('inProgress');

    const thread = (await get(t, `/api/support/tickets/${id}`, ana.cookie)).json() as TicketDetail;
    expect(thread.messages.map((m) => m.sender)).toEqual(['user', 'support']);
    const bell = (await get(t, '/api/notifications/bell', ana.cookie)).json() as NotificationBell;
    expect(bell.items[0]).toMatchObject({ type: 'support_replied', link: `/support/${id}` });
    expect((await lastEmailTo(t.pool, 'ana.support@example.com'))?.kind).toBe(
      'notification_support_replied',
    );

    const resolved = await send(t, 'PATCH', `/api/staff/tickets/${id}`, staff.cookie, {
      status: 'resolved',
    });
    expect((resolved.json() as TicketDetail).status).toBe('resolved');
    const detail = (await get(t, `/api/staff/tickets/${id}`, staff.cookie)).json() as {
      customer: { accountEmail: string; plan: string; credits: number };
    };
    expect(detail.customer).toMatchObject({
      accountEmail: 'ana.support@example.com',
      plan: 'free',
    });
    const staffLate = await post(
      t,
      `/api/staff/tickets/${id}/messages`,
      { mensaje: 'Una cosa más' },
      staff.cookie,
    );
    expect(staffLate.statusCode).toBe(409);
    const late = await post(
      t,
      `/api/support/tickets/${id}/messages`,
      { mensaje: 'Gracias' },
      ana.cookie,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'ticket_resolved' });
    const audit = await t.pool.query<{ action: string }>(
      'select action from staff_audit where ticket_id = $1 order by created_at',
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['ticket_replied', 'ticket_status']);
    // Staff may reopen it; the customer can write again.
    await send(t, 'PATCH', `/api/staff/tickets/${id}`, staff.cookie, { status: 'inProgress' });
    const again = await post(
      t,
      `/api/support/tickets/${id}/messages`,
      { mensaje: 'Gracias' },
      ana.cookie,
    );
    expect(again.statusCode).toBe(200);
  });

  it('the customer’s reply reopens nothing but reaches support by email', async () => {
    const id = await open(ana);
    const reply = await post(
      t,
      `/api/support/tickets/${id}/messages`,
      { mensaje: '  Más datos  ' },
      ana.cookie,
    );
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as TicketDetail).messages.at(-1)?.mensaje).toBe('Más datos');
    expect((await lastEmailTo(t.pool, 'contact@leadatlas.local'))?.kind).toBe(
      'support_ticket_reply',
    );
    const blank = await post(
      t,
      `/api/support/tickets/${id}/messages`,
      { mensaje: '   ' },
      ana.cookie,
    );
    expect(blank.statusCode).toBe(400);
  });

  it('npm run staff grants and revokes by email', async () => {
    await signedInUser(t, 'nuevo.agente@example.com');
    const env = { ...process.env, DATABASE_URL: t.config.DATABASE_URL, LOG_LEVEL: 'silent' };
    const granted = await run(
      'node',
      ['--import', 'tsx', 'src/staff-cli.ts', 'grant', 'nuevo.agente@example.com'],
      { env, cwd: SERVER_DIR },
    );
    expect(granted.stdout).toContain('Granted staff');
    const { rows } = await t.pool.query<{ staff: boolean }>(
      `select p.staff from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
      ['nuevo.agente@example.com'],
    );
    expect(rows[0]?.staff).toBe(true);
    await run(
      'node',
      ['--import', 'tsx', 'src/staff-cli.ts', 'revoke', 'nuevo.agente@example.com'],
      { env, cwd: SERVER_DIR },
    );
    const after = await t.pool.query<{ staff: boolean }>(
      `select p.staff from profiles p join "user" u on u.id = p.user_id where u.email = $1`,
      ['nuevo.agente@example.com'],
    );
    expect(after.rows[0]?.staff).toBe(false);
    await expect(
      run('node', ['--import', 'tsx', 'src/staff-cli.ts', 'grant', 'nadie@example.com'], {
        env,
        cwd: 'apps/server',
      }),
    ).rejects.toThrow(/No account/);
  });
});
