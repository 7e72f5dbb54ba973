/**
 * The credit movements a user sees (dashboard card, billing history, PDF statement): ledger
 * rows, newest first. A search's hold and release are bookkeeping, not movements: the release
 * is never listed, and the hold only while its search runs (until settlement releases it, it is
 * money the user cannot spend). What the search cost is its charge row.
 *
 * The billing history's free-text search matches the reason as the user reads it: each row is
 * rendered with the one renderer (creditReasonText) in the user's language and folded (case,
 * accents, punctuation) before matching, so "busqueda" finds "Búsqueda: …". The reason's text
 * is not stored, so the search cannot run in SQL; an organization's ledger is small (a few
 * thousand rows at most), so the matching rows are filtered here, over at most SCAN_LIMIT of
 * the newest rows.
 */
import {
  creditReasonText,
  type CreditHistoryFilter,
  type CreditHistoryResponse,
  type CreditMovement,
  type Locale,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { foldText } from '../../lib/text-fold.js';
import type { LedgerKind } from './ledger.js';

/** Rows a search (or a statement) looks at, newest first; older ones are not searched. */
export const SCAN_LIMIT = 20_000;

export interface CreditHistoryOptions {
  filter: CreditHistoryFilter;
  limit: number;
  offset: number;
  /** Free text over the rendered reason; blank means no search. */
  q?: string | undefined;
  /** The language the reasons are read (and searched) in. */
  locale?: Locale | undefined;
}

/**
 * Rows of credit_ledger `l` the user sees. A hold's release has the hold's idempotency key
 * with `:release` for `:hold` (start.ts and settle.ts write them: `search:<id>:hold|release`).
 */
const VISIBLE_SQL = `l.kind <> 'release'
  and not (l.kind = 'hold' and exists (
    select 1 from credit_ledger r
    where r.idempotency_key = regexp_replace(l.idempotency_key, ':hold$', ':release')))`;

const FILTER_SQL: Readonly<Record<CreditHistoryFilter, string>> = {
  all: 'true',
  credits: 'l.change > 0',
  deductions: 'l.change < 0',
};

interface LedgerRow {
  id: string;
  change: number;
  kind: LedgerKind;
  reason_key: string;
  reason_params: Record<string, string | number>;
  created_at: Date;
}

function toMovement(row: LedgerRow): CreditMovement {
  return {
    id: row.id,
    change: row.change,
    kind: row.kind,
    reasonKey: row.reason_key,
    reasonParams: row.reason_params,
    createdAt: row.created_at.toISOString(),
  };
}

const SELECT_SQL = `select l.id, l.change, l.kind, l.reason_key, l.reason_params, l.created_at
  from credit_ledger l`;
const ORDER_SQL = 'order by l.created_at desc, l.id desc';

const whereFor = (filter: CreditHistoryFilter) =>
  `l.org_id = $1 and ${VISIBLE_SQL} and ${FILTER_SQL[filter]}`;

/** The search's words, folded; empty when there is nothing to search for. */
function searchTerms(q: string | undefined): string[] {
  const folded = foldText(q ?? '');
  return folded ? folded.split(' ') : [];
}

/** Every word of the search appears in the reason as rendered in `locale`. */
function matcher(terms: readonly string[], locale: Locale) {
  return (movement: CreditMovement) => {
    const reason = foldText(creditReasonText(movement, locale));
    return terms.every((term) => reason.includes(term));
  };
}

export async function listCreditMovements(
  db: Queryable,
  orgId: string,
  options: CreditHistoryOptions,
): Promise<CreditHistoryResponse> {
  const terms = searchTerms(options.q);
  if (terms.length > 0) {
    const { items } = await allCreditMovements(db, orgId, options);
    return {
      items: items.slice(options.offset, options.offset + options.limit),
      total: items.length,
    };
  }
  const where = whereFor(options.filter);
  const [{ rows }, count] = await Promise.all([
    db.query<LedgerRow>(`${SELECT_SQL} where ${where} ${ORDER_SQL} limit $2 offset $3`, [
      orgId,
      options.limit,
      options.offset,
    ]),
    db.query<{ total: number }>(
      `select count(*)::int as total from credit_ledger l where ${where}`,
      [orgId],
    ),
  ]);
  return { items: rows.map(toMovement), total: count.rows[0]?.total ?? 0 };
}

export interface AllCreditMovements {
  /** Every matching movement among the newest SCAN_LIMIT rows, newest first. */
  items: CreditMovement[];
  /** The ledger had more rows than were looked at. */
  truncated: boolean;
}

/** Every movement of the filter and search (the statement lists them all, unpaged). */
export async function allCreditMovements(
  db: Queryable,
  orgId: string,
  options: Pick<CreditHistoryOptions, 'filter' | 'q' | 'locale'>,
): Promise<AllCreditMovements> {
  const { rows } = await db.query<LedgerRow>(
    `${SELECT_SQL} where ${whereFor(options.filter)} ${ORDER_SQL} limit $2`,
    [orgId, SCAN_LIMIT + 1],
  );
  const truncated = rows.length > SCAN_LIMIT;
  const movements = rows.slice(0, SCAN_LIMIT).map(toMovement);
  const terms = searchTerms(options.q);
  const items =
    terms.length > 0 ? movements.filter(matcher(terms, options.locale ?? 'es')) : movements;
  return { items, truncated };
}
