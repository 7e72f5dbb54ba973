/** Cookie consent, kept by visitor id (and the user id once signed in). */
import type { Consent, SaveConsentRequest } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';

export interface StoredConsent extends Consent {
  updatedAt: string;
}

interface Row {
  analytics_cookies: boolean;
  marketing_cookies: boolean;
  preferences_updated_at: Date;
}

const toConsent = (row: Row): StoredConsent => ({
  functional: true,
  analytics: row.analytics_cookies,
  marketing: row.marketing_cookies,
  updatedAt: row.preferences_updated_at.toISOString(),
});

export async function saveConsent(
  pool: Pool,
  input: SaveConsentRequest,
  userId: string | null,
): Promise<StoredConsent> {
  const { rows } = await pool.query<Row>(
    `insert into cookie_preferences (visitor_id, user_id, functional_cookies, analytics_cookies, marketing_cookies)
     values ($1, $2, true, $3, $4)
     on conflict (visitor_id) do update set
       user_id = coalesce(excluded.user_id, cookie_preferences.user_id),
       analytics_cookies = excluded.analytics_cookies,
       marketing_cookies = excluded.marketing_cookies,
       preferences_updated_at = now()
     returning analytics_cookies, marketing_cookies, preferences_updated_at`,
    [input.visitorId, userId, input.analytics, input.marketing],
  );
  return toConsent(rows[0]!);
}

/** The visitor's consent, else the signed-in user's latest from another device. */
export async function findConsent(
  pool: Pool,
  visitorId: string,
  userId: string | null,
): Promise<StoredConsent | null> {
  const { rows } = await pool.query<Row>(
    `select analytics_cookies, marketing_cookies, preferences_updated_at from cookie_preferences
     where visitor_id = $1 or ($2::text is not null and user_id = $2)
     order by (visitor_id = $1) desc, preferences_updated_at desc limit 1`,
    [visitorId, userId],
  );
  return rows[0] ? toConsent(rows[0]) : null;
}
