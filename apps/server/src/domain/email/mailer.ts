/**
 * Every email is written to the outbox table first. With SMTP configured a background job
 * delivers it (retried by the queue); without, the outbox is the delivery: the message is
 * written to the log with its links, so a person running the app locally can click them.
 */
import type { Logger } from '../../logger.js';
import type { Pool, Queryable } from '../../db/pool.js';
import { enqueueJob } from '../../jobs/enqueue.js';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers for SMTP delivery (List-Unsubscribe on marketing email). */
  headers?: Record<string, string>;
  /** Another account the message names (an inviter): deleting that account deletes it. */
  aboutUserId?: string | null;
}

export interface Mailer {
  /** Stores the message and arranges its delivery. Pass a transaction client to tie it to one. */
  send(message: EmailMessage, db?: Queryable): Promise<string>;
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export function createMailer(options: { pool: Pool; log: Logger; smtp: boolean }): Mailer {
  const { pool, log, smtp } = options;
  return {
    async send(message, db = pool) {
      const links = extractLinks(message.text);
      const { rows } = await db.query<{ id: string }>(
        `insert into email_outbox (kind, to_address, subject, text_body, html_body, links, status,
           headers, about_user_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          message.kind,
          message.to,
          message.subject,
          message.text,
          message.html,
          links,
          smtp ? 'pending' : 'logged',
          JSON.stringify(message.headers ?? {}),
          message.aboutUserId ?? null,
        ],
      );
      const id = rows[0]!.id;
      if (smtp) {
        await enqueueJob(db, 'deliver_email', { id }, { jobKey: `email:${id}` });
      } else {
        log.info(
          { email: { id, to: message.to, subject: message.subject, links } },
          'email (outbox)',
        );
      }
      return id;
    },
  };
}
