/**
 * How a business names its people's mailboxes. Each domain of the world has one pattern for the
 * mailboxes its site does not show: the form of a personal address the business already uses
 * when it has one, else a form drawn from the seed, first.last most often, then flast, first,
 * firstlast, f.last, last… (rough shares in one order of frequency), and a few by initials
 * only ("ml"), which no guesser should find. Written apart from the app's guesser on purpose:
 * this is the world it is measured against.
 */
import { hash32 } from './rng.js';
import { slug } from './text.js';

export const MAIL_PATTERNS = [
  'first.last',
  'flast',
  'first',
  'firstlast',
  'f.last',
  'last',
  'first_last',
  'lastf',
  'initials',
] as const;
export type MailPattern = (typeof MAIL_PATTERNS)[number];

const WEIGHTS: Record<MailPattern, number> = {
  'first.last': 32,
  flast: 20,
  first: 18,
  firstlast: 10,
  'f.last': 8,
  last: 5,
  first_last: 4,
  lastf: 3,
  initials: 5,
};

/** The mailbox local part of "First Last" in a pattern ("María López", flast → "mlopez"). */
export function mailLocal(pattern: MailPattern, name: string): string {
  const [firstWord = '', ...rest] = name.split(' ');
  const first = slug(firstWord);
  const last = slug(rest.join(' '));
  const f = first.slice(0, 1);
  switch (pattern) {
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
    case 'initials':
      return `${f}${last.slice(0, 1)}`;
  }
}

/** The pattern an address of the person follows, or null. */
export function patternOf(address: string, name: string): MailPattern | null {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase();
  return MAIL_PATTERNS.find((pattern) => mailLocal(pattern, name) === local) ?? null;
}

/**
 * The domain's pattern: the one its first personal address follows (people and their addresses
 * in site order), else one drawn from the seed and the domain.
 */
export function domainMailPattern(
  seed: number,
  domain: string,
  people: Array<{ name: string; email: string | null }>,
): MailPattern {
  for (const person of people) {
    const used = person.email ? patternOf(person.email, person.name) : null;
    if (used) return used;
  }
  const total = MAIL_PATTERNS.reduce((sum, pattern) => sum + WEIGHTS[pattern], 0);
  let r = hash32(`mail-pattern:${seed}:${domain}`) % total;
  for (const pattern of MAIL_PATTERNS) {
    if (r < WEIGHTS[pattern]) return pattern;
    r -= WEIGHTS[pattern];
  }
  return 'first.last';
}
