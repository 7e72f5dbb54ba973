/**
 * Plan changes on a live subscription (decision 0017): upgrade now, downgrade or cancel at the
 * period end, undo what is scheduled; and the local test mode's "end the period now". Thin:
 * the rules are in domain/billing/plan-change.ts. Each answers the billing overview after it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  billingOverviewSchema,
  changePlanRequestSchema,
  subscriptionActionRequestSchema,
  type BillingOverview,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { endTestPeriodNow, requestPlanChange } from '../../domain/billing/plan-change.js';

type Body = typeof changePlanRequestSchema | typeof subscriptionActionRequestSchema;

export const planChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: 30, timeWindow: '1 minute' };

    /** A POST of the organization's owner or admin that answers the overview after it. */
    function action<B extends Body>(
      path: string,
      summary: string,
      body: B,
      run: (userId: string, input: z.infer<B>) => Promise<BillingOverview>,
    ) {
      app.post(
        path,
        {
          schema: { tags: ['billing'], summary, body, response: { 200: billingOverviewSchema } },
          config: { rateLimit },
        },
        async (request) => {
          const user = await requireSession(ctx.auth, request);
          return run(user.id, request.body as z.infer<B>);
        },
      );
    }

    action(
      '/api/billing/subscription/change',
      'Change plan: an upgrade now (credits added), a downgrade at the period end',
      changePlanRequestSchema,
      (userId, { orgId, planId }) =>
        requestPlanChange(ctx.billing, { userId, orgId, request: { kind: 'plan', plan: planId } }),
    );
    action(
      '/api/billing/subscription/cancel',
      'Cancel the subscription at the end of the period (the plan stays until then)',
      subscriptionActionRequestSchema,
      (userId, { orgId }) =>
        requestPlanChange(ctx.billing, { userId, orgId, request: { kind: 'cancel' } }),
    );
    action(
      '/api/billing/subscription/keep',
      'Undo a scheduled downgrade or cancellation: the current plan renews',
      subscriptionActionRequestSchema,
      (userId, { orgId }) =>
        requestPlanChange(ctx.billing, { userId, orgId, request: { kind: 'keep' } }),
    );
    action(
      '/api/billing/test-subscription/end-period',
      'Test mode: end the current period now (renewal, scheduled change or end)',
      subscriptionActionRequestSchema,
      (userId, { orgId }) => endTestPeriodNow(ctx.billing, { userId, orgId }),
    );
  };
