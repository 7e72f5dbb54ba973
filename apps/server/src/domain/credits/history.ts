/**
 * The credit movements a user sees (dashboard card, billing history): ledger rows, newest
 * first. A search's hold and release are bookkeeping, not movements: the release is never
 * listed, and the hold only while its search runs (until settlement releases it, it is money
 * the user cannot spend). What the search cost is its charge row.
 */
import type { CreditHistoryFilter, CreditHistoryResponse, CreditMovement } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { LedgerKind } from './ledger.js';

export interface CreditHistoryOptions {
  filter: CreditHistoryFilter;
  limit: number;
  offset: number;
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

export async function listCreditMovements(
  db: Queryable,
  orgId: string,
  options: CreditHistoryOptions,
): Promise<CreditHistoryResponse> {
  const where = `l.org_id = $1 and ${VISIBLE_SQL} and ${FILTER_SQL[options.filter]}`;
  const [{ rows }, count] = await Promise.all([
    db.query<LedgerRow>(
      `select l.id, l.change, l.kind, l.reason_key, l.reason_params, l.created_at
       from credit_ledger l where ${where}
       order by l.created_at desc, l.id desc limit $2 offset $3`,
      [orgId, options.limit, options.offset],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from credit_ledger l where ${where}`,
      [orgId],
    ),
  ]);
  return { items: rows.map(toMovement), total: count.rows[0]?.total ?? 0 };
}
