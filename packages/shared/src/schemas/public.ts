import { z } from 'zod';
import { PLACES_SOURCES } from '../search.js';
import { emailSchema, inputText, localeSchema, visitorIdSchema } from './common.js';
import { ANALYTICS_EVENTS, CAPTCHA_KINDS, SOCIAL_PROVIDERS } from '../constants.js';

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** What the browser needs to know about the server's configuration; never secrets. */
export const publicConfigSchema = z.object({
  captcha: z.object({ kind: z.enum(CAPTCHA_KINDS), siteKey: z.string().nullable() }),
  socialProviders: z.array(socialProviderSchema),
  /** The places source in use and whether its places carry ratings (step 2's slider). */
  /** What the places source knows: ratings; company sizes (no source does today). */
  places: z.object({
    source: z.enum(PLACES_SOURCES),
    ratings: z.boolean(),
    companySize: z.boolean(),
  }),
  /** Map tiles for the results map: an {z}/{x}/{y} URL template and its attribution. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /** Where users write for help (APP_CONTACT_EMAIL): the support mailto links. */
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const powChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  /** Leading zero bits the hash of `${salt}:${nonce}` must have. */
  difficulty: z.number().int().min(1).max(32),
  salt: z.string(),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

export const powSolutionSchema = powChallengeSchema.extend({ nonce: z.number().int().min(0) });
export type PowSolution = z.infer<typeof powSolutionSchema>;

export const newsletterRequestSchema = z.object({
  email: emailSchema,
  name: inputText().trim().max(120).optional(),
  captchaToken: inputText().min(1).max(4000),
  locale: localeSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const consentSchema = z.object({
  functional: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

export const saveConsentRequestSchema = consentSchema.extend({ visitorId: visitorIdSchema });
export type SaveConsentRequest = z.infer<typeof saveConsentRequestSchema>;

export const consentResponseSchema = z.object({
  consent: consentSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

export const analyticsEventSchema = z.object({
  visitorId: visitorIdSchema,
  name: z.enum(ANALYTICS_EVENTS),
  path: inputText().max(300),
  /** Small flat properties: depth, cta id, error code, conversion value. */
  props: z
    .record(inputText().max(40), z.union([inputText().max(200), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= 10)
    .default({}),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export const analyticsResponseSchema = z.object({ recorded: z.boolean() });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
