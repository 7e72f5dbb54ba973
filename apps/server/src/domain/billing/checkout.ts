/**
 * Starting a purchase (create-checkout-session, spec 001 §7), following it (the success
 * page), the billing overview and the billing portal. Prices and credits come only from the
 * catalog; only an organization's owner or admin buys for it.
 */
import { randomUUID } from 'node:crypto';
import {
  canInOrganization,
  CREDIT_PACKS,
  findPlan,
  type BillingData,
  type BillingOverview,
  type CheckoutSessionStatus,
  type CheckoutType,
  type CreateCheckoutSessionResponse,
  type Locale,
  type OrganizationSummary,
  type PaidPlanId,
  type PlanId,
  type SubscriptionStatus,
} from '@leadatlas/shared';
import { inTransaction } from '../../db/pool.js';
import { resolveOrganization } from '../accounts/me.js';
import { organizationFor } from '../organizations/access.js';
import { DomainError } from '../errors.js';
import { isUuid, type CheckoutRow } from './fulfilment.js';
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  ENTITLED_STATUSES,
  ProviderUnavailableError,
  type CheckoutInput,
} from './provider.js';
import type { BillingDeps } from './services.js';

export interface StartCheckoutInput {
  userId: string;
  /** The account's email: the billing email (the form's is read-only). */
  email: string;
  type: CheckoutType;
  planId?: PaidPlanId | undefined;
  packId?: string | undefined;
  orgId: string;
  billingData: BillingData;
  locale: Locale;
  /** The app origin the user is on: the payment returns there (default: APP_URL). */
  appUrl?: string | undefined;
}

/**
 * The organization when the user's role may do the billing action there (organization-roles.ts:
 * plans, subscription and portal are the owner's; credit packs also an admin's); 403 otherwise.
 */
export async function manageableOrganization(
  deps: BillingDeps,
  userId: string,
  orgId: string,
  action: 'manage_billing' | 'buy_credits' = 'manage_billing',
): Promise<OrganizationSummary> {
  return organizationFor(deps.pool, userId, orgId, action);
}

type Item = CheckoutInput['item'];

function catalogItem(input: Pick<StartCheckoutInput, 'type' | 'planId' | 'packId'>): Item {
  if (input.type === 'subscription') {
    const plan = input.planId ? findPlan(input.planId) : undefined;
    if (plan && !input.packId) return { kind: 'plan', plan };
  } else {
    const pack = CREDIT_PACKS.find((candidate) => candidate.id === input.packId);
    if (pack && !input.planId) return { kind: 'pack', pack };
  }
  throw new DomainError('validation_failed', 400, 'not in the catalog', { fields: ['type'] });
}

function itemQuery(item: { plan_id: string | null; pack_id: string | null }): string {
  return item.plan_id
    ? `plan=${encodeURIComponent(item.plan_id)}`
    : `pack=${encodeURIComponent(item.pack_id ?? '')}`;
}

