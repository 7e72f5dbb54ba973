/**
 * One-click unsubscribe links (decision 0018). The token names who it speaks for (a user or a
 * newsletter subscriber, by id) and carries an HMAC of that under the app secret, so checking
 * it needs no database and nobody can make one for somebody else. It does not expire: an
 * unsubscribe link in an old email must still work.
 *
 * Format: `<u|n>.<id>.<base64url HMAC-SHA256>`; ids are better-auth ids or uuids (letters,
 * digits and dashes), so the token is one URL path segment of under 100 characters.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '@leadatlas/shared';

export interface UnsubscribeRecipient {
  kind: UnsubscribeKind;
  id: string;
}

/** Where a marketing email sends its reader (page) and the mail provider's one-click POST. */
export interface UnsubscribeLinks {
  recipient: UnsubscribeRecipient;
  /** The web page that says what is unsubscribed and confirms with one button. */
  page: string;
  /** The API URL of the List-Unsubscribe header (RFC 8058 one-click POST). */
  oneClick: string;
}

const PREFIX: Record<UnsubscribeKind, string> = { user: 'u', newsletter: 'n' };
const ID = /^[A-Za-z0-9-]{1,64}$/;
const TOKEN = /^([un])\.([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, prefix: string, id: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:v1:${prefix}:${id}`).digest('base64url');
}

export function signUnsubscribeToken(secret: string, recipient: UnsubscribeRecipient): string {
  if (!ID.test(recipient.id)) throw new Error(`cannot sign an unsubscribe token for this id`);
  const prefix = PREFIX[recipient.kind];
  return `${prefix}.${recipient.id}.${mac(secret, prefix, recipient.id)}`;
}

/** The recipient a token speaks for, or null when it is not one we signed (forged, cut, altered). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeRecipient | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, prefix, id, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, prefix, id));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { kind: prefix === 'u' ? 'user' : 'newsletter', id };
}

export function unsubscribeLinks(
  appUrl: string,
  secret: string,
  recipient: UnsubscribeRecipient,
): UnsubscribeLinks {
  const token = signUnsubscribeToken(secret, recipient);
  return {
    recipient,
    page: `${appUrl}/unsubscribe/${token}`,
    oneClick: `${appUrl}/api/unsubscribe/${token}`,
  };
}
