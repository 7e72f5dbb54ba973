/**
 * Team grids and cards as page builders and themes write them: the name and the title in
 * sibling or nested elements (a heading and a paragraph, a <strong> and a <small>, a <dt> and
 * a <dd>, two table cells), in either order, with photos, social icons, addresses and short
 * bios around them.
 */
import { looksLikeTitle } from './job-title.js';
import { fold } from './normalize-text.js';
import type { PageLine } from './page-dom.js';
import { nameOfLine, cleanPersonName } from './person-name.js';

export interface CardPerson {
  name: string;
  title: string;
  /** The title's line (-1: on the name's own line). */
  titleLine: number;
}

/** Helpers of the line reader this module shares (noise and link texts out, titles cut). */
export interface LineText {
  clean(line: PageLine): string;
  cutTitle(title: string): string;
  /** Cards (definition lists…) where some description reads as a job title by its words. */
  titledGroups: ReadonlySet<number>;
}

/**
 * The cards where some term or description reads as a job title by its own words: there, a
 * definition list's other labels are titles too ("Directora médica", then "Cirugía y
 * traumatología"; "Inhaber", then "Vermietung"); a list where none does describes something
 * else (a workshop's guest teachers' subjects).
 */
export function titledGroups(
  lines: readonly PageLine[],
  clean: (line: PageLine) => string,
): Set<number> {
  const out = new Set<number>();
  for (const line of lines) {
    if ((line.tag !== 'dd' && line.tag !== 'dt') || line.group === 0 || out.has(line.group))
      continue;
    const t = clean(line);
    if (t !== '' && t.length <= 80 && looksLikeTitle(t)) out.add(line.group);
  }
  return out;
}

/** Lines of noise a card may put between a name and a title: icons, "Email", "LinkedIn". */
const MAX_SKIPPED = 2;

/** Words that open a sentence rather than a title: "<b>Ana</b> es nuestra fundadora…". */
const SENTENCE_OPENERS = new Set(
  (
    'es is ist est e y and und et a the la el le der die das our nuestra nuestro notre unser ' +
    'unsere nossa nosso has ha hat tiene was fue war lleva leva se'
  ).split(' '),
);

/** Possessives before a job: the job of someone the sentence talks about. */
const POSSESSIVES = new Set(
  (
    'nuestro nuestra nuestros nuestras our my mi mis notre nos mon ma unser unsere mein meine ' +
    'nossa nosso meu minha'
  ).split(' '),
);

/**
 * A short text that is a job title, or its first clause when the rest is a bio. `marked`: the
 * page's classes call the element a position/role ("et_pb_member_position", "fonction"), so
 * a title of any trade counts ("Maquetista e 3D").
 */
export function titleOf(text: string, cut: (t: string) => string, marked = false): string | null {
  // "Gérante. Quinze ans de pâtisserie…": the first sentence, then the whole text.
  const clause = /^(.{2,60}?)(?:\.\s|\s[—–·|-]\s)/u.exec(text);
  const candidates = clause?.[1] ? [clause[1], text] : [text];
  // "Reservas y actividades. Guía de montaña titulado; …": the job in a later sentence.
  const sentences = text.split(/\.\s+|;\s*/).slice(1, 3);
  candidates.push(...sentences.filter((t) => t.length >= 2 && t.length <= 60));
  const usable = (c: string): string | null => {
    const t = cut(c);
    const first = fold(t.split(/\s+/)[0] ?? '');
    if (!t || SENTENCE_OPENERS.has(first) || t.split(/\s+/).length > 8) return null;
    // "Recomendada por nuestra dermatóloga": a job of someone else, said in a sentence.
    if (
      fold(t)
        .split(/\s+/)
        .some((w) => POSSESSIVES.has(w))
    )
      return null;
    return cleanPersonName(t) ? null : t;
  };
  for (const c of candidates) {
    const t = usable(c);
    if (t && looksLikeTitle(t)) return t;
  }
  // What the classes call a position may use any words ("Maquetista e 3D"), but whole: its
  // first "sentence" may be an abbreviation ("dipl. Architekt ETH").
  const t = marked ? usable(text) : null;
  if (t && /^\p{L}/u.test(t) && !/[@]|\d{3}/.test(t) && t.length <= 60) return t;
  return null;
}

/**
 * Name and title in the parts of one line: "<h3>Klaus Becker <small>Geschäftsführer</small></h3>",
 * "<p><span>Directora</span> <b>Ana Torres</b></p>".
 */
export function cardPersonInParts(
  parts: readonly string[],
  cut: (t: string) => string,
  given?: (text: string) => string | null,
): { name: string; title: string; given?: boolean } | null {
  if (parts.length < 2 || parts.length > 8) return null;
  // "<b>Kevin</b>, mécanicien": a given name in an element of its own, a job by its words.
  const first = given && !cleanPersonName(parts[0] ?? '') ? given(parts[0] ?? '') : null;
  if (first) {
    const title = titleOf(
      parts
        .slice(1)
        .join(' ')
        .replace(/^[\s,;:–—-]+/u, ''),
      cut,
    );
    if (title) return { name: first, title, given: true };
  }
  for (let k = 1; k < parts.length; k++) {
    const left = parts.slice(0, k).join(' ');
    const right = parts.slice(k).join(' ');
    const leftName = cleanPersonName(left);
    if (leftName) {
      const title = titleOf(right, cut);
      if (title) return { name: leftName, title };
    }
    const rightName = cleanPersonName(right);
    if (rightName && !cleanPersonName(left)) {
      const title = titleOf(left, cut);
      if (title) return { name: rightName, title };
    }
  }
  return null;
}

