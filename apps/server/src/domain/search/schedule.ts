/**
 * The monthly auto-refresh of a search (issue 11 item 11): a user of its organization can see
 * it and pause, resume or stop it. Pause keeps the schedule and skips its runs; resume picks it
 * up at its next date still ahead (a month from now if that date has passed), so resuming never
 * starts a run, or charges, on the spot; stop ends it for good.
 */
import { scheduleActionsFor, type ScheduleAction, type SearchSummary } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { searchForUser, toSummary } from './store.js';

const UPDATES: Record<ScheduleAction, string> = {
  pause: `refresh_status = 'paused'`,
  resume: `refresh_status = 'active',
    next_refresh_at = case when next_refresh_at > now() then next_refresh_at
                           when status = 'completed' then now() + interval '1 month'
                           else next_refresh_at end`,
  stop: `refresh_status = 'stopped', next_refresh_at = null`,
};

export async function changeSchedule(
  db: Queryable,
  input: { userId: string; searchId: string; action: ScheduleAction },
): Promise<SearchSummary> {
  const search = await searchForUser(db, input.userId, input.searchId);
  const status = search.auto_refresh ? (search.refresh_status ?? 'active') : null;
  if (!status || !scheduleActionsFor(status).includes(input.action)) {
    throw new DomainError('schedule_unavailable', 409);
  }
  // The status in the WHERE makes a concurrent change of the same schedule a 409, not a mix.
  const { rowCount } = await db.query(
    `update searches set ${UPDATES[input.action]}, updated_at = now()
     where id = $1 and auto_refresh and coalesce(refresh_status, 'active') = $2`,
    [search.id, status],
  );
  if (rowCount === 0) throw new DomainError('schedule_unavailable', 409);
  return toSummary(await searchForUser(db, input.userId, search.id));
}
