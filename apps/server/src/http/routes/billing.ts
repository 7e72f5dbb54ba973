/**
 * Checkout, the billing overview and portal, the local test-mode checkout, and the payment
 * webhook. Thin: the rules are in domain/billing.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverviewSchema,
  billingPortalRequestSchema,
  billingPortalResponseSchema,
  checkoutSessionStatusSchema,
  createCheckoutSessionRequestSchema,
  createCheckoutSessionResponseSchema,
  okSchema,
  orgQuerySchema,
  testCheckoutActionResponseSchema,
  testCheckoutSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requestAppOrigin } from '../request-origin.js';
import { requireSession } from '../session.js';
import { DomainError } from '../../domain/errors.js';
import {
  cancelCheckout,
  getBillingOverview,
  getCheckoutStatus,
  openBillingPortal,
  startCheckout,
} from '../../domain/billing/checkout.js';
import {
  confirmTestCheckout,
  declineTestCheckout,
  getTestCheckout,
} from '../../domain/billing/test-checkout.js';
import { handleWebhook } from '../../domain/billing/webhook.js';
import { WebhookSignatureError } from '../../domain/billing/provider.js';
import { requestLocale } from '../../lib/locale.js';

const checkoutIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) });
const testCheckoutParams = z.object({ id: z.uuid() });

/** Stripe events run to tens of kilobytes; the app's JSON limit stays 64 KB elsewhere. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: 30, timeWindow: '1 minute' };

    app.post(
      '/api/billing/checkout-session',
      {
        schema: {
          tags: ['billing'],
          summary: 'Start paying for a plan or a credit pack (priced from the catalog)',
          body: createCheckoutSessionRequestSchema,
          response: { 200: createCheckoutSessionResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { body } = request;
        return startCheckout(ctx.billing, {
          userId: user.id,
          email: user.email,
          type: body.type,
          planId: body.planId,
          packId: body.packId,
          orgId: body.orgId,
          billingData: body.billingData,
          locale: requestLocale(request.headers, body.locale),
          appUrl: requestAppOrigin(request, ctx.config),
        });
      },
    );

    app.get(
      '/api/billing',
      {
        schema: {
          tags: ['billing'],
          summary: "The organization's plan, balance and subscription",
          querystring: orgQuerySchema,
          response: { 200: billingOverviewSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getBillingOverview(ctx.billing, user.id, request.query.orgId);
      },
    );

    app.post(
      '/api/billing/portal',
      {
        schema: {
          tags: ['billing'],
          summary: "The payment provider's billing portal (change plan, cancel)",
          body: billingPortalRequestSchema,
          response: { 200: billingPortalResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return openBillingPortal(
          ctx.billing,
          user.id,
          request.body.orgId,
          requestAppOrigin(request, ctx.config),
        );
      },
    );

    app.get(
      '/api/billing/checkout-sessions/:id',
      {
        schema: {
          tags: ['billing'],
          summary: 'Whether a purchase has landed (our id or the provider session id)',
          params: checkoutIdParams,
          response: { 200: checkoutSessionStatusSchema },
        },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        reply.header('cache-control', 'no-store');
        return getCheckoutStatus(ctx.billing, user.id, request.params.id);
      },
    );

    app.get(
      '/api/billing/test-checkout/:id',
      {
        schema: {
          tags: ['billing'],
          summary: 'The local test-mode checkout page (no Stripe keys configured)',
          params: testCheckoutParams,
          response: { 200: testCheckoutSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getTestCheckout(ctx.billing, user.id, request.params.id);
      },
    );

    app.post(
      '/api/billing/test-checkout/:id/confirm',
      {
        schema: {
          tags: ['billing'],
          summary: 'Test mode: pay (signed events through the webhook handler)',
          params: testCheckoutParams,
          response: { 200: testCheckoutActionResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return confirmTestCheckout(ctx.billing, user.id, request.params.id);
      },
    );

    app.post(
      '/api/billing/checkout-sessions/:id/cancel',
      {
        schema: {
          tags: ['billing'],
          summary:
            'Close an open checkout (it can no longer be paid): the way past checkout_pending',
          params: checkoutIdParams,
          response: { 200: okSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return cancelCheckout(ctx.billing, user.id, request.params.id);
      },
    );

    app.post(
      '/api/billing/test-checkout/:id/decline',
      {
        schema: {
          tags: ['billing'],
          summary: 'Test mode: decline the payment (nothing is charged)',
          params: testCheckoutParams,
          response: { 200: testCheckoutActionResponseSchema },
        },
        config: { rateLimit },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return declineTestCheckout(ctx.billing, user.id, request.params.id);
      },
    );

    await app.register(async (scope) => webhookRoute(scope, ctx));
  };

/** The webhook reads its body raw (the signature covers the exact bytes), in its own scope. */
async function webhookRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/billing/webhook',
    { schema: { hide: true }, bodyLimit: WEBHOOK_BODY_LIMIT, config: { public: true } },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        await handleWebhook(ctx.billing, body, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'payment webhook refused');
          throw new DomainError('invalid_signature', 400);
        }
        throw error;
      }
      return { received: true };
    },
  );
}
