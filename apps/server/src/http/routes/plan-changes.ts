/**
 * Plan changes on a live subscription (decision 0017): upgrade now, downgrade or cancel at the
 * period end, undo what is scheduled; and the local test mode's "end the period now". Thin:
 * the rules are in domain/billing/plan-change.ts. Each answers the billing overview after it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingOverviewSchema,
  changePlanRequestSchema,
  subscriptionActionRequestSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import {
  endTestPeriodNow,
  requestPlanChange,
  type PlanChangeRequest,
} from '../../domain/billing/plan-change.js';

export const planChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: 30, timeWindow: '1 minute' };
    const actions: Array<[path: string, summary: string, request: PlanChangeRequest]> = [
      [
        '/api/billing/subscription/cancel',
        'Cancel the subscription at the end of the period (the plan stays until then)',
        { kind: 'cancel' },
      ],
      [
        '/api/billing/subscription/keep',
        'Undo a scheduled downgrade or cancellation: the current plan renews',
        { kind: 'keep' },
      ],
    ];

    app.post(
      '/api/billing/subscription/change',
      {
        schema: {
          tags: ['billing'],
          summary: 'Change plan: an upgrade now (credits added), a downgrade at the period end',
          body: changePlanRequestSchema,
          response: { 200: billingOverviewSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return requestPlanChange(ctx.billing, {
          userId: user.id,
          orgId: request.body.orgId,
          request: { kind: 'plan', plan: request.body.planId },
        });
      },
    );

    for (const [path, summary, change] of actions) {
      app.post(
        path,
        {
          schema: {
            tags: ['billing'],
            summary,
            body: subscriptionActionRequestSchema,
            response: { 200: billingOverviewSchema },
          },
          config: { rateLimit },
        },
        async (request) => {
          const user = await requireSession(ctx.auth, request);
          return requestPlanChange(ctx.billing, {
            userId: user.id,
            orgId: request.body.orgId,
            request: change,
          });
        },
      );
    }

    app.post(
      '/api/billing/test-subscription/end-period',
      {
        schema: {
          tags: ['billing'],
          summary: 'Test mode: end the current period now (renewal, scheduled change or end)',
          body: subscriptionActionRequestSchema,
          response: { 200: billingOverviewSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return endTestPeriodNow(ctx.billing, { userId: user.id, orgId: request.body.orgId });
      },
    );
  };
