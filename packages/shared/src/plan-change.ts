/**
 * What changing a live subscription's plan does (decision 0017), as pure rules both sides read:
 * the server decides with them, the plans page labels its buttons with them.
 *
 * - An upgrade (more monthly credits) takes effect at once: the difference in monthly credits
 *   is granted for the current period (the paid proration invoice tops the period's grant up).
 * - A downgrade takes effect at the period end: the current plan and its credits stay until the
 *   renewal, which grants the new plan's credits.
 * - A cancellation takes effect at the period end, then the organization is on Free.
 */
import { findPlan, type PaidPlanId } from './plans.js';

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'same';

/** Upgrade or downgrade by monthly credits (the catalog's prices follow the same order). */
export function planChangeKind(from: PaidPlanId, to: PaidPlanId): PlanChangeKind {
  const delta = findPlan(to)!.monthlyCredits - findPlan(from)!.monthlyCredits;
  return delta > 0 ? 'upgrade' : delta < 0 ? 'downgrade' : 'same';
}

/** When a change takes effect: now, or when the current period ends. */
export function planChangeTakesEffect(kind: Exclude<PlanChangeKind, 'same'>): 'now' | 'period_end' {
  return kind === 'upgrade' ? 'now' : 'period_end';
}

/** Credits an upgrade adds for the current period (0 for anything else). */
export function upgradeCredits(from: PaidPlanId, to: PaidPlanId): number {
  return Math.max(0, findPlan(to)!.monthlyCredits - findPlan(from)!.monthlyCredits);
}

/**
 * What an upgrade charges now: the price difference for the part of the period still to run,
 * in US dollars rounded to cents (as a provider prorates).
 */
export function upgradeProrationUsd(
  from: PaidPlanId,
  to: PaidPlanId,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const difference = findPlan(to)!.priceUsd - findPlan(from)!.priceUsd;
  const total = period.end.getTime() - period.start.getTime();
  if (difference <= 0 || total <= 0) return 0;
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), total);
  return Math.round(((difference * left) / total) * 100) / 100;
}
