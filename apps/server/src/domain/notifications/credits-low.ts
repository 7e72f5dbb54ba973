/**
 * After a charge (a search's settlement, plan credits expiring): when the organization's balance
 * just fell under a typical search on its plan, its owner and admins are told, once per crossing
 * (domain/credits/low-balance.ts), with a link to the credit packs.
 */
import type { Queryable } from '../../db/pool.js';
import { enterLowBalance } from '../credits/low-balance.js';
import { emitWebhookEvent } from '../webhooks/emit.js';
import { notifyOrganization, type NotifyDeps } from './notify.js';

export async function notifyCreditsLow(
  deps: NotifyDeps,
  db: Queryable,
  orgId: string,
): Promise<void> {
  const low = await enterLowBalance(db, orgId);
  if (!low) return;
  await notifyOrganization(deps, db, {
    orgId,
    type: 'credits_low',
    params: { organization: low.organization, credits: low.credits, typical: low.typical },
    link: '/plans?tab=packs',
  });
  // Pro's custom webhooks hear of it at the same moment (credits.low).
  await emitWebhookEvent(db, orgId, 'credits.low', {
    organizationId: orgId,
    credits: low.credits,
    threshold: low.typical,
  });
}
