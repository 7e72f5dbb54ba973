/** An organization's searches for /api/v1, newest first, with a (created_at, id) cursor. */
import { z } from 'zod';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import type { SearchRow } from '../search/store.js';
import { toV1Search } from './v1-search.js';

const cursorSchema = z.object({ t: z.iso.datetime(), i: z.uuid() });

/** A (time, id) position as an opaque cursor: searches and movements page the same way. */
export const timeCursor = {
  encode(at: Date, id: string): string {
    return Buffer.from(JSON.stringify({ t: at.toISOString(), i: id })).toString('base64url');
  },
  decode(text: string): { at: string; id: string } {
    try {
      const parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString()));
      return { at: parsed.t, id: parsed.i };
    } catch {
      throw new DomainError('invalid_cursor', 400, 'unreadable cursor', { fields: ['cursor'] });
    }
  },
};

/** Rows of a table newest first after a (created_at, id) cursor: the page and its next cursor. */
export async function newestFirstPage<T extends { created_at: Date; id: string }>(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
  /** Selects from a table with `$1` for its owner and `$2`… left to this function. */
  select: string,
  owner: string,
): Promise<{ page: T[]; nextCursor: string | null }> {
  const after = query.cursor ? timeCursor.decode(query.cursor) : null;
  const { rows } = await db.query<T>(
    `${select}
       and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
     order by created_at desc, id desc limit $4`,
    [owner, after?.at ?? null, after?.id ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last;
  return { page, nextCursor: more ? timeCursor.encode(last.created_at, last.id) : null };
}

export async function listV1Searches(
  db: Queryable,
  orgId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const { page, nextCursor } = await newestFirstPage<SearchRow>(
    db,
    query,
    'select * from searches where org_id = $1',
    orgId,
  );
  return { items: page.map(toV1Search), nextCursor };
}
