/**
 * The leads a push could not deliver (failed, and skipped with the reason) as CSV: what a user
 * fixes and pushes again, or imports by hand. The same cell rules as the leads export (formula
 * injection neutralised, RFC 4180, BOM).
 */
import type { Pool } from '../../db/pool.js';
import { csvLine } from '../search/csv.js';
import { pushForUser } from './pushes.js';

const HEADER = [
  'business_name',
  'website',
  'email',
  'phone',
  'contact_name',
  'city',
  'push_status',
  'reason',
];

export async function pushFailuresCsv(
  pool: Pool,
  userId: string,
  pushId: string,
): Promise<{ filename: string; body: string }> {
  const push = await pushForUser(pool, userId, pushId);
  const { rows } = await pool.query<{
    business_name: string;
    website: string | null;
    email: string | null;
    phone: string | null;
    contact_name: string | null;
    city: string | null;
    status: string;
    reason: string | null;
  }>(
    `select l.business_name, l.website, l.email, l.phone, l.contact_name, l.city, i.status,
       coalesce(i.error, i.skip_reason) as reason
     from integration_push_items i join leads l on l.id = i.lead_id
     where i.push_id = $1 and i.status in ('failed', 'skipped')
     order by i.status, i.position`,
    [pushId],
  );
  let body = `\uFEFF${csvLine(HEADER)}`;
  for (const row of rows) {
    body += csvLine([
      row.business_name,
      row.website,
      row.email,
      row.phone,
      row.contact_name,
      row.city,
      row.status,
      row.reason,
    ]);
  }
  return { filename: `push_${push.provider}_${push.id.slice(0, 8)}_not_delivered.csv`, body };
}
