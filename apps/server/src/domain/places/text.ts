/**
 * Text folding shared by the places sources: accent- and case-insensitive comparison of what
 * users type ("Clínicas dentales") with vocabulary, and accent-tolerant name patterns.
 */

/** Lower case, accents removed (ñ → n), punctuation → spaces, whitespace collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Cache key of a location as typed: case and spacing don't matter, accents do. */
export function normaliseQueryText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A rough singular of a folded Spanish or English word, so plurals and genders of the same
 * word compare equal: "dentistas" → "dentista", "hoteles"/"hotel" → "hotel",
 * "restaurantes"/"restaurant" → "restaurant", "bakeries"/"bakery" → "bakery".
 */
export function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) return `${stem.slice(0, -3)}y`;
  if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

/** Words that carry no meaning for matching a profession. */
const STOP_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'en',
  'y',
  'e',
  'o',
  'para',
  'con',
  'por',
  'un',
  'una',
  'of',
  'the',
  'and',
  'for',
  'in',
  'a',
  'an',
]);

/** Folded, stemmed words of a text, stop words removed. */
export function textTokens(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stemWord);
}

const ACCENT_CLASSES: Record<string, string> = {
  a: '[aáàâäÁÀÂÄ]',
  e: '[eéèêëÉÈÊË]',
  i: '[iíìîïÍÌÎÏ]',
  o: '[oóòôöÓÒÔÖ]',
  u: '[uúùûüÚÙÛÜ]',
  n: '[nñÑ]',
  c: '[cçÇ]',
};

/**
 * A case-insensitive (with the `i` flag) regular expression matching a folded word with or
 * without its accents: "clinica" → "cl[iíìîïÍÌÎÏ]n…". Characters other than letters and
 * digits are escaped.
 */
export function accentTolerantPattern(folded: string): string {
  let pattern = '';
  for (const char of folded) {
    const cls = ACCENT_CLASSES[char];
    if (cls) pattern += cls;
    else if (/[\p{L}\p{N}]/u.test(char)) pattern += char;
    else if (char === ' ') pattern += '.?';
    else pattern += `\\${char}`;
  }
  return pattern;
}
