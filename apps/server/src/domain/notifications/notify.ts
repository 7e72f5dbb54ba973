/**
 * The one way a notification is created (decision 0016). Inside the caller's transaction:
 * stores it (once per dedupe key), wakes the user's open pages (pg_notify at commit), and when
 * the user chose so writes its email to the outbox, in the user's saved language with a link
 * back to the app. Any domain that has news for a user calls notify(); news for an
 * organization goes to its owner and admins through notifyOrganization().
 */
import {
  notificationTone,
  notifyEmails,
  renderNotification,
  type EmailChoices,
  type Locale,
  type NotificationParams,
  type NotificationType,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { Mailer } from '../email/mailer.js';
import { notificationEmail } from '../email/templates.js';
import { preferredEmailLocale } from '../accounts/email-locale.js';

export const NOTIFICATION_CHANNEL = 'notification_events';

/** What creating a notification needs beyond the database: the outbox and the app's address. */
export interface NotifyDeps {
  mailer: Mailer;
  /** Public URL of the web app: links in emails. */
  appUrl: string;
}

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  params: NotificationParams;
  /** The organization the event belongs to (deleting it deletes the notification). */
  orgId?: string | null;
  /** An in-app path to open, e.g. /results/:id. */
  link?: string | null;
  /** The event's identity: a second notify() with the same key adds nothing. */
  dedupeKey?: string | null;
  /** Another account the text names (a new member): deleting it deletes the notification. */
  aboutUserId?: string | null;
}

/** Wakes the user's open pages (bell, list): at commit when called inside a transaction. */
export async function signalUser(db: Queryable, userId: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, userId]);
}

/** Creates the notification; answers its id, or null when its dedupe key was used already. */
export async function notify(
  deps: NotifyDeps,
  db: Queryable,
  input: NotifyInput,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into notifications (user_id, org_id, type, tone, params, link, dedupe_key,
       about_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      input.userId,
      input.orgId ?? null,
      input.type,
      notificationTone(input.type, input.params),
      JSON.stringify(input.params),
      input.link ?? null,
      input.dedupeKey ?? null,
      input.aboutUserId ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await signalUser(db, input.userId);
  await emailIfChosen(deps, db, input);
  return id;
}

async function emailIfChosen(deps: NotifyDeps, db: Queryable, input: NotifyInput): Promise<void> {
  await emailNotification(deps, db, input, (user) => notifyEmails(input.type, user.choices ?? {}));
}

/**
 * The notification's email, in the user's language, with its link back to the app: sent by
 * notify() when the user chose so, and by a domain whose news is always emailed (a support
 * answer) itself.
 */
export async function emailNotification(
  deps: NotifyDeps,
  db: Queryable,
  input: NotifyInput,
  wanted: (user: { choices: EmailChoices | null }) => boolean = () => true,
): Promise<void> {
  const { rows } = await db.query<{
    email: string;
    locale: Locale | null;
    choices: EmailChoices | null;
  }>(
    `select u.email, p.locale, np.email as choices
     from "user" u
     left join profiles p on p.user_id = u.id
     left join notification_preferences np on np.user_id = u.id
     where u.id = $1`,
    [input.userId],
  );
  const user = rows[0];
  if (!user || !wanted(user)) return;
  const locale = preferredEmailLocale(user.locale);
  const { title, message } = renderNotification(input, locale);
  await deps.mailer.send(
    {
      ...notificationEmail({
        to: user.email,
        locale,
        type: input.type,
        title,
        message,
        url: `${deps.appUrl}${input.link ?? '/notifications'}`,
      }),
      aboutUserId: input.aboutUserId ?? null,
    },
    db,
  );
}

/**
 * News for an organization: its owner and its active admins are each notified (the dedupe key,
 * when given, is made per recipient). Answers how many notifications were created.
 */
export async function notifyOrganization(
  deps: NotifyDeps,
  db: Queryable,
  input: Omit<NotifyInput, 'userId' | 'orgId'> & { orgId: string },
): Promise<number> {
  const { rows } = await db.query<{ user_id: string }>(
    `select owner_user_id as user_id from organizations where id = $1
     union
     select user_id from organization_members
     where org_id = $1 and status = 'active' and role in ('owner', 'admin')`,
    [input.orgId],
  );
  let created = 0;
  for (const { user_id: userId } of rows) {
    const id = await notify(deps, db, {
      ...input,
      userId,
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:${userId}` : null,
    });
    if (id) created += 1;
  }
  return created;
}
