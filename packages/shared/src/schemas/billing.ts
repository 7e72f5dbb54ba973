/**
 * Requests and responses of checkout and billing (spec 001 §2.2–2.5, §3, §7): the billing form,
 * create-checkout-session, the checkout's outcome, the billing overview, the local test-mode
 * checkout, and the billing history's search and statement.
 */
import { z } from 'zod';
import {
  BILLING_COUNTRY_CODES,
  CHECKOUT_STATUSES,
  CHECKOUT_TYPES,
  PACK_IDS,
  PAID_PLAN_IDS,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from '../billing.js';
import { PLAN_IDS } from '../plans.js';
import { creditHistoryQuerySchema } from './workspace.js';
import { humanText, inputText, localeSchema, optionalHumanText } from './common.js';

/** The billing form (spec 001 §3): email is the account's, so the server does not take one. */
export const billingDataSchema = z.object({
  fullName: humanText(2, 120),
  companyName: optionalHumanText(160),
  address: humanText(3, 200),
  city: humanText(1, 120),
  postalCode: humanText(2, 20).pipe(z.string().regex(/^[\p{L}\p{N} -]+$/u)),
  country: z.enum(BILLING_COUNTRY_CODES),
  vatId: optionalHumanText(40),
});
export type BillingData = z.infer<typeof billingDataSchema>;
export type BillingDataInput = z.input<typeof billingDataSchema>;

/** create-checkout-session: a plan (subscription) or a pack (credits), priced by the server. */
export const createCheckoutSessionRequestSchema = z
  .object({
    type: z.enum(CHECKOUT_TYPES),
    planId: z.enum(PAID_PLAN_IDS).optional(),
    packId: z.enum(PACK_IDS).optional(),
    orgId: z.uuid(),
    billingData: billingDataSchema,
    locale: localeSchema.optional(),
  })
  .refine(
    (body) =>
      body.type === 'subscription'
        ? body.planId !== undefined && body.packId === undefined
        : body.packId !== undefined && body.planId === undefined,
    { message: 'a subscription names a plan, a credit purchase a pack', path: ['type'] },
  );
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequestSchema>;

export const createCheckoutSessionResponseSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>;

/** GET /api/billing/checkout-sessions/:id: has this purchase landed yet? (success page). */
export const checkoutSessionStatusSchema = z.object({
  id: z.string(),
  type: z.enum(CHECKOUT_TYPES),
  planId: z.enum(PAID_PLAN_IDS).nullable(),
  packId: z.string().nullable(),
  /** Credits this purchase grants (the plan's monthly credits or the pack's). */
  credits: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  /** The credits are in the organization's balance. */
  fulfilled: z.boolean(),
  /** The organization's balance now. */
  balance: z.number(),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/** GET /api/billing?orgId=: plan, balance and subscription of the organization. */
export const billingOverviewSchema = z.object({
  orgId: z.string(),
  plan: z.enum(PLAN_IDS),
  credits: z.number(),
  /** Part of the balance that came from the plan and expires at renewal. */
  planCredits: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  subscription: z
    .object({
      plan: z.enum(PAID_PLAN_IDS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** A downgrade waiting for the period end (the plan the renewal switches to). */
      scheduledPlan: z.enum(PAID_PLAN_IDS).nullable(),
    })
    .nullable(),
  /** The user may manage the plan and subscription of this organization (its owner). */
  canManage: z.boolean(),
  /** The user may buy credit packs for it (owner or admin). */
  canBuyCredits: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const billingPortalResponseSchema = z.object({ url: z.string() });

/** The local test-mode checkout page (no Stripe keys): what the user is about to "pay". */
export const testCheckoutSchema = z.object({
  id: z.string(),
  type: z.enum(CHECKOUT_TYPES),
  planId: z.enum(PAID_PLAN_IDS).nullable(),
  packId: z.string().nullable(),
  credits: z.number(),
  amountUsd: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  organizationName: z.string(),
  email: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** An IANA time zone this runtime knows ("Europe/Madrid", "UTC"). */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * GET /api/credits/statement.pdf: the history's filter and search, every matching movement
 * (no paging), dates in the reader's time zone (UTC when not given).
 */
export const creditStatementQuerySchema = creditHistoryQuerySchema
  .omit({ limit: true, offset: true })
  .extend({ timeZone: inputText().min(1).max(64).refine(isTimeZone).optional() });
export type CreditStatementQuery = Omit<z.input<typeof creditStatementQuerySchema>, 'orgId'>;

/** POST /api/billing/test-checkout/:id/confirm | decline: where the browser goes next. */
export const testCheckoutActionResponseSchema = z.object({ redirectUrl: z.string() });

/** POST /api/billing/portal: the organization whose subscription is managed. */
export const billingPortalRequestSchema = z.object({ orgId: z.uuid() });
