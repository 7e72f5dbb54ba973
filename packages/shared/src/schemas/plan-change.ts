/**
 * Requests of plan changes on a live subscription (decision 0017). Each answers the
 * organization's billing overview as it is once the change is recorded.
 */
import { z } from 'zod';
import { PAID_PLAN_IDS } from '../billing.js';

/** POST /api/billing/subscription/change: upgrade now or downgrade at the period end. */
export const changePlanRequestSchema = z.object({
  orgId: z.uuid(),
  planId: z.enum(PAID_PLAN_IDS),
});
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/**
 * POST /api/billing/subscription/cancel (at the period end), …/keep (undo a scheduled change
 * or cancellation) and, in the local test mode, /api/billing/test-subscription/end-period.
 */
export const subscriptionActionRequestSchema = z.object({ orgId: z.uuid() });
export type SubscriptionActionRequest = z.infer<typeof subscriptionActionRequestSchema>;
