/**
 * The staff console's routes live in scopes of their own whose first hook (before the body,
 * the query or the path is validated) refuses anyone but staff: to others they answer 401 or
 * 403 whatever is sent, and say nothing of their shape (decision 0026).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { requireStaff } from '../domain/support/staff.js';
import type { AppContext } from './context.js';
import { requireSession } from './session.js';

/** Wraps a plugin of /api/staff routes in the staff-only scope. */
export const staffScope =
  (ctx: AppContext, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const user = await requireSession(ctx.auth, request);
      await requireStaff(ctx.pool, user.id);
      request.staffUserId = user.id;
    });
    await app.register(routes);
  };

/** The staff member the scope's hook let in. */
export function staffUser(request: FastifyRequest): string {
  if (!request.staffUserId) throw new DomainError('forbidden', 403);
  return request.staffUserId;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff scope's hook for the staff member calling. */
    staffUserId?: string;
  }
}
