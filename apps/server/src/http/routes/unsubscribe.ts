/**
 * One-click unsubscribe (decision 0018): public, the signed token is the proof. The POST is
 * what mail providers send on their own (RFC 8058: `List-Unsubscribe=One-Click` as a form,
 * no cookies, no Origin), so it is exempt from the CSRF check (plugins/csrf.ts) and takes
 * any small form body, which it ignores; our web page posts it with no body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeParamsSchema, unsubscribeStatusSchema } from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { describeUnsubscribe, unsubscribe } from '../../domain/retention/unsubscribe.js';

export const UNSUBSCRIBE_ROUTE = '/api/unsubscribe/:token';

const FORM_BODY_LIMIT = 4 * 1024;

export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Generous: a large mail provider posts everyone's one-click unsubscribes from a few
    // addresses, and checking a token costs one HMAC before any database work.
    const limits = { rateLimit: { max: 300, timeWindow: '1 minute' } };

    app.get(
      UNSUBSCRIBE_ROUTE,
      {
        schema: {
          tags: ['unsubscribe'],
          summary: 'What an unsubscribe link would unsubscribe (the address masked)',
          params: unsubscribeParamsSchema,
          response: { 200: unsubscribeStatusSchema },
        },
        config: { public: true, ...limits },
      },
      async (request) => describeUnsubscribe(ctx.pool, ctx.secret, request.params.token),
    );

    app.post(
      UNSUBSCRIBE_ROUTE,
      {
        schema: {
          tags: ['unsubscribe'],
          summary: 'Unsubscribes (one-click, RFC 8058); doing it again changes nothing',
          params: unsubscribeParamsSchema,
          response: { 200: unsubscribeStatusSchema },
        },
        config: { public: true, ...limits },
      },
      async (request) => unsubscribe(ctx.pool, ctx.secret, request.params.token),
    );
  };
