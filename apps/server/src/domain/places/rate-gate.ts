/**
 * Request gates shared by every process of the app (table rate_gates): one statement
 * atomically reserves the next free slot of a named gate and moves the gate one interval on,
 * then the caller sleeps until its slot. Used for Nominatim's one request per second for the
 * whole application (its usage policy), however many servers and workers run.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Queryable } from '../../db/pool.js';

/**
 * Reserves the next slot of gate `name` and waits for it. Slots are `intervalMs` apart; the
 * database clock decides, so processes on different hosts agree. Returns the milliseconds
 * waited.
 */
export async function acquireSlot(
  pool: Queryable,
  name: string,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<number> {
  if (intervalMs <= 0) return 0;
  // The row lock taken by the upsert serialises concurrent callers: each one sees the
  // previous caller's next_at. The reserved slot is the new next_at minus one interval.
  const { rows } = await pool.query<{ wait_ms: number }>(
    `insert into rate_gates as g (name, next_at)
       values ($1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
     on conflict (name) do update
       set next_at = greatest(g.next_at, clock_timestamp())
                     + make_interval(secs => $2::double precision / 1000)
     returning greatest(0, extract(epoch from (
       g.next_at - make_interval(secs => $2::double precision / 1000) - clock_timestamp()
     )) * 1000)::double precision as wait_ms`,
    [name, intervalMs],
  );
  const wait = Math.ceil(rows[0]?.wait_ms ?? 0);
  if (wait > 0) await delay(wait, undefined, signal ? { signal } : undefined);
  return wait;
}
