/**
 * Shared by the plans and checkout tests: billing answers shaped like the real API's, and the
 * billing screens mounted on their real paths with probes where they lead.
 */
import type { RouteObject } from 'react-router';
import type {
  BillingOverview,
  CheckoutSessionStatus,
  PaidPlanId,
  PlanId,
  TestCheckout,
} from '@leadatlas/shared';
import PlansPage from '../../src/features/plans/plans-page';
import ManageSubscriptionPage from '../../src/features/plans/manage-subscription-page';
import CheckoutBillingPage from '../../src/features/checkout/billing-page';
import TestCheckoutPage from '../../src/features/checkout/test-checkout-page';
import CheckoutSuccessPage from '../../src/features/checkout/success-page';
import CheckoutErrorPage from '../../src/features/checkout/error-page';
import { ORG_ID, Probe, renderRoutes } from '../search-fixtures';

export const SESSION_ID = 'cs_test_7f3a9b2c';

export function billingOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    orgId: ORG_ID,
    plan: 'free' as PlanId,
    credits: 50,
    planCredits: 0,
    provider: 'test',
    subscription: null,
    canManage: true,
    canBuyCredits: true,
    ...overrides,
  };
}

/** An organization with a live subscription renewing on 15 March 2026, as the API says it. */
export function subscribedOverview(
  plan: PaidPlanId,
  subscription: Partial<NonNullable<BillingOverview['subscription']>> = {},
  overrides: Partial<BillingOverview> = {},
): BillingOverview {
  return billingOverview({
    plan,
    subscription: {
      plan,
      status: 'active',
      currentPeriodEnd: '2026-03-15T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      ...subscription,
    },
    ...overrides,
  });
}

export function sessionStatus(
  overrides: Partial<CheckoutSessionStatus> = {},
): CheckoutSessionStatus {
  return {
    id: SESSION_ID,
    type: 'subscription',
    planId: 'growth',
    packId: null,
    credits: 2000,
    status: 'open',
    fulfilled: false,
    balance: 50,
    ...overrides,
  };
}

export function testCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: SESSION_ID,
    type: 'credits',
    planId: null,
    packId: 'pack-500',
    credits: 500,
    amountUsd: 99,
    status: 'open',
    organizationName: 'Clínica Sol',
    email: 'ana@example.com',
    successUrl: `/checkout/success?session_id=${SESSION_ID}&pack=pack-500`,
    cancelUrl: '/checkout/error?pack=pack-500',
    ...overrides,
  };
}

const routes: RouteObject[] = [
  { path: '/plans', element: <PlansPage /> },
  { path: '/billing/manage', element: <ManageSubscriptionPage /> },
  { path: '/checkout/billing', element: <CheckoutBillingPage /> },
  { path: '/checkout/test/:sessionId', element: <TestCheckoutPage /> },
  { path: '/checkout/success', element: <CheckoutSuccessPage /> },
  { path: '/checkout/error', element: <CheckoutErrorPage /> },
  { path: '/dashboard', element: <Probe /> },
  { path: '/', element: <Probe /> },
];

/** The billing screens on their real paths; where they lead shows the probe. */
export function renderBilling(path: string) {
  return renderRoutes(routes, path);
}

export function location(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