/**
 * Lines that may belong to one card: the same card, or either outside any card (page builders
 * wrap the name's heading and the title's paragraph in widgets of their own).
 */
function sameCard(a: PageLine, b: PageLine): boolean {
  if (b.chrome) return false;
  if (a.group === 0 || b.group === 0 || b.group === a.group) return true;
  // A name and a position the classes announce ("team-name", "team-role": each its own box).
  return a.hint === 'name' || b.hint === 'title';
}

/** A line of degrees and a professional registration number, under a name. */
const REGISTRATION =
  /^(?=.*\b(?:GDC|GMC|GOC|HCPC|NMC|RCVS|CRO|CRM|CREA|CRP|CRC|OAB|COAM|COEM|ICAM|RPPS|ADELI|BDS|MBBS|MRCVS|Nº ?col|N\.? ?col|colegiad[oa]|Kammer)\b)[^@]{0,80}\d{3,}[^@]*$/i;

/**
 * The title of the name on line `i`, looked for in the card around it: after the name (past
 * icons and link-only lines), else before it. A definition term or a table header cell before a
 * value is its label, so a name in a <dd> takes the <dt> before it first.
 */
export function titleNearName(
  lines: readonly PageLine[],
  i: number,
  used: ReadonlySet<number>,
  text: LineText,
): CardPerson | null {
  const line = lines[i];
  if (!line) return null;
  const look = (step: 1 | -1, strict: boolean, anyLabel = false): CardPerson | null => {
    let skipped = 0;
    for (let j = i + step; j >= 0 && j < lines.length; j += step) {
      const other = lines[j];
      if (!other || used.has(j)) return null;
      // Titles above names may sit each in a box of its own, right above the name's box.
      const adjacent = anyLabel && skipped === 0 && Math.abs(j - i) === 1;
      if (strict ? other.group !== line.group : !(sameCard(line, other) || adjacent)) return null;
      const t = text.clean(other);
      // "BDS (Lond) MJDF RCS · GDC 112233": degrees and a registration between name and job.
      if (t === '' || (step === 1 && REGISTRATION.test(t))) {
        if (++skipped > MAX_SKIPPED) return null;
        continue;
      }
      // After a <dd>, a <dt> is the next term's label, not this one's.
      if (step === 1 && line.tag === 'dd' && other.tag === 'dt') return null;
      // Before the name, only a short label-like line of the same card or a term's label.
      const label = (line.tag === 'dd' && other.tag === 'dt') || line.tag === 'td';
      if (step === -1 && ((line.group === 0 && !label && !anyLabel) || t.length > 60)) return null;
      if (cleanPersonName(t) && other.hint !== 'title') return null;
      // What the classes call a position, or a definition list's description of a name.
      // A list's terms, when one of them reads as a job, label the names of their descriptions.
      const marked =
        other.hint === 'title' ||
        (line.tag === 'dt' && other.tag === 'dd' && text.titledGroups.has(other.group)) ||
        (line.tag === 'dd' && other.tag === 'dt' && text.titledGroups.has(other.group));
      const title = titleOf(t, text.cutTitle, marked);
      return title ? { name: '', title, titleLine: j } : null;
    }
    return null;
  };
  const prevFirst = line.tag === 'dd' || (line.tag === 'td' && lines[i - 1]?.tag === 'th');
  const order: Array<1 | -1> = prevFirst ? [-1, 1] : [1, -1];
  // Inside the name's own card first (a position above the name must not go to the next card).
  if (line.group !== 0) {
    for (const step of order) {
      const found = look(step, true);
      if (found) return found;
    }
  }
  const after = look(1, false);
  // "FUNDADORA / Mathilde Rochas / ARCHITECTE / Benoît Guérin", "Presidenta / Mercedes Ruiz /
  // Vicepresidente / Alberto Fernández": titles above names. The first name of such a run has
  // no name before its title; the others follow a name that took its title from above.
  const above = look(-1, false, true);
  if (above && !/^h[1-3]$/.test(lines[above.titleLine]?.tag ?? '')) {
    const first = !after || nameFollows(lines, after.titleLine, text);
    const prev = nonEmptyBefore(lines, above.titleLine, text);
    const prevTitle = prev === -1 ? -1 : nonEmptyBefore(lines, prev, text);
    const prevIsName = prev !== -1 && nameOfLine(text.clean(lines[prev] as PageLine)) !== null;
    // With nothing after the name, only a label that looks like one: "DIRECTOR MÉDICO" in a
    // small heading of its own box.
    const label = /^h[4-6]$/.test(lines[above.titleLine]?.tag ?? '') || isUpperCase(above.title);
    const firstOk = first && !prevIsName && (after !== null || label);
    if (firstOk || (prevIsName && prevTitle !== -1 && used.has(prevTitle))) return above;
  }
  const before = look(-1, false);
  return order[0] === 1 ? (after ?? before) : (before ?? after);
}

function isUpperCase(text: string): boolean {
  return /\p{L}/u.test(text) && text === text.toUpperCase();
}

/** The closest line before `j` with text, or -1. */
function nonEmptyBefore(lines: readonly PageLine[], j: number, text: LineText): number {
  for (let k = j - 1; k >= 0 && k >= j - 1 - MAX_SKIPPED; k--) {
    const line = lines[k];
    if (line && text.clean(line) !== '') return k;
  }
  return -1;
}

/** The next non-empty line after `j` is a person's name. */
function nameFollows(lines: readonly PageLine[], j: number, text: LineText): boolean {
  for (let k = j + 1; k < lines.length && k <= j + 1 + MAX_SKIPPED; k++) {
    const line = lines[k];
    const t = line ? text.clean(line) : '';
    if (t !== '') return line?.hint !== 'title' && nameOfLine(t) !== null;
  }
  return false;
}
