/**
 * Plan changes on a live subscription (issue 12, decision 0017), written once:
 *
 * - an upgrade takes effect at once, and its paid proration invoice tops the period's plan
 *   credits up to the new plan's (fulfilInvoice, billing reason subscription_update);
 * - a downgrade is scheduled for the period end: the plan and its credits stay until the
 *   renewal switches to the new plan and grants its credits (the old ones expire as on any
 *   renewal);
 * - a cancellation takes effect at the period end, then the organization is on Free;
 * - a scheduled downgrade or cancellation can be undone ("keep") until then.
 *
 * Only an owner or admin of the organization changes its plan. With Stripe the customer makes
 * these changes in Stripe's billing portal, configured to the same rules (409 portal_required
 * here); in the local test mode these functions carry them out through the test provider's
 * books and the same signed webhook path Stripe's events take.
 */
import { planChangeKind, type BillingOverview, type PaidPlanId } from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import { getBillingOverview, manageableOrganization } from './checkout.js';
import {
  ENTITLED_STATUSES,
  type ProviderSubscription,
  type SubscriptionChange,
} from './provider.js';
import type { BillingDeps } from './services.js';
import { changeTestSubscription, renewTestSubscription, testProvider } from './test-checkout.js';
import { toProviderSubscription, type TestSubscriptionRow } from './test-provider.js';

/** What the owner asks for. */
export type PlanChangeRequest =
  | { kind: 'plan'; plan: PaidPlanId }
  | { kind: 'cancel' }
  | { kind: 'keep' };

/**
 * The rules: what a request does to the subscription as the provider holds it now. 'done' when
 * it holds that already (asking twice is harmless); DomainError when the request makes no sense.
 */
export function decidePlanChange(
  current: Pick<ProviderSubscription, 'plan' | 'scheduledPlan' | 'cancelAtPeriodEnd'>,
  request: PlanChangeRequest,
): SubscriptionChange | 'done' {
  switch (request.kind) {
    case 'plan': {
      const kind = current.plan ? planChangeKind(current.plan, request.plan) : 'upgrade';
      if (kind === 'same') throw new DomainError('plan_unchanged', 409);
      if (kind === 'upgrade') return { kind: 'switch_now', plan: request.plan };
      const scheduled = current.scheduledPlan === request.plan && !current.cancelAtPeriodEnd;
      return scheduled ? 'done' : { kind: 'schedule', plan: request.plan };
    }
    case 'cancel':
      return current.cancelAtPeriodEnd ? 'done' : { kind: 'cancel_at_period_end' };
    case 'keep':
      if (!current.cancelAtPeriodEnd && !current.scheduledPlan) {
        throw new DomainError('nothing_scheduled', 409);
      }
      return { kind: 'keep' };
  }
}

/** The provider's books of the organization's live subscription; 409 no_subscription if none. */
async function liveTestSubscription(
  deps: BillingDeps,
  orgId: string,
): Promise<TestSubscriptionRow> {
  const { rows } = await deps.pool.query<TestSubscriptionRow>(
    `select t.* from subscriptions s
     join test_provider_subscriptions t on t.id = s.provider_subscription_id
     where s.org_id = $1 and s.provider = 'test'`,
    [orgId],
  );
  const books = rows[0];
  if (!books || !ENTITLED_STATUSES.has(books.status)) {
    throw new DomainError('no_subscription', 409);
  }
  return books;
}

/** Owner or admin, in the local test mode (with Stripe, the portal makes changes). */
async function authorize(deps: BillingDeps, userId: string, orgId: string): Promise<string> {
  const organization = await manageableOrganization(deps, userId, orgId);
  if (deps.provider.id !== 'test') throw new DomainError('portal_required', 409);
  return organization.id;
}

const ATTEMPTS = 5;

/**
 * Carries out a request and answers the organization's billing as it is afterwards: the
 * webhook has handled the change's events (plan, scheduled plan, credits) before this returns.
 * A change made meanwhile by someone else (another tab, the period's end) is decided again on
 * the new state, so two upgrades at once upgrade (and grant) once.
 */
export async function requestPlanChange(
  deps: BillingDeps,
  input: { userId: string; orgId: string; request: PlanChangeRequest },
): Promise<BillingOverview> {
  const orgId = await authorize(deps, input.userId, input.orgId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const books = await liveTestSubscription(deps, orgId);
    const change = decidePlanChange(toProviderSubscription(books), input.request);
    if (change === 'done') break;
    if (await changeTestSubscription(deps, books, change)) break;
    if (attempt === ATTEMPTS - 1) throw new DomainError('rate_limited', 429);
  }
  return getBillingOverview(deps, input.userId, orgId);
}

/**
 * The test mode's "the period ends now" (for a person trying the product): the current period
 * is cut short and ended as the worker's schedule ends any period, so a scheduled downgrade or
 * cancellation takes effect and a renewal grants the next period's credits.
 */
export async function endTestPeriodNow(
  deps: BillingDeps,
  input: { userId: string; orgId: string },
): Promise<BillingOverview> {
  testProvider(deps);
  const orgId = await authorize(deps, input.userId, input.orgId);
  const books = await liveTestSubscription(deps, orgId);
  const { rowCount } = await deps.pool.query(
    `update test_provider_subscriptions set current_period_end = least(current_period_end, now())
     where id = $1 and cycle = $2 and status in ('active', 'past_due')`,
    [books.id, books.cycle],
  );
  // Ended meanwhile by the worker's schedule or another tab: that is what was asked.
  if (rowCount) await renewTestSubscription(deps, books.id, { cycle: books.cycle });
  return getBillingOverview(deps, input.userId, orgId);
}
