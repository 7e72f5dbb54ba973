/**
 * People named in the page's lines: "Name — Title", "Name, Title", "Name | Title",
 * "Title: Name", a name line followed by a title line (team cards), and legal notices
 * ("Titular:", "Inhaber:", "Geschäftsführer:", "Directeur de la publication :", "Gérant").
 */
import type { FindingSource } from '../types.js';
import { looksLikeTitle } from './job-title.js';
import { collapseSpaces, fold } from './normalize-text.js';
import type { PageLine } from './page-dom.js';
import { cleanPersonName } from './person-name.js';

export interface LineContact {
  name: string;
  title: string | null;
  line: number;
  source: FindingSource;
}

const EMAIL_LIKE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu;
const URL_LIKE = /https?:\/\/\S+|www\.\S+/gi;
const PHONE_LIKE = /(?:\+|\b)\d[\d\s().-]{6,}\d/g;

/** Labels of legal notices and imprints that name the person in charge. */
const LEGAL_LABELS: RegExp[] = [
  /^titular(?: del (?:sitio|sitio web|dominio|negocio|establecimiento))?$/,
  /^responsable(?: del (?:sitio|sitio web|tratamiento|contenido))?$/,
  /^inhaber(?:in)?$/,
  /^geschaftsfuhrer(?:in)?$/,
  /^geschaftsfuhrung$/,
  /^vertreten durch(?: (?:den|die) geschaftsfuhrer(?:in)?)?$/,
  /^vertretungsberechtigte[r]? geschaftsfuhrer(?:in)?$/,
  /^verantwortlich(?: fur den inhalt)?(?: (?:nach|gem\.?|gemass) .*)?$/,
  /^direct(?:eur|rice) de (?:la )?publication$/,
  /^responsable de (?:la )?publication$/,
  /^gerant(?:e)?$/,
  /^proprietaire$/,
  /^representante legal$/,
  /^responsavel(?: legal)?$/,
  /^proprietari[oa]$/,
  /^owner$|^proprietor$/,
];

/** Company legal forms (es, en, pt, fr, de). */
const LEGAL_FORM =
  /(?:^|[\s,])(?:S\.?\s?L\.?(?:U\.?)?|S\.?\s?A\.?(?:S\.?|C\.?)?|S\.?\s?R\.?\s?L\.?|S\.?\s?C\.?|S\.?\s?A\.? de C\.?\s?V\.?|S\.?\s?p\.?\s?A\.?|SpA|E\.?\s?I\.?\s?R\.?\s?L\.?|S\.?\s?de\s?R\.?\s?L\.?|Ltda\.?|Lda\.?|Unipessoal|EIRELI|ME|SARL|EURL|SAS|SASU|SCI|GmbH|UG|AG|KG|OHG|GbR|e\.\s?K\.?|mbH|LLC|L\.L\.C\.|Inc\.?|Ltd\.?|LLP|PLC|Corp\.?|Co\.)(?=$|[\s,.)])/;

/** Addresses written with [at]/(at)/(arroba)/" at … dot …" — noise around a name or title. */
const OBFUSCATED_EMAIL_LIKE =
  /[\p{L}\p{N}._%+-]+\s*(?:[[({<]\s*(?:at|arroba|chez|ät|@|a)\s*[\])}>]|\s(?:at|arroba|chez)\s)\s*[\p{L}\p{N}-]+(?:\s*(?:[[({<]\s*(?:dot|punto|point|ponto|punkt|\.)\s*[\])}>]|\s(?:dot|punto|point|ponto|punkt)\s|\.)\s*[\p{L}\p{N}-]+)+/giu;

/** Drops the texts of links that end the line ("… Directora in", "… Envíanos un correo"). */
function withoutTrailingLinks(text: string, linkTexts: readonly string[]): string {
  let t = text.trim();
  for (let round = 0; round < 4; round++) {
    const before = t;
    for (const link of linkTexts) {
      const l = stripNoise(link);
      // Whole words only: the "in" of a LinkedIn icon is not the end of "Martin".
      if (l !== '' && t.endsWith(l) && t.length > l.length) {
        const rest = t.slice(0, -l.length);
        if (/[\s,;:|·•–—-]$/u.test(rest)) t = rest.replace(/[\s,;:|·•–—-]+$/u, '');
      }
    }
    if (t === before) break;
  }
  return t;
}

function stripNoise(text: string): string {
  return collapseSpaces(
    text
      .replace(OBFUSCATED_EMAIL_LIKE, ' ')
      .replace(EMAIL_LIKE, ' ')
      .replace(URL_LIKE, ' ')
      .replace(PHONE_LIKE, ' ')
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\s*[—–|·•:,-]\s*$/g, ''),
  );
}

/** The label as the page writes it ("Inhaberin", "Gérante") when it is a legal-notice label. */
function legalTitle(label: string): { title: string } | null {
  const l = fold(label).replace(/[.]/g, '').trim();
  for (const re of LEGAL_LABELS) {
    if (re.test(l)) return { title: collapseSpaces(label) };
  }
  return null;
}

