/**
 * What a payment does, inside the webhook's transaction. Every credit movement is a ledger row
 * with an idempotency key derived from the provider's objects (checkout, invoice,
 * subscription), so a replayed or duplicated event is a no-op. Subscription state always comes
 * from the provider's current view (re-read by the caller), never from the event's payload.
 *
 * Lock order, everywhere: the organization row first, then its subscription, checkout and
 * ledger rows (concurrent events of one organization queue on the organization).
 */
import {
  findPlan,
  type CheckoutStatus,
  type PaidPlanId,
  type PlanId,
  type Locale,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { expirePlanCredits, movementRecorded, recordCreditMovement } from '../credits/ledger.js';
import { paymentFailedEmail } from '../email/templates.js';
import { ENDED_STATUSES, ENTITLED_STATUSES, type ProviderSubscription } from './provider.js';
import type { BillingDeps } from './services.js';
import { recordDuplicateSubscription } from './duplicates.js';
import { preferredEmailLocale } from '../accounts/email-locale.js';
import * as billingNews from '../notifications/billing-news.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface CheckoutRow {
  id: string;
  org_id: string;
  user_id: string | null;
  provider: 'stripe' | 'test';
  provider_session_id: string;
  type: 'subscription' | 'credits';
  plan_id: PaidPlanId | null;
  pack_id: string | null;
  credits: number;
  amount_usd: number;
  status: CheckoutStatus;
  billing: Record<string, unknown>;
  locale: Locale | null;
  url: string;
  created_at: Date;
  completed_at: Date | null;
  fulfilled_at: Date | null;
}

interface SubscriptionRow {
  provider_subscription_id: string;
  plan: PaidPlanId;
  status: string;
  period_credits: number;
}

/** Locks the organization row (as a balance update does): the first lock of every effect. */
async function lockOrganization(db: Queryable, orgId: string): Promise<PlanId | null> {
  const { rows } = await db.query<{ plan: PlanId }>(
    'select plan from organizations where id = $1 for no key update',
    [orgId],
  );
  return rows[0]?.plan ?? null;
}

export async function findCheckout(
  db: Queryable,
  provider: string,
  providerSessionId: string,
  fallbackId: unknown,
): Promise<CheckoutRow | undefined> {
  const bySession = await db.query<CheckoutRow>(
    'select * from checkout_sessions where provider = $1 and provider_session_id = $2',
    [provider, providerSessionId],
  );
  if (bySession.rows[0] || !isUuid(fallbackId)) return bySession.rows[0];
  const byId = await db.query<CheckoutRow>(
    'select * from checkout_sessions where provider = $1 and id = $2',
    [provider, fallbackId],
  );
  return byId.rows[0];
}

async function markCheckout(
  db: Queryable,
  checkoutId: string,
  orgId: string,
  fulfilled: boolean,
): Promise<void> {
  await db.query(
    `update checkout_sessions set status = case when status = 'refunded' then status
       else 'completed' end,
       completed_at = coalesce(completed_at, now()),
       fulfilled_at = case when $3 then coalesce(fulfilled_at, now()) else fulfilled_at end
     where id = $1 and org_id = $2`,
    [checkoutId, orgId, fulfilled],
  );
}

/** The organization a subscription belongs to: our metadata, our records, its customer. */
async function organizationOf(
  db: Queryable,
  subscription: ProviderSubscription,
): Promise<string | null> {
  const fromMetadata = subscription.metadata.orgId;
  if (isUuid(fromMetadata)) {
    const { rows } = await db.query<{ id: string }>('select id from organizations where id = $1', [
      fromMetadata,
    ]);
    if (rows[0]) return rows[0].id;
  }
  const known = await db.query<{ org_id: string }>(
    'select org_id from subscriptions where provider_subscription_id = $1',
    [subscription.id],
  );
  if (known.rows[0]) return known.rows[0].org_id;
  if (subscription.customerId) {
    const { rows } = await db.query<{ id: string }>(
      'select id from organizations where stripe_customer_id = $1',
      [subscription.customerId],
    );
    if (rows[0]) return rows[0].id;
  }
  return null;
}

export interface SyncResult {
  orgId: string;
  /** The subscription is the organization's current one (news of an older one changes nothing). */
  current: boolean;
  /** Our record's plan before this sync (null when there was none for this subscription). */
  previousPlan: PaidPlanId | null;
  periodCredits: number;
}

/**
 * Makes our record and the organization's plan match the provider's subscription: an entitled
 * subscription (active, trialing, past_due) sets the plan; an ended one (canceled, unpaid, …)
 * puts the organization back on Free and expires its unused plan credits, once.
 */
