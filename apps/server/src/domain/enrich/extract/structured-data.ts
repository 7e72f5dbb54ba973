/**
 * Schema.org data: JSON-LD scripts and microdata. Emails, phones, sameAs profiles, people
 * (Person items, founder, employee, member) and size figures (numberOfEmployees, revenue).
 */
import type { CheerioAPI } from 'cheerio';
import type { DomNode } from './page-dom.js';
import { nodeText } from './page-dom.js';
import { foundedLongAgo } from './prose-people.js';
import { collapseSpaces, decodeResidualEntities } from './normalize-text.js';

export interface StructuredPerson {
  name: string;
  title: string | null;
  /** The person came from a founder/founders property. */
  founder: boolean;
  emails: string[];
  phones: string[];
  sameAs: string[];
}

export interface StructuredSize {
  value: string;
  estimate: boolean;
}

export interface StructuredData {
  /** Addresses with the Person they belong to, when they do. */
  emails: Array<{ address: string; personName: string | null }>;
  phones: string[];
  sameAs: string[];
  people: StructuredPerson[];
  employees: StructuredSize | null;
  revenue: StructuredSize | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asArray(v: Json | undefined): Json[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

function strings(v: Json | undefined): string[] {
  const out: string[] = [];
  for (const item of asArray(v)) {
    if (typeof item === 'string') out.push(item);
    else if (typeof item === 'number') out.push(String(item));
    else if (isObject(item)) {
      const inner = item['@id'] ?? item.url ?? item.value ?? item.name;
      if (typeof inner === 'string') out.push(inner);
    }
  }
  return out.map((s) => collapseSpaces(decodeResidualEntities(s))).filter((s) => s !== '');
}

function typesOf(o: JsonObject): string[] {
  return asArray(o['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

/** Lenient JSON-LD parse: comments, CDATA wrappers, trailing commas and raw newlines tolerated. */
export function parseJsonLd(text: string): Json | null {
  const stripped = text
    .replace(/^\s*<!--|-->\s*$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  if (stripped === '') return null;
  try {
    return JSON.parse(stripped) as Json;
  } catch {
    try {
      const repaired = stripped.replace(/,\s*([}\]])/g, '$1').replace(/\p{Cc}+/gu, ' ');
      return JSON.parse(repaired) as Json;
    } catch {
      return null;
    }
  }
}

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

function sizeFrom(v: Json | undefined): StructuredSize | null {
  for (const item of asArray(v)) {
    if (typeof item === 'number' && Number.isFinite(item) && item > 0) {
      return { value: formatNumber(item), estimate: false };
    }
    if (typeof item === 'string') {
      const t = collapseSpaces(item);
      const range = /^(\d[\d.,]*)\s*(?:-|–|to|a|bis|à)\s*(\d[\d.,]*)$/.exec(t);
      if (range) return { value: `${toInt(range[1])}-${toInt(range[2])}`, estimate: false };
      if (/^\d[\d.,]*\+?$/.test(t))
        return { value: t.endsWith('+') ? `${toInt(t)}+` : String(toInt(t)), estimate: false };
      if (t !== '')
        return { value: t, estimate: /aprox|approx|~|estim|circa|ca\.|about|around/i.test(t) };
    }
    if (isObject(item)) {
      const value = item.value;
      const min = item.minValue;
      const max = item.maxValue;
      const estimate = typesOf(item).some((t) => t.includes('estimat')) || item.estimate === true;
      if (typeof value === 'number' || typeof value === 'string') {
        const inner = sizeFrom(value);
        if (inner) return { value: inner.value, estimate: estimate || inner.estimate };
      }
      if (
        (typeof min === 'number' || typeof min === 'string') &&
        (typeof max === 'number' || typeof max === 'string')
      ) {
        return { value: `${toInt(String(min))}-${toInt(String(max))}`, estimate };
      }
      if (typeof min === 'number' || typeof min === 'string')
        return { value: `${toInt(String(min))}+`, estimate };
    }
  }
  return null;
}

function toInt(s: string | undefined): number {
  return Number.parseInt((s ?? '').replace(/[.,\s+]/g, ''), 10);
}

const MAGNITUDES: Array<[number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * 2500000 + "EUR" → "2.5M EUR". `unit` keeps the magnitude the site wrote ("0,4 M€" stays
 * "0.4M EUR" rather than "400K EUR").
 */
export function formatMoney(
  amount: number,
  currency: string | null,
  unit: 'B' | 'M' | 'K' | null = null,
): string {
  let text = formatNumber(amount);
  for (const [size, suffix] of MAGNITUDES) {
    if (unit ? suffix === unit : amount >= size) {
      text = `${formatNumber(Math.round((amount / size) * 100) / 100)}${suffix}`;
      break;
    }
  }
  return currency ? `${text} ${currency}` : text;
}

function revenueFrom(v: Json | undefined): StructuredSize | null {
  for (const item of asArray(v)) {
    if (typeof item === 'number' && item > 0)
      return { value: formatMoney(item, null), estimate: false };
    if (typeof item === 'string' && item.trim() !== '') {
      return {
        value: collapseSpaces(item),
        estimate: /aprox|approx|~|estim|circa|about|around/i.test(item),
      };
    }
    if (isObject(item)) {
      const currency = typeof item.currency === 'string' ? item.currency.toUpperCase() : null;
      const estimate = item.estimate === true || typesOf(item).some((t) => t.includes('estimat'));
      const value = item.value ?? item.amount;
      const min = item.minValue;
      const max = item.maxValue;
      if (typeof value === 'number') return { value: formatMoney(value, currency), estimate };
      if (typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim())) {
        return { value: formatMoney(Number(value), currency), estimate };
      }
      if (typeof min === 'number' && typeof max === 'number') {
        return { value: `${formatMoney(min, null)}-${formatMoney(max, currency)}`, estimate: true };
      }
    }
  }
  return null;
}

const PERSON_KEYS = [
  'founder',
  'founders',
  'employee',
  'employees',
  'member',
  'members',
  'contactPoint',
  'owner',
  'ceo',
  'director',
  'alumni',
];

/** Properties whose people are not the business's: reviewers, authors, performers, customers. */
const FOREIGN_KEYS = new Set([
  'review',
  'reviews',
  'author',
  'creator',
  'contributor',
  'attendee',
  'attendees',
  'performer',
  'performers',
  'actor',
  'customer',
  'patient',
  'subjectOf',
  'mentions',
  'comment',
  'itemReviewed',
]);

function personName(o: JsonObject): string | null {
  const name = strings(o.name)[0];
  if (name) return name;
  const given = strings(o.givenName)[0];
  const family = strings(o.familyName)[0];
  if (given && family) return `${given} ${family}`;
  return null;
}

export function readJsonLd($: CheerioAPI): StructuredData {
  const data: StructuredData = {
    emails: [],
    phones: [],
    sameAs: [],
    people: [],
    employees: null,
    revenue: null,
  };
  const seen = new Set<JsonObject>();

  /**
   * `foreign`: under a review, an author, an event's performers… (other people than the
   * business's); `roleName`: the title an OrganizationRole wrapping the person gives.
   */
  const visit = (
    v: Json | undefined,
    viaKey: string | null,
    depth: number,
    foreign = false,
    roleName: string | null = null,
  ) => {
    if (depth > 12) return;
    if (Array.isArray(v)) {
      for (const item of v) visit(item, viaKey, depth + 1, foreign, roleName);
      return;
    }
    if (!isObject(v) || seen.has(v)) return;
    seen.add(v);
    const types = typesOf(v);
    const isPerson =
      types.includes('person') ||
      (types.length === 0 &&
        (viaKey === 'founder' ||
          viaKey === 'founders' ||
          viaKey === 'employee' ||
          viaKey === 'employees') &&
        v.name !== undefined);
    const name = isPerson ? personName(v) : null;
    if (foreign) {
      // A reviewer's or a performer's details are theirs, not the business's.
      for (const [key, child] of Object.entries(v)) {
        if (typeof child === 'object' && child !== null) visit(child, key, depth + 1, true);
      }
      return;
    }
    for (const e of strings(v.email))
      data.emails.push({ address: e.replace(/^mailto:/i, ''), personName: name });
    const phones = strings(v.telephone);
    data.phones.push(...phones);
    const sameAs = strings(v.sameAs);
    // Someone who has died ("deathDate") is the business's history, not its contact.
    if (isPerson && name && v.deathDate === undefined) {
      data.people.push({
        name,
        title: strings(v.jobTitle)[0] ?? strings(v.roleName)[0] ?? roleName,
        founder: viaKey === 'founder' || viaKey === 'founders',
        emails: strings(v.email).map((e) => e.replace(/^mailto:/i, '')),
        phones,
        sameAs,
      });
    } else {
      data.sameAs.push(...sameAs);
    }
    if (v.numberOfEmployees !== undefined && !data.employees)
      data.employees = sizeFrom(v.numberOfEmployees);
    for (const key of ['annualRevenue', 'revenue', 'yearlyRevenue', 'annualTurnover', 'turnover']) {
      if (v[key] !== undefined && !data.revenue) data.revenue = revenueFrom(v[key]);
    }
    // The founders of a business founded long ago ("foundingDate": "1921") are its history.
    const historical = foundedLongAgo(v.foundingDate);
    for (const key of ['founder', 'founders']) {
      for (const item of historical ? [] : asArray(v[key])) {
        if (typeof item === 'string' && item.trim() !== '') {
          data.people.push({
            name: collapseSpaces(item),
            title: null,
            founder: true,
            emails: [],
            phones: [],
            sameAs: [],
          });
        }
      }
    }
    // schema.org's OrganizationRole: {"@type":"OrganizationRole","roleName":"CEO","member":{Person}}.
    const role = types.some((t) => t.endsWith('role')) ? (strings(v.roleName)[0] ?? null) : null;
    for (const [key, child] of Object.entries(v)) {
      if (key === '@context') continue;
      if (typeof child === 'object' && child !== null) {
        const via = PERSON_KEYS.includes(key) ? key : key === '@graph' ? viaKey : key;
        const past = historical && (key === 'founder' || key === 'founders');
        visit(child, via, depth + 1, FOREIGN_KEYS.has(key) || past, role);
      }
    }
  };

  $('script').each((_, el) => {
    const type = ($(el).attr('type') ?? '').toLowerCase();
    if (!type.includes('ld+json')) return;
    const parsed = parseJsonLd($(el).text());
    if (parsed !== null) visit(parsed, null, 0);
  });
  return data;
}

/** Value of a microdata property element (content, href, src, datetime or text). */
function itempropValue(node: DomNode): string {
  const a = node.attribs ?? {};
  if (a.content !== undefined) return a.content;
  const name = node.name ?? '';
  if ((name === 'a' || name === 'link' || name === 'area') && a.href !== undefined) return a.href;
  if (name === 'meta') return a.content ?? '';
  if ((name === 'img' || name === 'audio' || name === 'video' || name === 'source') && a.src)
    return a.src;
  if (name === 'time' && a.datetime) return a.datetime;
  if ((name === 'data' || name === 'meter') && a.value !== undefined) return a.value;
  return nodeText(node);
}

/** Properties of an itemscope that belong to it and not to a nested itemscope. */
function ownProps(scope: DomNode): Array<{ prop: string; node: DomNode }> {
  const out: Array<{ prop: string; node: DomNode }> = [];
  const stack: DomNode[] = [...(scope.children ?? [])].reverse();
  while (stack.length > 0) {
    const c = stack.pop();
    if (!c || c.type !== 'tag') continue;
    const props = (c.attribs?.itemprop ?? '').split(/\s+/).filter((p) => p !== '');
    for (const prop of props) out.push({ prop, node: c });
    if (c.attribs && 'itemscope' in c.attribs) continue;
    const children = c.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push(child);
    }
  }
  return out;
}

/** A microdata item that is (or sits in) a review, an author, a performer… */
function underForeignProperty(node: DomNode): boolean {
  let current: DomNode | null | undefined = node;
  for (let depth = 0; current && depth < 30; depth++) {
    const props = (current.attribs?.itemprop ?? '').split(/\s+/);
    if (props.some((p) => FOREIGN_KEYS.has(p))) return true;
    current = current.parent;
  }
  return false;
}

export function readMicrodata($: CheerioAPI): StructuredData {
  const data: StructuredData = {
    emails: [],
    phones: [],
    sameAs: [],
    people: [],
    employees: null,
    revenue: null,
  };
  $('[itemscope]').each((_, el) => {
    const node = el as unknown as DomNode;
    const type = (node.attribs?.itemtype ?? '').toLowerCase();
    const props = ownProps(node);
    const isPerson = /person$/.test(type.replace(/\/+$/, ''));
    const values = (name: string) =>
      props
        .filter((p) => p.prop.toLowerCase() === name.toLowerCase())
        .map((p) => collapseSpaces(itempropValue(p.node)));
    const emails = values('email').map((e) => e.replace(/^mailto:/i, '').split('?')[0] ?? '');
    const phones = values('telephone').map((t) => t.replace(/^tel:/i, ''));
    const sameAs = values('sameAs').concat(
      values('url').filter((u) =>
        /linkedin|facebook|instagram|twitter|x\.com|youtube|tiktok/i.test(u),
      ),
    );
    if (isPerson && underForeignProperty(node)) return;
    if (isPerson) {
      let name = values('name')[0] ?? null;
      if (!name) {
        const given = values('givenName')[0];
        const family = values('familyName')[0];
        if (given && family) name = `${given} ${family}`;
      }
      for (const e of emails) data.emails.push({ address: e, personName: name });
      if (name) {
        data.people.push({
          name,
          title: values('jobTitle')[0] ?? values('roleName')[0] ?? null,
          founder: /(?:^|\s)founders?(?:\s|$)/.test(node.attribs?.itemprop ?? ''),
          emails,
          phones,
          sameAs,
        });
      }
    } else {
      data.sameAs.push(...sameAs);
    }
    const employees = values('numberOfEmployees')[0];
    if (employees && !data.employees) data.employees = sizeFrom(employees);
  });
  // Email and telephone properties wherever they are (Person ones were taken above with their name).
  const personEmails = new Set(data.emails.map((e) => e.address.toLowerCase()));
  $('[itemprop]').each((_, el) => {
    const node = el as unknown as DomNode;
    const props = (node.attribs?.itemprop ?? '').toLowerCase().split(/\s+/);
    const value = collapseSpaces(itempropValue(node));
    if (props.includes('email')) {
      const address = value.replace(/^mailto:/i, '').split('?')[0] ?? '';
      if (!personEmails.has(address.toLowerCase())) data.emails.push({ address, personName: null });
    }
    if (props.includes('telephone')) data.phones.push(value.replace(/^tel:/i, ''));
  });
  return data;
}
