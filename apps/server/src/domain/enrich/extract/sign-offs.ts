/**
 * Signatures at the end of a business's own text: "Un saludo, / Pablo y Marta", "See you soon,
 * Hannah & Josh", "Herzliche Grüße, Ihre Familie Becker" aside (no names), "À bientôt, Élodie".
 * Whoever signs the site's "about us" speaks for the business: its owners, named often by their
 * given names alone.
 */
import { fold } from './normalize-text.js';
import type { PageLine } from './page-dom.js';
import { cleanGivenName, cleanPersonName } from './person-name.js';

/** Closing words of a letter in es, en, pt, fr and de (folded). */
const CLOSING = new RegExp(
  String.raw`^(?:un saludo|saludos|un abrazo|abrazos|un beso|hasta pronto|nos vemos pronto|nos vemos|` +
    String.raw`un cordial saludo|see you soon|see you there|cheers|best wishes|warm regards|warmest wishes|` +
    String.raw`kind regards|best regards|with love|love|thank you|thanks|a bientot|bien a vous|amicalement|` +
    String.raw`chaleureusement|bises|a tres vite|a tres bientot|bis bald|herzliche grusse|viele grusse|` +
    String.raw`liebe grusse|beste grusse|herzlichst|abracos|um abraco|ate ja|ate breve|ate logo|beijos|` +
    String.raw`cumprimentos|um grande abraco)[\s,.!…]*`,
);

/** Between the names of a signature: "Pablo y Marta", "Hannah & Josh", "Anna, Ben und Jo". */
const BETWEEN = /\s*(?:,|&|\+|\s(?:y|e|i|und|and|et)\s)\s*/;

export interface Signer {
  name: string;
  line: number;
  /** Signed with the given name alone. */
  given: boolean;
}

/** The names of a signature line, when it is only names (one to three of them). */
function signature(text: string, line: number): Signer[] {
  const parts = text
    .trim()
    .replace(/[.!]+$/, '')
    .split(BETWEEN);
  if (parts.length > 3) return [];
  const out: Signer[] = [];
  for (const part of parts) {
    const full = cleanPersonName(part);
    const given = full ? null : cleanGivenName(part);
    if (!full && !given) return [];
    out.push({ name: (full ?? given) as string, line, given: !full });
  }
  return out;
}

/** The people who sign the page's own texts (not other people's sections nor menus). */
export function signersIn(lines: readonly PageLine[], clean: (line: PageLine) => string): Signer[] {
  const out: Signer[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.chrome || line.section === 'foreign' || line.text.length > 80) continue;
    const text = clean(line);
    const closing = CLOSING.exec(fold(text));
    if (!closing) continue;
    const rest = text.slice(closing[0].length).trim();
    if (rest !== '') {
      // "Un saludo, Pablo y Marta" on one line; "Thanks for visiting" is no signature.
      if (/[,!.…]\s*$/.test(closing[0]) || /,/.test(closing[0])) out.push(...signature(rest, i));
      continue;
    }
    const next = lines[i + 1];
    if (next && !next.chrome && next.section !== 'foreign' && next.text.length <= 60)
      out.push(...signature(clean(next), i + 1));
  }
  return out;
}
