/** /api/v1/credits: the balance and the movements (issue 17). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  v1BalanceSchema,
  v1ErrorSchema,
  v1MovementsQuerySchema,
  v1MovementsResponseSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { balanceOf, listMovements } from '../../domain/developer-api/v1-credits.js';
import { apiCaller } from './v1-auth.js';

const TAGS = ['credits'];
const READ = { apiKey: true };
const ERRORS = { 400: v1ErrorSchema, 401: v1ErrorSchema, 403: v1ErrorSchema };

export const v1CreditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/credits',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: "The organization's balance (plan credits are spent first)",
          response: { 200: v1BalanceSchema, ...ERRORS },
        },
      },
      async (request) => balanceOf(ctx.pool, apiCaller(request).orgId),
    );

    app.get(
      '/api/v1/credits/movements',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: 'Credit movements, newest first (holds, charges, releases, purchases, grants)',
          querystring: v1MovementsQuerySchema,
          response: { 200: v1MovementsResponseSchema, ...ERRORS },
        },
      },
      async (request) => listMovements(ctx.pool, apiCaller(request).orgId, request.query),
    );
  };
