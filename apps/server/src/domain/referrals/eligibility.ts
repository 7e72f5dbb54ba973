/**
 * Whether a friend's sign-up may pay referral credits (decision 0021). Two sign-ups pay
 * nothing: an address that is the referrer's own once normalised, and a disposable one.
 */
import type { ReferralBlockReason } from '@leadatlas/shared';
import { isDisposableDomain } from '../email-verify/index.js';

/** Providers that ignore dots in the local part and treat both domains as one mailbox. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, as far as we can tell without asking: lower case, no
 * "+tag", and for Gmail no dots and one domain. ana.p+x@GoogleMail.com → anap@gmail.com.
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replace(/\./g, '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Why this friend's sign-up pays nothing, or null when it pays. */
export function referralBlockReason(input: {
  friendEmail: string;
  referrerEmail: string;
}): ReferralBlockReason | null {
  if (normaliseMailbox(input.friendEmail) === normaliseMailbox(input.referrerEmail)) {
    return 'self_referral';
  }
  const domain = input.friendEmail.slice(input.friendEmail.lastIndexOf('@') + 1);
  if (isDisposableDomain(domain)) return 'disposable_email';
  return null;
}