/** "María López, Juan Pérez y Ana Gil" → the names. */
function namesIn(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(/\s*(?:,|;|\/|&|\by\b|\bund\b|\band\b|\bet\b|\be\b)\s*/)) {
    const clean = cleanPersonName(part.replace(/\(.*?\)/g, ''));
    if (clean) out.push(clean);
  }
  return out;
}

const SEPARATORS = /\s+[—–-]\s+|\s*\|\s*|\s+·\s+|\s+•\s+|,\s+|\s*\(\s*/;

function cutTitle(title: string): string {
  let t = title.replace(/\)\s*$/, '').trim();
  const next = /\s+[—–]\s+|\s*\|\s*|\s+·\s+|\s+•\s+|\s+-\s+/.exec(t);
  if (next) t = t.slice(0, next.index);
  const comma = t.indexOf(', ');
  if (comma > 0 && looksLikeTitle(t.slice(0, comma))) t = t.slice(0, comma);
  return t.replace(/[\s.,;:]+$/, '').trim();
}

/** A contact in one line, or null. */
export function contactInLine(
  text: string,
  linkTexts: readonly string[] = [],
): { name: string; title: string | null; legal: boolean } | null {
  const line = stripNoise(withoutTrailingLinks(stripNoise(text), linkTexts));
  if (line.length < 5 || line.length > 160) return null;

  const colon = /^([^:：]{2,60})\s*[:：]\s*(.+)$/.exec(line);
  if (colon) {
    const label = colon[1] ?? '';
    const value = colon[2] ?? '';
    const legal = legalTitle(label);
    // "Responsable: Parrilla Sal y Pimienta S.L." names the company, not a person.
    if (LEGAL_FORM.test(value)) return null;
    if (legal) {
      const name = namesIn(value)[0];
      if (name) return { name, title: legal.title, legal: true };
    }
    if (looksLikeTitle(label) && label.split(' ').length <= 6) {
      const name = namesIn(value)[0];
      if (name) return { name, title: collapseSpaces(label), legal: false };
    }
  }

  const sep = SEPARATORS.exec(line);
  if (sep && sep.index > 0) {
    const left = line.slice(0, sep.index);
    const right = line.slice(sep.index + sep[0].length);
    const leftName = cleanPersonName(left);
    if (leftName) {
      const title = cutTitle(right);
      if (title && looksLikeTitle(title) && !cleanPersonName(title))
        return { name: leftName, title, legal: false };
    }
    const rightName = cleanPersonName(cutTitle(right));
    if (rightName && looksLikeTitle(left) && !cleanPersonName(left)) {
      return { name: rightName, title: collapseSpaces(left), legal: false };
    }
  }
  return null;
}

/** A line without the texts of its links ("Marketing Manager Email" → "Marketing Manager"). */
function withoutLinks(line: PageLine): string {
  let text = line.text;
  for (const t of line.linkTexts) {
    const stripped = collapseSpaces(text.replace(t, ' '));
    if (stripped !== '') text = stripped;
  }
  return text;
}

/** "Ocean Apparel" on oceanapparel-miami.test: the name spells the site's domain. */
export function isBusinessName(name: string, siteDomain: string): boolean {
  const label = fold(siteDomain.split('.')[0] ?? '').replace(/[^a-z]/g, '');
  const flat = fold(name).replace(/[^a-z]/g, '');
  return flat.length >= 6 && label.includes(flat);
}

/** Contacts in a page's lines. */
export function findContactsInLines(lines: PageLine[], siteDomain = ''): LineContact[] {
  const out: LineContact[] = [];
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.text.length > 400) continue;
    const found = contactInLine(line.text, line.linkTexts);
    if (found) {
      out.push({
        name: found.name,
        title: found.title,
        line: i,
        source: found.legal ? 'text' : 'team_page',
      });
      used.add(i);
      continue;
    }
    // A line that is only a name, with its title on the next line (or the previous one in a card).
    if (line.chrome) continue;
    const name = cleanPersonName(stripNoise(line.text));
    if (!name) continue;
    const next = lines[i + 1];
    const nextText = next ? stripNoise(withoutLinks(next)) : '';
    if (
      next &&
      !next.chrome &&
      (next.group === line.group || line.group === 0) &&
      looksLikeTitle(nextText) &&
      !cleanPersonName(nextText)
    ) {
      out.push({ name, title: cutTitle(nextText), line: i, source: 'team_page' });
      used.add(i);
      used.add(i + 1);
      continue;
    }
    const prev = lines[i - 1];
    const prevText = prev ? stripNoise(withoutLinks(prev)) : '';
    if (
      prev &&
      line.group !== 0 &&
      prev.group === line.group &&
      !used.has(i - 1) &&
      looksLikeTitle(prevText) &&
      !cleanPersonName(prevText) &&
      prevText.length <= 60
    ) {
      out.push({ name, title: cutTitle(prevText), line: i, source: 'team_page' });
      used.add(i);
      continue;
    }
    // A bare name: kept only if an address on the page spells it (decided later), and not
    // when it is the business's own name ("Ocean Apparel" of oceanapparel-miami.test).
    if (!isBusinessName(name, siteDomain))
      out.push({ name, title: null, line: i, source: 'team_page' });
  }
  return out;
}
