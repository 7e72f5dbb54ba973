/**
 * One place becomes a lead, or is dropped by a filter. The source's data first; the business's
 * website is read only when a paid field or a filter needs it (or the source gave no phone);
 * emails are verified until one is confirmed; a contact the site names without an address gets
 * one guessed and confirmed by the mail server (contact-email-guess.ts), which then wins.
 * Filters that depend on what the site says (owners only, company size) are applied here, when
 * the site says it. Everything runs within the lead's time budget (lead-budget.ts).
 */
import type { CompanySize, WizardField } from '@leadatlas/shared';
import type { EmailVerification } from '../email-verify/types.js';
import { SearchMailDomains, type PatternSearchDeps } from '../enrich/email-pattern-search.js';
import type { WebsiteEnrichment } from '../enrich/enrich-website.js';
import { pickContact } from '../enrich/extract/pick-contact.js';
import type { ContactFinding, PageFindings, SiteProfile, SocialNetwork } from '../enrich/types.js';
import type { Place } from '../places/types.js';
import type { ChosenEmail, EmailProvenance, LeadFindings } from './lead-builder.js';
import { missingFields, type EmailSearchEnd, type GuessEnd } from './missing-fields.js';
import type { ContactGuessNote } from './contact-email-guess.js';
import { domainOf } from '../enrich/email-pattern.js';
import { classifyEmail } from '../enrich/extract/email-address.js';

/** What a guess that found nothing says of the missing email (null: nothing to say). */
const GUESS_END: Record<ContactGuessNote['outcome'], GuessEnd | null> = {
  found: null,
  no_name: null,
  no_domain: null,
  no_mail: null,
  accept_all: 'accept_all',
  unknown: 'unavailable',
  budget: 'unavailable',
  not_found: 'refused',
};
import type { PeopleSearch } from '../enrich/people-search.js';
import { registrableDomainOfUrl } from '../enrich/extract/site-domain.js';
import type { SearchSpec } from './spec.js';
import { guessContactEmail } from './contact-email-guess.js';
import { LeadBudget } from './lead-budget.js';
import { isDisposableDomain, isRoleLocalPart } from '../email-verify/flags.js';

