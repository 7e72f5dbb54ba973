/**
 * Accent-, case- and punctuation-insensitive matching that works whatever the database's
 * locale (the embedded PostgreSQL has none, and its lower() knows ASCII only). Latin, Greek and
 * Cyrillic letters with accents, a stroke or in upper case become their plain lower-case
 * letter ("É" → "e", "Ł" → "l"), ASCII punctuation a space. The same table feeds SQL's
 * translate(), so both sides fold alike. Migration 023's lead_fold() holds a copy of
 * FOLD_FROM and FOLD_TO for the leads' stored search_text: change it with them (a test
 * compares both).
 */
const FOLDS: ReadonlyMap<string, string> = (() => {
  const folds = new Map<string, string>();
  for (const [from, to] of [
    [0x41, 0x5a],
    [0xc0, 0x24f],
    [0x370, 0x4ff],
  ] as const) {
    for (let code = from; code <= to; code++) {
      const char = String.fromCodePoint(code);
      const plain = char
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
      if (plain !== char && [...plain].length === 1) folds.set(char, plain);
    }
  }
  // Letters with a stroke do not decompose.
  const stroked = { Ł: 'l', ł: 'l', Ø: 'o', ø: 'o', Đ: 'd', đ: 'd', ı: 'i' };
  for (const [from, to] of Object.entries(stroked)) folds.set(from, to);
  for (const char of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') folds.set(char, ' ');
  return folds;
})();

/** The two translate() arguments: pass them as query parameters. */
export const FOLD_FROM = [...FOLDS.keys()].join('');
export const FOLD_TO = [...FOLDS.values()].join('');

/** "Clínica DENTAL-Sur" → "clinica dental sur". */
export function foldText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => FOLDS.get(char) ?? char)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** foldText in SQL; `from` and `to` are the placeholders holding FOLD_FROM and FOLD_TO. */
export const foldSql = (expression: string, from: string, to: string) =>
  `btrim(regexp_replace(lower(translate(${expression}, ${from}, ${to})), '\\s+', ' ', 'g'))`;
