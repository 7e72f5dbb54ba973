/**
 * Scores the enrichment against labelled sites (bench/corpus/README.md): email recall and
 * precision, contact-person recall and precision, title-class accuracy, overall and per pattern
 * label, beside a naive baseline. The corpora on disk are read through the real crawler with an
 * in-memory fetcher (no network at all); the sandbox corpus is fetched over loopback by the caller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { enrichWebsite } from '../../apps/server/src/domain/enrich/enrich-website.js';
import { RobotsCache } from '../../apps/server/src/domain/enrich/robots.js';
import { NICKNAME } from '../../apps/server/src/domain/enrich/extract/person-name.js';
import type { SiteProfile } from '../../apps/server/src/domain/enrich/types.js';
import type { SafeFetchInit, SafeResponse } from '../../apps/server/src/domain/web/safe-fetch.js';

export type TitleClass = 'owner' | 'marketing' | 'operations' | 'other';

export interface LabelledSite {
  id: string;
  domain: string;
  language: string;
  patterns: string[];
  truth: {
    emails: string[];
    contacts: Array<{ name: string; title: string | null; role: TitleClass }>;
    junk?: string[];
  };
}

export interface DiskSite extends LabelledSite {
  dir: string;
  pages: Record<string, string>;
  robots?: string | null;
}

/** Every site.json under `dir` (one folder per site), sorted by id. */
export function loadCorpus(dir: string): DiskSite[] {
  if (!fs.existsSync(dir)) return [];
  const sites: DiskSite[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name, 'site.json');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const site = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<DiskSite, 'dir'>;
    sites.push({ ...site, dir: path.join(dir, entry.name) });
  }
  return sites.sort((a, b) => a.id.localeCompare(b.id));
}

function pathCandidates(pathname: string): string[] {
  const decoded = (() => {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
  })();
  const out = new Set<string>();
  for (const p of [pathname, decoded]) {
    out.add(p);
    out.add(p.endsWith('/') ? p.slice(0, -1) || '/' : `${p}/`);
    if (p.endsWith('/index.html')) out.add(p.slice(0, -'index.html'.length));
  }
  return [...out];
}

/** A fetcher that answers from the corpus files: the site's pages, its robots.txt, else 404. */
export function corpusFetcher(sites: DiskSite[]) {
  const byHost = new Map(sites.map((site) => [site.domain.toLowerCase(), site]));
  // Two writers may pick one domain; scored together, one site would shadow the other.
  if (byHost.size !== sites.length) throw new Error('two sites of the corpora share a domain');
  return {
    async fetch(url: string, init?: SafeFetchInit): Promise<SafeResponse> {
      init?.signal?.throwIfAborted();
      const u = new URL(url);
      const site = byHost.get(u.hostname.toLowerCase().replace(/^www\./, ''));
      const reply = (status: number, body: Buffer, contentType: string | null): SafeResponse => ({
        url,
        status,
        headers: contentType ? { 'content-type': contentType } : {},
        contentType,
        body,
        truncated: false,
        redirects: [],
      });
      if (!site) return reply(404, Buffer.from('not found'), 'text/plain');
      if (u.pathname === '/robots.txt') {
        return site.robots
          ? reply(200, Buffer.from(site.robots), 'text/plain')
          : reply(404, Buffer.from('not found'), 'text/plain');
      }
      const file = pathCandidates(u.pathname)
        .map((p) => site.pages[p])
        .find((f) => f !== undefined);
      if (!file) return reply(404, Buffer.from('<h1>404</h1>'), 'text/html');
      const body = fs.readFileSync(path.join(site.dir, file));
      const type = /\.vcf$/i.test(file) ? 'text/vcard' : 'text/html';
      return reply(200, body, type);
    },
  };
}

/** The crawler over the corpus files (robots.txt honoured, the product's page budget). */
export function diskEnricher(sites: DiskSite[], maxPages = 6) {
  const fetcher = corpusFetcher(sites);
  const robots = new RobotsCache(fetcher);
  return async (site: DiskSite): Promise<SiteProfile | null> => {
    const result = await enrichWebsite({ fetcher, robots, maxPages }, `https://${site.domain}/`, {
      country: null,
    });
    return result.profile;
  };
}

