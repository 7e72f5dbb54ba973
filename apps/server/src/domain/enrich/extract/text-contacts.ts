/**
 * People named in the page's lines: "Name — Title", "Name, Title", "Name | Title",
 * "Title: Name", team cards (team-cards.ts), legal notices (legal-notice.ts) and founders in
 * "about us" prose (prose-people.ts). Lines of other people's sections (testimonials,
 * speakers…) name nobody of the business, legal notices aside.
 */
import type { FindingSource } from '../types.js';
import { looksLikeTitle } from './job-title.js';
import {
  LEGAL_FORM,
  legalLabelAndNames,
  legalLabelLine,
  legalPeopleInProse,
  legalTitle,
} from './legal-notice.js';
import { labelListPeople } from './label-lists.js';
import { signersIn } from './sign-offs.js';
import { collapseSpaces, fold } from './normalize-text.js';
import type { PageLine } from './page-dom.js';
import { worksElsewhere } from './people-guard.js';
import {
  cleanGivenName,
  cleanPersonName,
  isBusinessWord,
  nameOfLine,
  namesOfParts,
  NICKNAME,
  splitNameList,
} from './person-name.js';
import { foundersInProse } from './prose-people.js';
import { nameBefore, proseWords } from './name-runs.js';
import { localMatchesName } from './email-address.js';
import {
  cardPersonInParts,
  titledGroups,
  titleNearName,
  type CardPerson,
  type LineText,
} from './team-cards.js';
import { readStaffTables } from './team-table.js';

/** What ties a person to the business on the page. */
export type PersonEvidence = 'legal' | 'prose' | 'card' | 'bare' | 'signature';

export interface LineContact {
  name: string;
  title: string | null;
  line: number;
  source: FindingSource;
  evidence: PersonEvidence;
  /** Named by a given name alone (a signature, a card with a job). */
  given?: boolean;
}

const EMAIL_LIKE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu;
const URL_LIKE = /https?:\/\/\S+|www\.\S+/gi;
const PHONE_LIKE = /(?:\+|\b)\d[\d\s().-]{6,}\d/g;

/** Addresses written with [at]/(at)/(arroba)/" at … dot …" — noise around a name or title. */
const OBFUSCATED_EMAIL_LIKE =
  /[\p{L}\p{N}._%+-]+\s*(?:[[({<]\s*(?:at|arroba|arobase|chez|ät|@|a)\s*[\])}>]|\s(?:at|arroba|arobase|chez)\s)\s*[\p{L}\p{N}-]+(?:\s*(?:[[({<]\s*(?:dot|punto|point|ponto|punkt|\.)\s*[\])}>]|\s(?:dot|punto|point|ponto|punkt)\s|\.)\s*[\p{L}\p{N}-]+)+/giu;

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

/**
 * Longer lines are prose or data, never a name or a title; and the noise patterns below cost
 * time that grows with a line's length, so a page of one huge line must not reach them.
 */
const MAX_PEOPLE_LINE = 400;

function stripNoise(text: string): string {
  if (text.length > MAX_PEOPLE_LINE) return '';
  return collapseSpaces(
    text
      .replace(NICKNAME, ' ')
      .replace(OBFUSCATED_EMAIL_LIKE, ' ')
      .replace(EMAIL_LIKE, ' ')
      .replace(URL_LIKE, ' ')
      .replace(PHONE_LIKE, ' ')
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\s*[—–|·•:,-]\s*$/g, ''),
  );
}

/** "María López, Juan Pérez y Ana Gil" → the names. */
function namesIn(value: string): string[] {
  const out: string[] = [];
  if (value.length > MAX_PEOPLE_LINE) return out;
  const list = splitNameList(value, /\s*(?:,|;|\/|&|\by\b|\bund\b|\band\b|\bet\b|\be\b)\s*/);
  const parts = list.parts.map((part) => part.replace(/\(.*?\)/g, ''));
  for (const name of namesOfParts(parts, list.separators)) if (name) out.push(name);
  return out;
}