export async function syncSubscription(
  deps: BillingDeps,
  db: Queryable,
  subscription: ProviderSubscription,
): Promise<SyncResult | null> {
  const orgId = await organizationOf(db, subscription);
  if (!orgId) {
    deps.log.warn({ subscription: subscription.id }, 'subscription of no known organization');
    return null;
  }
  const orgPlan = await lockOrganization(db, orgId);
  const { rows } = await db.query<SubscriptionRow>(
    `select provider_subscription_id, plan, status, period_credits from subscriptions
     where org_id = $1 for update`,
    [orgId],
  );
  const existing = rows[0];
  const same = existing?.provider_subscription_id === subscription.id;
  const entitled = ENTITLED_STATUSES.has(subscription.status);
  if (existing && !same && !entitled) {
    // News of a subscription the organization no longer has (or never completed).
    return { orgId, current: false, previousPlan: null, periodCredits: 0 };
  }
  if (existing && !same && ENTITLED_STATUSES.has(existing.status)) {
    // A second live subscription (two Checkout tabs both paid): never current, never granted.
    await recordDuplicateSubscription(deps, db, orgId, subscription);
    return { orgId, current: false, previousPlan: null, periodCredits: 0 };
  }
  const plan = subscription.plan ?? (same ? existing.plan : null);
  if (!plan) {
    deps.log.warn({ subscription: subscription.id }, 'subscription with a price of no plan');
    return null;
  }
  await db.query(
    `insert into subscriptions (org_id, provider, provider_subscription_id, provider_customer_id,
       plan, status, current_period_start, current_period_end, cancel_at_period_end,
       scheduled_plan)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (org_id) do update set
       provider = excluded.provider,
       provider_subscription_id = excluded.provider_subscription_id,
       provider_customer_id = excluded.provider_customer_id,
       plan = excluded.plan,
       status = excluded.status,
       current_period_start = excluded.current_period_start,
       current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end,
       scheduled_plan = excluded.scheduled_plan,
       period_credits = case
         when subscriptions.provider_subscription_id = excluded.provider_subscription_id
         then subscriptions.period_credits else 0 end,
       updated_at = now()`,
    [
      orgId,
      deps.provider.id,
      subscription.id,
      subscription.customerId,
      plan,
      subscription.status,
      subscription.currentPeriodStart,
      subscription.currentPeriodEnd,
      subscription.cancelAtPeriodEnd,
      subscription.scheduledPlan,
    ],
  );
  if (entitled) {
    const changed = await db.query(
      `update organizations set plan = $2, updated_at = now() where id = $1 and plan <> $2`,
      [orgId, plan],
    );
    if (changed.rowCount)
      await billingNews.planChanged(deps, db, { orgId, from: orgPlan ?? 'free', to: plan });
  } else if (ENDED_STATUSES.has(subscription.status)) {
    const changed = await db.query(
      `update organizations set plan = 'free', updated_at = now() where id = $1 and plan <> 'free'`,
      [orgId],
    );
    if (changed.rowCount)
      await billingNews.planChanged(deps, db, { orgId, from: orgPlan ?? plan, to: 'free' });
    await expirePlanCredits(db, {
      orgId,
      plan: orgPlan && orgPlan !== 'free' ? orgPlan : plan,
      idempotencyKey: `subscription:${subscription.id}:ended:expiry`,
    });
  }
  return {
    orgId,
    current: true,
    previousPlan: same ? existing.plan : null,
    periodCredits: same ? existing.period_credits : 0,
  };
}

async function grantPlanCredits(
  db: Queryable,
  input: { orgId: string; plan: PaidPlanId; credits: number; key: string; periodCredits: number },
): Promise<void> {
  await recordCreditMovement(db, {
    orgId: input.orgId,
    userId: null,
    change: input.credits,
    kind: 'plan_grant',
    reasonKey: 'plan_grant',
    reasonParams: { plan: input.plan, credits: input.credits },
    idempotencyKey: input.key,
  });
  await db.query(
    `update subscriptions set period_credits = $2, updated_at = now() where org_id = $1`,
    [input.orgId, input.periodCredits],
  );
}

/**
 * A paid subscription invoice: the first one grants the plan's monthly credits; a renewal
 * first expires what is left of the last period's plan credits, then grants; a paid upgrade
 * (proration invoice) tops the period's grant up to the new plan's monthly credits. Once per
 * invoice (idempotency keys `invoice:<id>:grant|expiry`).
 */
