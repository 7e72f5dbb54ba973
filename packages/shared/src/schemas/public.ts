import { z } from 'zod';
import { emailSchema, localeSchema, visitorIdSchema } from './common.js';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'apple'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const CAPTCHA_KINDS = ['pow', 'turnstile', 'hcaptcha'] as const;

/** What the browser needs to know about the server's configuration; never secrets. */
export const publicConfigSchema = z.object({
  captcha: z.object({ kind: z.enum(CAPTCHA_KINDS), siteKey: z.string().nullable() }),
  socialProviders: z.array(socialProviderSchema),
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
  name: z.string().trim().max(120).optional(),
  captchaToken: z.string().min(1).max(4000),
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

export const ANALYTICS_EVENTS = [
  'page_view',
  'scroll_depth',
  'cta_click',
  'signup_attempt',
  'signup_success',
  'signup_error',
  'login_attempt',
  'login_success',
  'login_error',
  'newsletter_signup',
] as const;
export const analyticsEventSchema = z.object({
  visitorId: visitorIdSchema,
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(300),
  /** Small flat properties: depth, cta id, error code, conversion value. */
  props: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= 10)
    .default({}),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export const analyticsResponseSchema = z.object({ recorded: z.boolean() });

/** Conversion values of spec 000 §7. */
export const CONVERSION_VALUES = { signup: 10, newsletter: 1 } as const;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
