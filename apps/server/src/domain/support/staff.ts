/**
 * The staff side of the desk (issue 16): the staff role (granted and revoked only from the
 * command line), the tickets inbox with the customer's organization beside each ticket, answers
 * as support and status changes. Every staff action is written to staff_audit in the same
 * transaction as the change it records.
 */
import type {
  TicketCategory,
  TicketDetail,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { emailNotification, notify, type NotifyDeps } from '../notifications/notify.js';
import { addMessage, assertOpen, findTicket, shownTicketId, ticketDetail } from './tickets.js';

/** Grants or revokes the staff role by email; answers whether such an account exists. */
export async function setStaff(db: Queryable, email: string, staff: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `update profiles set staff = $2, updated_at = now()
     where user_id = (select id from "user" where email = lower($1))`,
    [email.trim(), staff],
  );
  return (rowCount ?? 0) > 0;
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
    /** null: the command line. */
    staffUserId: string | null;
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

export interface InboxFilters {
  status?: TicketStatus;
  prioridad?: TicketPriority;
  categoria?: TicketCategory;
  /** Words of the subject, the customer's name or email, or the ticket's short id. */
  q?: string;
}

export interface InboxTicket extends TicketSummary {
  nombre: string;
  email: string;
  customer: { organization: string | null; plan: string | null; credits: number | null };
}

const INBOX_LIMIT = 200;

/** The inbox, newest activity first, with the customer's organization, plan and balance. */
export async function staffInbox(db: Queryable, filters: InboxFilters): Promise<InboxTicket[]> {
  const q = filters.q?.trim() ?? '';
  const { rows } = await db.query<{
    id: string;
    asunto: string;
    status: TicketStatus;
    categoria: TicketCategory;
    prioridad: TicketPriority;
    nombre: string;
    email: string;
    created_at: Date;
    updated_at: Date;
    organization: string | null;
    plan: string | null;
    credits: string | null;
  }>(
    `select t.id, t.asunto, t.status, t.categoria, t.prioridad, t.nombre, t.email, t.created_at,
       t.updated_at, o.name as organization, o.plan, o.credits
     from tickets t left join organizations o on o.id = t.org_id
     where ($1::text is null or t.status = $1)
       and ($2::text is null or t.prioridad = $2)
       and ($3::text is null or t.categoria = $3)
       and ($4 = '' or t.asunto ilike '%' || $4 || '%' or t.nombre ilike '%' || $4 || '%'
            or t.email ilike '%' || $4 || '%' or t.id::text like lower(ltrim($4, '#')) || '%')
     order by t.updated_at desc, t.id desc
     limit ${INBOX_LIMIT}`,
    [filters.status ?? null, filters.prioridad ?? null, filters.categoria ?? null, q],
  );
  return rows.map((row) => ({
    id: row.id,
    asunto: row.asunto,
    status: row.status,
    categoria: row.categoria,
    prioridad: row.prioridad,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    nombre: row.nombre,
    email: row.email,
    customer: {
      organization: row.organization,
      plan: row.plan,
      credits: row.credits === null ? null : Number(row.credits),
    },
  }));
}

export async function staffTicket(db: Queryable, id: string): Promise<TicketDetail> {
  const ticket = await findTicket(db, id);
  if (!ticket) throw new DomainError('not_found', 404);
  return ticketDetail(db, ticket);
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
): Promise<TicketDetail> {
  const ticket = await findTicket(db, id, true);
  if (!ticket) throw new DomainError('not_found', 404);
  assertOpen(ticket);
  await addMessage(db, ticket.id, 'support', staffUserId, mensaje);
  if (ticket.status === 'pending') {
    await db.query(`update tickets set status = 'inProgress' where id = $1`, [ticket.id]);
    ticket.status = 'inProgress';
  }
  const news = {
    userId: ticket.user_id,
    type: 'support_replied' as const,
    params: { ticket: shownTicketId(ticket.id), subject: ticket.asunto },
    link: `/support/${ticket.id}`,
  };
  if (await notify(deps, db, news)) await emailNotification(deps, db, news);
  await audit(db, { staffUserId, action: 'ticket_replied', ticketId: ticket.id });
  return ticketDetail(db, ticket);
}

/** Sets a ticket's status (any of the three: staff may reopen a resolved ticket). */
export async function setTicketStatus(
  db: Queryable,
  staffUserId: string,
  id: string,
  status: TicketStatus,
): Promise<TicketDetail> {
  const ticket = await findTicket(db, id, true);
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
    ticket.status = status;
  }
  return ticketDetail(db, ticket);
}
