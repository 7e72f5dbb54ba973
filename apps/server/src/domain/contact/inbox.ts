/**
 * Staff's contact inbox (issue 16): every message of the contact form, newest first, filtered
 * by new / handled and searched by words; one message in full; marking it handled or not, each
 * change written to staff_audit in the same transaction.
 */
import type {
  ContactMessageDetail,
  ContactStatus,
  StaffContactList,
  StaffContactQuery,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { audit } from '../support/staff.js';

const INBOX_LIMIT = 200;
const PREVIEW_LENGTH = 160;

interface MessageRow {
  id: string;
  nombre: string;
  email: string;
  asunto: string;
  mensaje: string;
  locale: string;
  status: ContactStatus;
  handled_at: Date | null;
  created_at: Date;
  account_email: string | null;
}

/** The words searched for: each must appear in the name, address, subject or message. */
function searchWords(q: string | undefined): string[] {
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 10);
}

export async function staffContactInbox(
  db: Queryable,
  filters: StaffContactQuery,
): Promise<StaffContactList> {
  const { rows } = await db.query<Omit<MessageRow, 'account_email' | 'locale' | 'handled_at'>>(
    `select id, nombre, email, asunto, left(mensaje, ${PREVIEW_LENGTH + 1}) as mensaje, status,
       created_at
     from contact_messages
     where ($1::text is null or status = $1)
       and not exists (
         select 1 from unnest($2::text[]) w
         where position(w in lower(nombre || ' ' || email || ' ' || asunto || ' ' || mensaje)) = 0)
     order by created_at desc, id desc
     limit ${INBOX_LIMIT}`,
    [filters.status ?? null, searchWords(filters.q)],
  );
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from contact_messages where status = 'new'`,
  );
  return {
    messages: rows.map((row) => ({
      id: row.id,
      nombre: row.nombre,
      email: row.email,
      asunto: row.asunto,
      preview:
        row.mensaje.length > PREVIEW_LENGTH
          ? `${row.mensaje.slice(0, PREVIEW_LENGTH).trimEnd()}…`
          : row.mensaje,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    newCount: count.rows[0]!.n,
  };
}

async function findMessage(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `select m.id, m.nombre, m.email, m.asunto, m.mensaje, m.locale, m.status, m.handled_at,
       m.created_at, u.email as account_email
     from contact_messages m left join "user" u on u.id = m.user_id
     where m.id = $1 ${forUpdate ? 'for update of m' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

function toDetail(row: MessageRow): ContactMessageDetail {
  return {
    id: row.id,
    nombre: row.nombre,
    email: row.email,
    asunto: row.asunto,
    mensaje: row.mensaje,
    locale: row.locale,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    handledAt: row.handled_at?.toISOString() ?? null,
    accountEmail: row.account_email,
  };
}

export async function staffContactMessage(
  db: Queryable,
  id: string,
): Promise<ContactMessageDetail> {
  const row = await findMessage(db, id);
  if (!row) throw new DomainError('not_found', 404);
  return toDetail(row);
}

/** Marks a message handled or new again (call inside a transaction); audited when it changes. */
export async function setContactStatus(
  db: Queryable,
  staffUserId: string,
  id: string,
  status: ContactStatus,
): Promise<ContactMessageDetail> {
  const row = await findMessage(db, id, true);
  if (!row) throw new DomainError('not_found', 404);
  if (row.status !== status) {
    await db.query(
      `update contact_messages
       set status = $2, handled_at = case when $2 = 'handled' then now() end
       where id = $1`,
      [id, status],
    );
    // The audit names the message by id only: nothing of its sender is copied into the log.
    await audit(db, {
      staffUserId,
      action: status === 'handled' ? 'contact_handled' : 'contact_reopened',
      details: { contactMessageId: id },
    });
  }
  return staffContactMessage(db, id);
}