/** Two names or more and nothing else ("Ana Gil y Rui Sá", "Lea Roth, Jan Kern"), or none. */
function onlyNames(text: string): string[] {
  if (text.length > 120) return [];
  const { parts, separators } = splitNameList(text, NAME_LIST);
  if (parts.length < 2) return [];
  const names = namesOfParts(parts, separators);
  return names.every((n) => n !== null) ? (names as string[]) : [];
}

const NAME_LIST = /\s*(?:,|;|&|\s(?:y|e|i|und|and|et)\s)\s*/;

const SEPARATORS = /\s+[—–-]\s+|\s*\|\s*|\s+·\s+|\s+•\s+|,\s+|\s*\(\s*/;

/**
 * The title without what follows it on its line (a licence number, a room, a company), pieces
 * that are titles too kept: "Arquitecta, sócia-gerente", "Gestor colegiado – Gerente".
 */
function cutTitle(title: string): string {
  const t = title.replace(/\)\s*$/, '').trim();
  const pieces = t.split(/(\s+[—–]\s+|\s*\|\s*|\s+·\s+|\s+•\s+|\s+-\s+|,\s+)/);
  let out = pieces[0] ?? '';
  for (let k = 1; k + 1 < pieces.length; k += 2) {
    const piece = pieces[k + 1] ?? '';
    // "Arquitecta, sócia-gerente" goes on; "…, responde às dúvidas de faturação" is a sentence.
    if (!looksLikeTitle(piece) || cleanPersonName(piece) || piece.split(/\s+/).length > 4) break;
    out += `${pieces[k] ?? ''}${piece}`;
  }
  return out.replace(/[\s.,;:]+$/, '').trim();
}

/** A contact in one line, or null. */
export function contactInLine(
  text: string,
  linkTexts: readonly string[] = [],
): { name: string; title: string | null; legal: boolean } | null {
  const line = contactLineText(text, linkTexts);
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
      if (name) return { name, title: legal, legal: true };
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

/** A line's text without icons' noise and trailing link texts ("… · LinkedIn"). */
function contactLineText(text: string, linkTexts: readonly string[]): string {
  return stripNoise(withoutTrailingLinks(stripNoise(text), linkTexts));
}

/**
 * "Dean Gledhill - MOT Tester": a name, a separator and a short label, whatever its words; the
 * label is taken as a title only among lines of the same shape that read as name and title.
 */
function nameThenLabel(line: PageLine): { name: string; label: string; shape: string } | null {
  const text = contactLineText(line.text, line.linkTexts);
  if (text.length > 100) return null;
  const sep = SEPARATORS.exec(text);
  if (!sep || sep.index === 0) return null;
  const name = cleanPersonName(text.slice(0, sep.index));
  const label = cutTitle(text.slice(sep.index + sep[0].length));
  if (!name || !isShortLabel(label)) return null;
  return { name, label, shape: `${line.tag}|${sep[0].trim()}` };
}

/** A short text that may be a title: no digits or address, no name, street or business. */
function isShortLabel(t: string): boolean {
  const words = t.split(/\s+/);
  if (t === '' || t.length > 60 || words.length > 6 || /[@\d]/.test(t)) return false;
  // "No items found.": a sentence, not a label.
  if (/\s\p{L}{4,}[.!]$/u.test(t)) return false;
  // "Northside Bakery", "Hotel Miramar": a business's name in title case, not a job; a
  // department ("Contabilidad", "Loja online, Instagram e aluguer") is one.
  const titleCase = words.length > 1 && words.every((w) => w.length <= 3 || /^\p{Lu}/u.test(w));
  if (LEGAL_FORM.test(` ${t}`) || (titleCase && words.some((w) => isBusinessWord(w)))) return false;
  return !cleanPersonName(t) && /^\p{L}/u.test(t) && !STREET.test(t);
}

/** Same-shaped lines a label needs around it (within `SIBLING_REACH` lines) to count. */
const MIN_SIBLINGS = 2;
const SIBLING_REACH = 3;

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

const cleanLine = (line: PageLine) => stripNoise(withoutLinks(line));

type Found = Omit<LineContact, 'source' | 'line'> & { line?: number };

/**
 * "Titular: Ana Torres", "Geschäftsführer: Klaus Becker, Maria Müller", "El titular de este
 * sitio web es D. Juan Pérez…", each piece of "… · Sócio-gerente: Rui Olmos · Diretora
 * técnica: Inês Sobral": what a line says with a label or a legal sentence.
 */
function labelledInLine(text: string, foreign: boolean): Found[] {
  if (text.length > 400)
    return foreign ? [] : legalPeopleInProse(text).map((p) => ({ ...p, evidence: 'legal' }));
  const out: Found[] = [];
  const pieces = text.split(/\s[·|•]\s/);
  for (const piece of pieces.length > 1 ? pieces.filter((p) => p.includes(':')) : pieces) {
    const clean = stripNoise(piece);
    const labelled = legalLabelAndNames(clean, namesIn);
    if (labelled) {
      for (const name of labelled.names)
        out.push({ name, title: labelled.title, evidence: 'legal' });
      continue;
    }
    const prose = foreign ? [] : legalPeopleInProse(piece);
    if (prose.length > 0) {
      for (const p of prose) out.push({ ...p, evidence: 'legal' });
      continue;
    }
    // "Gesellschafter: Jonas Kessler, Lea Kessler", "Socios: …": a job label over several names.
    const listed = /^([^:：]{2,40})\s*[:：]\s*(.+)$/.exec(clean);
    const label = collapseSpaces(listed?.[1] ?? '');
    const listedNames = listed && !foreign && looksLikeTitle(label) ? namesIn(listed[2] ?? '') : [];
    if (listedNames.length > 1) {
      for (const name of listedNames) out.push({ name, title: label, evidence: 'card' });
      continue;
    }
    // "Sommelier: Jorge Amado Filho" among the pieces; a whole line's other forms come later.
    if (pieces.length > 1 && !foreign) {
      const found = contactInLine(piece);
      if (found)
        out.push({
          name: found.name,
          title: found.title,
          evidence: found.legal ? 'legal' : 'card',
        });
    }
  }
  return out;
}

/** A legal label alone, the name on the next line or cell: "<dt>Inhaber</dt><dd>…</dd>". */
function labelThenName(lines: readonly PageLine[], i: number): Found | null {
  const label = legalLabelLine(lines[i]?.text ?? '');
  const next = lines[i + 1];
  if (!label || !next || LEGAL_FORM.test(next.text)) return null;
  const name = namesIn(stripNoise(next.text))[0];
  return name ? { name, title: label, evidence: 'legal', line: i + 1 } : null;
}

/** Where a card's name stands alone: a heading, a bold or a definition term, or a class "name". */
const NAME_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'dt', 'figcaption']);

