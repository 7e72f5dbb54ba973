/**
 * vCards (2.1, 3.0, 4.0): a `.vcf` file the crawler fetched, or BEGIN:VCARD text inside a page.
 */
import type { PageFindings } from '../types.js';
import { FindingsCollector } from './findings-collector.js';
import { fold } from './normalize-text.js';
import { registrableDomainOfUrl } from './site-domain.js';
import { isBusinessName } from './text-contacts.js';

export interface VcardEntry {
  fullName: string | null;
  title: string | null;
  org: string | null;
  emails: string[];
  phones: string[];
  urls: string[];
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  const encoding = /8859|latin|1252/i.test(charset) ? 'latin1' : 'utf8';
  return Buffer.from(bytes).toString(encoding);
}

function unescape(value: string): string {
  return value.replace(/\\([nN,;:\\])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? ' ' : ch));
}

function parseLine(line: string): Property | null {
  // Property name (with optional group "item1."), parameters, then ":" value.
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon <= 0) return null;
  const head = line.slice(0, colon);
  const value = line.slice(colon + 1);
  const [rawName = '', ...rawParams] = head.split(';');
  const name = rawName.replace(/^[^.]*\./, '').toUpperCase();
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq === -1) params.TYPE = params.TYPE ? `${params.TYPE},${p}` : p;
    else params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name, params, value };
}

/** Every card in `text`. */
export function parseVcards(text: string): VcardEntry[] {
  const out: VcardEntry[] = [];
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '');
  const blocks = unfolded.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi) ?? [];
  for (const block of blocks) {
    const entry: VcardEntry = {
      fullName: null,
      title: null,
      org: null,
      emails: [],
      phones: [],
      urls: [],
    };
    let structuredName: string | null = null;
    // Quoted-printable soft line breaks continue on the next physical line.
    const lines = block.replace(/=\n/g, '=\r\n').split('\n');
    for (let i = 0; i < lines.length; i++) {
      let line = lines[i] ?? '';
      while (line.endsWith('=\r') && /QUOTED-PRINTABLE/i.test(line) && i + 1 < lines.length) {
        line = `${line.slice(0, -2)}${lines[++i] ?? ''}`;
      }
      const prop = parseLine(line.trim());
      if (!prop) continue;
      let value = prop.value.trim();
      if (
        (prop.params.ENCODING ?? '').toUpperCase() === 'QUOTED-PRINTABLE' ||
        /QUOTED-PRINTABLE/i.test(prop.params.TYPE ?? '')
      ) {
        value = decodeQuotedPrintable(value, prop.params.CHARSET ?? 'utf-8');
      }
      switch (prop.name) {
        case 'FN':
          entry.fullName = unescape(value).trim() || null;
          break;
        case 'N': {
          const [family = '', given = '', additional = '', prefix = ''] = value
            .split(';')
            .map((s) => unescape(s).trim());
          const parts = [prefix, given, additional, family].filter((s) => s !== '');
          if (parts.length > 0) structuredName = parts.join(' ');
          break;
        }
        case 'TITLE':
        case 'ROLE':
          entry.title ??= unescape(value).trim() || null;
          break;
        case 'ORG':
          entry.org =
            value
              .split(';')
              .map((s) => unescape(s).trim())
              .filter((s) => s !== '')
              .join(' ') || null;
          break;
        case 'EMAIL':
          entry.emails.push(
            unescape(value)
              .replace(/^mailto:/i, '')
              .trim(),
          );
          break;
        case 'TEL':
          entry.phones.push(unescape(value).replace(/^tel:/i, '').trim());
          break;
        case 'URL':
        case 'X-SOCIALPROFILE':
        case 'X-LINKEDIN':
        case 'X-FACEBOOK':
        case 'X-INSTAGRAM':
        case 'X-TWITTER':
          entry.urls.push(unescape(value).trim());
          break;
        default:
          break;
      }
    }
    entry.fullName ??= structuredName;
    out.push(entry);
  }
  return out;
}

/** Adds a card's findings to a page's collector (shared with in-page vCards). */
export function collectVcard(collector: FindingsCollector, text: string): void {
  for (const card of parseVcards(text)) {
    // An organisation's card names the business in FN ("Ocean Apparel" / ORG "Ocean Apparel LLC").
    const fn = card.fullName;
    const isPerson =
      fn !== null &&
      !(card.org && fold(card.org).startsWith(fold(fn))) &&
      !isBusinessName(fn, collector.siteDomain);
    const contactName =
      isPerson && fn
        ? collector.addContact({ name: fn, title: card.title, source: 'vcard' })
        : null;
    for (const e of card.emails) {
      const address = collector.addEmail(e, 'vcard', contactName);
      if (address && contactName) collector.tieContact(contactName, { email: address });
    }
    for (const t of card.phones) collector.addPhone(t);
    for (const u of card.urls) {
      const profile = collector.addSocial(u);
      if (profile?.kind === 'person' && contactName)
        collector.tieContact(contactName, { linkedin: profile.url });
    }
  }
}

/**
 * Findings of a vCard file (text/vcard, .vcf) fetched from `url`. `siteDomain` defaults to the
 * registrable domain of `url`.
 */
export function extractVcard(text: string, url: string, siteDomain?: string): PageFindings {
  const collector = new FindingsCollector(url, siteDomain ?? registrableDomainOfUrl(url));
  collectVcard(collector, text);
  return collector.finish();
}
