/**
 * One place becomes a lead, or is dropped by a filter. The source's data first; the business's
 * website is read only when a paid field or a filter needs it (or the source gave no phone);
 * emails are verified until one is confirmed. Filters that depend on what the site says
 * (owners only, company size) are applied here, when the site says it.
 */
import type { CompanySize, WizardField } from '@leadatlas/shared';
import type { EmailVerification } from '../email-verify/types.js';
import type { WebsiteEnrichment } from '../enrich/enrich-website.js';
import { pickContact } from '../enrich/extract/pick-contact.js';
import type { SiteProfile, SocialNetwork } from '../enrich/types.js';
import type { Place } from '../places/types.js';
import type { LeadFindings } from './lead-builder.js';
import type { PeopleSearch } from '../enrich/people-search.js';
import { registrableDomainOfUrl } from '../enrich/extract/site-domain.js';
import type { SearchSpec } from './spec.js';

export interface LeadEnricher {
  checkWebsite(
    url: string,
    signal: AbortSignal,
  ): Promise<{ active: boolean; finalUrl: string | null }>;
  enrichWebsite(
    url: string,
    country: string | null,
    signal: AbortSignal,
  ): Promise<WebsiteEnrichment>;
  verifyEmail(email: string, signal: AbortSignal): Promise<EmailVerification>;
  /** The optional LinkedIn people-search provider, when one is configured. */
  findPerson?: PeopleSearch['find'];
}

export type LeadOutcome =
  | { kind: 'drop'; reason: string }
  | { kind: 'lead'; findings: LeadFindings };

const CRAWLED_FIELDS: readonly WizardField[] = [
  'email',
  'socialMedia',
  'contactPerson',
  'linkedin',
  'revenue',
  'employees',
];
/** Addresses verified per lead at most: the best-ranked first, until one is confirmed. */
const MAX_VERIFICATIONS = 3;
const STATUS_RANK = { valid: 0, accept_all: 1, unknown: 2, invalid: 3 } as const;

export function needsWebsite(spec: SearchSpec, place: Place): boolean {
  return (
    spec.ownersOnly ||
    spec.wizardFields.some((field) => CRAWLED_FIELDS.includes(field)) ||
    place.phones.length === 0
  );
}

/** The wizard's size band for a stated head count, when it states one. */
export function sizeBand(employees: string | null | undefined): CompanySize | null {
  if (!employees) return null;
  const numbers = [...employees.matchAll(/\d[\d.,]*/g)].map((match) =>
    Number(match[0].replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.')),
  );
  const count = numbers.find((value) => Number.isFinite(value) && value > 0);
  if (count === undefined) return null;
  if (count <= 10) return '1-10';
  if (count <= 50) return '11-50';
  if (count <= 200) return '51-200';
  return '201+';
}

async function chooseEmail(
  enricher: LeadEnricher,
  candidates: string[],
  signal: AbortSignal,
): Promise<{ address: string; verification: EmailVerification } | null> {
  let best: { address: string; verification: EmailVerification } | null = null;
  const unreachable = new Set<string>();
  let asked = 0;
  for (const address of candidates) {
    if (asked >= MAX_VERIFICATIONS) break;
    const domain = address.slice(address.lastIndexOf('@') + 1);
    // A mail server that timed out, dropped us or is greylisting answers the same for
    // every address of its domain: asking again only makes the lead wait.
    if (unreachable.has(domain)) continue;
    asked += 1;
    const verification = await enricher.verifyEmail(address, signal);
    if (verification.status === 'unknown' && verification.reason !== 'smtputf8_unsupported') {
      unreachable.add(domain);
    }
    if (verification.status === 'invalid') continue;
    if (!best || STATUS_RANK[verification.status] < STATUS_RANK[best.verification.status]) {
      best = { address: verification.email || address, verification };
    }
    if (verification.status === 'valid') break;
  }
  return best;
}

function socialsOf(
  place: Place,
  profile: SiteProfile | null,
): Partial<Record<SocialNetwork, string>> {
  const merged: Partial<Record<SocialNetwork, string>> = {};
  for (const [network, url] of Object.entries(place.socials)) {
    if (network !== 'linkedin') merged[network as SocialNetwork] = url;
  }
  for (const [network, url] of Object.entries(profile?.socials ?? {})) {
    if (network !== 'linkedin' && url) merged[network as SocialNetwork] = url;
  }
  return merged;
}

export async function enrichLead(
  enricher: LeadEnricher,
  place: Place,
  spec: SearchSpec,
  country: string | null,
  signal: AbortSignal,
): Promise<LeadOutcome> {
  const notes: Record<string, unknown> = {};
  let website: LeadFindings['website'] = { url: null, active: null };
  let profile: SiteProfile | null = null;
  if (place.website) {
    if (needsWebsite(spec, place)) {
      const result = await enricher.enrichWebsite(place.website, country, signal);
      website = { url: result.finalUrl ?? place.website, active: result.active };
      profile = result.profile;
      notes.website = {
        reason: result.reason,
        pages: profile?.pagesVisited.length ?? 0,
        failures: profile?.failures.slice(0, 10) ?? [],
      };
    } else {
      const status = await enricher.checkWebsite(place.website, signal);
      website = { url: status.finalUrl ?? place.website, active: status.active };
    }
  }
  if (spec.activeWeb && !website.active) {
    return { kind: 'drop', reason: website.url ? 'inactive_website' : 'no_website' };
  }

  const phones = [...place.phones, ...(profile?.phones ?? [])];
  if (spec.phoneVisible && phones.length === 0) return { kind: 'drop', reason: 'no_phone' };

  const contacts = profile?.contacts ?? [];
  const owner = pickContact(
    contacts.filter((contact) => contact.role === 'owner'),
    'owner',
  );
  if (spec.ownersOnly && !owner) return { kind: 'drop', reason: 'no_owner' };
  const contact = spec.ownersOnly ? owner : pickContact(contacts, spec.targetRole);

  // The source says nothing of size: a band can only be checked against what the site states.
  const companySize = sizeBand(profile?.employees?.value);
  if (spec.companySize !== 'any' && companySize && companySize !== spec.companySize) {
    return { kind: 'drop', reason: 'company_size' };
  }

  let email: LeadFindings['email'] = null;
  if (spec.wizardFields.includes('email')) {
    const candidates = [
      ...(contact?.email ? [contact.email] : []),
      ...(profile?.emails.map((finding) => finding.address) ?? []),
      ...place.emails,
    ].map((address) => address.trim().toLowerCase());
    email = await chooseEmail(enricher, [...new Set(candidates)], signal);
  }

  // A person's profile from the site first, then the provider's, then the company page.
  let linkedin = contact?.linkedin ?? profile?.linkedinPeople[0] ?? null;
  if (!linkedin && spec.wizardFields.includes('linkedin') && enricher.findPerson) {
    const person = await enricher.findPerson(
      {
        company: place.name,
        domain: website.url ? registrableDomainOfUrl(website.url) : null,
        country,
        role: spec.targetRole,
        name: contact?.name ?? null,
      },
      signal,
    );
    linkedin = person?.linkedin ?? null;
    if (person) notes.linkedin = 'people_search';
  }
  linkedin ??= profile?.linkedinCompany ?? place.socials.linkedin ?? null;

  return {
    kind: 'lead',
    findings: {
      website,
      phones,
      email,
      socials: socialsOf(place, profile),
      contact,
      linkedin,
      employees: profile?.employees ?? null,
      revenue: profile?.revenue ?? null,
      companySize,
      notes,
    },
  };
}
