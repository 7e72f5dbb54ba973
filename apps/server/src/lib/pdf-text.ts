/**
 * Text for PDFs drawn with the 14 standard fonts (Helvetica…): those fonts are encoded in
 * WinAnsi (Windows-1252), so a character outside it would print as garbage. Latin-1 letters
 * (á, ñ, ü, ·) and the WinAnsi extras (€, –, “ ”, …) stay as they are; typographic spaces and
 * the minus sign become their ASCII look-alikes; other accented letters lose the accent
 * ("ł" → "l", "ő" → "o"); control characters go; anything else becomes "?".
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2044': '/', // fraction slash
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u00AD': '', // soft hyphen
  // Letters with a stroke do not decompose.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/** The text as the standard fonts can print it (see above). */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const lookAlike = LOOK_ALIKES[char];
    if (lookAlike !== undefined) {
      out += lookAlike;
      continue;
    }
    // Tabs, line breaks and every kind of space: one plain space.
    if (/[\s\p{Zs}]/u.test(char)) {
      out += ' ';
      continue;
    }
    // Controls, joiners, marks on their own: nothing to print.
    if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) continue;
    const plain = char.normalize('NFKD').replace(/\p{M}+/gu, '');
    out += plain && [...plain].every(isWinAnsi) ? plain : '?';
  }
  return out;
}
