/**
 * The staff side of the desk (issue 16): the staff role (granted and revoked only from the
 * command line), the tickets inbox with the customer's organization beside each ticket, answers
 * as support and status changes. Every staff action is written to staff_audit in the same
 * transaction as the change it records.
 */
import {
  shownTicketId,
  type StaffInboxQuery,
  type StaffInboxResponse,
  type StaffTicketDetail,
  type TicketCategory,
  type TicketCustomer,
  type TicketPriority,
  type TicketStatus,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { emailNotification, notify, type NotifyDeps } from '../notifications/notify.js';
import { addMessage, assertOpen, findTicket, ticketDetail } from './tickets.js';

/** Grants or revokes the staff role by email; answers the account's id, null when none has it. */
export async function setStaff(
  db: Queryable,
  email: string,
  staff: boolean,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update profiles set staff = $2, updated_at = now()
     where user_id = (select id from "user" where email = lower($1)) returning user_id`,
    [email.trim(), staff],
  );
  return rows[0]?.user_id ?? null;
}

export async function isStaff(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ staff: boolean }>(
    'select staff from profiles where user_id = $1',
    [userId],
  );
  return rows[0]?.staff === true;
}

/** Every staff route starts here: anyone else is refused, whatever they send. */
export async function requireStaff(db: Queryable, userId: string): Promise<void> {
  if (!(await isStaff(db, userId))) throw new DomainError('forbidden', 403);
}

/** Writes what a staff member did. */
export async function audit(
  db: Queryable,
  entry: {
    /** Who acted; for the command line's grant and revoke, the staff member concerned. */
    staffUserId: string;
    action: string;
    ticketId?: string | null;
    orgId?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `insert into staff_audit (staff_user_id, action, ticket_id, org_id, details)
     values ($1, $2, $3, $4, $5)`,
    [
      entry.staffUserId,
      entry.action,
      entry.ticketId ?? null,
      entry.orgId ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

const INBOX_LIMIT = 200;

interface CustomerRow {
  org_id: string | null;
  account_email: string | null;
  organization: string | null;
  plan: string | null;
  credits: string | null;
}

const CUSTOMER_COLUMNS = `t.org_id, u.email as account_email, o.name as organization, o.plan, o.credits`;
const CUSTOMER_JOINS = `left join "user" u on u.id = t.user_id
  left join organizations o on o.id = t.org_id`;

function toCustomer(row: CustomerRow): TicketCustomer {
  return {
    orgId: row.org_id,
    accountEmail: row.account_email,
    organization: row.organization,
    plan: row.plan,
    credits: row.credits === null ? null : Number(row.credits),
  };
}

/** The inbox, newest activity first, with the customer's account, organization, plan, balance. */
export async function staffInbox(
  db: Queryable,
  filters: StaffInboxQuery,
): Promise<StaffInboxResponse> {
  const q = filters.q?.trim().toLowerCase() ?? '';
  const { rows } = await db.query<
    CustomerRow & {
      id: string;
      asunto: string;
      status: TicketStatus;
      categoria: TicketCategory;
      prioridad: TicketPriority;
      nombre: string;
      email: string;
      created_at: Date;
      updated_at: Date;
    }
  >(
    `select t.id, t.asunto, t.status, t.categoria, t.prioridad, t.nombre, t.email, t.created_at,
       t.updated_at, ${CUSTOMER_COLUMNS}
     from tickets t ${CUSTOMER_JOINS}
     where ($1::text is null or t.status = $1)
       and ($2::text is null or t.prioridad = $2)
       and ($3::text is null or t.categoria = $3)
       and ($4 = '' or position($4 in lower(t.asunto)) > 0 or position($4 in lower(t.nombre)) > 0
            or position($4 in lower(t.email)) > 0 or position($4 in lower(coalesce(u.email, ''))) > 0
            or t.id::text like ltrim($4, '#') || '%')
     order by t.updated_at desc, t.id desc
     limit ${INBOX_LIMIT}`,
    [filters.status ?? null, filters.prioridad ?? null, filters.categoria ?? null, q],
  );
  return {
    tickets: rows.map((row) => ({
      id: row.id,
      asunto: row.asunto,
      status: row.status,
      categoria: row.categoria,
      prioridad: row.prioridad,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      nombre: row.nombre,
      email: row.email,
      customer: toCustomer(row),
    })),
  };
}

/** Any ticket, with its thread and its customer. */
export async function staffTicket(db: Queryable, id: string): Promise<StaffTicketDetail> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw new DomainError('not_found', 404);
  const { rows } = await db.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from tickets t ${CUSTOMER_JOINS} where t.id = $1`,
    [id],
  );
  return { ...(await ticketDetail(db, ticket)), customer: toCustomer(rows[0]!) };
}

/**
 * Answers as support (call inside a transaction): a pending ticket moves to in progress, and the
 * customer is notified in the bell and by email.
 */
export async function replyAsSupport(
  deps: NotifyDeps,
  db: Queryable,
  staffUserId: string,
  id: string,
  mensaje: string,
): Promise<StaffTicketDetail> {
  const ticket = await findTicket(db, id, { forUpdate: true });
  if (!ticket) throw new DomainError('not_found', 404);
  assertOpen(ticket);
  await addMessage(db, ticket.id, 'support', staffUserId, mensaje);
  if (ticket.status === 'pending')
    await db.query(`update tickets set status = 'inProgress' where id = $1`, [ticket.id]);
  const news = {
    userId: ticket.user_id,
    type: 'support_replied' as const,
    params: { ticket: shownTicketId(ticket.id), subject: ticket.asunto },
    link: `/support/${ticket.id}`,
  };
  if (await notify(deps, db, news)) await emailNotification(deps, db, news);
  await audit(db, { staffUserId, action: 'ticket_replied', ticketId: ticket.id });
  return staffTicket(db, ticket.id);
}

/** Sets a ticket's status (any of the three: staff may reopen a resolved ticket). */
export async function setTicketStatus(
  db: Queryable,
  staffUserId: string,
  id: string,
  status: TicketStatus,
): Promise<StaffTicketDetail> {
  const ticket = await findTicket(db, id, { forUpdate: true });
  if (!ticket) throw new DomainError('not_found', 404);
  if (ticket.status !== status) {
    await db.query('update tickets set status = $2, updated_at = now() where id = $1', [
      ticket.id,
      status,
    ]);
    await audit(db, {
      staffUserId,
      action: 'ticket_status',
      ticketId: ticket.id,
      details: { from: ticket.status, to: status },
    });
  }
  return staffTicket(db, ticket.id);
}
