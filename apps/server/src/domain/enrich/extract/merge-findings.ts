/**
 * The pages of one site → SiteProfile: emails deduplicated and ranked (same domain, then
 * person > role > generic, the owner's own first, back-office roles such as privacy@ last among
 * roles, then page order — pages as given, home first — and how they were found), phones normalised to E.164 for the
 * search's country, one profile per network, people merged by name, size signals chosen with
 * structured data first.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type {
  ContactFinding,
  EmailFinding,
  EmailKind,
  PageFindings,
  SiteProfile,
  SizeSignal,
  SocialNetwork,
} from '../types.js';
import { isFreemailDomain, kindByWords, localMatchesName } from './email-address.js';
import { SOURCE_RANK } from './findings-collector.js';
import { nameKey } from './person-name.js';
import { registrableDomain } from './site-domain.js';

export interface MergeOptions {
  siteDomain: string;
  /** ISO 3166-1 alpha-2 of the search ("ES", "ar"); null falls back to the site's ccTLD. */
  country: string | null;
}

const KIND_RANK: Record<EmailKind, number> = { person: 0, role: 1, generic: 2 };

/** Country of a ccTLD, for phones when the search has none: "clinicasol.com.ar" → "AR". */
function countryOfDomain(domain: string): CountryCode | undefined {
  const tld = domain.split('.').pop()?.toUpperCase() ?? '';
  if (tld === 'UK') return 'GB';
  if (/^[A-Z]{2}$/.test(tld)) return tld as CountryCode;
  return undefined;
}

/**
 * "amparo soler" of "amparo soler ferrer", "vitor bettencourt" of "vitor manuel bettencourt":
 * the longer name begins so, or keeps the shorter's first and last words around middle names.
 */
function shortFor(short: readonly string[], long: readonly string[]): boolean {
  if (short.every((w, i) => long[i] === w)) return true;
  return short.length === 2 && long[0] === short[0] && long[long.length - 1] === short[1];
}

/** One person found twice: the titled, targeted, most trusted finding, with what the other adds. */
function mergeContacts(existing: ContactFinding, c: ContactFinding): ContactFinding {
  const titled = (x: ContactFinding) => (x.title ? 0 : 1);
  // Owner, marketing or operations anywhere on the site outweighs a trade elsewhere.
  const targeted = (x: ContactFinding) => (x.role === 'other' ? 1 : 0);
  const better =
    titled(c) - titled(existing) ||
    targeted(c) - targeted(existing) ||
    SOURCE_RANK[c.source] - SOURCE_RANK[existing.source];
  const [best, other] = better < 0 ? [{ ...c }, existing] : [existing, c];
  best.email = preferOwnAddress(best, other);
  best.linkedin ??= other.linkedin;
  if (!best.title && other.role !== 'other') best.role = other.role;
  return best;
}

/** E.164 of a raw phone for `country`, or null when it is not a valid number. */
export function normalizePhone(raw: string, country: string | null | undefined): string | null {
  const text = raw.trim().replace(/^00(?=[1-9])/, '+');
  const cc = country ? (country.toUpperCase() as CountryCode) : undefined;
  try {
    const parsed = text.startsWith('+')
      ? parsePhoneNumberFromString(text)
      : cc
        ? parsePhoneNumberFromString(text, cc)
        : undefined;
    if (parsed?.isValid()) return parsed.number;
    // "+54 11 15-4567-8901"-style mistakes: try again as a national number.
    if (text.startsWith('+') && cc) {
      const retry = parsePhoneNumberFromString(text.replace(/^\+/, ''), cc);
      if (retry?.isValid()) return retry.number;
    }
  } catch {
    return null;
  }
  return null;
}

/** Roles nobody sells to: privacy, legal, jobs, press, abuse… (still role addresses). */
const BACK_OFFICE =
  /^(?:privacy|privacidad|privacidade|rgpd|gdpr|lgpd|dsgvo|datenschutz|dpo|legal|jobs|careers|empleo|empleos|trabajo|rrhh|hr|rh|karriere|bewerbung|recrutement|emploi|cv|curriculum|prensa|press|presse|imprensa|media|abuse|postmaster|hostmaster|webmaster|security)(?:[._+-]|$)/;