/**
 * A card that names its person by the given name alone ("Mia" / "Studio owner"): the name in
 * an element of its own and a job by its words beside it, or a position the classes announce
 * beside a name they announce.
 */
function givenNameCard(
  lines: readonly PageLine[],
  i: number,
  used: ReadonlySet<number>,
  text: LineText & { givenName: (t: string) => string | null },
): CardPerson | null {
  const line = lines[i];
  if (!line || !(NAME_TAGS.has(line.tag) || line.hint === 'name')) return null;
  const name = text.givenName(line.text);
  if (!name) return null;
  const near = titleNearName(lines, i, used, text);
  if (!name || !near) return null;
  const marked = line.hint === 'name' && lines[near.titleLine]?.hint === 'title';
  return marked || looksLikeTitle(near.title) ? { ...near, name } : null;
}

/** Headings that pair a name with what the person does: "Dra. Lucía Ferrer – Odontopediatra". */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADING_PAIR = /^(.{4,60}?)\s+[—–-]\s+(.{2,60})$/u;

/**
 * A heading "Name – speciality": the title in the card around it ("Diretora clínica. Mestrado…"),
 * else the heading's own second half, when it is a short phrase of words.
 */
function headingWithName(
  lines: readonly PageLine[],
  i: number,
  used: ReadonlySet<number>,
  text: LineText,
): CardPerson | null {
  const line = lines[i];
  if (!line || !HEADING_TAGS.has(line.tag)) return null;
  const m = HEADING_PAIR.exec(stripNoise(line.text));
  const name = m ? cleanPersonName(m[1] ?? '') : null;
  if (!m || !name) return null;
  const near = titleNearName(lines, i, used, text);
  if (near) return { ...near, name };
  const own = (m[2] ?? '').trim();
  if (/[\d@]/.test(own) || own.split(/\s+/).length > 4 || cleanPersonName(own)) return null;
  return { name, title: own, titleLine: -1 };
}

