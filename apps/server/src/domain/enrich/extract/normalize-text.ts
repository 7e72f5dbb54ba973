/** Small string helpers shared by the extractors. */

/** Zero-width and invisible characters sites slip into addresses to fool scrapers. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  commat: '@',
  period: '.',
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Numeric (and the few named) entities left after the HTML parser ran once: double-encoded
 * attributes such as `mailto:info&amp;#64;x.com` arrive as `info&#64;x.com`.
 */
export function decodeResidualEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Collapses runs of whitespace (including non-breaking spaces) to one space and trims. */
export function collapseSpaces(text: string): string {
  return text.replace(/[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, ' ').trim();
}

/** Lower case without diacritics: "Dueña" → "duena", "Geschäftsführer" → "geschaftsfuhrer". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** Text as the extractors read it: invisible characters out, residual entities decoded. */
export function cleanText(text: string): string {
  return decodeResidualEntities(stripInvisible(text));
}

export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** A set of the words of a space-separated list. */
export function wordSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter((w) => w !== ''));
}