/** Where the browser returns: /checkout/success?session_id=…&plan=… or /checkout/error?…. */
export function checkoutReturnUrls(
  appUrl: string,
  sessionId: string,
  item: { plan_id: string | null; pack_id: string | null },
): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${appUrl}/checkout/success?session_id=${sessionId}&${itemQuery(item)}`,
    cancelUrl: `${appUrl}/checkout/error?${itemQuery(item)}`,
  };
}

/** Calls the payment provider; when it is down, logs why and answers payments_unavailable. */
async function callProvider<T>(
  deps: BillingDeps,
  orgId: string,
  failure: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.log.error({ err: error, orgId }, failure);
      throw new DomainError('payments_unavailable', 503);
    }
    throw error;
  }
}

async function liveSubscription(deps: BillingDeps, orgId: string): Promise<boolean> {
  const { rows } = await deps.pool.query<{ status: string }>(
    'select status from subscriptions where org_id = $1',
    [orgId],
  );
  return rows[0] !== undefined && ENTITLED_STATUSES.has(rows[0].status);
}

export async function assertNoLiveSubscription(deps: BillingDeps, orgId: string): Promise<void> {
  if (await liveSubscription(deps, orgId)) throw new DomainError('subscription_exists', 409);
}

/** 409 checkout_pending naming the organization's open plan checkout, when it has one. */
async function assertNoOpenPlanCheckout(deps: BillingDeps, orgId: string): Promise<void> {
  const { rows } = await deps.pool.query<{ id: string; url: string }>(
    `select id, url from checkout_sessions
     where org_id = $1 and type = 'subscription' and status = 'open'`,
    [orgId],
  );
  const open = rows[0];
  if (open) {
    throw new DomainError('checkout_pending', 409, 'checkout_pending', {
      checkoutId: open.id,
      checkoutUrl: open.url,
    });
  }
}

const ONE_OPEN_PLAN = 'checkout_sessions_one_open_plan';

export async function startCheckout(
  deps: BillingDeps,
  input: StartCheckoutInput,
): Promise<CreateCheckoutSessionResponse> {
  const item = catalogItem(input);
  const organization = await manageableOrganization(
    deps,
    input.userId,
    input.orgId,
    item.kind === 'plan' ? 'manage_billing' : 'buy_credits',
  );
  if (item.kind === 'plan') {
    // One plan per organization: none live, none being paid in another tab.
    await assertNoLiveSubscription(deps, organization.id);
    await assertNoOpenPlanCheckout(deps, organization.id);
  }
  const id = randomUUID();
  const row = {
    plan_id: item.kind === 'plan' ? item.plan.id : null,
    pack_id: item.kind === 'pack' ? item.pack.id : null,
  };
  const credits = item.kind === 'plan' ? item.plan.monthlyCredits : item.pack.credits;
  const amountUsd = item.kind === 'plan' ? item.plan.priceUsd : item.pack.priceUsd;
  const { successUrl, cancelUrl } = checkoutReturnUrls(
    input.appUrl ?? deps.appUrl,
    deps.provider.id === 'stripe' ? CHECKOUT_SESSION_PLACEHOLDER : id,
    row,
  );
  const stored = await deps.pool.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from organizations where id = $1',
    [organization.id],
  );
  const storedCustomer = stored.rows[0]?.stripe_customer_id ?? null;
  const billing = { ...input.billingData, email: input.email };
  const created = await callProvider(
    deps,
    organization.id,
    'checkout could not start',
    async () => {
      let customerId = await deps.provider.ensureCustomer({
        orgId: organization.id,
        organizationName: organization.name,
        customerId: storedCustomer,
        email: input.email,
        billing: input.billingData,
        locale: input.locale,
      });
      if (deps.provider.id === 'stripe' && customerId !== storedCustomer) {
        // One customer per organization: the first one stored wins a race.
        const { rows } = await deps.pool.query<{ stripe_customer_id: string }>(
          `update organizations set stripe_customer_id = case
           when stripe_customer_id is null or stripe_customer_id = $3 then $2
           else stripe_customer_id end
         where id = $1 returning stripe_customer_id`,
          [organization.id, customerId, storedCustomer],
        );
        customerId = rows[0]?.stripe_customer_id ?? customerId;
      }
      return deps.provider.createCheckoutSession({
        checkoutSessionId: id,
        orgId: organization.id,
        userId: input.userId,
        customerId,
        type: input.type,
        item,
        successUrl,
        cancelUrl,
        locale: input.locale,
      });
    },
  );
  try {
    await inTransaction(deps.pool, async (db) => {
      await db.query(
        `insert into checkout_sessions (id, org_id, user_id, provider, provider_session_id, type,
         plan_id, pack_id, credits, amount_usd, billing, locale, url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          id,
          organization.id,
          input.userId,
          deps.provider.id,
          created.providerSessionId,
          input.type,
          row.plan_id,
          row.pack_id,
          credits,
          amountUsd,
          JSON.stringify(billing),
          input.locale,
          created.url,
        ],
      );
      await db.query(
        'update organizations set billing_details = $2, updated_at = now() where id = $1',
        [organization.id, JSON.stringify(billing)],
      );
    });
  } catch (error) {
    if ((error as { constraint?: string }).constraint !== ONE_OPEN_PLAN) throw error;
    // Another tab opened a plan checkout meanwhile: ours is closed before anyone can pay it.
    await deps.provider.expireCheckoutSession(created.providerSessionId).catch(() => false);
    await assertNoOpenPlanCheckout(deps, organization.id);
    throw error;
  }
  return { sessionId: id, url: created.url };
}

/**
 * Closes an open checkout the user no longer wants (the way out of checkout_pending): at the
 * provider first, so it cannot be paid after we forget it. 409 checkout_closed when it was
 * paid or closed meanwhile.
 */
