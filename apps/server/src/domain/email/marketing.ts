/**
 * The one way marketing email leaves: never to a recipient who unsubscribed. Transactional
 * email (confirmation, password, payments) goes through mailer.send directly.
 */
import type { Queryable } from '../../db/pool.js';
import type { Mailer } from './mailer.js';
import type { MarketingEmail } from './templates.js';
import type { UnsubscribeRecipient } from './unsubscribe-token.js';

/** True when the user opted out of marketing email, or the subscriber left the newsletter. */
export async function hasUnsubscribed(
  db: Queryable,
  recipient: UnsubscribeRecipient,
): Promise<boolean> {
  const sql =
    recipient.kind === 'user'
      ? 'select marketing_emails_opt_out_at as at from profiles where user_id = $1'
      : 'select unsubscribed_at as at from newsletter_subscribers where id = $1';
  const { rows } = await db.query<{ at: Date | null }>(sql, [recipient.id]);
  // A recipient no longer on file gets nothing either.
  return rows.length === 0 || rows[0]!.at !== null;
}

/**
 * Stores a marketing email in the outbox (inside the caller's transaction when db is one)
 * unless its recipient unsubscribed. Answers whether it was sent.
 */
export async function sendMarketingEmail(
  mailer: Mailer,
  message: MarketingEmail,
  db: Queryable,
): Promise<boolean> {
  if (await hasUnsubscribed(db, message.recipient)) return false;
  await mailer.send(message, db);
  return true;
}
