/**
 * Guessing a person's address from how their company names mailboxes (issue 15, "emails found
 * by pattern"). Pure: a name is split into a first name and surname options, the domain's form
 * is learned from the addresses the site ties to named people, and candidates come out in the
 * order worth asking the mail server about. Verifying them is email-pattern-search.ts's job.
 */
import { fold } from './extract/normalize-text.js';
import { isNameParticle } from './extract/person-name.js';

/** Address forms in the order they are tried: the most common in company domains first. */
export const EMAIL_FORMS = [
  'first.last',
  'flast',
  'first',
  'firstlast',
  'f.last',
  'last',
  'first_last',
  'lastf',
  'last.first',
  'first-last',
  'firstl',
] as const;
export type EmailForm = (typeof EMAIL_FORMS)[number];

/** A name as mailbox parts: folded to a–z and digits, surnames by preference. */
export interface NameParts {
  first: string;
  /** Never empty; the first is the surname a company most likely uses. */
  lasts: string[];
}

/** A person's address the site shows, tied to their name. */
export interface NamedAddress {
  name: string;
  address: string;
}

/**
 * Second given names of compound first names ("María José López", "José Luis Martín"): with
 * one surname after them, Spanish naming means a compound first name, not two surnames. Only
 * names that are rarely surnames (Vicente, Tomás, Ramón are both, and stay surnames).
 */
const SECOND_GIVEN_NAMES = new Set(
  (
    'jose maria luis carlos antonio manuel angel jesus miguel eugenio carmen dolores elena ' +
    'isabel luisa mercedes pilar teresa victoria fernanda cristina eugenia ines'
  ).split(' '),
);

/** Generational suffixes written after a name: not a surname. */
const SUFFIX = /^(?:ii|iii|iv|jr|sr|junior|senior|filho|neto|sobrinho)$/;