export async function cancelCheckout(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<{ ok: true }> {
  const row = await checkoutById(deps, id);
  if (!row || !(await isMember(deps, userId, row.org_id))) throw new DomainError('not_found', 404);
  await manageableOrganization(
    deps,
    userId,
    row.org_id,
    row.type === 'subscription' ? 'manage_billing' : 'buy_credits',
  );
  if (row.status !== 'open') throw new DomainError('checkout_closed', 409);
  const closed = await callProvider(deps, row.org_id, 'checkout could not be closed', () =>
    deps.provider.expireCheckoutSession(row.provider_session_id),
  );
  if (!closed) throw new DomainError('checkout_closed', 409);
  await deps.pool.query(
    `update checkout_sessions set status = 'expired' where id = $1 and status = 'open'`,
    [row.id],
  );
  return { ok: true };
}

/** A checkout by our id or the provider's (Stripe puts its own in the success URL). */
async function checkoutById(deps: BillingDeps, id: string): Promise<CheckoutRow | undefined> {
  const { rows } = isUuid(id)
    ? await deps.pool.query<CheckoutRow>('select * from checkout_sessions where id = $1', [id])
    : await deps.pool.query<CheckoutRow>(
        'select * from checkout_sessions where provider = $1 and provider_session_id = $2',
        [deps.provider.id, id],
      );
  return rows[0];
}

/** A checkout in the words of the contract, as the success page and the test checkout show it. */
export function checkoutSummary(row: CheckoutRow) {
  return {
    id: row.id,
    type: row.type,
    planId: row.plan_id,
    packId: row.pack_id,
    credits: row.credits,
    status: row.status,
  };
}

async function isMember(deps: BillingDeps, userId: string, orgId: string): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    `select 1 from organization_members where org_id = $1 and user_id = $2 and status = 'active'`,
    [orgId, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Has this purchase landed? Members of the organization only (404 for anyone else). */
export async function getCheckoutStatus(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<CheckoutSessionStatus> {
  const row = await checkoutById(deps, id);
  if (!row || !(await isMember(deps, userId, row.org_id))) {
    throw new DomainError('not_found', 404);
  }
  const { rows } = await deps.pool.query<{ credits: number }>(
    'select credits from organizations where id = $1',
    [row.org_id],
  );
  return {
    ...checkoutSummary(row),
    fulfilled: row.fulfilled_at !== null,
    balance: rows[0]?.credits ?? 0,
  };
}

/** The provider's status in the words of the contract. */
function contractStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return status;
    default:
      return 'canceled';
  }
}

export async function getBillingOverview(
  deps: BillingDeps,
  userId: string,
  orgId?: string,
): Promise<BillingOverview> {
  const organization = await resolveOrganization(deps.pool, userId, orgId);
  const { rows } = await deps.pool.query<{
    plan: PlanId;
    credits: number;
    plan_credits: number;
    sub_plan: PaidPlanId | null;
    status: string | null;
    current_period_end: Date | null;
    cancel_at_period_end: boolean | null;
    scheduled_plan: PaidPlanId | null;
  }>(
    `select o.plan, o.credits, o.plan_credits, s.plan as sub_plan, s.status,
            s.current_period_end, s.cancel_at_period_end, s.scheduled_plan
     from organizations o left join subscriptions s on s.org_id = o.id
     where o.id = $1`,
    [organization.id],
  );
  const row = rows[0]!;
  return {
    orgId: organization.id,
    plan: row.plan,
    credits: row.credits,
    planCredits: row.plan_credits,
    provider: deps.provider.id,
    subscription:
      row.sub_plan && row.status
        ? {
            plan: row.sub_plan,
            status: contractStatus(row.status),
            currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancel_at_period_end ?? false,
            scheduledPlan: ENTITLED_STATUSES.has(row.status) ? row.scheduled_plan : null,
          }
        : null,
    canManage: canInOrganization(organization.role, 'manage_billing'),
    canBuyCredits: canInOrganization(organization.role, 'buy_credits'),
  };
}

/** The provider's billing portal (Stripe: change plan, payment method, cancel). */
export async function openBillingPortal(
  deps: BillingDeps,
  userId: string,
  orgId: string,
  appUrl: string = deps.appUrl,
): Promise<{ url: string }> {
  const organization = await manageableOrganization(deps, userId, orgId);
  const { rows } = await deps.pool.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from organizations where id = $1',
    [organization.id],
  );
  const customerId = rows[0]?.stripe_customer_id;
  if (deps.provider.id !== 'stripe' || !customerId) {
    throw new DomainError('portal_unavailable', 409);
  }
  const url = await callProvider(deps, organization.id, 'billing portal could not open', () =>
    deps.provider.createPortalSession({ customerId, returnUrl: `${appUrl}/plans` }),
  );
  if (!url) throw new DomainError('portal_unavailable', 409);
  return { url };
}