export function diskHome(site: DiskSite): string {
  const file = site.pages['/'];
  return file ? fs.readFileSync(path.join(site.dir, file), 'utf8') : '';
}

/** Courtesy titles and degrees before a name, and letters after it: not part of who it is. */
const HONORIFIC =
  /^(?:ddr|dr|dra|dres|mr|mrs|ms|miss|prof|profa|herr|frau|me|maitre|lic|licda|ing|arq|mag|dipl-ing|dipl|sr|sra|srta|don|dona|mme|mlle|m|eng|enga|mtro|mtra|rev)$/;
const POST_NOMINAL =
  /^(?:fca|aca|md|phd|mba|dds|dmd|rn|cpa|frcs|mrcvs|mvb|rvn|bsc|msc|ma|ba|llb|esq|jd|acca|jun|sen|jr|sr|mriai|friai|riba|mrics|frics|ceng)$/;

/** Names compared without case, accents, dots, honorifics, post-nominals or extra spaces. */
export function nameKey(name: string): string {
  // A nickname beside the name ("Santiago “Santi” Mejía") is no part of who it is.
  const words = name
    .replace(NICKNAME, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && HONORIFIC.test(words[0]!)) words.shift();
  while (words.length > 1 && POST_NOMINAL.test(words.at(-1)!)) words.pop();
  return words.join(' ');
}

interface Counts {
  sites: number;
  emails: number;
  emailsFound: number;
  emailsRight: number;
  contacts: number;
  contactsFound: number;
  contactsRight: number;
  titled: number;
  titleRight: number;
  baseEmailsFound: number;
  baseEmailsRight: number;
  baseContactsFound: number;
  baseContactsRight: number;
}

const zero = (): Counts => ({
  sites: 0,
  emails: 0,
  emailsFound: 0,
  emailsRight: 0,
  contacts: 0,
  contactsFound: 0,
  contactsRight: 0,
  titled: 0,
  titleRight: 0,
  baseEmailsFound: 0,
  baseEmailsRight: 0,
  baseContactsFound: 0,
  baseContactsRight: 0,
});

function add(into: Counts, from: Counts): void {
  for (const key of Object.keys(into) as Array<keyof Counts>) into[key] += from[key];
}

/** Baseline: mailto links and one regex on the home page; people named in JSON-LD Person. */
export function baseline(html: string): { emails: Set<string>; contacts: Set<string> } {
  const emails = new Set<string>();
  for (const match of html.matchAll(/mailto:([^"'?>\s]+)/gi)) {
    try {
      emails.add(decodeURIComponent(match[1]!).toLowerCase());
    } catch {
      emails.add(match[1]!.toLowerCase());
    }
  }
  for (const match of html.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g))
    emails.add(match[0].toLowerCase());
  const contacts = new Set<string>();
  const $ = load(html);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record['@type'] === 'Person' && typeof record.name === 'string')
      contacts.add(nameKey(record.name));
    Object.values(record).forEach(visit);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // A broken block names nobody.
    }
  });
  return { emails, contacts };
}

export interface SiteScore {
  id: string;
  counts: Counts;
  missedEmails: string[];
  wrongEmails: string[];
  missedContacts: string[];
  wrongContacts: string[];
  wrongTitles: string[];
}

