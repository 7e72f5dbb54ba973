import { z } from 'zod';
import { emailSchema, inputText, localeSchema, passwordSchema } from './common.js';
import { PLAN_IDS } from '../plans.js';
import { REFERRAL_BLOCK_REASONS } from '../referrals.js';

export const referralCodeSchema = inputText()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/);

/** GET /api/referrals/:code: whether an invitation link's code can still be used. */
export const referralLookupParamsSchema = z.object({ code: referralCodeSchema });
export const referralLookupResponseSchema = z.object({ valid: z.boolean() });
export type ReferralLookupResponse = z.infer<typeof referralLookupResponseSchema>;

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: inputText().trim().max(120).optional(),
  termsAccepted: z.literal(true),
  captchaToken: inputText().min(1).max(4000),
  /** An unknown code is ignored with a notice, never a failure: format is checked loosely. */
  referralCode: inputText().trim().max(64).optional(),
  locale: localeSchema,
  /**
   * The token of the invitation link the visitor came from (/register?invite=): when it names
   * an open invitation to exactly this address, the address counts as confirmed.
   */
  invitationToken: inputText().trim().max(200).optional(),
  /** The page the visitor signed up from (`?next=`): the confirmation link comes back to it. */
  returnPath: inputText().max(500).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({
  ok: z.literal(true),
  /** true when the referral code matched and its bonus was granted. */
  referralApplied: z.boolean(),
  /** true when a code was given but matched nothing. */
  referralUnknown: z.boolean(),
  /**
   * The code is open but this sign-up pays no referral credits, and why: the address is the
   * referrer's own, or a disposable one (decision 0021). Absent otherwise.
   */
  referralRefused: z.enum(REFERRAL_BLOCK_REASONS).optional(),
  /**
   * true when the invitation token proved the address (the link was mailed to it): the account
   * is confirmed and signs in at once, no confirmation email.
   */
  verifiedByInvitation: z.boolean(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
  plan: z.enum(PLAN_IDS),
  credits: z.number(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    metadataName: z.string().nullable(),
    image: z.string().nullable(),
    plan: z.enum(PLAN_IDS),
    locale: localeSchema.nullable(),
    lastLogin: z.string().nullable(),
    lastActionAt: z.string().nullable(),
  }),
  activeOrganization: organizationSummarySchema,
  organizations: z.array(organizationSummarySchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
