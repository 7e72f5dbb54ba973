import type { AnalyticsEvent } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';

/**
 * First-party analytics: an event is stored only while the visitor's analytics consent is
 * granted on the server, whatever the browser sends.
 */
export async function recordAnalyticsEvent(
  pool: Pool,
  event: AnalyticsEvent,
  userId: string | null,
): Promise<boolean> {
  const result = await pool.query(
    `insert into analytics_events (visitor_id, user_id, name, path, props)
     select $1, $2, $3, $4, $5
     where exists (select 1 from cookie_preferences where visitor_id = $1 and analytics_cookies)`,
    [event.visitorId, userId, event.name, event.path, JSON.stringify(event.props)],
  );
  return result.rowCount === 1;
}
