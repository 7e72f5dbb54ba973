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

export async function listV1Searches(
  db: Queryable,
  orgId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const after = query.cursor ? timeCursor.decode(query.cursor) : null;
  const { rows } = await db.query<SearchRow>(
    `select * from searches where org_id = $1
       and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::uuid))
     order by created_at desc, id desc limit $4`,
    [orgId, after?.at ?? null, after?.id ?? null, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toV1Search),
    nextCursor:
      rows.length > query.limit && last ? timeCursor.encode(last.created_at, last.id) : null,
  };
}