export async function fulfilInvoice(
  db: Queryable,
  synced: SyncResult,
  subscription: ProviderSubscription,
  invoice: { id: string; billingReason: string | null },
): Promise<boolean> {
  if (!synced.current || !ENTITLED_STATUSES.has(subscription.status) || !subscription.plan) {
    return false;
  }
  const plan = subscription.plan;
  const monthly = findPlan(plan)!.monthlyCredits;
  const grantKey = `invoice:${invoice.id}:grant`;
  if (await movementRecorded(db, grantKey)) return true;
  const base = { orgId: synced.orgId, plan, key: grantKey };
  switch (invoice.billingReason) {
    case 'subscription_create':
      await grantPlanCredits(db, { ...base, credits: monthly, periodCredits: monthly });
      return true;
    case 'subscription_cycle':
      await expirePlanCredits(db, {
        orgId: synced.orgId,
        plan: synced.previousPlan ?? plan,
        idempotencyKey: `invoice:${invoice.id}:expiry`,
      });
      await grantPlanCredits(db, { ...base, credits: monthly, periodCredits: monthly });
      return true;
    case 'subscription_update': {
      const topUp = Math.round((monthly - synced.periodCredits) * 100) / 100;
      if (topUp > 0) {
        await grantPlanCredits(db, { ...base, credits: topUp, periodCredits: monthly });
      }
      return true;
    }
    default:
      return false;
  }
}

/** A paid checkout: a pack's credits, or the first grant of a subscription. */
export async function fulfilCheckout(
  deps: BillingDeps,
  db: Queryable,
  input: {
    checkout: CheckoutRow;
    paid: boolean;
    subscription: ProviderSubscription | null;
    invoiceId: string | null;
  },
): Promise<void> {
  const { checkout } = input;
  await lockOrganization(db, checkout.org_id);
  if (checkout.type === 'credits') {
    if (input.paid) {
      const credited = await recordCreditMovement(db, {
        orgId: checkout.org_id,
        userId: checkout.user_id,
        change: checkout.credits,
        kind: 'purchase',
        reasonKey: 'purchase',
        reasonParams: { credits: checkout.credits },
        idempotencyKey: `checkout:${checkout.id}:purchase`,
      });
      if (credited)
        await billingNews.purchaseCredited(deps, db, {
          orgId: checkout.org_id,
          checkoutId: checkout.id,
          credits: checkout.credits,
        });
    }
    await markCheckout(db, checkout.id, checkout.org_id, input.paid);
    return;
  }
  let fulfilled = false;
  if (input.subscription) {
    const synced = await syncSubscription(deps, db, input.subscription);
    if (synced && input.paid && input.invoiceId) {
      fulfilled = await fulfilInvoice(db, synced, input.subscription, {
        id: input.invoiceId,
        billingReason: 'subscription_create',
      });
    }
  }
  await markCheckout(db, checkout.id, checkout.org_id, fulfilled);
}

/** The checkout a subscription came from is fulfilled once its first invoice granted. */
export async function markSubscriptionCheckout(
  db: Queryable,
  orgId: string,
  subscription: ProviderSubscription,
): Promise<void> {
  const checkoutId = subscription.metadata.checkoutSessionId;
  if (isUuid(checkoutId)) await markCheckout(db, checkoutId, orgId, true);
}

/** A failed renewal: the owner hears about it once per invoice, in their language. */
export async function notifyPaymentFailed(
  deps: BillingDeps,
  db: Queryable,
  input: { orgId: string; invoiceId: string },
): Promise<void> {
  const notice = await db.query(
    'insert into billing_notices (key) values ($1) on conflict do nothing returning key',
    [`payment_failed:${input.invoiceId}`],
  );
  if (notice.rowCount === 0) return;
  const { rows } = await db.query<{
    email: string;
    locale: Locale | null;
    name: string;
    plan: PlanId;
    sub_plan: PaidPlanId | null;
  }>(
    `select u.email, p.locale, o.name, o.plan, s.plan as sub_plan
     from organizations o join "user" u on u.id = o.owner_user_id
     left join profiles p on p.user_id = u.id
     left join subscriptions s on s.org_id = o.id
     where o.id = $1`,
    [input.orgId],
  );
  const owner = rows[0];
  if (!owner) return;
  await billingNews.paymentFailed(deps, db, { ...input, plan: owner.sub_plan ?? owner.plan });
  await deps.mailer.send(
    paymentFailedEmail({
      to: owner.email,
      locale: preferredEmailLocale(owner.locale),
      plan: owner.sub_plan ?? owner.plan,
      organizationName: owner.name,
      url: `${deps.appUrl}/plans`,
    }),
    db,
  );
}

/** The organization of a customer id we stored (an invoice without a subscription). */
export async function organizationOfCustomer(
  db: Queryable,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const { rows } = await db.query<{ id: string }>(
    'select id from organizations where stripe_customer_id = $1',
    [customerId],
  );
  return rows[0]?.id ?? null;
}