const GERMAN_NOUN = /(?:ung|heit|keit|schaft|tion|tat|ismus)$/;

/** The words a page writes in lower case (folded), read once when a given name needs them. */
function lowerWordsOf(lines: readonly PageLine[]): () => ReadonlySet<string> {
  let words: Set<string> | null = null;
  return () => {
    if (words) return words;
    words = new Set();
    for (const line of lines)
      for (const w of line.text.split(/[^\p{L}\p{M}'’-]+/u))
        if (/^\p{Ll}/u.test(w)) words.add(fold(w));
    return words;
  };
}

const ADDRESS_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** Names written just before an address whose local part spells them. */
function namesBesideAddresses(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(ADDRESS_IN_TEXT)) {
    const local = fold(m[0].split('@')[0] ?? '');
    // "email Gemma Turvey: gemma@…": what stands between the name and the address goes.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 80), m.index).replace(/[\s:–—-]+$/, '');
    const words = proseWords(before);
    const run = nameBefore(words, words.length, 2);
    if (run && localMatchesName(local, run.name) && !out.includes(run.name)) out.push(run.name);
  }
  return out;
}

/** Contacts in a page's lines. */
export function findContactsInLines(lines: PageLine[], siteDomain = ''): LineContact[] {
  const out: LineContact[] = [];
  const used = new Set<number>();
  const push = (found: Found, i: number) => {
    // "CEO at Acme", "Directora de Innovación, Banco Sur": someone else's employee.
    if (found.title && found.evidence === 'card' && worksElsewhere(found.title, siteDomain)) return;
    const bare = found.evidence === 'card' || found.evidence === 'bare';
    out.push({ ...found, line: found.line ?? i, source: bare ? 'team_page' : 'text' });
  };
  const text: LineText = {
    clean: cleanLine,
    cutTitle,
    titledGroups: titledGroups(lines, cleanLine),
  };
  const lowerWords = lowerWordsOf(lines);
  const grid = gridOf(lines, cleanLine);
  // A word the page also writes in lower case is a word ("Laboral" / "asesoría laboral"); German
  // nouns of things end so ("Finanzbuchhaltung", "Gesellschaft").
  const givenName = (t: string) => {
    const n = cleanGivenName(stripNoise(t));
    return n && !lowerWords().has(fold(n)) && !GERMAN_NOUN.test(fold(n)) ? n : null;
  };
  // "Name – title" lines read by their words, and those whose label no word list knows.
  const shapes = new Map<number, string>();
  const siblings: Array<{ name: string; label: string; shape: string; line: number }> = [];
  const tables = readStaffTables(lines, cleanLine);
  for (const p of tables.people) {
    if (lines[p.line]?.section !== 'foreign')
      push({ name: p.name, title: p.title, evidence: 'card' }, p.line);
  }
  const lists = labelListPeople(lines, cleanLine);
  for (const i of lists.claimed) used.add(i);
  let listed = 0;
  const signers = signersIn(lines, cleanLine);
  for (const s of signers) used.add(s.line);
  let signed = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // Label lists' people and signers in the page's order, before what else their lines say.
    for (let p = lists.people[listed]; p && p.line === i; p = lists.people[++listed])
      push({ name: p.name, title: p.title, evidence: 'card' }, i);
    for (let s = signers[signed]; s && s.line === i; s = signers[++signed])
      push({ name: s.name, title: null, evidence: 'signature', given: s.given }, i);
    // Lines already read as someone's title, or as a staff table's row, are not read again.
    if (!line || line.text.length > 1500 || tables.claimed.has(i) || used.has(i)) continue;
    const foreign = line.section === 'foreign';
    // Legal notices name the business's people in any section, by their labels; a sentence
    // in a testimonial ("— Dan Frost, managing director at …") is the customer's.
    const labelled = labelledInLine(line.text, foreign);
    if (labelled.length > 0) {
      for (const f of labelled) push(f, i);
      used.add(i);
      continue;
    }
    const afterLabel = labelThenName(lines, i);
    if (afterLabel) {
      push(afterLabel, i);
      used.add(i).add(i + 1);
      continue;
    }
    if (foreign || line.chrome) continue;
    const found = line.text.length <= 400 ? contactInLine(line.text, line.linkTexts) : null;
    const shaped = nameThenLabel(line);
    if (found) {
      // The raw line keeps what cutTitle drops ("CEO, Parker Bakery").
      const evidence = found.legal ? 'legal' : 'card';
      if (found.legal || !worksElsewhere(line.text, siteDomain)) {
        push({ name: found.name, title: found.title, evidence }, i);
        if (shaped?.name === found.name) shapes.set(i, shaped.shape);
      }
      used.add(i);
      continue;
    }
    if (shaped && !worksElsewhere(line.text, siteDomain)) siblings.push({ ...shaped, line: i });
    const prose = foundersInProse(line.text, siteDomain);
    for (const { speaker, ...p } of prose)
      push({ ...p, evidence: speaker ? 'signature' : 'prose' }, i);
    if (prose.length > 0 || line.text.length > 400) continue;
    const inParts = cardPersonInParts(line.parts, cutTitle, givenName);
    if (inParts) {
      push({ ...inParts, evidence: 'card' }, i);
      used.add(i);
      continue;
    }
    // A line that is only a name, with its title in the card around it.
    const name = line.hint === 'title' ? null : nameOfLine(stripNoise(line.text));
    const headed = name ? null : headingWithName(lines, i, used, text);
    if (headed) {
      push({ name: headed.name, title: headed.title, evidence: 'card' }, i);
      used.add(i);
      if (headed.titleLine >= 0) used.add(headed.titleLine);
      continue;
    }
    if (!name) {
      // "Julien Petit, Laëtitia Roussel" under one label: each has the card's title.
      const names = line.hint === 'title' ? [] : onlyNames(stripNoise(line.text));
      const near = names.length > 0 ? titleNearName(lines, i, used, text) : null;
      if (near) {
        for (const n of names) push({ name: n, title: near.title, evidence: 'card' }, i);
        used.add(i).add(near.titleLine);
        continue;
      }
      // "Escríbenos: Marisa Quintana marisa@…": a name beside the address that spells it.
      const beside = line.text.length <= 400 ? namesBesideAddresses(line.text) : [];
      if (beside.length > 0) {
        for (const n of beside) push({ name: n, title: null, evidence: 'bare' }, i);
        continue;
      }
      const given = givenNameCard(lines, i, used, { ...text, givenName });
      if (given) {
        push({ name: given.name, title: given.title, evidence: 'card', given: true }, i);
        used.add(i).add(given.titleLine);
      }
      continue;
    }
    const near = titleNearName(lines, i, used, text);
    if (near) {
      push({ name, title: near.title, evidence: 'card' }, i);
      used.add(i).add(near.titleLine);
      grid.pair(i, near.titleLine);
      continue;
    }
    // A bare name: kept only if an address on the page spells it (decided later), and not
    // when it is the business's own name ("Ocean Apparel" of oceanapparel-miami.test).
    if (!isBusinessName(name, siteDomain)) {
      push({ name, title: null, evidence: 'bare' }, i);
      grid.bare(out.length - 1, i);
    }
  }
  // The grid's other cards: a bare name where the grid's cards put a name, with a short line
  // where they put a title ("Aylin Demir" / "ZMP (Prophylaxe)" among "Zahnärztin" cards).
  for (const k of grid.bareOnes) {
    const p = out[k];
    const title = p ? grid.titleFor(p.line, used) : null;
    if (p && title) {
      out[k] = { ...p, title: title.text, evidence: 'card', source: 'team_page' };
      used.add(title.line);
    }
  }
  // "Dean Gledhill - MOT Tester" among "Graham Sutcliffe - Proprietor" lines: the list's shape
  // says the label is a title.
  for (const s of siblings) {
    // Most lines around read as name and title by their words.
    let near = 0;
    let unknown = 0;
    for (let j = s.line - SIBLING_REACH; j <= s.line + SIBLING_REACH; j++) {
      if (shapes.get(j) === s.shape) near++;
      if (siblings.some((o) => o.line === j && o.shape === s.shape)) unknown++;
    }
    if (near < MIN_SIBLINGS || near < unknown || used.has(s.line)) continue;
    if (out.some((p) => p.line === s.line && p.name !== s.name)) continue;
    const k = out.findIndex((p) => p.line === s.line && p.name === s.name);
    const person = { name: s.name, title: s.label, evidence: 'card', source: 'team_page' } as const;
    if (k === -1) {
      const at = out.findIndex((p) => p.line > s.line);
      out.splice(at === -1 ? out.length : at, 0, { ...person, line: s.line });
    } else if (!out[k]?.title) out[k] = { ...(out[k] as LineContact), ...person };
  }
  return out;
}

/** "Rua Dona Geralda", "Calle Mayor": an address under a name is no title. */
const STREET =
  /^(?:calle|c\/|avenida|avda|rua|rue|street|road|strasse|straße|platz|plaza|praça|praca|largo|travessa|avenue|boulevard|chemin|weg|gasse|paseo|camino)\b/i;

/** Where a grid's title may sit from its name: below it, or above it inside the card. */
const GRID_GAPS = [1, 2, 3, -1, -2];
/** Up to this many untitled cards, one titled card sets the grid's shape. */
const MAX_SMALL_GRID = 5;
/** How far apart, in lines, two cards of one grid may be. */
const GRID_REACH = 30;

/**
 * Cards of one grid: the name's tag, the title's tag and the lines between them (negative when
 * the title sits above the name). A shape counts where two cards show it, or where one does
 * among two to five untitled cards of the same stretch of page (no heading between them); among
 * more, the untitled are a directory's members with their shops.
 */
function gridOf(lines: readonly PageLine[], clean: (line: PageLine) => string) {
  const titled = new Map<string, number[]>();
  const bareShapes = new Map<string, number>();
  const shape = (name: PageLine, title: PageLine, gap: number) => `${name.tag}>${title.tag}>${gap}`;
  const bareOnes: number[] = [];
  const sameStretch = (a: number, b: number) => {
    if (Math.abs(a - b) > GRID_REACH) return false;
    for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++)
      if (/^h[1-3]$/.test(lines[k]?.tag ?? '')) return false;
    return true;
  };
  return {
    bareOnes,
    pair(nameLine: number, titleLine: number) {
      const a = lines[nameLine];
      const b = lines[titleLine];
      if (!a || !b || titleLine === nameLine) return;
      const key = shape(a, b, titleLine - nameLine);
      titled.set(key, [...(titled.get(key) ?? []), nameLine]);
    },
    bare(index: number, nameLine: number) {
      bareOnes.push(index);
      const a = lines[nameLine];
      for (const gap of GRID_GAPS) {
        const b = lines[nameLine + gap];
        if (!a || !b) continue;
        const key = shape(a, b, gap);
        bareShapes.set(key, (bareShapes.get(key) ?? 0) + 1);
      }
    },
    titleFor(nameLine: number, used: ReadonlySet<number>): { text: string; line: number } | null {
      const a = lines[nameLine];
      if (!a) return null;
      for (const gap of GRID_GAPS) {
        const b = lines[nameLine + gap];
        if (!b || used.has(nameLine + gap)) continue;
        // Above the name, only a line of the name's own card, and no heading over it (a
        // project's title over its place).
        if (gap < 0 && (b.group === 0 || b.group !== a.group || /^h[1-3]$/.test(b.tag))) continue;
        const key = shape(a, b, gap);
        const names = titled.get(key) ?? [];
        const small = (bareShapes.get(key) ?? 0) <= MAX_SMALL_GRID;
        const oneOfFew =
          names.length === 1 &&
          small &&
          (bareShapes.get(key) ?? 0) >= 2 &&
          sameStretch(names[0] ?? 0, nameLine);
        if (names.length < 2 && !oneOfFew) continue;
        // Labels above many names are a directory's shops and places, not jobs.
        if (gap < 0 && !small) continue;
        const t = clean(b);
        return isShortLabel(t) ? { text: t, line: nameLine + gap } : null;
      }
      return null;
    },
  };
}
