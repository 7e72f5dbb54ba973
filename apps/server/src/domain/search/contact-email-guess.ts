/**
 * The lead's contact named on the site without an address: when the search pays for email, their
 * address is guessed on the business's own mail domain and confirmed by its mail server
 * (email-pattern-search.ts). A confirmed personal address of the contact the lead is for beats
 * any other address of the site, info@ included (docs/decisions/0024-emails-found-by-pattern.md).
 */
import { parse } from 'tldts';
import {
  findEmailByPattern,
  type PatternOutcome,
  type PatternSearchDeps,
  type SearchMailDomains,
} from '../enrich/email-pattern-search.js';
import { domainOf, type NamedAddress } from '../enrich/email-pattern.js';
import { nameKey } from '../enrich/extract/person-name.js';
import { registrableDomain } from '../enrich/extract/site-domain.js';
import type { ContactFinding, SiteProfile } from '../enrich/types.js';
import type { Place } from '../places/types.js';
import type { ChosenEmail } from './lead-builder.js';

/** Sites people list as their website that are not theirs to receive mail at. */
const HOSTED_ELSEWHERE = new Set(
  (
    'facebook.com instagram.com linkedin.com twitter.com x.com tiktok.com youtube.com ' +
    'linktr.ee google.com wa.me whatsapp.com booking.com tripadvisor.com yelp.com ' +
    'doctoralia.es doctoralia.com.mx doctolib.fr doctolib.de airbnb.com'
  ).split(' '),
);

/**
 * The business's own mail domain: its website's registrable domain when an address found for it
 * is there, or when the website is the domain itself (bare or www.), not a page hosted on a
 * platform (clinica.wixsite.com, sites.google.com, a Facebook page).
 */
export function ownMailDomain(
  websiteUrl: string,
  knownAddresses: readonly string[],
): string | null {
  let host: string;
  try {
    host = new URL(websiteUrl).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  const domain = registrableDomain(host);
  if (!domain || !domain.includes('.')) return null;
  if (knownAddresses.some((address) => domainOf(address) === domain)) return domain;
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || parsed.isPrivate) return null;
  if (parsed.subdomain !== '' && parsed.subdomain !== 'www') return null;
  return HOSTED_ELSEWHERE.has(domain) ? null : domain;
}

/** Addresses the site ties to named people: the domain's form is learned from them. */
function namedAddresses(profile: SiteProfile | null): NamedAddress[] {
  const out: NamedAddress[] = [];
  for (const email of profile?.emails ?? []) {
    if (email.personName) out.push({ name: email.personName, address: email.address });
  }
  for (const contact of profile?.contacts ?? []) {
    if (contact.email) out.push({ name: contact.name, address: contact.email });
  }
  return out;
}

/** The site shows an address for this person (on their card, or tied to their name). */
function siteShowsAddressOf(contact: ContactFinding, profile: SiteProfile | null): boolean {
  if (contact.email) return true;
  const key = nameKey(contact.name);
  return (profile?.emails ?? []).some(
    (email) => email.personName !== null && nameKey(email.personName) === key,
  );
}

export interface ContactGuessInput {
  contact: ContactFinding | null;
  profile: SiteProfile | null;
  place: Place;
  websiteUrl: string | null;
  country: string | null;
}

/** What the guessing did, kept in the lead's enrichment notes for operators (no addresses). */
export interface ContactGuessNote {
  outcome: PatternOutcome | 'no_domain';
  probes: number;
  learnedForm: string | null;
}

/**
 * The contact's confirmed address (origin pattern), or null, and a note when guessing was
 * tried; nothing is tried when there is no contact, the site shows their address, or guessing
 * is off (deps without verifyGuesses).
 */
export async function guessContactEmail(
  deps: Partial<PatternSearchDeps>,
  memory: SearchMailDomains,
  input: ContactGuessInput,
  signal: AbortSignal,
): Promise<{ chosen: ChosenEmail | null; note: ContactGuessNote | null }> {
  const { contact, profile, place, websiteUrl } = input;
  const verifyGuesses = deps.verifyGuesses;
  if (!verifyGuesses || !contact || !websiteUrl || siteShowsAddressOf(contact, profile)) {
    return { chosen: null, note: null };
  }
  const known = [...(profile?.emails ?? []).map((email) => email.address), ...place.emails];
  const domain = ownMailDomain(websiteUrl, known);
  if (!domain) {
    return { chosen: null, note: { outcome: 'no_domain', probes: 0, learnedForm: null } };
  }
  const result = await findEmailByPattern(
    { verifyGuesses },
    memory,
    { personName: contact.name, domain, examples: namedAddresses(profile), country: input.country },
    signal,
  );
  const note = { outcome: result.outcome, probes: result.probes, learnedForm: result.learnedForm };
  if (!result.verification) return { chosen: null, note };
  return {
    chosen: {
      address: result.verification.email,
      verification: result.verification,
      provenance: {
        origin: 'pattern',
        page: null,
        kind: 'person',
        sameDomain: true,
        personName: contact.name,
      },
    },
    note,
  };
}
