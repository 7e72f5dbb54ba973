/**
 * The FAQ (spec 001 §2.10, §3): its length limits and the one allowlist of HTML an answer may
 * carry. The server sanitises with it on save and on read, the browser again before rendering,
 * so both sides agree on what survives.
 */
export const FAQ_QUESTION_MAX = 300;
/** Characters of HTML as typed by staff (before sanitising). */
export const FAQ_ANSWER_MAX = 10_000;

/** Tags an answer may use: paragraphs, emphasis, lists, links, code, small headings. */
export const FAQ_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'h3',
  'h4',
] as const;

/** A link's only attribute kept from the input; target and rel are always set by us. */
export const FAQ_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;
export const FAQ_LINK_REL = 'noopener noreferrer';
export const FAQ_LINK_TARGET = '_blank';

/** Absolute http(s) and mailto links only: no javascript:, data:, relative or protocol-less. */
export function isAllowedFaqHref(href: string): boolean {
  return /^(?:https?:\/\/[^\s/]|mailto:[^\s])/i.test(href.trim());
}
