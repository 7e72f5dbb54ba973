import type { Queryable } from '../db/pool.js';

/**
 * Adds a graphile-worker job with SQL so that it can share the caller's transaction: the job
 * exists exactly when the row it refers to does.
 */
export async function enqueueJob(
  db: Queryable,
  task: string,
  payload: Record<string, unknown>,
  options: { jobKey?: string; maxAttempts?: number; delayMs?: number } = {},
): Promise<void> {
  await db.query(
    `select graphile_worker.add_job($1, $2::json, job_key := $3, max_attempts := $4,
       run_at := now() + make_interval(secs => $5::double precision / 1000))`,
    [
      task,
      JSON.stringify(payload),
      options.jobKey ?? null,
      options.maxAttempts ?? 10,
      options.delayMs ?? 0,
    ],
  );
}
