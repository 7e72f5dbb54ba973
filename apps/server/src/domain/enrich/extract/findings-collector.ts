/**
 * Gathers what the extractors find on one page (or one vCard) and turns it into PageFindings:
 * junk addresses dropped, duplicates merged keeping the most trusted source, kinds assigned,
 * people tied to their addresses.
 */
import type {
  ContactFinding,
  EmailFinding,
  FindingSource,
  PageFindings,
  PageLink,
  SizeSignal,
  SocialNetwork,
} from '../types.js';
import {
  classifyEmail,
  junkReason,
  kindByWords,
  localMatchesName,
  parseEmail,
} from './email-address.js';
import { classifyTitle } from './job-title.js';
import { cleanGivenName, cleanPersonName, nameKey } from './person-name.js';
import { canonicalSocialUrl } from './social-url.js';
import { isSameSite, registrableDomain } from './site-domain.js';

/** Lower is more trusted. */
export const SOURCE_RANK: Record<FindingSource, number> = {
  jsonld: 0,
  microdata: 1,
  mailto: 2,
  vcard: 3,
  cfemail: 4,
  team_page: 5,
  text: 6,
  obfuscated: 7,
};

interface EmailDraft {
  address: string;
  local: string;
  domain: string;
  source: FindingSource;
  personName: string | null;
  position: number;
  order: number;
}

interface ContactDraft {
  name: string;
  title: string | null;
  founder: boolean;
  /**
   * A legal notice names them as responsible, or they sign the business's own text: an owner
   * whatever the title's words.
   */
  legal: boolean;
  email: string | null;
  linkedin: string | null;
  source: FindingSource;
}

/** 0 for a title the wizard targets (owner, marketing, operations), 1 for any other. */
export function roleRank(title: string | null): number {
  return classifyTitle(title) === 'other' ? 1 : 0;
}

export class FindingsCollector {
  readonly siteDomain: string;
  private readonly emails = new Map<string, EmailDraft>();
  private readonly phones = new Map<string, string>();
  private readonly socialCounts = new Map<SocialNetwork, Map<string, number>>();
  private readonly people = new Set<string>();
  private readonly contacts = new Map<string, ContactDraft>();
  private employees: SizeSignal | null = null;
  private revenue: SizeSignal | null = null;
  private links: PageLink[] = [];
  private order = 0;

  constructor(
    readonly url: string,
    siteDomain: string,
  ) {
    this.siteDomain = registrableDomain(siteDomain);
  }

  /** Returns the normalised address when it was kept. */
  /**
   * Returns the normalised address when it was kept. `position` orders the page's addresses
   * (its line on the page; structured data comes first).
   */
  addEmail(
    raw: string,
    source: FindingSource,
    personName: string | null = null,
    position = -1,
  ): string | null {
    const parsed = parseEmail(raw);
    if (!parsed || junkReason(parsed) !== null) return null;
    const existing = this.emails.get(parsed.address);
    if (existing) {
      if (SOURCE_RANK[source] < SOURCE_RANK[existing.source]) existing.source = source;
      existing.personName ??= personName;
      return parsed.address;
    }
    this.emails.set(parsed.address, {
      ...parsed,
      source,
      personName,
      position,
      order: this.order++,
    });
    return parsed.address;
  }

  addPhone(raw: string | null | undefined): void {
    if (!raw) return;
    const text = raw.replace(/\s+/g, ' ').trim();
    const digits = text.replace(/\D/g, '').replace(/^00/, '');
    if (digits.length < 6 || digits.length > 17) return;
    if (!this.phones.has(digits)) this.phones.set(digits, text);
  }

  /** Returns the canonical profile when the URL is one. */
  addSocial(url: string): ReturnType<typeof canonicalSocialUrl> {
    const profile = canonicalSocialUrl(url);
    if (!profile) return null;
    if (profile.network === 'linkedin' && profile.kind === 'person') {
      this.people.add(profile.url);
      return profile;
    }
    let counts = this.socialCounts.get(profile.network);
    if (!counts) {
      counts = new Map();
      this.socialCounts.set(profile.network, counts);
    }
    counts.set(profile.url, (counts.get(profile.url) ?? 0) + 1);
    return profile;
  }

