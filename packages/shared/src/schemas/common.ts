import { z } from 'zod';

import { LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

export const localeSchema = z.enum(LOCALES);

/** C0 controls but tab and line breaks, and DEL: no person types them; PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 surrogate pair without its other half: not text in any encoding. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one rule for text a client sends, wherever it arrives (body, query, path, headers the
 * server stores): no NUL or other control characters but tab and line breaks, no unpaired
 * surrogates. The HTTP layer applies it to every request; the schemas apply it so forms and
 * API clients get a field-level error.
 */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** A string from a client, held to isCleanText. */
export const inputText = () => z.string().refine(isCleanText, { message: 'invalid_characters' });

export const emailSchema = inputText().trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = inputText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A random id the browser generates once and keeps (cookie consent, analytics). */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const okSchema = z.object({ ok: z.literal(true) });

const collapseSpaces = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Free text a person typed: no control character at all (line breaks collapse to spaces). */
const noControlCharacters = (value: string) => !/[\p{Cc}]/u.test(value) && isCleanText(value);

/**
 * Free text a human typed: trimmed, inner whitespace collapsed, no control characters. With
 * `letterOrDigit`, at least one letter or digit: "!!!" is not a profession or a place.
 */
export const humanText = (min: number, max: number, options: { letterOrDigit?: boolean } = {}) => {
  const length = z.string().min(min).max(max);
  return z
    .string()
    .transform(collapseSpaces)
    .pipe(
      (options.letterOrDigit ? length.regex(/[\p{L}\p{N}]/u) : length).refine(noControlCharacters),
    );
};

/** Optional free text, as humanText: missing, null or blank becomes null. */
export const optionalHumanText = (max: number) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((value) => (value && collapseSpaces(value)) || null)
    .pipe(z.string().max(max).refine(noControlCharacters).nullable());
