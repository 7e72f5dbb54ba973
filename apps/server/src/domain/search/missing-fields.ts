/**
 * Why a lead lacks a field its search paid for (issue 15's coverage report). One rule for every
 * field: the website's fate first (none, down, closed to robots), then what reading it gave.
 * A verified email also counts as missing when only a basic one could be delivered.
 */
import type { EmailStatus, MissingReason, WizardField } from '@leadatlas/shared';
import type { ChosenEmail } from './lead-builder.js';

export interface SiteFate {
  /** The source gave a website. */
  hasWebsite: boolean;
  /** Why the site was not read: null when it was (enrichWebsite's reason "ok"). */
  unreadReason: string | null;
  /** The lead's time budget ran out before the site was read in full. */
  cut?: boolean;
}

/** What the email search ended on, when no address came out of it. */
export type EmailSearchEnd = 'no_candidates' | 'all_invalid';

/**
 * How guessing the named contact's address ended, when it did not find one: the domain
 * accepts any address, gave no usable answer (or its probes for the search were spent), or
 * refused every guess.
 */
export type GuessEnd = 'accept_all' | 'unavailable' | 'refused' | 'time_budget';

export interface FieldsFound {
  phone: boolean;
  website: boolean;
  email: ChosenEmail | null;
  emailEnd: EmailSearchEnd | null;
  /** Set when the site named the contact without an address and guessing found none. */
  guessEnd?: GuessEnd | null;
  socialMedia: boolean;
  contactPerson: boolean;
  linkedin: boolean;
  revenue: boolean;
  employees: boolean;
}

function siteReason(site: SiteFate): MissingReason {
  if (!site.hasWebsite) return 'no_website';
  // Not said in what was read in time is not "not said".
  if (site.cut) return 'time_budget';
  if (site.unreadReason === null) return 'nothing_on_site';
  return site.unreadReason === 'robots' ? 'robots' : 'site_down';
}

/** Why a delivered email is not a verified one (null: it is); also when it is asked again. */
export function deliveredEmailReason(
  status: EmailStatus,
  reason: string | null = null,
): MissingReason | null {
  if (status === 'valid') return null;
  if (status === 'accept_all') return 'accept_all';
  return reason === 'time_budget' ? 'time_budget' : 'verification_unavailable';
}

function emailReason(found: FieldsFound, site: SiteFate): MissingReason | null {
  const email = found.email;
  if (email) return deliveredEmailReason(email.verification.status, email.verification.reason);
  if (found.emailEnd === 'all_invalid') return 'all_invalid';
  // Nothing printed, but a person to guess for: the mail server is why there is no address.
  if (found.guessEnd === 'accept_all') return 'accept_all';
  if (found.guessEnd === 'unavailable') return 'verification_unavailable';
  if (found.guessEnd === 'refused') return 'all_invalid';
  if (found.guessEnd === 'time_budget') return 'time_budget';
  return siteReason(site);
}

export function missingFields(
  wanted: readonly WizardField[],
  found: FieldsFound,
  site: SiteFate,
  /** The people-search provider was cut short by the lead's budget. */
  options: { linkedinCut?: boolean } = {},
): Partial<Record<WizardField, MissingReason>> {
  const missing: Partial<Record<WizardField, MissingReason>> = {};
  for (const field of wanted) {
    if (field === 'email') {
      const reason = emailReason(found, site);
      if (reason) missing.email = reason;
    } else if (field === 'website') {
      if (!found.website) {
        missing.website = !site.hasWebsite ? 'no_website' : site.cut ? 'time_budget' : 'site_down';
      }
    } else if (!found[field]) {
      missing[field] =
        field === 'linkedin' && options.linkedinCut ? 'time_budget' : siteReason(site);
    }
  }
  return missing;
}
