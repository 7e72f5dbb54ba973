/**
 * extractPage: one fetched HTML page → PageFindings (emails, phones, socials, people, size,
 * links). Pure and synchronous; the crawler fetches, the merger (merge-findings.ts) combines
 * the pages of a site.
 */
import { load } from 'cheerio';
import type { ExtractInput, FindingSource, PageFindings } from '../types.js';
import { emailContext } from './email-context.js';
import { cfEmailFromHref, findEmailsInText } from './email-text.js';
import { FindingsCollector } from './findings-collector.js';
import { kindByWords, localMatchesName, parseEmail } from './email-address.js';
import {
  cleanText,
  collapseSpaces,
  decodeResidualEntities,
  safeDecodeURIComponent,
} from './normalize-text.js';
import { walkPage, type PageDom } from './page-dom.js';
import { pageLinks, resolveHref } from './page-links.js';
import { findPhonesInText, phoneFromTelHref, phoneFromWhatsAppUrl } from './phone-text.js';
import { findEmployeesInText, findRevenueInText } from './size-signals.js';
import { MAX_PEOPLE_ON_A_PAGE, repeatsOneLabel, worksElsewhere } from './people-guard.js';
import { nameKey } from './person-name.js';
import { photoCardPeople } from './photo-cards.js';
import { readJsonLd, readMicrodata, type StructuredData } from './structured-data.js';
import {
  contactInLine,
  findContactsInLines,
  isBusinessName,
  type LineContact,
} from './text-contacts.js';
import { registrableDomain, registrableDomainOfUrl, isSameSite } from './site-domain.js';
import { collectVcard } from './vcard.js';

export { findEmailsInText, decodeCfEmail, cfEmailFromHref } from './email-text.js';
export { findPhonesInText, phoneFromTelHref } from './phone-text.js';
export { findEmployeesInText, findRevenueInText } from './size-signals.js';
export { contactInLine } from './text-contacts.js';

/** Addresses in a mailto: href ("mailto:a@x.com,b@x.com?subject=…&cc=c@x.com"). */
export function emailsFromMailto(href: string): string[] {
  const raw = cleanText(href.trim().replace(/^mailto:/i, ''));
  const [path = '', query = ''] = raw.split('?', 2);
  const out: string[] = [];
  const push = (list: string) => {
    for (const part of safeDecodeURIComponent(list).split(/[,;\s]+/)) {
      const p = cleanText(part).trim();
      if (p.includes('@')) out.push(p);
    }
  };
  push(path);
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (/^(?:to|cc|bcc)$/i.test(key)) push(value);
  }
  return out;
}

function addStructured(
  c: FindingsCollector,
  data: StructuredData,
  source: 'jsonld' | 'microdata',
): void {
  for (const person of data.people) {
    const name = c.addContact({
      name: person.name,
      title: person.title,
      founder: person.founder,
      source,
    });
    if (!name) continue;
    for (const e of person.emails) {
      const address = c.addEmail(e, source, name);
      if (address) c.tieContact(name, { email: address });
    }
    for (const p of person.phones) c.addPhone(p);
    for (const s of person.sameAs) {
      const profile = c.addSocial(s);
      if (profile?.kind === 'person') c.tieContact(name, { linkedin: profile.url });
    }
  }
  for (const e of data.emails) c.addEmail(e.address, source, e.personName);
  for (const p of data.phones) c.addPhone(p);
  for (const s of data.sameAs) c.addSocial(s);
  c.setEmployees(data.employees ? { ...data.employees, source } : null);
  c.setRevenue(data.revenue ? { ...data.revenue, source } : null);
}

/** Structured data listing crowds (a directory's ItemList of Person) names no contact. */
function withoutCrowds(data: StructuredData): StructuredData {
  return data.people.length > MAX_PEOPLE_ON_A_PAGE ? { ...data, people: [] } : data;
}

/** The lines of sections of other people, as name keys padded for whole-word matching. */
function foreignNames(dom: PageDom): string[] {
  return dom.lines.filter((l) => l.section === 'foreign').map((l) => ` ${nameKey(l.text)} `);
}

/**
 * Structured people who are someone else's: printed in a section of other people (speakers,
 * reviews, obituaries), or whose job names another organisation after a comma ("Économiste,
 * UPA", "Professeure, Université Laval").
 */
function ownPeople(
  data: StructuredData,
  dom: PageDom,
  siteDomain: string,
  others: Set<string>,
): StructuredData {
  const foreign = foreignNames(dom);
  const people = data.people.filter((p) => {
    const key = nameKey(p.name);
    const elsewhere =
      (key !== '' && foreign.some((line) => line.includes(` ${key} `))) ||
      (p.title !== null && worksElsewhere(p.title, siteDomain));
    // The same person printed as a card is someone else's too.
    if (elsewhere) others.add(key);
    return !elsewhere;
  });
  return people.length === data.people.length ? data : { ...data, people };
}

