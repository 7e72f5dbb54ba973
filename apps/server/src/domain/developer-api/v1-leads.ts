/**
 * A search's leads through /api/v1, a page at a time with a cursor (issue 17): the results
 * page's filter and sorts, and keyset paging (the last row's sort value and seq) so a deep page
 * costs what the first does and leads arriving meanwhile neither repeat nor vanish. A cursor
 * names its search, filter and order: used with another it is refused, not misread.
 */
import { z } from 'zod';
import type { LeadSort } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { searchOfOrganization } from './v1-searches.js';
import { LEAD_JSON_SQL, SORT_SQL, leadsWhere, type LeadRow } from '../search/store.js';

const SORT_COLUMNS: Record<LeadSort, { column: keyof LeadRow & string; cast: string }> = {
  name: { column: 'business_name', cast: 'text' },
  rating: { column: 'rating', cast: 'numeric' },
  city: { column: 'city', cast: 'text' },
};

const cursorSchema = z.object({
  s: z.string(),
  q: z.string(),
  o: z.enum(['seq', 'name', 'rating', 'city']),
  d: z.enum(['asc', 'desc']),
  v: z.union([z.string(), z.number(), z.null()]),
  n: z.number().int(),
});
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new DomainError('invalid_cursor', 400, 'unreadable cursor', { fields: ['cursor'] });
  }
}

export interface V1LeadsQuery {
  q?: string | undefined;
  sort?: LeadSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  cursor?: string | undefined;
}

/**
 * The organization's condition is part of the page's own query (one round trip); only an
 * empty page asks whether the search is the organization's at all (404 when not).
 */
export async function listV1Leads(
  db: Queryable,
  orgId: string,
  searchId: string,
  query: V1LeadsQuery,
) {
  const { where, params } = leadsWhere(searchId, query.q);
  const order = query.sort ?? 'seq';
  const direction = query.order ?? (query.sort === 'rating' ? 'desc' : 'asc');
  const q = query.q ?? '';
  const values = [...params];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = [where, `org_id = ${param(orgId)}`];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (cursor.s !== searchId || cursor.q !== q || cursor.o !== order || cursor.d !== direction) {
      throw new DomainError('invalid_cursor', 400, 'cursor of another listing', {
        fields: ['cursor'],
      });
    }
    if (order === 'seq') {
      conditions.push(`seq > ${param(cursor.n)}`);
    } else {
      const { column, cast } = SORT_COLUMNS[order];
      const expr = SORT_SQL[order];
      const seq = param(cursor.n);
      if (cursor.v === null) {
        conditions.push(`(${column} is null and seq > ${seq})`);
      } else {
        const value = `${param(cursor.v)}::${cast}`;
        const beyond = direction === 'asc' ? '>' : '<';
        // Nulls come last in either direction, then seq breaks ties.
        conditions.push(
          `(${expr} ${beyond} ${value} or (${expr} = ${value} and seq > ${seq}) or ${column} is null)`,
        );
      }
    }
  }
  const orderBy = order === 'seq' ? 'seq' : `${SORT_SQL[order]} ${direction} nulls last, seq`;
  const sortValue = order === 'seq' ? 'null' : SORT_COLUMNS[order].column;
  const { rows } = await db.query<{
    seq: number;
    sort_value: string | number | null;
    lead: string;
  }>(
    // The page is chosen first and only its rows are turned into JSON: with a sort in the plan
    // (fresh statistics or a filter), PostgreSQL would otherwise build JSON for every lead.
    `select seq, ${sortValue} as sort_value, ${LEAD_JSON_SQL} as lead
     from (select * from leads where ${conditions.join(' and ')}
           order by ${orderBy} limit ${param(query.limit + 1)}) as page
     order by ${orderBy}`,
    values,
  );
  if (rows.length === 0) await searchOfOrganization(db, orgId, searchId);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          s: searchId,
          q,
          o: order,
          d: direction,
          v: last.sort_value,
          n: Number(last.seq),
        })
      : null;
  // The leads are JSON already: the page is written around them, not parsed and rebuilt.
  return `{"items":[${page.map((row) => row.lead).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
