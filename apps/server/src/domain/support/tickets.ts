/**
 * Customers' support tickets (spec 001 §2.10, §2.11, §4): a ticket opens with its first message;
 * its thread is read oldest first; the customer and staff reply while it is not resolved. A
 * customer sees only their own tickets (another's id answers not_found, as if it did not exist);
 * staff see all of them (staff.ts). Support is emailed when a ticket opens or its customer
 * writes; the customer is notified (bell and email) when support answers.
 */
import {
  shownTicketId,
  type CreateTicketInput,
  type TicketDetail,
  type TicketListResponse,
  type TicketMessage,
  type TicketSender,
  type TicketStatus,
  type TicketSummary,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { Mailer } from '../email/mailer.js';
import { supportTicketEmail } from '../email/templates.js';
import { DomainError } from '../errors.js';

interface TicketRow {
  id: string;
  user_id: string;
  org_id: string | null;
  nombre: string;
  email: string;
  asunto: string;
  status: TicketStatus;
  categoria: TicketSummary['categoria'];
  prioridad: TicketSummary['prioridad'];
  created_at: Date;
  updated_at: Date;
}

const TICKET_COLUMNS = `id, user_id, org_id, nombre, email, asunto, status, categoria, prioridad,
  created_at, updated_at`;

function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    asunto: row.asunto,
    status: row.status,
    categoria: row.categoria,
    prioridad: row.prioridad,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the desk needs beyond the database: the outbox and where support reads its mail. */
export interface SupportDeps {
  mailer: Mailer;
  supportEmail: string;
  appUrl: string;
}

/** Tells support a ticket was opened or its customer wrote. */
async function emailSupport(
  deps: SupportDeps,
  db: Queryable,
  ticket: Pick<
    TicketRow,
    'id' | 'user_id' | 'asunto' | 'nombre' | 'email' | 'categoria' | 'prioridad'
  >,
  mensaje: string,
  opened: boolean,
): Promise<void> {
  const message = supportTicketEmail({
    to: deps.supportEmail,
    opened,
    ticket: shownTicketId(ticket.id),
    asunto: ticket.asunto,
    from: `${ticket.nombre} <${ticket.email}>`,
    about: `${ticket.categoria} · ${ticket.prioridad}`,
    mensaje,
    url: `${deps.appUrl}/staff/tickets/${ticket.id}`,
  });
  // Support's copy names the customer: deleting their account deletes it too.
  await deps.mailer.send({ ...message, aboutUserId: ticket.user_id }, db);
}

/** Opens a ticket with its first message, in the user's active organization if any. */
export async function createTicket(
  deps: SupportDeps,
  db: Queryable,
  userId: string,
  orgId: string | null,
  input: CreateTicketInput,
): Promise<{ ticketId: string }> {
  const { rows } = await db.query<TicketRow>(
    `insert into tickets (user_id, org_id, nombre, email, asunto, categoria, prioridad)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${TICKET_COLUMNS}`,
    [userId, orgId, input.nombre, input.email, input.asunto, input.categoria, input.prioridad],
  );
  const ticket = rows[0]!;
  await addMessage(db, ticket.id, 'user', userId, input.mensaje);
  await emailSupport(deps, db, ticket, input.mensaje, true);
  return { ticketId: ticket.id };
}

/** The user's own tickets, newest first. */
export async function listTickets(db: Queryable, userId: string): Promise<TicketListResponse> {
  const { rows } = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from tickets where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  return { tickets: rows.map(toSummary) };
}

/**
 * The ticket (only the user's own, when `userId` is given), locked for a reply or a status
 * change when `forUpdate`: a user never locks another's ticket.
 */
export async function findTicket(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean; userId?: string } = {},
): Promise<TicketRow | null> {
  const { rows } = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from tickets where id = $1 and ($2::text is null or user_id = $2)
     ${options.forUpdate ? 'for update' : ''}`,
    [id, options.userId ?? null],
  );
  return rows[0] ?? null;
}

/** The user's own ticket; another's is as missing as one that does not exist. */
async function ownTicket(
  db: Queryable,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<TicketRow> {
  const ticket = await findTicket(db, id, { forUpdate, userId });
  if (!ticket) throw new DomainError('not_found', 404);
  return ticket;
}

/** The ticket and its thread, oldest first. */
export async function ticketDetail(db: Queryable, ticket: TicketRow): Promise<TicketDetail> {
  const { rows } = await db.query<{
    id: string;
    sender: TicketSender;
    mensaje: string;
    created_at: Date;
  }>(
    `select id, sender, mensaje, created_at from ticket_messages where ticket_id = $1
     order by created_at, id`,
    [ticket.id],
  );
  const messages: TicketMessage[] = rows.map((row) => ({
    id: row.id,
    sender: row.sender,
    mensaje: row.mensaje,
    createdAt: row.created_at.toISOString(),
  }));
  return { ...toSummary(ticket), nombre: ticket.nombre, email: ticket.email, messages };
}

export async function getOwnTicket(
  db: Queryable,
  userId: string,
  id: string,
): Promise<TicketDetail> {
  return ticketDetail(db, await ownTicket(db, userId, id));
}

/** Stores a message and marks the ticket's activity. */
export async function addMessage(
  db: Queryable,
  ticketId: string,
  sender: TicketSender,
  authorUserId: string,
  mensaje: string,
): Promise<void> {
  await db.query(
    `insert into ticket_messages (ticket_id, sender, author_user_id, mensaje)
     values ($1, $2, $3, $4)`,
    [ticketId, sender, authorUserId, mensaje],
  );
  await db.query('update tickets set updated_at = now() where id = $1', [ticketId]);
}

/** A resolved ticket's conversation is closed. */
export function assertOpen(ticket: TicketRow): void {
  if (ticket.status === 'resolved') throw new DomainError('ticket_resolved', 409);
}

/** The customer's reply to their own ticket (call inside a transaction: the ticket is locked). */
export async function replyAsUser(
  deps: SupportDeps,
  db: Queryable,
  userId: string,
  id: string,
  mensaje: string,
): Promise<TicketDetail> {
  const ticket = await ownTicket(db, userId, id, true);
  assertOpen(ticket);
  await addMessage(db, ticket.id, 'user', userId, mensaje);
  await emailSupport(deps, db, ticket, mensaje, false);
  return getOwnTicket(db, userId, id);
}
