import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsEventSchema,
  analyticsResponseSchema,
  consentResponseSchema,
  saveConsentRequestSchema,
  visitorIdSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { findConsent, saveConsent } from '../../domain/consent/consent.js';
import { recordAnalyticsEvent } from '../../domain/analytics/events.js';
import { readSession } from '../session.js';

export const consentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/consent',
      {
        schema: {
          tags: ['privacy'],
          querystring: z.object({ visitorId: visitorIdSchema }),
          response: { 200: consentResponseSchema },
        },
        config: { public: true },
      },
      async (request) => {
        const user = await readSession(ctx.auth, request);
        const consent = await findConsent(ctx.pool, request.query.visitorId, user?.id ?? null);
        return { consent };
      },
    );

    app.put(
      '/api/consent',
      {
        schema: {
          tags: ['privacy'],
          body: saveConsentRequestSchema,
          response: { 200: consentResponseSchema },
        },
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await readSession(ctx.auth, request);
        return { consent: await saveConsent(ctx.pool, request.body, user?.id ?? null) };
      },
    );

    app.post(
      '/api/analytics/events',
      {
        schema: {
          tags: ['privacy'],
          body: analyticsEventSchema,
          response: { 200: analyticsResponseSchema },
        },
        config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await readSession(ctx.auth, request);
        return { recorded: await recordAnalyticsEvent(ctx.pool, request.body, user?.id ?? null) };
      },
    );
  };
