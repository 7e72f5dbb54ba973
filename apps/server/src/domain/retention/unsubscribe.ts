/**
 * One-click unsubscribe (decision 0018, RFC 8058): what a signed link would unsubscribe, and
 * doing it. No session is needed: the token is the proof. Unsubscribing twice is the same as
 * once; the first date is kept.
 */
import { parse } from 'tldts';
import type { UnsubscribeStatus } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { MASK } from '../search/mask.js';
import { readUnsubscribeToken, type UnsubscribeRecipient } from '../email/unsubscribe-token.js';

/**
 * "lucia@example.com" → "l•••@e•••.com": the first letter of the name and of the domain and
 * the public suffix; the lengths are not told.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK.repeat(3);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const suffix = parse(domain).publicSuffix;
  const name = suffix && domain.endsWith(`.${suffix}`) ? domain.slice(0, -suffix.length - 1) : '';
  const maskedDomain = name ? `${name[0]}${MASK.repeat(3)}.${suffix}` : MASK.repeat(3);
  return `${local[0]}${MASK.repeat(3)}@${maskedDomain}`;
}

function recipientOf(secret: string, token: string): UnsubscribeRecipient {
  const recipient = readUnsubscribeToken(secret, token);
  if (!recipient) throw new DomainError('invalid_token', 400, 'unsubscribe token does not verify');
  return recipient;
}

function statusOf(
  recipient: UnsubscribeRecipient,
  row: { email: string; at: Date | null } | undefined,
): UnsubscribeStatus {
  // Signed by us, but the account or the subscriber is gone (deleted).
  if (!row) throw new DomainError('not_found', 404, 'unsubscribe recipient not found');
  return { kind: recipient.kind, email: maskEmail(row.email), unsubscribed: row.at !== null };
}

/** GET: who the link speaks for (masked) and whether they already unsubscribed. */
export async function describeUnsubscribe(
  db: Queryable,
  secret: string,
  token: string,
): Promise<UnsubscribeStatus> {
  const recipient = recipientOf(secret, token);
  const { rows } = await db.query<{ email: string; at: Date | null }>(
    recipient.kind === 'user'
      ? `select u.email, p.marketing_emails_opt_out_at as at
         from "user" u join profiles p on p.user_id = u.id where u.id = $1`
      : 'select email, unsubscribed_at as at from newsletter_subscribers where id = $1',
    [recipient.id],
  );
  return statusOf(recipient, rows[0]);
}

/** POST: the user stops getting marketing email, or the subscriber leaves the newsletter. */
export async function unsubscribe(
  db: Queryable,
  secret: string,
  token: string,
): Promise<UnsubscribeStatus> {
  const recipient = recipientOf(secret, token);
  const { rows } = await db.query<{ email: string; at: Date | null }>(
    recipient.kind === 'user'
      ? `update profiles p
         set marketing_emails_opt_out_at = coalesce(p.marketing_emails_opt_out_at, now()),
             updated_at = now()
         from "user" u where u.id = p.user_id and p.user_id = $1
         returning u.email, p.marketing_emails_opt_out_at as at`
      : `update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
         where id = $1 returning email, unsubscribed_at as at`,
    [recipient.id],
  );
  return statusOf(recipient, rows[0]);
}
