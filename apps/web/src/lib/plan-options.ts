/**
 * What each plan of the catalog means for an organization with a live subscription (decision
 * 0017), from the shared rules: its current plan, the plan scheduled for the renewal, an
 * upgrade (now, with the credits it adds) or a downgrade (at the period end).
 */
import {
  planChangeKind,
  upgradeCredits,
  type BillingOverview,
  type PaidPlanId,
} from '@leadatlas/shared';

export type LiveSubscription = NonNullable<BillingOverview['subscription']>;

/** The subscription while its plan applies (active or past due); null otherwise. */
export function liveSubscription(overview: BillingOverview | undefined): LiveSubscription | null {
  const subscription = overview?.subscription;
  return subscription && (subscription.status === 'active' || subscription.status === 'past_due')
    ? subscription
    : null;
}

export type PlanOption =
  | { kind: 'current' }
  | { kind: 'scheduled'; date: string | null }
  | { kind: 'upgrade'; credits: number }
  | { kind: 'downgrade'; date: string | null };

export function planOption(subscription: LiveSubscription, plan: PaidPlanId): PlanOption {
  if (plan === subscription.plan) return { kind: 'current' };
  if (plan === subscription.scheduledPlan) {
    return { kind: 'scheduled', date: subscription.currentPeriodEnd };
  }
  return planChangeKind(subscription.plan, plan) === 'upgrade'
    ? { kind: 'upgrade', credits: upgradeCredits(subscription.plan, plan) }
    : { kind: 'downgrade', date: subscription.currentPeriodEnd };
}
