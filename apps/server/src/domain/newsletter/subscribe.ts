import type { NewsletterRequest } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Mailer } from '../email/mailer.js';
import { newsletterWelcomeEmail } from '../email/templates.js';

/**
 * Stores the subscriber and sends the welcome email once. A second sign-up of the same
 * address is not an error: it answers the same and sends nothing more.
 */
export async function subscribeToNewsletter(
  pool: Pool,
  mailer: Mailer,
  appUrl: string,
  input: Omit<NewsletterRequest, 'captchaToken'>,
): Promise<{ alreadySubscribed: boolean }> {
  const name = input.name?.trim() || null;
  return inTransaction(pool, async (db) => {
    const inserted = await db.query(
      `insert into newsletter_subscribers (email, name, locale) values ($1, $2, $3)
       on conflict (email) do nothing returning id`,
      [input.email, name, input.locale],
    );
    if (inserted.rowCount === 0) return { alreadySubscribed: true };
    await mailer.send(
      newsletterWelcomeEmail({ to: input.email, name, appUrl, locale: input.locale }),
      db,
    );
    return { alreadySubscribed: false };
  });
}
