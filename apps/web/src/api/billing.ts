/**
 * Billing as the screens use it (spec 001 §2.2–2.4, §7): the organization's plan and
 * subscription, create-checkout-session, the local test-mode checkout, the outcome of a
 * checkout, and the billing portal. Prices never leave the browser: the server prices from the
 * catalog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingOverview,
  CheckoutSessionStatus,
  CreateCheckoutSessionRequest,
  CreateCheckoutSessionResponse,
  PaidPlanId,
  TestCheckout,
} from '@leadatlas/shared';
import { api, isClientError, retryUnlessClientError } from '../lib/api';
import { BILLING_QUERY_ROOT, invalidateBillingData } from './account-sync';

export const billingKeys = {
  all: BILLING_QUERY_ROOT,
  overview: (orgId: string) => ['billing', 'overview', orgId] as const,
  checkoutSession: (id: string) => ['billing', 'checkout-session', id] as const,
  testCheckout: (id: string) => ['billing', 'test-checkout', id] as const,
};

const path = (id: string) => encodeURIComponent(id);

/** GET /api/billing?orgId=: plan, balance, subscription and whether the user may buy. */
export function useBillingOverview(orgId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.overview(orgId ?? ''),
    queryFn: () =>
      api<BillingOverview>(`/api/billing?${new URLSearchParams({ orgId: orgId ?? '' })}`),
    enabled: Boolean(orgId),
    retry: retryUnlessClientError,
    // Money changes in other tabs (a payment): coming back to this one reads it again.
    refetchOnWindowFocus: 'always',
  });
}

/** POST /api/billing/checkout-session: answers where the browser pays. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (body: CreateCheckoutSessionRequest) =>
      api<CreateCheckoutSessionResponse>('/api/billing/checkout-session', { body }),
  });
}

/** POST /api/billing/portal: the provider's page to change plan, card or cancel (Stripe). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: (orgId: string) => api<{ url: string }>('/api/billing/portal', { body: { orgId } }),
  });
}

/** GET /api/billing/checkout-sessions/:id, polled by the success page until credits land. */
export function useCheckoutSessionStatus(
  id: string | undefined,
  options: {
    enabled: boolean;
    refetchInterval: (status: CheckoutSessionStatus | undefined) => number | false;
  },
) {
  return useQuery({
    queryKey: billingKeys.checkoutSession(id ?? ''),
    queryFn: ({ signal }) =>
      api<CheckoutSessionStatus>(`/api/billing/checkout-sessions/${path(id!)}`, { signal }),
    enabled: Boolean(id) && options.enabled,
    // A session that is not found or not ours (4xx) will not appear by asking again.
    refetchInterval: (query) =>
      isClientError(query.state.error) ? false : options.refetchInterval(query.state.data),
    retry: retryUnlessClientError,
  });
}

/** GET /api/billing/test-checkout/:id: what the local test-mode checkout is about to "charge". */
export function useTestCheckout(id: string | undefined) {
  return useQuery({
    queryKey: billingKeys.testCheckout(id ?? ''),
    queryFn: ({ signal }) =>
      api<TestCheckout>(`/api/billing/test-checkout/${path(id!)}`, { signal }),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
  });
}

/** POST /api/billing/checkout-sessions/:id/cancel: closes a pending checkout (checkout_pending). */
export function useCancelCheckout() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/billing/checkout-sessions/${path(id)}/cancel`, {
        method: 'POST',
        body: {},
      }),
  });
}

/** POST /api/billing/test-checkout/:id/confirm | decline: answers where the browser goes. */
export function useTestCheckoutAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'confirm' | 'decline' }) =>
      api<{ redirectUrl: string }>(`/api/billing/test-checkout/${path(id)}/${action}`, {
        method: 'POST',
        body: {},
      }),
  });
}

/** For components: the query client's invalidation bound once. */
export function useInvalidateBillingData() {
  const client = useQueryClient();
  return () => invalidateBillingData(client);
}

/** What the owner asks of a live subscription (decision 0017). */
export type SubscriptionAction =
  | { kind: 'change'; planId: PaidPlanId }
  | { kind: 'cancel' }
  | { kind: 'keep' }
  | { kind: 'end-period' };

const SUBSCRIPTION_ACTION_PATHS: Record<SubscriptionAction['kind'], string> = {
  change: '/api/billing/subscription/change',
  cancel: '/api/billing/subscription/cancel',
  keep: '/api/billing/subscription/keep',
  'end-period': '/api/billing/test-subscription/end-period',
};

/**
 * POST /api/billing/subscription/change | cancel | keep, and the test mode's
 * /api/billing/test-subscription/end-period: each answers the billing overview after the change,
 * which this tab shows at once while every tab's account data is read again.
 */
export function useSubscriptionAction(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) =>
      api<BillingOverview>(SUBSCRIPTION_ACTION_PATHS[action.kind], {
        body: action.kind === 'change' ? { orgId, planId: action.planId } : { orgId },
      }),
    onSuccess: (overview) => {
      client.setQueryData(billingKeys.overview(orgId), overview);
      void invalidateBillingData(client);
    },
  });
}
