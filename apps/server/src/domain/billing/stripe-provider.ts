/**
 * Stripe: Checkout (subscription mode for plans, payment mode for packs), the billing portal,
 * subscriptions re-read on every event, and webhook signatures. One customer per organization.
 * Prices come from the catalog: a configured price id per plan (STRIPE_PRICE_*), else inline
 * price data (a monthly recurring price for plans).
 */
import Stripe from 'stripe';
import type { PaidPlanId } from '@leadatlas/shared';
import type { PaymentsConfig } from '../../config.js';
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  asPaidPlan,
  type CheckoutCreated,
  type CheckoutInput,
  type CustomerInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
} from './provider.js';

type StripeConfig = Extract<PaymentsConfig, { kind: 'stripe' }>;

const PLAN_NAMES: Record<PaidPlanId, string> = {
  starter: 'Starter',
  growth: 'Growth',
  pro: 'Pro',
};

function cents(usd: number): number {
  return Math.round(usd * 100);
}

function unavailable(what: string, error: unknown): ProviderUnavailableError {
  const detail =
    error instanceof Stripe.errors.StripeError
      ? `${error.type}${error.code ? `/${error.code}` : ''} ${error.statusCode ?? ''}`.trim()
      : error instanceof Error
        ? error.message
        : String(error);
  return new ProviderUnavailableError(`stripe ${what} failed: ${detail}`, { cause: error });
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

function stringMetadata(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function epoch(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'LeadAtlas' },
    ...(config.api
      ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol }
      : {}),
  });
  const planByPrice = new Map<string, PaidPlanId>(
    Object.entries(config.prices).map(([plan, price]) => [price, plan as PaidPlanId]),
  );

  /** Our plan for a price: the configured ids, then the product's or the price's metadata. */
  function planOfPrice(price: string | Stripe.Price | Stripe.DeletedPrice | undefined) {
    if (!price) return null;
    if (typeof price === 'string') return planByPrice.get(price) ?? null;
    const configured = planByPrice.get(price.id);
    if (configured || !('metadata' in price)) return configured ?? null;
    const product = typeof price.product === 'object' && price.product ? price.product : null;
    const fromProduct =
      product && 'metadata' in product ? asPaidPlan(product.metadata?.plan) : null;
    return fromProduct ?? asPaidPlan(price.metadata?.plan);
  }

  /** Our plan for a subscription: its price's, else the subscription's metadata. */
  function planOf(subscription: Stripe.Subscription): PaidPlanId | null {
    return (
      planOfPrice(subscription.items.data[0]?.price) ?? asPaidPlan(subscription.metadata?.plan)
    );
  }

  /**
   * A downgrade the portal scheduled at the period end (decision 0017) lives in a subscription
   * schedule: the plan of the phase that starts when the current period ends.
   */
  function scheduledPlanOf(
    subscription: Stripe.Subscription,
    plan: PaidPlanId | null,
    periodEnd: number | undefined,
  ): PaidPlanId | null {
    const schedule = typeof subscription.schedule === 'object' ? subscription.schedule : null;
    if (!schedule || !periodEnd || !['active', 'not_started'].includes(schedule.status)) {
      return null;
    }
    const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
    const scheduled = planOfPrice(next?.items[0]?.price);
    return scheduled && scheduled !== plan ? scheduled : null;
  }

  return {
    id: 'stripe',

    async ensureCustomer(input: CustomerInput): Promise<string> {
      const { billing } = input;
      const details = {
        email: input.email,
        name: billing.companyName ?? billing.fullName,
        address: {
          line1: billing.address,
          city: billing.city,
          postal_code: billing.postalCode,
          country: billing.country,
        },
        preferred_locales: [input.locale],
        metadata: {
          orgId: input.orgId,
          organizationName: input.organizationName.slice(0, 500),
          contactName: billing.fullName,
          vatId: billing.vatId ?? '',
        },
      };
      try {
        if (input.customerId) {
          try {
            await stripe.customers.update(input.customerId, details);
            return input.customerId;
          } catch (error) {
            // A customer deleted at Stripe is created again.
            if (!isMissing(error)) throw error;
          }
        }
        const created = await stripe.customers.create(details);
        return created.id;
      } catch (error) {
        throw unavailable('customer', error);
      }
    },

    async createCheckoutSession(input: CheckoutInput): Promise<CheckoutCreated> {
      const metadata: Record<string, string> = {
        orgId: input.orgId,
        userId: input.userId,
        checkoutSessionId: input.checkoutSessionId,
        type: input.type,
        ...(input.item.kind === 'plan'
          ? { plan: input.item.plan.id }
          : { pack: input.item.pack.id }),
      };
      let params: Stripe.Checkout.SessionCreateParams;
      if (input.item.kind === 'plan') {
        const plan = input.item.plan;
        const price = config.prices[plan.id];
        params = {
          mode: 'subscription',
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: cents(plan.priceUsd),
                    recurring: { interval: 'month' },
                    product_data: {
                      name: `LeadAtlas ${PLAN_NAMES[plan.id]}`,
                      metadata: { plan: plan.id },
                    },
                  },
                },
          ],
          subscription_data: { metadata },
        };
      } else {
        const pack = input.item.pack;
        params = {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: cents(pack.priceUsd),
                product_data: {
                  name: `LeadAtlas ${pack.credits} credits`,
                  metadata: { pack: pack.id, credits: String(pack.credits) },
                },
              },
            },
          ],
          payment_intent_data: { metadata },
        };
      }
      try {
        const session = await stripe.checkout.sessions.create(
          {
            ...params,
            customer: input.customerId,
            client_reference_id: input.orgId,
            metadata,
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `leadatlas-checkout-${input.checkoutSessionId}` },
        );
        if (!session.url) throw new Error('checkout session without a url');
        return { providerSessionId: session.id, url: session.url };
      } catch (error) {
        throw unavailable('checkout', error);
      }
    },

    async createPortalSession(input) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        });
        return session.url;
      } catch (error) {
        throw unavailable('billing portal', error);
      }
    },

    async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(id, {
          expand: ['items.data.price.product', 'schedule'],
        });
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('subscription', error);
      }
      const item = subscription.items.data[0];
      const customer = subscription.customer;
      const plan = planOf(subscription);
      const periodEnd = item?.current_period_end;
      // The portal may set cancel_at (a date) rather than cancel_at_period_end: either one
      // ending the subscription by the end of this period is a scheduled cancellation.
      const cancelAt = subscription.cancel_at;
      return {
        id: subscription.id,
        customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
        status: subscription.status,
        plan,
        currentPeriodStart: epoch(item?.current_period_start),
        currentPeriodEnd: epoch(periodEnd),
        cancelAtPeriodEnd:
          subscription.cancel_at_period_end ||
          (cancelAt !== null && periodEnd !== undefined && cancelAt <= periodEnd),
        scheduledPlan: scheduledPlanOf(subscription, plan, periodEnd),
        metadata: stringMetadata(subscription.metadata),
      };
    },

    async expireCheckoutSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch (error) {
        if (isMissing(error)) return true;
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          // Only open sessions expire: this one is complete (paid) or expired already.
          const session = await stripe.checkout.sessions.retrieve(id).catch(() => null);
          return session?.status === 'expired';
        }
        throw unavailable('checkout expire', error);
      }
    },

    async cancelSubscriptionNow(id) {
      try {
        await stripe.subscriptions.cancel(id, { prorate: false });
      } catch (error) {
        // Gone already, or already cancelled: what was asked is true.
        if (isMissing(error)) return;
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          const current = await this.retrieveSubscription(id);
          if (current && current.status === 'canceled') return;
        }
        throw unavailable('subscription cancel', error);
      }
    },

    async refundSubscription(id) {
      let refundId: string | null = null;
      let cents = 0;
      try {
        for await (const invoice of stripe.invoices.list({ subscription: id, status: 'paid' })) {
          for await (const payment of stripe.invoicePayments.list({ invoice: invoice.id })) {
            const intent = payment.payment.payment_intent;
            const intentId = typeof intent === 'string' ? intent : intent?.id;
            if (payment.status !== 'paid' || !intentId) continue;
            // One refund per payment, whoever asks again (the key makes a retry a replay).
            const refund = await stripe.refunds.create(
              { payment_intent: intentId, metadata: { reason: 'duplicate_subscription' } },
              { idempotencyKey: `refund-duplicate-subscription:${intentId}` },
            );
            refundId ??= refund.id;
            cents += refund.amount;
          }
        }
      } catch (error) {
        throw unavailable('refund', error);
      }
      return { refundId, amountUsd: cents / 100 };
    },

    verifyWebhook(rawBody, signature): ProviderEvent {
      return verifyStripeSignature(rawBody, signature, config.webhookSecret);
    },
  };
}

/**
 * Stripe's signature scheme (HMAC-SHA256 of "timestamp.body", five minutes of tolerance): the
 * one check both providers use, so test-mode events pass exactly where Stripe's do.
 */
export function verifyStripeSignature(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
  }
  const object = event.data?.object;
  if (
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    !object ||
    typeof object !== 'object'
  ) {
    throw new WebhookSignatureError('not an event');
  }
  return {
    id: event.id,
    type: event.type,
    created: typeof event.created === 'number' ? event.created : 0,
    data: { object: object as Record<string, unknown> },
  };
}

/** Signs a payload as Stripe does (the test mode's events). */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
