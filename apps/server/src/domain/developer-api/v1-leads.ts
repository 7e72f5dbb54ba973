/**
 * A search's leads through /api/v1, a page at a time with a cursor (issue 17): the results
 * page's filter and sorts, and keyset paging (the last row's sort value and seq) so a deep page
 * costs what the first does and leads arriving meanwhile neither repeat nor vanish. A cursor
 * names its search, filter and order: used with another it is refused, not misread.
 */
import { z } from 'zod';
import { isCleanText, type LeadSort } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { searchOfOrganization } from './v1-searches.js';
import { LEAD_COLUMNS, SORT_SQL, leadsWhere, toLead, type LeadRow } from '../search/store.js';

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
  v: z.union([z.string().max(1000).refine(isCleanText), z.number(), z.null()]),
  n: z.number().int().min(0),
});

/** The last row's sort value must be of its sort's kind, or PostgreSQL would refuse it. */
function valueFits(order: LeadSort | 'seq', value: string | number | null): boolean {
  if (value === null) return true;
  if (order === 'rating') return typeof value === 'number' && Number.isFinite(value);
  return order !== 'seq' && typeof value === 'string';
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
  // As on the results page, the order applies to a sort; without one leads come as found.
  const direction = query.sort
    ? (query.order ?? (query.sort === 'rating' ? 'desc' : 'asc'))
    : 'asc';
  const q = query.q ?? '';
  const values = [...params];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = [where, `org_id = ${param(orgId)}`];
  if (query.cursor) {
    const cursor = decodeCursor(cursorSchema, query.cursor);
    if (
      cursor.s !== searchId ||
      cursor.q !== q ||
      cursor.o !== order ||
      cursor.d !== direction ||
      !valueFits(order, cursor.v)
    ) {
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
  const { rows } = await db.query<LeadRow & { sort_value: string | number | null }>(
    `select ${sortValue} as sort_value, ${LEAD_COLUMNS} from leads
     where ${conditions.join(' and ')} order by ${orderBy} limit ${param(query.limit + 1)}`,
    values,
  );
  if (rows.length === 0) await searchOfOrganization(db, orgId, searchId);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last;
  return {
    items: page.map(toLead),
    nextCursor: more
      ? encodeCursor({
          s: searchId,
          q,
          o: order,
          d: direction,
          v: last.sort_value,
          n: Number(last.seq),
        })
      : null,
  };
}