/**
 * A name with its job in an image's alt text or a link's title ("Tomás Aznar – Agente
 * comercial"), where builders put a team photo's caption; not on people of other sections.
 */
function peopleInAttributes(
  $: ReturnType<typeof load>,
  dom: PageDom,
  siteDomain: string,
): Array<{ name: string; title: string }> {
  const foreign = foreignNames(dom);
  const out: Array<{ name: string; title: string }> = [];
  const keep = (found: { name: string; title: string | null }) => {
    if (out.length >= MAX_PEOPLE_ON_A_PAGE) return;
    if (!found.title || worksElsewhere(found.title, siteDomain)) return;
    const key = nameKey(found.name);
    if (foreign.some((line) => line.includes(` ${key} `))) return;
    if (!out.some((p) => p.name === found.name)) out.push({ name: found.name, title: found.title });
  };
  $('img[alt], img[title], a[title], figure[title]').each((_, el) => {
    for (const attr of ['alt', 'title']) {
      const text = collapseSpaces($(el).attr(attr) ?? '');
      if (text.length < 5 || text.length > 120) continue;
      const found = contactInLine(text);
      if (found && !found.legal) keep(found);
    }
  });
  // alt="Ramona Kranz" over "Büro / Buchhaltung", in a grid of such cards.
  for (const p of photoCardPeople($, dom)) keep(p);
  return out;
}

/** On a directory (crowds of names, or of other businesses' addresses): the legal notice's only. */
function withoutCrowdsInLines(people: LineContact[], directory: boolean): LineContact[] {
  const named = people.filter((p) => p.evidence !== 'legal');
  return directory || named.length > MAX_PEOPLE_ON_A_PAGE
    ? people.filter((p) => p.evidence === 'legal')
    : people;
}

interface FoundEmail {
  raw: string;
  source: FindingSource;
  line: number;
  group: number;
}

interface Placed {
  address: string;
  line: number;
  group: number;
}

/** Ties addresses and LinkedIn profiles to the people named beside them (same line or card). */
function tieByPlace(
  c: FindingsCollector,
  siteDomain: string,
  dom: PageDom,
  people: LineContact[],
  placed: Placed[],
  profiles: Placed[],
): void {
  const lineName = new Map<number, string>();
  const groupNames = new Map<number, Set<string>>();
  for (const p of people) {
    if (!c.hasContact(p.name)) continue;
    lineName.set(p.line, p.name);
    const g = dom.lines[p.line]?.group ?? 0;
    if (g !== 0) {
      const set = groupNames.get(g) ?? new Set<string>();
      set.add(p.name);
      groupNames.set(g, set);
    }
  }
  const nameFor = (item: Placed): string | null => {
    const same = lineName.get(item.line);
    if (same) return same;
    if (item.group !== 0 && (dom.groupSizes.get(item.group) ?? 99) <= 8) {
      const names = groupNames.get(item.group);
      if (names && names.size === 1) return [...names][0] ?? null;
    }
    return null;
  };
  for (const e of placed) {
    const name = nameFor(e);
    if (!name) continue;
    const parsed = parseEmail(e.address);
    if (!parsed) continue;
    // The person's own address, or a non-generic one of the site beside them in their card;
    // never the shop's info@, a mailbox named after the business, or someone else's domain.
    const own = localMatchesName(parsed.local, name);
    const beside =
      kindByWords(e.address) !== 'generic' &&
      isSameSite(parsed.domain, siteDomain) &&
      !isBusinessName(parsed.local, siteDomain);
    if (own || beside) c.tieContact(name, { email: e.address });
  }
  for (const l of profiles) {
    const name = nameFor(l);
    if (name) c.tieContact(name, { linkedin: l.address });
  }
}

