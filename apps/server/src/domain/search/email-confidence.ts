/**
 * How far a delivered email can be trusted to reach someone at the business, 0–100 (issue 15,
 * decision 0025, whose table explains every point). A pure function of what the lead records:
 * where the address came from, what its mail server answered, what kind of mailbox it is,
 * whether it is on the website's own domain, and whether its domain is disposable.
 *
 * Accept-all domains are graded, not lumped together as "risky": an accept-all server says
 * nothing about the mailbox, so the score rests on who vouches for the address instead. The
 * business printing a person's address on its own site is strong evidence; a guess from the
 * domain's pattern is none, and is never delivered on such a domain anyway.
 */
import type { EmailKind, EmailOrigin, EmailStatus } from '@leadatlas/shared';

export interface ConfidenceInput {
  origin: EmailOrigin;
  status: EmailStatus;
  /** The domain accepts any address (true), rejects unknown ones (false), or not known (null). */
  catchAll: boolean | null;
  kind: EmailKind;
  /** The business has a website: only then can an address be on another domain than it. */
  hasWebsite: boolean;
  sameDomain: boolean;
  disposable: boolean;
}

/**
 * What the mail server's answer says of the mailbox. A domain known to accept any address is
 * accept-all whatever the status says: a "valid" answer from it confirms nothing.
 */
export type MailboxVerdict = 'confirmed' | 'accept_all' | 'unconfirmed' | 'refused';

export function mailboxVerdict(status: EmailStatus, catchAll: boolean | null): MailboxVerdict {
  if (status === 'invalid') return 'refused';
  if (status === 'accept_all' || catchAll === true) return 'accept_all';
  return status === 'valid' ? 'confirmed' : 'unconfirmed';
}

/**
 * Points for who vouches for the address, by what its mail server answered. confirmed: the
 * server accepted this mailbox and refused a random one; accept_all: it accepts anything;
 * unconfirmed: it gave no usable answer (timeout, refusal to talk, greylisting); refused: it
 * said the mailbox does not exist.
 */
export const CONFIDENCE_BASE: Readonly<
  Record<EmailOrigin, Readonly<Record<MailboxVerdict, number>>>
> = {
  // The business wrote it on its own site: it was someone's real address when written.
  page: { confirmed: 90, accept_all: 65, unconfirmed: 55, refused: 0 },
  // The places source lists it: true once, often stale, and nobody at the business wrote
  // it where we read it.
  source: { confirmed: 80, accept_all: 45, unconfirmed: 40, refused: 0 },
  // Nobody wrote it anywhere: only the server vouches. Confirmed, it is as good as a
  // listed one; unconfirmed or on an accept-all domain it is a guess.
  pattern: { confirmed: 80, accept_all: 15, unconfirmed: 10, refused: 0 },
};

/** A named person's mailbox reaches the decision maker; a generic inbox is read by whoever. */
export const KIND_POINTS: Readonly<Record<EmailKind, number>> = {
  person: 5,
  role: 0,
  generic: -15,
};

/**
 * An address on another domain than the business's website (a free mailbox, an agency's, an
 * old one). A business without a website has nothing to compare with: no points either way.
 */
export const OTHER_DOMAIN_POINTS = -10;

/** A disposable-mail domain's mailboxes vanish: never more than this. */
export const DISPOSABLE_MAX = 10;

export function emailConfidence(input: ConfidenceInput): number {
  const verdict = mailboxVerdict(input.status, input.catchAll);
  // A refused mailbox bounces: nothing else about it matters.
  if (verdict === 'refused') return 0;
  let score =
    CONFIDENCE_BASE[input.origin][verdict] +
    KIND_POINTS[input.kind] +
    (input.hasWebsite && !input.sameDomain ? OTHER_DOMAIN_POINTS : 0);
  if (input.disposable) score = Math.min(score, DISPOSABLE_MAX);
  return Math.max(0, Math.min(100, score));
}
