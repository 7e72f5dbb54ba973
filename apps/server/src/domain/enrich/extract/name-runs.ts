/**
 * People's names inside running text: the sentence is cut into words, and a name is a run of
 * capitalised words (honorifics, particles and middle initials allowed) that cleanPersonName
 * accepts. Used by the readers of legal notices and "about us" prose.
 */
import { fold } from './normalize-text.js';
import { isJobWord } from './job-words.js';
import { cleanPersonName, isHonorific, isNameParticle, isNotNameWord } from './person-name.js';

export interface ProseWord {
  /** As written, punctuation around it removed. */
  bare: string;
  /** Lower case without accents, for matching vocabularies. */
  folded: string;
  /** The strongest punctuation after the word: a sentence's end, a label's colon, a comma. */
  punct: 'none' | 'comma' | 'colon' | 'stop';
}

export interface NameRun {
  name: string;
  /** Index of the first and last word of the run. */
  start: number;
  end: number;
}

const CAPITALISED = /^\p{Lu}/u;
const ARTICLE_PARTICLES = new Set(['den', 'der', 'des', 'die', 'das']);
const INITIAL = /^\p{Lu}\.$/u;

export function proseWords(text: string): ProseWord[] {
  const out: ProseWord[] = [];
  for (const raw of text.split(/\s+/)) {
    const lead = /^[("'“”‘’«»[¿¡]*/u.exec(raw)?.[0].length ?? 0;
    const body = raw.slice(lead);
    const trail = /[)"'“”‘’«»\],;:.!?…]*$/u.exec(body)?.[0] ?? '';
    let bare = body.slice(0, body.length - trail.length);
    let after = trail;
    // "D." and "F." keep their dot: it ends nothing.
    if (trail.startsWith('.') && (INITIAL.test(`${bare}.`) || isHonorific(`${bare}.`))) {
      bare = `${bare}.`;
      after = trail.slice(1);
    }
    if (bare === '') continue;
    // "Michael Gilpin (Gilpin Accountancy)": an opening parenthesis ends what came before.
    const prev = out[out.length - 1];
    if (lead > 0 && raw.startsWith('(') && prev && prev.punct === 'none') prev.punct = 'comma';
    const punct = /[.!?;)…]/.test(after)
      ? 'stop'
      : after.includes(':')
        ? 'colon'
        : after.includes(',')
          ? 'comma'
          : 'none';
    out.push({ bare, folded: fold(bare), punct });
  }
  return out;
}

/** The words that join two people's names: "Ana y Luis", "Klaus und Petra". */
export const JOINERS: ReadonlySet<string> = new Set(['y', 'e', 'and', 'und', 'et', '&']);

const GERMAN_POSSESSIVES = new Set(
  'ihr ihrem ihren sein seinem seinen mein meinem meinen unser unserem unseren'.split(' '),
);

/** Conjunctions that are also particles of names ("Ortega y Gasset"). */
const AND_WORDS = new Set(['y', 'e', 'i']);

function startsTwoWordName(words: readonly ProseWord[], i: number): boolean {
  const a = words[i];
  const b = words[i + 1];
  return !!a && !!b && a.punct === 'none' && CAPITALISED.test(a.bare) && CAPITALISED.test(b.bare);
}

function canJoinName(w: ProseWord, first: boolean): boolean {
  if (w.punct === 'colon') return false;
  if (isHonorific(w.bare)) return first;
  if (INITIAL.test(w.bare)) return !first;
  if (!first && isNameParticle(w.bare)) return true;
  return CAPITALISED.test(w.bare);
}

/**
 * The name that starts at word `start` (honorifics included), longest first: "D. Juan Pérez
 * García, con DNI…" → "Juan Pérez García".
 */
export function nameAt(words: readonly ProseWord[], start: number): NameRun | null {
  // "mit ihrem Mann Jürgen Rapp": the husband, named after the word for him.
  if (words[start]?.folded === 'mann' && GERMAN_POSSESSIVES.has(words[start - 1]?.folded ?? ''))
    return null;
  let end = start - 1;
  for (let j = start; j < words.length && j - start < 7; j++) {
    const w = words[j];
    if (!w || !canJoinName(w, j === start)) break;
    // "den", "der", "des" join a name only after "van", "von" ("van den Berg"): elsewhere they
    // are German articles ("führt Klaus Becker den Betrieb").
    const prev = words[j - 1];
    if (ARTICLE_PARTICLES.has(w.folded) && !(prev && isNameParticle(prev.bare))) break;
    // "Joana Costa e Pedro Lemos": "and" between two names of two words, two people.
    if (j - start >= 2 && AND_WORDS.has(w.folded) && startsTwoWordName(words, j + 1)) break;
    end = j;
    if (w.punct !== 'none') break;
  }
  for (let last = end; last > start; last--) {
    const run = words.slice(start, last + 1);
    const tail = run[run.length - 1];
    if (!tail || isNameParticle(tail.bare)) continue;
    const name = cleanPersonName(run.map((w) => w.bare).join(' '));
    if (!name) continue;
    // "Licensed Funeral Director": a run that goes on into a title or a business is no name.
    const next = words[last + 1];
    if (last < end && next && (isNotNameWord(next.bare) || isJobWord(next.bare))) return null;
    return { name, start, end: last };
  }
  return null;
}

/** Index just past the capitalised run that starts at `i`. */
function pastRun(words: readonly ProseWord[], i: number): number {
  let j = i;
  while (j < words.length && canJoinName(words[j] as ProseWord, j === i)) {
    j++;
    if (words[j - 1]?.punct !== 'none') break;
  }
  return Math.max(j, i + 1);
}

/**
 * The first name within `gap` words after word `from` (exclusive) in the same sentence:
 * "Fundada en 1998 por Ana Torres", "vertreten durch den Geschäftsführer Klaus Becker".
 */
export function nameAfter(words: readonly ProseWord[], from: number, gap: number): NameRun | null {
  if (words[from]?.punct === 'stop') return null;
  let i = from + 1;
  while (i < words.length && i - from - 1 <= gap) {
    const w = words[i] as ProseWord;
    if (CAPITALISED.test(w.bare) || isHonorific(w.bare)) {
      // A job before the name: "Bestattermeister Uwe Reinhardt", "Winzerin Eva Roth".
      const run = nameAt(words, i) ?? (isJobWord(w.bare) ? nameAt(words, i + 1) : null);
      if (run) return run;
      // "Ramiro y Fausto Beltrán": the name after "and" (the first shares its surname).
      const and = words[i + 1];
      if (w.punct === 'none' && and && JOINERS.has(and.folded)) {
        const second = nameAt(words, i + 2);
        if (second) return second;
      }
      const next = pastRun(words, i);
      if (words[next - 1]?.punct === 'stop') return null;
      i = next;
      continue;
    }
    if (w.punct === 'stop') return null;
    i++;
  }
  return null;
}

/**
 * The name that ends within `gap` words before word `to` (exclusive) in the same sentence:
 * "Ana Torres, fundadora", "Klaus Becker gründete 1998…".
 */
export function nameBefore(words: readonly ProseWord[], to: number, gap: number): NameRun | null {
  let end = to - 1;
  while (end >= 0 && to - 1 - end <= gap) {
    const w = words[end] as ProseWord;
    if (w.punct === 'stop') return null;
    if (!CAPITALISED.test(w.bare)) {
      end--;
      continue;
    }
    // Walk back to the run's first word, then read it forwards.
    let start = end;
    while (start > 0 && end - start < 7) {
      const prev = words[start - 1] as ProseWord;
      if (prev.punct !== 'none') break;
      if (isHonorific(prev.bare)) {
        start--;
        break;
      }
      if (!canJoinName(prev, false)) break;
      start--;
    }
    for (let s = start; s < end; s++) {
      const run = nameAt(words, s);
      if (run && run.end === end) return run;
    }
    // A capitalised word that is no name ("Bäckerei"): keep looking before it.
    end = start - 1;
  }
  return null;
}
