/**
 * One organization, one live subscription (issue 11 item 8, decision 0011). Checkout refuses a
 * second plan while one is live or a plan checkout is open, but with Stripe two Checkout tabs
 * can both be paid. The second subscription to reach us is never made current and never
 * granted credits: it is recorded here inside the webhook's transaction, then cancelled and
 * refunded through the provider outside it (provider calls never run in a transaction), and
 * the organization sees a zero-credit row in its billing history and its owner an email.
 * Unresolved rows are retried after every webhook and by the worker's schedule.
 */
import type { Locale, PaidPlanId } from '@leadatlas/shared';
import { inTransaction, type Queryable } from '../../db/pool.js';
import { recordCreditMovement } from '../credits/ledger.js';
import { duplicateRefundedEmail } from '../email/templates.js';
import { ProviderUnavailableError, type ProviderSubscription } from './provider.js';
import { isUuid } from './fulfilment.js';
import type { BillingDeps } from './services.js';
import { preferredEmailLocale } from '../accounts/email-locale.js';

/** Records a subscription the organization must not have (in the webhook's transaction). */
export async function recordDuplicateSubscription(
  deps: BillingDeps,
  db: Queryable,
  orgId: string,
  subscription: ProviderSubscription,
): Promise<void> {
  const checkoutId = subscription.metadata.checkoutSessionId;
  const inserted = await db.query(
    `insert into duplicate_subscriptions (provider, provider_subscription_id, org_id, plan,
       checkout_session_id)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning org_id`,
    [
      deps.provider.id,
      subscription.id,
      orgId,
      subscription.plan,
      isUuid(checkoutId) ? checkoutId : null,
    ],
  );
  if ((inserted.rowCount ?? 0) > 0) {
    deps.log.warn(
      { orgId, subscription: subscription.id },
      'second live subscription: refunding it',
    );
  }
}

interface DuplicateRow {
  provider_subscription_id: string;
  org_id: string;
  plan: PaidPlanId | null;
  checkout_session_id: string | null;
}

/** Cancels and refunds every unresolved duplicate; returns how many were resolved. */
export async function resolveDuplicateSubscriptions(deps: BillingDeps): Promise<number> {
  const { rows } = await deps.pool.query<DuplicateRow>(
    `select provider_subscription_id, org_id, plan, checkout_session_id
     from duplicate_subscriptions where provider = $1 and resolved_at is null
     order by detected_at limit 50`,
    [deps.provider.id],
  );
  let resolved = 0;
  for (const row of rows) {
    try {
      await deps.provider.cancelSubscriptionNow(row.provider_subscription_id);
      const refund = await deps.provider.refundSubscription(row.provider_subscription_id);
      if (await recordResolution(deps, row, refund)) resolved += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.log.error({ err: error, subscription: row.provider_subscription_id }, 'refund failed');
      await deps.pool.query(
        `update duplicate_subscriptions set attempts = attempts + 1
         where provider = $1 and provider_subscription_id = $2`,
        [deps.provider.id, row.provider_subscription_id],
      );
    }
  }
  return resolved;
}

async function recordResolution(
  deps: BillingDeps,
  row: DuplicateRow,
  refund: { refundId: string | null; amountUsd: number },
): Promise<boolean> {
  return inTransaction(deps.pool, async (db) => {
    // The organization first, as every payment effect locks it (no deadlock with a webhook).
    await db.query('select 1 from organizations where id = $1 for no key update', [row.org_id]);
    const updated = await db.query(
      `update duplicate_subscriptions set cancelled_at = coalesce(cancelled_at, now()),
         refund_id = $3, refunded_usd = $4, resolved_at = now()
       where provider = $1 and provider_subscription_id = $2 and resolved_at is null`,
      [deps.provider.id, row.provider_subscription_id, refund.refundId, refund.amountUsd],
    );
    if (updated.rowCount === 0) return false;
    // Zero credits: the history says what happened to the money, the balance is untouched.
    await recordCreditMovement(db, {
      orgId: row.org_id,
      userId: null,
      change: 0,
      kind: 'notice',
      reasonKey: 'duplicate_subscription_refunded',
      reasonParams: { plan: row.plan ?? '', amount: refund.amountUsd },
      idempotencyKey: `duplicate-subscription:${row.provider_subscription_id}`,
    });
    if (row.checkout_session_id) {
      await db.query(`update checkout_sessions set status = 'refunded' where id = $1`, [
        row.checkout_session_id,
      ]);
    }
    const owner = await db.query<{ email: string; locale: Locale | null; name: string }>(
      `select u.email, p.locale, o.name from organizations o
       join "user" u on u.id = o.owner_user_id left join profiles p on p.user_id = u.id
       where o.id = $1`,
      [row.org_id],
    );
    const to = owner.rows[0];
    if (to) {
      await deps.mailer.send(
        duplicateRefundedEmail({
          to: to.email,
          locale: preferredEmailLocale(to.locale),
          plan: row.plan ?? '',
          organizationName: to.name,
          amountUsd: refund.amountUsd,
          url: `${deps.appUrl}/plans`,
        }),
        db,
      );
    }
    return true;
  });
}
