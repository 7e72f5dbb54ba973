/**
 * The local test mode (no Stripe keys; PRODUCT.md §6): checkout is a page of ours
 * (/checkout/test/<id>), the provider's books are the test_provider_subscriptions table, and
 * its events are Stripe-shaped, signed with Stripe's scheme under a secret derived from the
 * app's secret, and handled by the very webhook code Stripe's events go through
 * (test-checkout.ts sends them).
 */
import { createHmac } from 'node:crypto';
import { findPlan, type PaidPlanId } from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import type { PaymentProvider, ProviderSubscription } from './provider.js';
import { signStripePayload, verifyStripeSignature } from './stripe-provider.js';

export interface TestPaymentProvider extends PaymentProvider {
  readonly id: 'test';
  /** The Stripe-Signature header for a payload, as Stripe would sign it. */
  sign(payload: string): string;
}

/** The test mode's webhook signing secret: stable per installation, never configured or shown. */
export function testWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('leadatlas:test-payments:webhook').digest('base64url')}`;
}

/** Provider-side ids of a test checkout: Stripe-like, derived from our id (a replay is the same). */
export function testIds(checkoutSessionId: string) {
  const hex = checkoutSessionId.replaceAll('-', '');
  return { session: `cs_test_local_${hex}`, subscription: `sub_test_${hex}` };
}

export function testCustomerId(orgId: string): string {
  return `cus_test_${orgId.replaceAll('-', '')}`;
}

export interface TestSubscriptionRow {
  id: string;
  customer_id: string;
  plan: PaidPlanId;
  status: string;
  cycle: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  /** A downgrade the next renewal applies (decision 0017). */
  scheduled_plan: PaidPlanId | null;
  /** Changes made so far: each change's events are named by it. */
  revision: number;
  metadata: Record<string, string>;
}

export function toProviderSubscription(row: TestSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    plan: row.plan,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    scheduledPlan: row.scheduled_plan,
    metadata: row.metadata,
  };
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.id === 'test';
}

export function createTestProvider(deps: { pool: Pool; secret: string }): TestPaymentProvider {
  const secret = testWebhookSecret(deps.secret);
  return {
    id: 'test',
    async ensureCustomer(input) {
      return testCustomerId(input.orgId);
    },
    async createCheckoutSession(input) {
      return {
        providerSessionId: testIds(input.checkoutSessionId).session,
        // Beside the page the payment returns to: the app origin the user started from.
        url: `${new URL(input.successUrl).origin}/checkout/test/${input.checkoutSessionId}`,
      };
    },
    async createPortalSession() {
      return null;
    },
    async retrieveSubscription(id) {
      const { rows } = await deps.pool.query<TestSubscriptionRow>(
        'select * from test_provider_subscriptions where id = $1',
        [id],
      );
      return rows[0] ? toProviderSubscription(rows[0]) : null;
    },
    async expireCheckoutSession() {
      // The test checkout page is ours: an expired row refuses Confirm.
      return true;
    },
    async cancelSubscriptionNow(id) {
      await deps.pool.query(
        `update test_provider_subscriptions set status = 'canceled' where id = $1`,
        [id],
      );
    },
    async refundSubscription(id) {
      const { rows: subscriptions } = await deps.pool.query<{ plan: PaidPlanId }>(
        'select plan from test_provider_subscriptions where id = $1',
        [id],
      );
      const plan = subscriptions[0] && findPlan(subscriptions[0].plan);
      if (!plan) return { refundId: null, amountUsd: 0 };
      await deps.pool.query(
        `insert into test_provider_refunds (id, subscription_id, amount_usd) values ($1, $2, $3)
         on conflict (subscription_id) do nothing`,
        [`re_test_${id.slice(9)}`, id, plan.priceUsd],
      );
      const { rows } = await deps.pool.query<{ id: string; amount_usd: number }>(
        'select id, amount_usd from test_provider_refunds where subscription_id = $1',
        [id],
      );
      return { refundId: rows[0]!.id, amountUsd: rows[0]!.amount_usd };
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, secret);
    },
    sign(payload) {
      return signStripePayload(payload, secret);
    },
  };
}