/** Letters NFD does not take apart (fold() handles ß). */
const LETTERS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** "Ñúñez-O'Brien" → "nunez-obrien": accents folded, apostrophes dropped, hyphens kept. */
export function foldNamePart(text: string): string {
  return fold(text.toLowerCase().replace(/[æœøłđðþı]/g, (ch) => LETTERS[ch] ?? ch)).replace(
    /['’`´.]/g,
    '',
  );
}

const WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One surname as written ("lopez-garcia", "de la fuente"): its mailbox forms by preference. */
function surnameForms(words: string[]): string[] {
  const core = words.filter((word) => !isNameParticle(word));
  const forms: string[] = [];
  const join = (list: string[]) => list.join('').replace(/-/g, '');
  forms.push(join(words)); // "delafuente", "lopezgarcia", "vandijk"
  if (core.length < words.length) forms.push(join(core)); // "fuente", "dijk"
  const hyphenated = core.find((word) => word.includes('-'));
  if (hyphenated) forms.push(hyphenated.split('-')[0]!, hyphenated); // "lopez", "lopez-garcia"
  return forms;
}

/**
 * First name and surname options of a person's name, or null when it cannot make an address
 * (one word, other scripts). `spanishNaming`: two surnames, the first (paternal) one used
 * ("María López García" → lopez, then lopezgarcia, garcia); otherwise the last word is the
 * surname and the words between are middle names ("Mary Ann Smith" → smith).
 */
export function splitPersonName(
  name: string,
  options: { spanishNaming?: boolean } = {},
): NameParts | null {
  const words = name
    .split(/[\s,]+/)
    .map(foldNamePart)
    .filter((word) => word !== '');
  if (!words.every((word) => WORD.test(word))) return null;
  // Middle initials ("Ana M. Torres") and "Jr."/"III" are no one's surname.
  while (words.length > 1 && SUFFIX.test(words.at(-1)!)) words.pop();
  const [firstWord, ...named] = words;
  if (firstWord === undefined) return null;
  let rest = named.filter((word) => word.replace(/-/g, '').length > 1);
  if (options.spanishNaming && rest.length === 2 && SECOND_GIVEN_NAMES.has(rest[0]!)) {
    rest = rest.slice(1);
  }
  if (rest.length === 0) return null;
  // Surnames: a particle starts one and takes the words up to the next real word.
  const surnames: string[][] = [];
  let pending: string[] = [];
  for (const word of rest) {
    pending.push(word);
    if (!isNameParticle(word)) {
      surnames.push(pending);
      pending = [];
    }
  }
  if (pending.length > 0) surnames.push(pending); // "… y" at the end: kept as written
  const first = firstWord.replace(/-/g, '');
  if (surnames.length === 0 || first === '') return null;
  const [last, before] = [surnames[surnames.length - 1]!, surnames[surnames.length - 2]];
  let forms: string[];
  if (!before) forms = surnameForms(last);
  else if (options.spanishNaming) {
    // "María José López García": the last two are the surnames, the paternal one first.
    const both = surnameForms(before)[0]! + surnameForms(last)[0]!;
    forms = [...surnameForms(before), both, ...surnameForms(last)];
  } else {
    forms = [...surnameForms(last), ...surnameForms(before)];
  }
  const lasts = [...new Set(forms)].filter((form) => form !== '');
  return lasts.length > 0 ? { first, lasts } : null;
}

/** The local part of a name in a form, with one of its surnames. */
export function renderForm(form: EmailForm, first: string, last: string): string {
  const f = first.slice(0, 1);
  const l = last.slice(0, 1);
  switch (form) {
    case 'first.last':
      return `${first}.${last}`;
    case 'flast':
      return `${f}${last}`;
    case 'first':
      return first;
    case 'firstlast':
      return `${first}${last}`;
    case 'f.last':
      return `${f}.${last}`;
    case 'last':
      return last;
    case 'first_last':
      return `${first}_${last}`;
    case 'lastf':
      return `${last}${f}`;
    case 'last.first':
      return `${last}.${first}`;
    case 'first-last':
      return `${first}-${last}`;
    case 'firstl':
      return `${first}${l}`;
  }
}

function localOf(address: string): string {
  return address.slice(0, address.lastIndexOf('@')).toLowerCase();
}

/** The domain of an address, lower case. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * The forms a domain uses, most used first (ties: the more common form first), from the
 * addresses its site ties to named people. Addresses of other domains and ones that follow no
 * form of their person's name (ventas@, a nickname) teach nothing.
 */
export function learnForms(
  examples: readonly NamedAddress[],
  domain: string,
  options: { spanishNaming?: boolean } = {},
): EmailForm[] {
  const votes = new Map<EmailForm, number>();
  const seen = new Set<string>();
  for (const example of examples) {
    const address = example.address.trim().toLowerCase();
    if (domainOf(address) !== domain || seen.has(address)) continue;
    seen.add(address);
    const parts = splitPersonName(example.name, options);
    if (!parts) continue;
    const local = localOf(address);
    // One vote per address, for the first form (in frequency order) that writes it: "ana@"
    // is "first", whichever surname she has.
    const form = EMAIL_FORMS.find((candidate) =>
      parts.lasts.some((last) => renderForm(candidate, parts.first, last) === local),
    );
    if (form) votes.set(form, (votes.get(form) ?? 0) + 1);
  }
  return [...votes.entries()]
    .sort((a, b) => b[1] - a[1] || EMAIL_FORMS.indexOf(a[0]) - EMAIL_FORMS.indexOf(b[0]))
    .map(([form]) => form);
}

const LOCAL_PART = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;

/**
 * Addresses to ask about, best first, at most `limit`: the learned forms (with each surname
 * option in turn), then the common forms; each address once.
 */
export function guessAddresses(
  parts: NameParts,
  domain: string,
  learned: readonly EmailForm[],
  limit: number,
): string[] {
  const out: string[] = [];
  const add = (form: EmailForm, last: string) => {
    const local = renderForm(form, parts.first, last);
    const address = `${local}@${domain}`;
    if (LOCAL_PART.test(local) && !local.includes('..') && !out.includes(address)) {
      out.push(address);
    }
  };
  for (const last of parts.lasts) for (const form of learned) add(form, last);
  for (const last of parts.lasts) for (const form of EMAIL_FORMS) add(form, last);
  return out.slice(0, limit);
}