function rankEmail(e: EmailFinding, owners: ReadonlySet<string>): number[] {
  const domain = e.address.slice(e.address.lastIndexOf('@') + 1);
  const local = e.address.slice(0, e.address.lastIndexOf('@'));
  return [
    e.sameDomain ? 0 : isFreemailDomain(domain) ? 1 : 2,
    KIND_RANK[e.kind],
    owners.has(e.address) ? 0 : 1,
    e.kind === 'role' && BACK_OFFICE.test(local) ? 1 : 0,
  ];
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Of two addresses tied to the same person, the one that spells their name. */
function preferOwnAddress(a: ContactFinding, b: ContactFinding): string | null {
  if (!a.email) return b.email;
  if (!b.email) return a.email;
  const spells = (e: string) => localMatchesName(e.slice(0, e.lastIndexOf('@')), a.name);
  return !spells(a.email) && spells(b.email) ? b.email : a.email;
}

function contactScore(c: ContactFinding): number {
  return (
    (c.title ? 4 : 0) + (c.email ? 2 : 0) + (c.linkedin ? 1 : 0) + (7 - SOURCE_RANK[c.source]) / 10
  );
}

/** Dollar currencies by country, for revenue the site writes with a bare "$". */
const DOLLAR_OF_COUNTRY: Record<string, string> = {
  US: 'USD',
  AR: 'ARS',
  MX: 'MXN',
  CO: 'COP',
  CL: 'CLP',
  UY: 'UYU',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  PR: 'USD',
  DO: 'DOP',
  SG: 'SGD',
  HK: 'HKD',
};

function withCountryDollar(signal: SizeSignal | null, country: string | null): SizeSignal | null {
  if (!signal || !signal.value.endsWith(' $')) return signal;
  const code = country ? DOLLAR_OF_COUNTRY[country.toUpperCase()] : undefined;
  return code ? { ...signal, value: `${signal.value.slice(0, -1)}${code}` } : signal;
}

function pickSize(
  pages: PageFindings[],
  pick: (p: PageFindings) => SizeSignal | null,
): SizeSignal | null {
  const all = pages.map(pick).filter((s): s is SizeSignal => s !== null);
  const structured = all.find((s) => s.source === 'jsonld' || s.source === 'microdata');
  if (structured) return structured;
  return all.find((s) => !s.estimate) ?? all[0] ?? null;
}

export function mergeFindings(pages: PageFindings[], options: MergeOptions): SiteProfile {
  const siteDomain = registrableDomain(options.siteDomain);
  const country = options.country ?? countryOfDomain(siteDomain) ?? null;

  // Emails: one finding per address, the most trusted source, any person name found.
  const emails = new Map<string, { finding: EmailFinding; order: number }>();
  let order = 0;
  for (const page of pages) {
    for (const e of page.emails) {
      const existing = emails.get(e.address);
      if (!existing) {
        emails.set(e.address, { finding: { ...e }, order: order++ });
        continue;
      }
      const f = existing.finding;
      if (SOURCE_RANK[e.source] < SOURCE_RANK[f.source]) {
        f.source = e.source;
        f.page = e.page;
      }
      f.personName ??= e.personName;
      if (KIND_RANK[e.kind] < KIND_RANK[f.kind]) f.kind = e.kind;
    }
  }

  // Contacts: same name (accents and case aside) → one contact. The title comes from the most
  // trusted source that gives one (structured data, then team pages, then legal notices), the
  // address and LinkedIn profile from whichever page has them.
  const contacts = new Map<string, ContactFinding>();
  for (const page of pages) {
    for (const c of page.contacts) {
      const key = nameKey(c.name);
      const existing = contacts.get(key);
      if (!existing) {
        contacts.set(key, { ...c });
        continue;
      }
      contacts.set(key, mergeContacts(existing, c));
    }
  }
  // "Amparo Soler" in a sentence, "Amparo Soler Ferrer" on the team page; "Élodie" signing,
  // "Élodie Perrin" in the legal notice: one person, under the longer name.
  for (const [key, c] of contacts) {
    const words = key.split(' ');
    const longer = [...contacts.entries()].filter(
      ([k]) => k !== key && k.split(' ').length > words.length && shortFor(words, k.split(' ')),
    );
    if (longer.length !== 1) continue;
    const [longKey, full] = longer[0] as [string, ContactFinding];
    const merged = mergeContacts(full, c);
    contacts.set(longKey, { ...merged, name: full.name });
    contacts.delete(key);
  }
  // "inigo@", "ccastano@": a person's address once the site names them on any page.
  const names = [...contacts.values()].map((c) => c.name);
  for (const { finding: e } of emails.values()) {
    if (e.kind !== 'generic' || kindByWords(e.address) !== null) continue;
    const local = e.address.slice(0, e.address.lastIndexOf('@'));
    const owner = names.find((n) => localMatchesName(local, n));
    if (owner) {
      e.kind = 'person';
      e.personName ??= owner;
    }
  }

  // Person addresses found on another page than the person.
  for (const c of contacts.values()) {
    if (c.email) continue;
    const own =
      [...emails.values()]
        .map((e) => e.finding)
        .find((e) => e.personName && nameKey(e.personName) === nameKey(c.name)) ??
      [...emails.values()]
        .map((e) => e.finding)
        .find(
          (e) => e.kind === 'person' && localMatchesName(e.address.split('@')[0] ?? '', c.name),
        );
    if (own) c.email = own.address;
  }
  for (const c of contacts.values()) {
    if (!c.email) continue;
    const e = emails.get(c.email)?.finding;
    if (e && !e.personName) e.personName = c.name;
  }
  // The owner's own address leads among person addresses.
  const owners = new Set<string>();
  for (const c of contacts.values()) if (c.role === 'owner' && c.email) owners.add(c.email);
  const rankedEmails = [...emails.values()]
    .sort(
      (a, b) =>
        compareRanks(rankEmail(a.finding, owners), rankEmail(b.finding, owners)) ||
        a.order - b.order ||
        SOURCE_RANK[a.finding.source] - SOURCE_RANK[b.finding.source],
    )
    .map((e) => e.finding);

  // Phones: E.164, deduplicated, in the order first seen.
  const phones: string[] = [];
  for (const page of pages) {
    for (const raw of page.phones) {
      const e164 = normalizePhone(raw, country);
      if (e164 && !phones.includes(e164)) phones.push(e164);
    }
  }

  // Socials: the profile linked from most pages; ties go to the earliest page.
  const socials: SiteProfile['socials'] = {};
  const counts = new Map<SocialNetwork, Map<string, number>>();
  for (const page of pages) {
    for (const [network, url] of Object.entries(page.socials) as Array<[SocialNetwork, string]>) {
      const m = counts.get(network) ?? new Map<string, number>();
      m.set(url, (m.get(url) ?? 0) + 1);
      counts.set(network, m);
    }
  }
  for (const [network, m] of counts) {
    let best: string | null = null;
    let n = 0;
    for (const [url, count] of m) {
      if (count > n) {
        best = url;
        n = count;
      }
    }
    if (best) socials[network] = best;
  }
  const linkedinCompany =
    socials.linkedin && /\/(?:company|school|showcase)\//.test(socials.linkedin)
      ? socials.linkedin
      : null;

  const linkedinPeople: string[] = [];
  for (const page of pages) {
    for (const url of page.linkedinPeople)
      if (!linkedinPeople.includes(url)) linkedinPeople.push(url);
  }
  for (const c of contacts.values()) {
    if (c.linkedin && !linkedinPeople.includes(c.linkedin)) linkedinPeople.push(c.linkedin);
  }

  return {
    emails: rankedEmails,
    phones,
    socials,
    linkedinCompany,
    linkedinPeople,
    contacts: [...contacts.values()].sort((a, b) => contactScore(b) - contactScore(a)),
    employees: pickSize(pages, (p) => p.employees),
    revenue: withCountryDollar(
      pickSize(pages, (p) => p.revenue),
      country,
    ),
    pagesVisited: pages.map((p) => p.url),
    failures: [],
  };
}
