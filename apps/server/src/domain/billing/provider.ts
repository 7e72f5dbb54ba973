/**
 * The payment provider behind a small interface (ENGINEERING.md rule 6): Stripe when keys are
 * configured (stripe-provider.ts), the local test mode otherwise (test-provider.ts). Both speak
 * Stripe's event shapes, so one webhook handler serves both.
 */
import {
  PAID_PLAN_IDS,
  type BillingData,
  type CheckoutType,
  type CreditPack,
  type Locale,
  type PaidPlanId,
  type PaymentProviderId,
  type Plan,
} from '@leadatlas/shared';

/** Who pays: the organization's customer at the provider and the details the form gave. */
export interface CustomerInput {
  orgId: string;
  organizationName: string;
  /** The customer already stored for the organization, when there is one. */
  customerId: string | null;
  email: string;
  billing: BillingData;
  locale: Locale;
}

export interface CheckoutInput {
  /** Our checkout session id (also in the metadata of everything the provider creates). */
  checkoutSessionId: string;
  orgId: string;
  userId: string;
  customerId: string;
  type: CheckoutType;
  /** What is bought, from the catalog only. */
  item: { kind: 'plan'; plan: Plan } | { kind: 'pack'; pack: CreditPack };
  /** Where the provider sends the browser; may contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
}

export interface CheckoutCreated {
  providerSessionId: string;
  url: string;
}

/** A subscription as the provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The provider's own status name (active, trialing, past_due, canceled, unpaid, …). */
  status: string;
  /** Our plan for its price; null when the price is not one of ours. */
  plan: PaidPlanId | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The plan the next renewal switches to (a downgrade scheduled at the period end). */
  scheduledPlan: PaidPlanId | null;
  metadata: Record<string, string>;
}

/**
 * What a provider's billing portal does to a subscription (decision 0017): switch the price now
 * and invoice the difference at once (an upgrade), schedule a price for the next renewal (a
 * downgrade), cancel at the period end, or drop whatever was scheduled.
 */
export type SubscriptionChange =
  | { kind: 'switch_now'; plan: PaidPlanId }
  | { kind: 'schedule'; plan: PaidPlanId }
  | { kind: 'cancel_at_period_end' }
  | { kind: 'keep' };

/** A verified webhook event, in Stripe's shape. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Creates the organization's customer once, or updates the stored one; returns its id. */
  ensureCustomer(input: CustomerInput): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<CheckoutCreated>;
  /** The provider's billing portal (change plan, cancel); null when it has none. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string | null>;
  /** null when the provider does not know the subscription. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Closes an open checkout so it can no longer be paid; false when it was paid already. */
  expireCheckoutSession(providerSessionId: string): Promise<boolean>;
  /** Ends a subscription now, without proration (one the organization must not have). */
  cancelSubscriptionNow(id: string): Promise<void>;
  /**
   * Refunds every paid invoice of the subscription in full; safe to call again (a refund per
   * payment, at most once). The total refunded, and one refund id for the records.
   */
  refundSubscription(id: string): Promise<{ refundId: string | null; amountUsd: number }>;
  /** The event the raw body carries, when the signature is right; WebhookSignatureError if not. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
}

/** The provider could not be reached or refused a request. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A webhook whose signature is missing, malformed, wrong or too old. */
export class WebhookSignatureError extends Error {}

/** Statuses in which the subscription's plan applies. */
export const ENTITLED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the plan is over: back to Free. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'incomplete_expired',
  'unpaid',
  'paused',
]);

export function asPaidPlan(value: unknown): PaidPlanId | null {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value)
    ? (value as PaidPlanId)
    : null;
}

/** `{CHECKOUT_SESSION_ID}` is filled in by Stripe; the test mode fills it in itself. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
