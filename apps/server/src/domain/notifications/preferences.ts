/**
 * Which notifications also arrive by email. Only the choices a user made are stored; every
 * other type follows the catalogue's default, and always-emailed types read as on.
 */
import {
  NOTIFICATION_TYPES,
  emailEnabled,
  type EmailChoices,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';

function resolve(saved: EmailChoices): NotificationPreferences {
  return {
    email: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, emailEnabled(type, saved)]),
    ) as NotificationPreferences['email'],
  };
}

export async function getPreferences(
  db: Queryable,
  userId: string,
): Promise<NotificationPreferences> {
  const { rows } = await db.query<{ email: EmailChoices }>(
    'select email from notification_preferences where user_id = $1',
    [userId],
  );
  return resolve(rows[0]?.email ?? {});
}

/** Saves the given choices (the others keep theirs); answers every type's setting. */
export async function savePreferences(
  db: Queryable,
  userId: string,
  request: NotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const choices = Object.fromEntries(
    Object.entries(request.email).filter((entry) => typeof entry[1] === 'boolean'),
  );
  const { rows } = await db.query<{ email: EmailChoices }>(
    `insert into notification_preferences (user_id, email) values ($1, $2)
     on conflict (user_id) do update
       set email = notification_preferences.email || excluded.email, updated_at = now()
     returning email`,
    [userId, JSON.stringify(choices)],
  );
  return resolve(rows[0]!.email);
}
