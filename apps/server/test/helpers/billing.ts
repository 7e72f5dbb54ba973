/**
 * Billing tests: the billing form, checkout requests through the routes, signed Stripe event
 * deliveries to the webhook route, and a snapshot of everything money touches (to prove that a
 * refusal changed nothing).
 */
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { BillingDataInput, BillingOverview, CheckoutSessionStatus } from '@leadatlas/shared';
import type { Pool } from '../../src/db/pool.js';
import { createMailer } from '../../src/domain/email/mailer.js';
import { createBillingServices, type BillingDeps } from '../../src/domain/billing/services.js';
import { createLogger } from '../../src/logger.js';
import { get, nextIp, post, type TestApp, type TestUser } from './test-app.js';

export const BILLING: BillingDataInput = {
  fullName: 'Ana García',
  companyName: 'Dental Ana SL',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  vatId: 'B12345678',
};

export function checkout(
  t: TestApp,
  cookie: string,
  orgId: string,
  what: { planId?: string; packId?: string; type?: string } & Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const type = what.type ?? (what.planId ? 'subscription' : 'credits');
  return post(
    t,
    '/api/billing/checkout-session',
    { orgId, billingData: BILLING, locale: 'es', ...what, type },
    cookie,
  );
}

/** Starts a checkout through the route (200 expected): our session id and where to pay. */
export async function startCheckout(
  t: TestApp,
  who: TestUser,
  what: { planId?: string; packId?: string },
): Promise<{ sessionId: string; url: string }> {
  const response = await checkout(t, who.cookie, who.orgId, what);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessionId: string; url: string };
}

/** What the success page reads: whether the purchase has landed (200 expected). */
export async function checkoutStatus(
  t: TestApp,
  cookie: string,
  id: string,
): Promise<CheckoutSessionStatus> {
  const response = await get(t, `/api/billing/checkout-sessions/${id}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CheckoutSessionStatus;
}

/** The organization's plan, balance and subscription as the plans page reads them. */
export async function billingOverview(
  t: TestApp,
  cookie: string,
  orgId: string,
): Promise<BillingOverview> {
  const response = await get(t, `/api/billing?orgId=${orgId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BillingOverview;
}

/** Posts a body to the webhook route with a Stripe-Signature made by the SDK's test helper. */
export function deliverSigned(
  t: TestApp,
  payload: string,
  options: { secret: string; timestamp?: number; signature?: string | null },
): Promise<LightMyRequestResponse> {
  const header =
    options.signature === null
      ? undefined
      : (options.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        }));
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    remoteAddress: nextIp(),
  });
}

/** Everything a payment can change, to compare before and after a refusal. */
export async function moneySnapshot(pool: Pool) {
  const { rows } = await pool.query(
    `select
       (select count(*)::int from checkout_sessions) as checkouts,
       (select count(*)::int from credit_ledger) as ledger,
       (select count(*)::int from subscriptions) as subscriptions,
       (select count(*)::int from payment_events) as events,
       (select count(*)::int from email_outbox where kind = 'payment_failed') as notices,
       (select coalesce(json_agg(json_build_object('id', id, 'credits', credits,
          'plan_credits', plan_credits, 'plan', plan, 'billing', billing_details,
          'customer', stripe_customer_id) order by id), '[]') from organizations) as orgs`,
  );
  return rows[0] as Record<string, unknown>;
}

export async function orgState(pool: Pool, orgId: string) {
  const { rows } = await pool.query<{
    credits: number;
    plan_credits: number;
    plan: string;
    ledger: number;
  }>(
    `select o.credits, o.plan_credits, o.plan,
       (select coalesce(sum(change), 0) from credit_ledger where org_id = o.id)::float as ledger
     from organizations o where o.id = $1`,
    [orgId],
  );
  return rows[0]!;
}

export async function ledgerRows(pool: Pool, orgId: string) {
  const { rows } = await pool.query<{
    kind: string;
    change: number;
    plan_part: number;
    reason_key: string;
    reason_params: Record<string, string | number>;
    idempotency_key: string | null;
  }>(
    `select kind, change, plan_part, reason_key, reason_params, idempotency_key
     from credit_ledger where org_id = $1 order by created_at, id`,
    [orgId],
  );
  return rows;
}

/** Adds a user to an organization with a role (as an accepted invitation would). */
export async function addMember(pool: Pool, orgId: string, email: string, role: string) {
  await pool.query(
    `insert into organization_members (org_id, user_id, role, status, accepted_at)
     select $1, id, $3, 'active', now() from "user" where email = $2`,
    [orgId, email, role],
  );
}

/** The billing rules over the test app's database, as the app builds them. */
export function billingDeps(t: TestApp): BillingDeps {
  const log = createLogger('silent');
  return createBillingServices({
    config: t.config,
    pool: t.pool,
    log,
    mailer: createMailer({ pool: t.pool, log, smtp: false }),
    secret: t.config.AUTH_SECRET!,
  });
}
