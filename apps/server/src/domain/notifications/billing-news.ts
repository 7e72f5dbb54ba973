/**
 * Billing events an organization's owner and admins hear about, each called from fulfilment.ts
 * inside the webhook's transaction (as billingNews.planChanged(…)): a failed renewal, a plan
 * change, a credit pack's credits landing.
 */
import { PLAN_IDS, type PlanId } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { notifyOrganization, type NotifyDeps } from './notify.js';

async function organizationName(db: Queryable, orgId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    'select name from organizations where id = $1',
    [orgId],
  );
  return rows[0]?.name ?? '';
}

/** A renewal could not be charged (once per invoice). The owner's email is billing's own. */
export async function paymentFailed(
  deps: NotifyDeps,
  db: Queryable,
  input: { orgId: string; invoiceId: string; plan: PlanId },
): Promise<void> {
  await notifyOrganization(deps, db, {
    orgId: input.orgId,
    type: 'payment_failed',
    params: { organization: await organizationName(db, input.orgId), plan: input.plan },
    link: '/plans',
    dedupeKey: `payment_failed:${input.invoiceId}`,
  });
}

/** The organization's plan changed: an upgrade, a downgrade, or back to Free. */
export async function planChanged(
  deps: NotifyDeps,
  db: Queryable,
  input: { orgId: string; from: PlanId; to: PlanId },
): Promise<void> {
  if (input.from === input.to) return;
  const change =
    input.to === 'free'
      ? 'ended'
      : PLAN_IDS.indexOf(input.to) > PLAN_IDS.indexOf(input.from)
        ? 'upgrade'
        : 'downgrade';
  await notifyOrganization(deps, db, {
    orgId: input.orgId,
    type: 'plan_changed',
    params: {
      organization: await organizationName(db, input.orgId),
      from: input.from,
      to: input.to,
      change,
    },
    link: '/plans',
  });
}

/** A credit pack's credits landed (once per checkout). */
export async function purchaseCredited(
  deps: NotifyDeps,
  db: Queryable,
  input: { orgId: string; checkoutId: string; credits: number },
): Promise<void> {
  await notifyOrganization(deps, db, {
    orgId: input.orgId,
    type: 'purchase_credited',
    params: { organization: await organizationName(db, input.orgId), credits: input.credits },
    link: '/billing-history',
    dedupeKey: `purchase:${input.checkoutId}`,
  });
}