/** One site's counts: what the profile found against the truth, and the baseline's. */
export function scoreSite(
  site: LabelledSite,
  profile: SiteProfile | null,
  homeHtml: string,
): SiteScore {
  const c = zero();
  c.sites = 1;
  const truthEmails = new Set(site.truth.emails.map((e) => e.toLowerCase()));
  const found = new Set(profile?.emails.map((e) => e.address) ?? []);
  c.emails = truthEmails.size;
  c.emailsFound = found.size;
  c.emailsRight = [...found].filter((e) => truthEmails.has(e)).length;

  const truthPeople = new Map(site.truth.contacts.map((p) => [nameKey(p.name), p]));
  // The people the product could deliver: named with a title, an address or as the owner.
  const people = (profile?.contacts ?? []).filter((p) => p.title || p.email || p.role !== 'other');
  const foundKeys = new Map(people.map((p) => [nameKey(p.name), p]));
  c.contacts = truthPeople.size;
  c.contactsFound = foundKeys.size;
  const wrongTitles: string[] = [];
  for (const [key, person] of foundKeys) {
    const truth = truthPeople.get(key);
    if (!truth) continue;
    c.contactsRight += 1;
    c.titled += 1;
    if (person.role === truth.role) c.titleRight += 1;
    else wrongTitles.push(`${person.name}: ${person.role} (${person.title}) ≠ ${truth.role}`);
  }

  const base = baseline(homeHtml);
  c.baseEmailsFound = base.emails.size;
  c.baseEmailsRight = [...base.emails].filter((e) => truthEmails.has(e)).length;
  c.baseContactsFound = base.contacts.size;
  c.baseContactsRight = [...base.contacts].filter((k) => truthPeople.has(k)).length;

  return {
    id: site.id,
    counts: c,
    missedEmails: [...truthEmails].filter((e) => !found.has(e)),
    wrongEmails: [...found].filter((e) => !truthEmails.has(e)),
    missedContacts: [...truthPeople.values()]
      .filter((p) => !foundKeys.has(nameKey(p.name)))
      .map((p) => p.name),
    wrongContacts: people.filter((p) => !truthPeople.has(nameKey(p.name))).map((p) => p.name),
    wrongTitles,
  };
}

const pct = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const f = (value: number) => `${value.toFixed(1).padStart(5)} %`;

function line(label: string, c: Counts): string {
  return (
    `${label.padEnd(22)} ${String(c.sites).padStart(4)}  ` +
    `email R ${f(pct(c.emailsRight, c.emails))} P ${f(pct(c.emailsRight, c.emailsFound))}  ` +
    `contact R ${f(pct(c.contactsRight, c.contacts))} P ${f(pct(c.contactsRight, c.contactsFound))}  ` +
    `title ${f(pct(c.titleRight, c.titled))}  ` +
    `| baseline email R ${f(pct(c.baseEmailsRight, c.emails))} P ${f(pct(c.baseEmailsRight, c.baseEmailsFound))}  ` +
    `contact R ${f(pct(c.baseContactsRight, c.contacts))}`
  );
}

export interface CorpusReport {
  total: Counts;
  lines: string[];
}

/** Totals and one line per pattern label (and per language). */
export function report(sites: LabelledSite[], scores: SiteScore[]): CorpusReport {
  const total = zero();
  const byLabel = new Map<string, Counts>();
  const byId = new Map(sites.map((s) => [s.id, s]));
  for (const score of scores) {
    add(total, score.counts);
    const site = byId.get(score.id)!;
    for (const label of [...new Set(site.patterns)].concat(`lang:${site.language}`)) {
      const counts = byLabel.get(label) ?? zero();
      add(counts, score.counts);
      byLabel.set(label, counts);
    }
  }
  const lines = [line('all', total)];
  for (const label of [...byLabel.keys()].sort()) lines.push(line(label, byLabel.get(label)!));
  return { total, lines };
}

export function figures(c: Counts) {
  return {
    emailRecall: pct(c.emailsRight, c.emails),
    emailPrecision: pct(c.emailsRight, c.emailsFound),
    contactRecall: pct(c.contactsRight, c.contacts),
    contactPrecision: pct(c.contactsRight, c.contactsFound),
    titleAccuracy: pct(c.titleRight, c.titled),
  };
}

/** Scores every site of a disk corpus through the crawler. */
export async function scoreDiskCorpus(sites: DiskSite[]): Promise<SiteScore[]> {
  const enrich = diskEnricher(sites);
  const scores: SiteScore[] = [];
  for (const site of sites) scores.push(scoreSite(site, await enrich(site), diskHome(site)));
  return scores;
}
