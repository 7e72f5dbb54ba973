import type { Transporter } from 'nodemailer';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';

interface Row {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  headers: Record<string, string>;
}

/** Sends one outbox email over SMTP; a failure throws so the queue retries with backoff. */
export async function deliverEmail(
  deps: { pool: Pool; transport: Transporter; from: string; log: Logger },
  id: string,
): Promise<void> {
  const { rows } = await deps.pool.query<Row>(
    'select to_address, subject, text_body, html_body, status, headers from email_outbox where id = $1',
    [id],
  );
  const email = rows[0];
  if (!email || email.status === 'sent') return;
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: email.to_address,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body,
      headers: email.headers,
    });
  } catch (error) {
    await deps.pool.query(
      'update email_outbox set attempts = attempts + 1, last_error = $2 where id = $1',
      [id, String((error as Error).message).slice(0, 500)],
    );
    throw error;
  }
  await deps.pool.query(
    "update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1",
    [id],
  );
  deps.log.info({ email: { id, to: email.to_address, subject: email.subject } }, 'email sent');
}
