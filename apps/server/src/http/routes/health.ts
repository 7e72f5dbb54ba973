import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@leadatlas/shared';
import type { AppContext } from '../context.js';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
        config: { public: true },
      },
      async (_request, reply) => {
        try {
          const client = await ctx.pool.connect();
          try {
            // set local: the limit ends with this transaction, not on the pooled connection.
            await client.query("begin; set local statement_timeout = '2s'; select 1; commit");
          } finally {
            client.release();
          }
          return { status: 'ok' as const, database: 'up' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
