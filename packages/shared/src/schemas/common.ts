import { z } from 'zod';

import { LOCALES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

export const localeSchema = z.enum(LOCALES);

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A random id the browser generates once and keeps (cookie consent, analytics). */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const okSchema = z.object({ ok: z.literal(true) });
