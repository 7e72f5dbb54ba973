import { z } from 'zod';

import { LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

export const localeSchema = z.enum(LOCALES);

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A random id the browser generates once and keeps (cookie consent, analytics). */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const okSchema = z.object({ ok: z.literal(true) });

const collapseSpaces = (value: string) => value.replace(/\s+/g, ' ').trim();
const noControlCharacters = (value: string) => !/[\p{Cc}]/u.test(value);

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
