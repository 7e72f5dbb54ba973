/** An organization's searches for /api/v1, newest first, with a (created_at, id) cursor. */
import { z } from 'zod';
import type { Queryable } from '../../db/pool.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { SearchRow } from '../search/store.js';
import { toV1Search } from './v1-search.js';

/**
 * A (time, id) position: the time as PostgreSQL writes it (microseconds; a JavaScript Date
 * keeps milliseconds, and rows of one transaction share a time), with a four-digit year.
 */
const timeCursorSchema = z.object({
  t: z.string().regex(/^[1-9]\d{3}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/),
  i: z.uuid(),
});

/** Rows of an organization's table newest first after a (created_at, id) cursor. */
export async function newestFirstPage<T extends { id: string }>(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
  source: { table: 'searches' | 'credit_ledger'; columns: string; orgId: string },
): Promise<{ page: T[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(timeCursorSchema, query.cursor) : null;
  const { rows } = await db.query<T & { cursor_at: string }>(
    `select ${source.columns}, created_at::text as cursor_at from ${source.table}
     where org_id = $1
       and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
     order by created_at desc, id desc limit $4`,
    [source.orgId, after?.t ?? null, after?.i ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last;
  return { page, nextCursor: more ? encodeCursor({ t: last.cursor_at, i: last.id }) : null };
}

export async function listV1Searches(
  db: Queryable,
  orgId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const { page, nextCursor } = await newestFirstPage<SearchRow>(db, query, {
    table: 'searches',
    columns: '*',
    orgId,
  });
  return { items: page.map(toV1Search), nextCursor };
}
