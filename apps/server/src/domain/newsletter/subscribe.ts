import type { NewsletterRequest } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Mailer } from '../email/mailer.js';
import { sendMarketingEmail } from '../email/marketing.js';
import { newsletterWelcomeEmail } from '../email/templates.js';
import { unsubscribeLinks } from '../email/unsubscribe-token.js';

/**
 * Stores the subscriber and sends the welcome email once. A second sign-up of the same
 * address is not an error: it answers the same and sends nothing more. An address that
 * unsubscribed and signs up again through the form is subscribed again (its name and
 * language as now given) and welcomed again, with a fresh unsubscribe link.
 */
export async function subscribeToNewsletter(
  pool: Pool,
  mailer: Mailer,
  links: { appUrl: string; secret: string },
  input: Omit<NewsletterRequest, 'captchaToken'>,
): Promise<{ alreadySubscribed: boolean }> {
  const name = input.name?.trim() || null;
  return inTransaction(pool, async (db) => {
    const subscribed = await db.query<{ id: string }>(
      `insert into newsletter_subscribers (email, name, locale) values ($1, $2, $3)
       on conflict (email) do update
         set unsubscribed_at = null, name = coalesce(excluded.name, newsletter_subscribers.name),
             locale = excluded.locale
         where newsletter_subscribers.unsubscribed_at is not null
       returning id`,
      [input.email, name, input.locale],
    );
    const id = subscribed.rows[0]?.id;
    if (!id) return { alreadySubscribed: true };
    await sendMarketingEmail(
      mailer,
      newsletterWelcomeEmail({
        to: input.email,
        name,
        appUrl: links.appUrl,
        locale: input.locale,
        unsubscribe: unsubscribeLinks(links.appUrl, links.secret, { kind: 'newsletter', id }),
      }),
      db,
    );
    return { alreadySubscribed: false };
  });
}