export interface LeadEnricher {
  checkWebsite(
    url: string,
    signal: AbortSignal,
  ): Promise<{ active: boolean; finalUrl: string | null }>;
  /**
   * `deadline`: the lead's budget; when it runs out the pages read so far are returned.
   * `onPage`: each page's findings as soon as it is read, before the reading ends.
   */
  enrichWebsite(
    url: string,
    country: string | null,
    signal: AbortSignal,
    options?: { deadline?: AbortSignal; onPage?: (findings: PageFindings) => void },
  ): Promise<WebsiteEnrichment>;
  verifyEmail(email: string, signal: AbortSignal): Promise<EmailVerification>;
  /**
   * A named contact's guessed addresses, asked of their domain's mail server (the domain's
   * check first when needed); absent when guessing is off (EMAIL_PATTERN_FINDER=off).
   */
  verifyGuesses?: PatternSearchDeps['verifyGuesses'];
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
/**
 * Addresses whose verification starts as soon as a page shows them, while the other pages are
 * still read: most small businesses print one address on every page, so its answer is ready
 * when the reading ends. The choice among addresses is made afterwards, as always.
 */
const EARLY_VERIFICATIONS = 2;

type Verify = (email: string, signal: AbortSignal) => Promise<EmailVerification>;

/** One verification per address within a lead, whoever asks first (early or in turn). */
function verifyOnce(enricher: LeadEnricher): Verify {
  const asked = new Map<string, Promise<EmailVerification>>();
  return (email, signal) => {
    let answer = asked.get(email);
    if (!answer) {
      answer = enricher.verifyEmail(email, signal);
      // An early answer nobody waits for must not be an unhandled rejection.
      answer.catch(() => undefined);
      asked.set(email, answer);
    }
    return answer;
  };
}
const STATUS_RANK = { valid: 0, accept_all: 1, unknown: 2, invalid: 3 } as const;

/**
 * A filter only the website can pass: the lead qualifies on what the site shows, so reading
 * it is not cut short by the lead's budget (company size is not one: a site that states no
 * size passes it).
 */
function siteDecidesFilter(spec: SearchSpec, place: Place): boolean {
  return spec.activeWeb || spec.ownersOnly || (spec.phoneVisible && place.phones.length === 0);
}

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

/** An address worth verifying, and where it came from. */
export interface EmailCandidate {
  address: string;
  provenance: EmailProvenance;
}

/** The site's addresses (the chosen contact's own first), then the source's, each once. */
export function emailCandidates(
  contact: ContactFinding | null,
  profile: SiteProfile | null,
  place: Place,
  siteDomain: string | null,
): EmailCandidate[] {
  const out = new Map<string, EmailCandidate>();
  const found = new Map((profile?.emails ?? []).map((e) => [e.address, e]));
  const fromSite = (address: string) => {
    const e = found.get(address);
    return {
      origin: 'page' as const,
      page: e?.page ?? contact?.page ?? null,
      kind: e?.kind ?? 'person',
      sameDomain: e?.sameDomain ?? (siteDomain !== null && domainOf(address) === siteDomain),
      personName: e?.personName ?? (contact?.email === address ? contact.name : null),
    };
  };
  const add = (raw: string, provenance: (address: string) => EmailProvenance) => {
    const address = raw.trim().toLowerCase();
    if (!out.has(address)) out.set(address, { address, provenance: provenance(address) });
  };
  if (contact?.email) add(contact.email, fromSite);
  for (const e of profile?.emails ?? []) add(e.address, fromSite);
  for (const raw of place.emails) {
    add(raw, (address) => ({
      origin: 'source',
      page: null,
      kind: found.get(address)?.kind ?? classifyEmail(address, contact ? [contact.name] : []),
      sameDomain: siteDomain !== null && domainOf(address) === siteDomain,
      personName: null,
    }));
  }
  return [...out.values()];
}

/** An address whose verification the lead's budget cut short: delivered unconfirmed. */
function unconfirmed(candidate: EmailCandidate): ChosenEmail {
  const address = candidate.address;
  return {
    address,
    provenance: candidate.provenance,
    verification: {
      email: address,
      status: 'unknown',
      reason: 'time_budget',
      disposable: isDisposableDomain(domainOf(address) ?? ''),
      role: isRoleLocalPart(address.slice(0, address.lastIndexOf('@'))),
      catchAll: null,
      mxHost: null,
    },
  };
}

async function chooseEmail(
  verify: Verify,
  candidates: EmailCandidate[],
  mailDomains: SearchMailDomains,
  budget: LeadBudget,
): Promise<{ chosen: ChosenEmail | null; end: EmailSearchEnd | null }> {
  let best: ChosenEmail | null = null;
  const unreachable = new Set<string>();
  let asked = 0;
  for (const candidate of candidates) {
    // The search stopping is not the budget: it ends the lead undelivered.
    budget.run.throwIfAborted();
    if (asked >= MAX_VERIFICATIONS) break;
    const domain = domainOf(candidate.address);
    // A mail server that timed out, dropped us or is greylisting answers the same for
    // every address of its domain: asking again only makes the lead wait.
    if (unreachable.has(domain)) continue;
    asked += 1;
    let verification: EmailVerification;
    try {
      // Past the budget, an answer already in (an early verification) still counts.
      verification = await verify(candidate.address, budget.signal);
    } catch (error) {
      budget.absorb(error);
      // Out of time: the best answer so far stands, else this address goes unconfirmed.
      best ??= unconfirmed(candidate);
      break;
    }
    mailDomains.learn(verification);
    if (verification.status === 'unknown' && verification.reason !== 'smtputf8_unsupported') {
      unreachable.add(domain);
    }
    if (verification.status === 'invalid') continue;
    if (!best || STATUS_RANK[verification.status] < STATUS_RANK[best.verification.status]) {
      best = {
        address: verification.email || candidate.address,
        verification,
        provenance: candidate.provenance,
      };
    }
    if (verification.status === 'valid') break;
  }
  if (best) return { chosen: best, end: null };
  return { chosen: null, end: candidates.length === 0 ? 'no_candidates' : 'all_invalid' };
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
  /** What the search knows of mail domains (one per search run; a lead alone gets its own). */
  mailDomains: SearchMailDomains = new SearchMailDomains(),
  /** The lead's time budget in ms (lead-budget.ts); none by default. */
  options: { budgetMs?: number } = {},
): Promise<LeadOutcome> {
  const budget = new LeadBudget(signal, options.budgetMs ?? Number.POSITIVE_INFINITY);
  try {
    return await enrichWithin(enricher, place, spec, country, budget, mailDomains);
  } finally {
    budget.dispose();
  }
}

async function enrichWithin(
  enricher: LeadEnricher,
  place: Place,
  spec: SearchSpec,
  country: string | null,
  budget: LeadBudget,
  mailDomains: SearchMailDomains,
): Promise<LeadOutcome> {
  const signal = budget.run;
  const notes: Record<string, unknown> = {};
  const verify = verifyOnce(enricher);
  const wantsEmail = spec.wizardFields.includes('email');
  /** Parts of the work the budget cut short: their fields say `time_budget` when empty. */
  const cut = { site: false, linkedin: false };
  let website: LeadFindings['website'] = { url: null, active: null };
  let profile: SiteProfile | null = null;
  // Why the site was not read (null: read); a site only checked for life was not read either.
  let siteUnread: string | null = 'not_read';
  if (place.website) {
    if (needsWebsite(spec, place)) {
      const deadline = siteDecidesFilter(spec, place) ? undefined : budget.signal;
      const early = new Set<string>();
      const onPage = (page: PageFindings) => {
        for (const found of page.emails) {
          if (!wantsEmail || early.size >= EARLY_VERIFICATIONS) return;
          const address = found.address.trim().toLowerCase();
          if (early.has(address)) continue;
          early.add(address);
          void verify(address, budget.signal);
        }
      };
      const result = await enricher.enrichWebsite(place.website, country, signal, {
        ...(deadline ? { deadline } : {}),
        onPage,
      });
      cut.site =
        result.reason === 'time_budget' ||
        (result.profile?.failures.some((failure) => failure.reason === 'time_budget') ?? false);
      website = {
        url: result.finalUrl ?? place.website,
        // Not answered in time is not known to be down.
        active: result.reason === 'time_budget' ? null : result.active,
      };
      profile = result.profile;
      siteUnread = profile ? null : result.reason === 'ok' ? 'http_error' : result.reason;
      notes.website = {
        reason: result.reason,
        pages: profile?.pagesVisited.length ?? 0,
        failures: profile?.failures.slice(0, 10) ?? [],
      };
    } else {
      website = { url: place.website, active: null };
      // The active-website filter is decided by this answer: the budget does not cut it.
      const stop = siteDecidesFilter(spec, place) ? signal : budget.signal;
      try {
        const status = await enricher.checkWebsite(place.website, stop);
        website = { url: status.finalUrl ?? place.website, active: status.active };
      } catch (error) {
        budget.absorb(error);
        cut.site = true;
      }
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

  const siteDomain = website.url ? registrableDomainOfUrl(website.url) : null;
  let email: LeadFindings['email'] = null;
  let emailEnd: EmailSearchEnd | null = null;
  let guessEnd: GuessEnd | null = null;
  if (wantsEmail) {
    const candidates = emailCandidates(contact, profile, place, siteDomain);
    // The site's addresses and the named contact's guess are asked at the same time: neither
    // needs the other's answer, and the guess, when it finds one, wins as before.
    const guessing = (async (): Promise<Awaited<ReturnType<typeof guessContactEmail>> | null> => {
      try {
        budget.signal.throwIfAborted();
        return await guessContactEmail(
          enricher,
          mailDomains,
          { contact, profile, place, websiteUrl: website.url, country },
          budget.signal,
        );
      } catch (error) {
        budget.absorb(error);
        return null; // out of time: the contact's address is not known in time
      }
    })();
    // Handled when awaited below; if choosing throws first (the search stopped), not unhandled.
    guessing.catch(() => undefined);
    ({ chosen: email, end: emailEnd } = await chooseEmail(verify, candidates, mailDomains, budget));
    const guess = await guessing;
    if (!guess) {
      if (!email && contact) guessEnd = 'time_budget';
    } else {
      if (guess.note) notes.emailPattern = guess.note;
      guessEnd = guess.note ? GUESS_END[guess.note.outcome] : null;
      if (guess.chosen) {
        email = guess.chosen;
        emailEnd = null;
      }
    }
  }

  // A person's profile from the site first, then the provider's, then the company page.
  let linkedin = contact?.linkedin ?? profile?.linkedinPeople[0] ?? null;
  if (!linkedin && spec.wizardFields.includes('linkedin') && enricher.findPerson) {
    try {
      budget.signal.throwIfAborted();
      const person = await enricher.findPerson(
        {
          company: place.name,
          domain: siteDomain,
          country,
          role: spec.targetRole,
          name: contact?.name ?? null,
        },
        budget.signal,
      );
      linkedin = person?.linkedin ?? null;
      if (person) notes.linkedin = 'people_search';
    } catch (error) {
      budget.absorb(error);
      cut.linkedin = true;
    }
  }
  linkedin ??= profile?.linkedinCompany ?? place.socials.linkedin ?? null;

  const socials = socialsOf(place, profile);
  const missing = missingFields(
    spec.wizardFields,
    {
      phone: phones.length > 0,
      website: Boolean(website.url && website.active),
      email,
      emailEnd,
      guessEnd,
      socialMedia: Object.keys(socials).length > 0,
      contactPerson: contact !== null,
      linkedin: linkedin !== null,
      revenue: Boolean(profile?.revenue),
      employees: Boolean(profile?.employees),
    },
    { hasWebsite: Boolean(place.website), unreadReason: siteUnread, cut: cut.site },
    { linkedinCut: cut.linkedin },
  );

  return {
    kind: 'lead',
    findings: {
      website,
      phones,
      email,
      missing,
      socials,
      contact,
      linkedin,
      employees: profile?.employees ?? null,
      revenue: profile?.revenue ?? null,
      companySize,
      notes,
    },
  };
}
