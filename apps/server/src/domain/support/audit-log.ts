/**
 * The staff audit log as the console reads it: every staff action newest first, by action and
 * by staff member, in pages; with what the filters can choose from.
 */
import { AUDIT_PAGE_SIZE, type AuditLogQuery, type AuditLogResponse } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

export async function listAudit(db: Queryable, query: AuditLogQuery): Promise<AuditLogResponse> {
  const where = `($1::text is null or a.action = $1) and ($2::text is null or a.staff_user_id = $2)`;
  const filters = [query.action ?? null, query.staff ?? null];
  const [entries, count, actions, staff] = await Promise.all([
    db.query<{
      id: string;
      created_at: Date;
      action: string;
      staff_email: string | null;
      ticket_id: string | null;
      org_id: string | null;
      organization: string | null;
      details: Record<string, unknown>;
    }>(
      `select a.id, a.created_at, a.action, u.email as staff_email, a.ticket_id, a.org_id,
         o.name as organization, a.details
       from staff_audit a
       left join "user" u on u.id = a.staff_user_id
       left join organizations o on o.id = a.org_id
       where ${where}
       order by a.created_at desc, a.id desc
       limit ${AUDIT_PAGE_SIZE} offset $3`,
      [...filters, query.page * AUDIT_PAGE_SIZE],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from staff_audit a where ${where}`,
      filters,
    ),
    db.query<{ action: string }>('select distinct action from staff_audit order by action'),
    db.query<{ user_id: string; email: string }>(
      `select distinct a.staff_user_id as user_id, u.email
       from staff_audit a join "user" u on u.id = a.staff_user_id order by u.email`,
    ),
  ]);
  return {
    entries: entries.rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      action: row.action,
      staffEmail: row.staff_email,
      ticketId: row.ticket_id,
      orgId: row.org_id,
      organization: row.organization,
      details: row.details,
    })),
    total: count.rows[0]?.total ?? 0,
    pageSize: AUDIT_PAGE_SIZE,
    actions: actions.rows.map((row) => row.action),
    staff: staff.rows.map((row) => ({ userId: row.user_id, email: row.email })),
  };
}