  addContact(contact: {
    name: string;
    title?: string | null;
    founder?: boolean;
    legal?: boolean;
    /** Signs the business's own text ("Un saludo, Pablo y Marta"): one of its owners. */
    signer?: boolean;
    /** Named by a given name alone, where the page gives evidence of a person. */
    given?: boolean;
    email?: string | null;
    linkedin?: string | null;
    source: FindingSource;
  }): string | null {
    const name =
      cleanPersonName(contact.name) ?? (contact.given ? cleanGivenName(contact.name) : null);
    if (!name) return null;
    const key = nameKey(name);
    const title = contact.title?.trim() ? contact.title.trim().replace(/\s+/g, ' ') : null;
    const existing = this.contacts.get(key);
    if (existing) {
      // A title that names a role the wizard targets outweighs one that does not ("Pâtissière"
      // on the team page, "Gérante" in the legal notice).
      if (!existing.title || (title && roleRank(title) < roleRank(existing.title)))
        existing.title = title ?? existing.title;
      existing.founder ||= contact.founder ?? false;
      existing.legal ||= (contact.legal ?? false) || (contact.signer ?? false);
      existing.email ??= contact.email ?? null;
      existing.linkedin ??= contact.linkedin ?? null;
      if (SOURCE_RANK[contact.source] < SOURCE_RANK[existing.source])
        existing.source = contact.source;
      return name;
    }
    this.contacts.set(key, {
      name,
      title,
      founder: contact.founder ?? false,
      legal: (contact.legal ?? false) || (contact.signer ?? false),
      email: contact.email ?? null,
      linkedin: contact.linkedin ?? null,
      source: contact.source,
    });
    return name;
  }

  /** Ties an address or LinkedIn profile to a contact found on the page. */
  tieContact(name: string, tie: { email?: string | null; linkedin?: string | null }): void {
    const c = this.contacts.get(nameKey(name));
    if (!c) return;
    if (tie.email) {
      const parsed = parseEmail(tie.email);
      if (parsed && this.emails.has(parsed.address)) {
        if (
          !c.email ||
          (!localMatchesName(parseEmail(c.email)?.local ?? '', c.name) &&
            localMatchesName(parsed.local, c.name))
        ) {
          c.email = parsed.address;
        }
      }
    }
    if (tie.linkedin) c.linkedin ??= tie.linkedin;
  }

  contactNames(): string[] {
    return [...this.contacts.values()].map((c) => c.name);
  }

  hasContact(name: string): boolean {
    return this.contacts.has(nameKey(name));
  }

  setEmployees(signal: Omit<SizeSignal, 'page'> | null): void {
    if (signal && !this.employees) this.employees = { ...signal, page: this.url };
  }

  setRevenue(signal: Omit<SizeSignal, 'page'> | null): void {
    if (signal && !this.revenue) this.revenue = { ...signal, page: this.url };
  }

  setLinks(links: PageLink[]): void {
    this.links = links;
  }

  finish(): PageFindings {
    const names = this.contactNames();
    const emails: EmailFinding[] = [];
    const drafts = [...this.emails.values()].sort(
      (a, b) => a.position - b.position || a.order - b.order,
    );
    for (const d of drafts) {
      let personName = d.personName ? (cleanPersonName(d.personName) ?? d.personName) : null;
      if (!personName) {
        const owner = [...this.contacts.values()].find((c) => c.email === d.address);
        if (owner) personName = owner.name;
      }
      if (!personName) {
        const matching = names.filter((n) => localMatchesName(d.local, n));
        if (matching.length === 1) personName = matching[0] ?? null;
      }
      let kind = classifyEmail(d.address, personName ? [personName] : names);
      // An address the page ties to a person is theirs unless its words say info@ or ventas@.
      if (personName && kind === 'generic' && kindByWords(d.address) === null) kind = 'person';
      emails.push({
        address: d.address,
        kind,
        sameDomain: isSameSite(d.domain, this.siteDomain),
        source: d.source,
        page: this.url,
        personName,
      });
    }
    // Contacts take their own address when the page ties it or their name spells it.
    const contacts: ContactFinding[] = [];
    for (const c of this.contacts.values()) {
      let email = c.email;
      if (!email) {
        const own = emails.filter(
          (e) =>
            e.personName === c.name ||
            (e.kind === 'person' && localMatchesName(e.address.split('@')[0] ?? '', c.name)),
        );
        email = own[0]?.address ?? null;
      }
      // A schema.org founder without a jobTitle is the founder.
      contacts.push({
        name: c.name,
        title: c.title ?? (c.founder ? 'Founder' : null),
        role: (c.founder && !c.title) || c.legal ? 'owner' : classifyTitle(c.title),
        email,
        linkedin: c.linkedin,
        source: c.source,
        page: this.url,
      });
    }
    const socials: PageFindings['socials'] = {};
    for (const [network, counts] of this.socialCounts) {
      // Most linked first; ties keep the first seen.
      let best: string | null = null;
      let bestCount = 0;
      for (const [url, count] of counts) {
        if (count > bestCount) {
          best = url;
          bestCount = count;
        }
      }
      if (best) socials[network] = best;
    }
    return {
      url: this.url,
      emails,
      phones: [...this.phones.values()],
      socials,
      linkedinPeople: [...this.people],
      contacts,
      employees: this.employees,
      revenue: this.revenue,
      links: this.links,
    };
  }
}
