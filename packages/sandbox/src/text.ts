const memo = new Map<string, string>();

/** Lower case, accents removed, punctuation turned into single spaces. */
export function normalize(text: string): string {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const result = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (memo.size > 50_000) memo.clear();
  memo.set(text, result);
  return result;
}

export function tokens(text: string): string[] {
  const n = normalize(text);
  return n === '' ? [] : n.split(' ');
}

/** "Clínica Dental Sonrisa" → "clinicadentalsonrisa" (for domains and email local parts). */
export function slug(text: string, separator = ''): string {
  return normalize(text).split(' ').join(separator);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
