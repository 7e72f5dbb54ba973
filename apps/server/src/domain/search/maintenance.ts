/**
 * Keeping searches moving when processes die: a search whose worker stopped renewing its lease
 * is handed to a new job; a search running past its time limit fails and is settled; searches
 * with monthly auto-refresh are re-run when due. Every step is idempotent, so any number of
 * workers may run it at once.
 */
import type { Locale, WizardData } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { DomainError } from '../errors.js';
import type { PlacesSource } from '../places/types.js';
import { settleSearch, type SettleDeps } from './settle.js';
import { RUN_SEARCH_TASK, startSearch } from './start.js';
import { wizardDataOf, type SearchSpec } from './spec.js';

export interface MaintenanceDeps {
  pool: Pool;
  log: Logger;
  source: PlacesSource;
  leaseSeconds: number;
  timeoutMinutes: number;
}

/** Fails and settles searches older than the limit; returns how many. */
export async function failTimedOutSearches(deps: MaintenanceDeps & SettleDeps): Promise<number> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `select id from searches
     where settled_at is null and status in ('pending', 'queued', 'processing')
       and created_at < now() - make_interval(mins => $1)`,
    [deps.timeoutMinutes],
  );
  for (const row of rows) await settleSearch(deps, row.id, 'failed', 'timeout');
  return rows.length;
}

/** Re-enqueues searches whose worker is gone; returns their ids. */
export async function resumeAbandonedSearches(deps: MaintenanceDeps): Promise<string[]> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `select id from searches
     where settled_at is null and status = 'processing'
       and heartbeat_at < now() - make_interval(secs => $1)`,
    [deps.leaseSeconds],
  );
  for (const row of rows) {
    // A job still locked by the dead worker keeps its key; graphile-worker then adds a new one.
    await enqueueJob(
      deps.pool,
      RUN_SEARCH_TASK,
      { searchId: row.id },
      {
        jobKey: `search:${row.id}`,
        maxAttempts: 5,
      },
    );
  }
  if (rows.length > 0)
    deps.log.warn({ searches: rows.map((row) => row.id) }, 'resuming abandoned searches');
  return rows.map((row) => row.id);
}

/** The wizard data of a stored search, for its monthly run (which does not refresh itself). */
function refreshData(spec: SearchSpec): WizardData {
  const data = wizardDataOf(spec);
  return { ...data, step4: { ...data.step4!, autoRefresh: false } };
}

/** Starts this month's run of each due auto-refresh search; returns the new search ids. */
export async function refreshDueSearches(deps: MaintenanceDeps): Promise<string[]> {
  const started: string[] = [];
  for (;;) {
    // Claim one due search by moving its date first: a crash skips a month, never runs twice.
    const { rows } = await deps.pool.query<{
      id: string;
      org_id: string;
      user_id: string | null;
      params: SearchSpec;
      locale: Locale;
    }>(
      `update searches set next_refresh_at = next_refresh_at + interval '1 month'
       where id = (select id from searches
                   where auto_refresh and refresh_status = 'active' and next_refresh_at <= now()
                     and status = 'completed'
                   order by next_refresh_at limit 1 for update skip locked)
       returning id, org_id, user_id, params, locale`,
    );
    const due = rows[0];
    if (!due) return started;
    if (!due.user_id) continue;
    try {
      const searchId = await startSearch(
        { pool: deps.pool, source: deps.source },
        {
          userId: due.user_id,
          orgId: due.org_id,
          data: refreshData(due.params),
          locale: due.locale,
          refreshOf: due.id,
        },
      );
      started.push(searchId);
      await deps.pool.query(
        `update searches set refresh_skipped_at = null, refresh_skip_reason = null where id = $1`,
        [due.id],
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Not enough credits, a plan change or a left organization: this month is skipped, and
      // the schedule says so where the user looks (dashboard, history, results).
      deps.log.warn({ searchId: due.id, code: error.code }, 'monthly refresh skipped');
      await deps.pool.query(
        `update searches set refresh_skipped_at = now(), refresh_skip_reason = $2 where id = $1`,
        [due.id, error.code],
      );
    }
  }
}
