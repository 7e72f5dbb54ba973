/** The organization's balance and credit movements for /api/v1. */
import type { Pool } from '../../db/pool.js';
import { newestFirstPage } from './v1-search-list.js';

export async function balanceOf(pool: Pool, orgId: string) {
  const { rows } = await pool.query<{ plan: string; credits: number; plan_credits: number }>(
    `select plan, credits::float as credits, plan_credits::float as plan_credits
     from organizations where id = $1`,
    [orgId],
  );
  const row = rows[0]!;
  return {
    organizationId: orgId,
    plan: row.plan,
    credits: row.credits,
    planCredits: row.plan_credits,
  };
}

const SEARCH_KEY = /^search:([0-9a-f-]{36}):/;

export async function listMovements(
  pool: Pool,
  orgId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const { page, nextCursor } = await newestFirstPage<{
    id: string;
    change: number;
    kind: string;
    reason_key: string;
    reason_params: Record<string, string | number>;
    idempotency_key: string | null;
    created_at: Date;
  }>(pool, query, {
    table: 'credit_ledger',
    columns: `id, change::float as change, kind, reason_key, reason_params, idempotency_key,
       created_at`,
    orgId,
  });
  return {
    items: page.map((row) => ({
      id: row.id,
      change: row.change,
      kind: row.kind,
      reason: row.reason_key,
      reasonParams: row.reason_params,
      searchId: SEARCH_KEY.exec(row.idempotency_key ?? '')?.[1] ?? null,
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor,
  };
}
