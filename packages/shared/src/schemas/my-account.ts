/**
 * The user's home (/account, spec 001 §2.6): profile and language, email change, password,
 * sessions, deletion and the data export.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { emailSchema, humanText, inputText, localeSchema, passwordSchema } from './common.js';
import { organizationSummarySchema } from './accounts.js';

/** PATCH /api/account/profile: either or both; a blank name clears it. */
export const updateProfileRequestSchema = z
  .object({
    fullName: humanText(0, 120).nullable().optional(),
    locale: localeSchema.optional(),
  })
  .refine((body) => body.fullName !== undefined || body.locale !== undefined, {
    message: 'nothing_to_update',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The current password, as typed (its length is checked by the comparison, not a rule). */
const currentPasswordSchema = inputText().min(1).max(PASSWORD_MAX_LENGTH);

/** POST /api/account/email-change: a link to the new address; nothing changes until it is followed. */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;
export const emailChangeResponseSchema = z.object({ ok: z.literal(true), sentTo: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** POST /api/account/email-change/confirm (public: the link may be opened on another device). */
export const emailChangeConfirmRequestSchema = z.object({ token: inputText().min(1).max(200) });
export const emailChangeConfirmResponseSchema = z.object({
  ok: z.literal(true),
  email: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** POST /api/account/password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  /** End every other session of the account (this one stays signed in). */
  signOutOthers: z.boolean().default(false),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  ok: z.literal(true),
  signedOutSessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** A signed-in session of the account, described for a person (never its token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Chrome", "Safari", …; null when the user agent names none we know. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "iOS", "Android", …; null when unknown. */
  os: z.string().nullable(),
  device: z.enum(DEVICE_KINDS),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** better-auth refreshes it at most once a day (session.updateAge). */
  lastActiveAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
export const revokeSessionsResponseSchema = z.object({
  ok: z.literal(true),
  signedOut: z.number().int(),
});
export type RevokeSessionsResponse = z.infer<typeof revokeSessionsResponseSchema>;

/** POST /api/account/delete: the account's email typed again. */
export const deleteAccountRequestSchema = z.object({ confirmation: inputText().max(300) });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** GET /api/account/export: everything the product keeps about the user, as a JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    fullName: z.string().nullable(),
    locale: localeSchema.nullable(),
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
    lastActionAt: z.string().nullable(),
  }),
  organizations: z.array(
    organizationSummarySchema.extend({ personal: z.boolean(), joinedAt: z.string().nullable() }),
  ),
  searches: z.array(
    z.object({
      id: z.string(),
      orgId: z.string(),
      query: z.string(),
      params: z.unknown(),
      status: z.string(),
      creditsUsed: z.number(),
      resultsCount: z.number(),
      createdAt: z.string(),
      leads: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  creditMovements: z.array(
    z.object({
      orgId: z.string().nullable(),
      change: z.number(),
      kind: z.string(),
      reasonKey: z.string(),
      reasonParams: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  consentRecords: z.array(
    z.object({
      visitorId: z.string(),
      functional: z.boolean(),
      analytics: z.boolean(),
      marketing: z.boolean(),
      consentGivenAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  sessions: z.array(accountSessionSchema.omit({ current: true })),
  newsletter: z.object({ email: z.string(), subscribedAt: z.string() }).nullable(),
  /** The user's support tickets, each with its whole conversation (issue 16). */
  supportTickets: z.array(
    z.object({
      id: z.string(),
      nombre: z.string(),
      email: z.string(),
      asunto: z.string(),
      categoria: z.string(),
      prioridad: z.string(),
      status: z.string(),
      createdAt: z.string(),
      messages: z.array(
        z.object({ sender: z.string(), mensaje: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
  /** Their answers to the feedback survey. */
  surveyAnswers: z.array(
    z.object({
      reasonStopped: z.string(),
      reasonStoppedOther: z.string().nullable(),
      featureComeback: z.string(),
      featureComebackOther: z.string().nullable(),
      npsScore: z.number(),
      suggestions: z.string().nullable(),
      language: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The API keys the user made (issue 17): what identifies them, never the key itself. */
  apiKeys: z.array(
    z.object({
      id: z.string(),
      orgId: z.string(),
      name: z.string(),
      scope: z.string(),
      prefix: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
  /** The webhook endpoints the user added (issue 17), without their signing secrets. */
  webhookEndpoints: z.array(
    z.object({
      id: z.string(),
      orgId: z.string(),
      url: z.string(),
      description: z.string(),
      events: z.array(z.string()),
      enabled: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** The CRM and outreach connections the user made (issue 14), without their tokens. */
  integrations: z.array(
    z.object({
      id: z.string(),
      orgId: z.string(),
      provider: z.string(),
      status: z.string(),
      accountLabel: z.string().nullable(),
      settings: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  /** What the user wrote through the contact form: signed in, or from their address. */
  contactMessages: z.array(
    z.object({
      nombre: z.string(),
      email: z.string(),
      asunto: z.string(),
      mensaje: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