export function extractPage(input: ExtractInput): PageFindings {
  const siteDomain = registrableDomain(input.siteDomain || registrableDomainOfUrl(input.url));
  const $ = load(input.html);
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && resolveHref(baseHref, input.url)) || input.url;
  const c = new FindingsCollector(input.url, siteDomain);
  const dom = walkPage($);

  // Structured data first: it names people most reliably.
  const others = new Set<string>();
  addStructured(c, ownPeople(withoutCrowds(readJsonLd($)), dom, siteDomain, others), 'jsonld');
  addStructured(
    c,
    ownPeople(withoutCrowds(readMicrodata($)), dom, siteDomain, others),
    'microdata',
  );

  // Addresses wherever the page holds them, then the ones its context disowns left out.
  const found: FoundEmail[] = [];
  const profiles: Placed[] = [];
  for (const a of dom.anchors) {
    const href = a.href.trim();
    if (/^mailto:/i.test(href)) {
      for (const raw of emailsFromMailto(href))
        found.push({ raw, source: 'mailto', line: a.line, group: a.group });
    } else if (/^(?:tel|callto):/i.test(href)) {
      c.addPhone(phoneFromTelHref(href));
    } else if (/\/cdn-cgi\/l\/email-protection/i.test(href)) {
      const decoded = cfEmailFromHref(href);
      if (decoded) found.push({ raw: decoded, source: 'cfemail', line: a.line, group: a.group });
    } else {
      const url = resolveHref(href, base);
      if (!url) continue;
      const wa = phoneFromWhatsAppUrl(url);
      if (wa) c.addPhone(wa);
      const profile = c.addSocial(url);
      if (profile?.kind === 'person')
        profiles.push({ address: profile.url, line: a.line, group: a.group });
    }
  }
  for (const cf of dom.cfEmails)
    found.push({ raw: cf.address, source: 'cfemail', line: cf.line, group: cf.group });

  // Visible text, line by line.
  let employeesText: string | null = null;
  for (const [i, line] of dom.lines.entries()) {
    for (const e of findEmailsInText(line.text, siteDomain))
      found.push({
        raw: e.address,
        source: e.obfuscated ? 'obfuscated' : 'text',
        line: i,
        group: line.group,
      });
    for (const phone of findPhonesInText(line.text)) c.addPhone(phone);
    if (employeesText === null) {
      const employees = findEmployeesInText(line.text);
      if (employees) {
        employeesText = line.text;
        c.setEmployees({ ...employees, source: 'text' });
      }
    }
    const revenue = findRevenueInText(line.text);
    if (revenue) c.setRevenue({ ...revenue, source: 'text' });
  }

  const candidates = found.flatMap((f) => {
    const parsed = parseEmail(f.raw);
    return parsed ? [{ ...f, parsed }] : [];
  });
  // People written in the page's text; on a page that names crowds or lists other businesses'
  // addresses or people under one label line after line (a directory), only the legal notice's.
  const inLines = findContactsInLines(dom.lines, siteDomain);
  const labelled = repeatsOneLabel(inLines.filter((p) => p.evidence === 'legal'));
  const context = emailContext(dom, siteDomain, base, candidates, labelled);
  const lineContacts =
    labelled && context.crowd ? [] : withoutCrowdsInLines(inLines, context.crowd);
  const bare: LineContact[] = [];
  for (const p of lineContacts) {
    if (others.has(nameKey(p.name))) continue;
    if (p.evidence === 'bare') bare.push(p);
    else
      c.addContact({
        name: p.name,
        title: p.title,
        source: p.source,
        legal: p.evidence === 'legal',
        signer: p.evidence === 'signature',
        given: p.given ?? false,
      });
  }

  // Photos captioned only in their attributes: alt="Tomás Aznar, agente comercial".
  if (!context.crowd && lineContacts.length <= MAX_PEOPLE_ON_A_PAGE) {
    for (const p of peopleInAttributes($, dom, siteDomain))
      c.addContact({ ...p, source: 'team_page' });
  }

  const placed: Placed[] = [];
  for (const f of candidates) {
    if (context.junk(f) !== null) continue;
    const address = c.addEmail(f.raw, f.source, null, f.line);
    if (address) placed.push({ address, line: f.line, group: f.group });
  }

  // vCards written into the page (usually in a <pre>): read from the source, tags out.
  if (/BEGIN:VCARD/i.test(input.html)) {
    for (const block of input.html.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi) ?? []) {
      const text = load(block.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''), null, false)
        .root()
        .text();
      collectVcard(c, decodeResidualEntities(text));
    }
  }

  // Bare names become contacts only when an address on the page spells them.
  for (const p of bare) {
    const spelled = placed.find((e) => localMatchesName(e.address.split('@')[0] ?? '', p.name));
    if (spelled)
      c.addContact({ name: p.name, title: null, source: p.source, email: spelled.address });
  }
  tieByPlace(c, siteDomain, dom, lineContacts, placed, profiles);

  c.setLinks(pageLinks(dom.anchors, base));
  return c.finish();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Findings of plain text (a text/plain page, an email signature, an OCR'd flyer): each line is
 * read as a line of a page.
 */
export function extractFromText(text: string, url: string, siteDomain?: string): PageFindings {
  const body = text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return extractPage({
    url,
    html: `<!DOCTYPE html><html><body>${body}</body></html>`,
    siteDomain: siteDomain ?? registrableDomainOfUrl(url),
  });
}
