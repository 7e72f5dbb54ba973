/**
 * The commercial contact form (spec 001 §2.15): anyone may write, signed in or not. A message
 * is stored for staff's inbox and emailed to the support address with the sender as Reply-To.
 * The same address sending the same message again within a few minutes (a double click, a
 * retry after a slow answer) is kept and emailed once; the sender is told it was sent either way.
 */
import { createHash } from 'node:crypto';
import type { ContactRequest } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { contactMessageEmail } from '../email/templates.js';
import type { SupportDeps } from '../support/tickets.js';

/** How long a repeat of the same message from the same address counts as the same message. */
export const CONTACT_REPEAT_MINUTES = 10;

/** The same address and the same words (case and spacing aside) make the same fingerprint. */
export function contactFingerprint(email: string, mensaje: string): string {
  const words = mensaje.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${email.toLowerCase()}\n${words}`).digest('hex');
}

/**
 * Stores the message and emails support (call inside a transaction). Answers whether it was new;
 * a repeat inside the window changes nothing.
 */
export async function submitContactMessage(
  deps: SupportDeps,
  db: Queryable,
  input: Omit<ContactRequest, 'captchaToken'> & { userId: string | null },
): Promise<{ stored: boolean }> {
  const fingerprint = contactFingerprint(input.email, input.mensaje);
  // Two identical requests at once: the second waits here, then sees the first.
  await db.query('select pg_advisory_xact_lock(hashtextextended($1, 19))', [fingerprint]);
  const repeat = await db.query(
    `select 1 from contact_messages
     where fingerprint = $1 and created_at > now() - make_interval(mins => $2)`,
    [fingerprint, CONTACT_REPEAT_MINUTES],
  );
  if (repeat.rowCount) return { stored: false };

  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (user_id, nombre, email, asunto, mensaje, locale, fingerprint)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      input.userId,
      input.nombre,
      input.email,
      input.asunto,
      input.mensaje,
      input.locale,
      fingerprint,
    ],
  );
  const id = rows[0]!.id;
  const outboxId = await deps.mailer.send(
    {
      ...contactMessageEmail({
        to: deps.supportEmail,
        nombre: input.nombre,
        email: input.email,
        asunto: input.asunto,
        mensaje: input.mensaje,
        locale: input.locale,
        signedIn: input.userId !== null,
        url: `${deps.appUrl}/staff/contact/${id}`,
      }),
      // A signed-in sender's account deletion takes the copy with it.
      aboutUserId: input.userId,
    },
    db,
  );
  await db.query('update contact_messages set outbox_email_id = $2 where id = $1', [id, outboxId]);
  return { stored: true };
}
