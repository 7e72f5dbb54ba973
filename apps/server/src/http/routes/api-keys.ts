/** The API tab's keys (issue 17): list for members, create and revoke for owner and admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  okSchema,
  organizationIdParamsSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../../domain/developer-api/keys.js';

const TAGS = ['developer-api'];

export const apiKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/organizations/:orgId/api-keys',
      {
        schema: {
          tags: TAGS,
          summary: "The organization's API keys (prefix, scope, maker, last use)",
          params: organizationIdParamsSchema,
          response: { 200: apiKeyListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listApiKeys(ctx.pool, user.id, request.params.orgId);
      },
    );

    app.post(
      '/api/organizations/:orgId/api-keys',
      {
        schema: {
          tags: TAGS,
          summary: 'Creates a key (owner, admin; Pro): the whole key is in this answer only',
          params: organizationIdParamsSchema,
          body: createApiKeyRequestSchema,
          response: { 200: createApiKeyResponseSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return createApiKey(ctx.pool, user.id, request.params.orgId, request.body);
      },
    );

    app.delete(
      '/api/organizations/:orgId/api-keys/:keyId',
      {
        schema: {
          tags: TAGS,
          summary: 'Revokes a key at once (owner, admin)',
          params: apiKeyParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await revokeApiKey(ctx.pool, user.id, request.params.orgId, request.params.keyId);
        return { ok: true as const };
      },
    );
  };
