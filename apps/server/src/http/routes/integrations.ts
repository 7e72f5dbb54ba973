/**
 * Integrations (/integrations, the results page's push panel; issue 14): an organization's
 * connections and the pushes of leads to them. Rules live in domain/integrations; these only
 * authenticate, validate, call and map. No response ever carries a secret but the webhook's
 * signing secret, once, in the answer to its connection.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignListResponseSchema,
  campaignLookupRequestSchema,
  connectIntegrationRequestSchema,
  connectIntegrationResponseSchema,
  createPushRequestSchema,
  integrationListResponseSchema,
  integrationParamsSchema,
  integrationResponseSchema,
  okSchema,
  organizationIdParamsSchema,
  pushListResponseSchema,
  pushParamsSchema,
  pushResponseSchema,
  searchIdParamsSchema,
  updateIntegrationRequestSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import {
  changeCampaign,
  connectIntegration,
  disconnectIntegration,
  listIntegrations,
  lookupCampaigns,
  savedCampaigns,
  testIntegration,
} from '../../domain/integrations/connections.js';
import { createPush, listPushes, pushForUser } from '../../domain/integrations/pushes.js';
import { pushFailuresCsv } from '../../domain/integrations/push-failures-csv.js';
import { DomainError } from '../../domain/errors.js';

const TAGS = ['integrations'];
/** Connecting and testing call the service: a client cannot make us hammer it. */
const SERVICE_CALL_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const integrationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { pool: ctx.pool, integrations: ctx.integrations };

    app.get(
      '/api/organizations/:orgId/integrations',
      {
        schema: {
          tags: TAGS,
          summary: "The organization's five connectors: state, what they reach, plan locks",
          params: organizationIdParamsSchema,
          response: { 200: integrationListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listIntegrations(deps, user.id, request.params.orgId);
      },
    );

    app.put(
      '/api/organizations/:orgId/integrations/:provider',
      {
        schema: {
          tags: TAGS,
          summary:
            'Connects (or replaces) after the service accepted the credentials (owner, admin)',
          params: integrationParamsSchema,
          body: connectIntegrationRequestSchema,
          response: { 200: connectIntegrationResponseSchema },
        },
        config: SERVICE_CALL_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        if (request.body.provider !== request.params.provider) {
          throw new DomainError('validation_failed', 400, 'provider mismatch', {
            fields: ['provider'],
          });
        }
        return connectIntegration(deps, user.id, request.params.orgId, request.body);
      },
    );

    app.patch(
      '/api/organizations/:orgId/integrations/:provider',
      {
        schema: {
          tags: TAGS,
          summary: "Another campaign for a cold-email connection (one of the account's)",
          params: integrationParamsSchema,
          body: updateIntegrationRequestSchema,
          response: { 200: integrationResponseSchema },
        },
        config: SERVICE_CALL_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, provider } = request.params;
        const integration = await changeCampaign(
          deps,
          user.id,
          orgId,
          provider,
          request.body.campaignId,
        );
        return { integration };
      },
    );

    app.delete(
      '/api/organizations/:orgId/integrations/:provider',
      {
        schema: {
          tags: TAGS,
          summary: 'Disconnects: the secret is deleted; pushes under way stop',
          params: integrationParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await disconnectIntegration(deps, user.id, request.params.orgId, request.params.provider);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/organizations/:orgId/integrations/:provider/test',
      {
        schema: {
          tags: TAGS,
          summary: 'Asks the service again with the saved credentials; the state says how it went',
          params: integrationParamsSchema,
          response: { 200: integrationResponseSchema },
        },
        config: SERVICE_CALL_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, provider } = request.params;
        return { integration: await testIntegration(deps, user.id, orgId, provider) };
      },
    );

    app.post(
      '/api/organizations/:orgId/integrations/:provider/campaigns',
      {
        schema: {
          tags: TAGS,
          summary: "A key's campaigns, before connecting with it (Instantly, lemlist)",
          params: integrationParamsSchema,
          body: campaignLookupRequestSchema,
          response: { 200: campaignListResponseSchema },
        },
        config: SERVICE_CALL_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, provider } = request.params;
        const campaigns = await lookupCampaigns(
          deps,
          user.id,
          orgId,
          provider,
          request.body.apiKey,
        );
        return { campaigns };
      },
    );

    app.get(
      '/api/organizations/:orgId/integrations/:provider/campaigns',
      {
        schema: {
          tags: TAGS,
          summary: "The saved connection's campaigns (to choose another)",
          params: integrationParamsSchema,
          response: { 200: campaignListResponseSchema },
        },
        config: SERVICE_CALL_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, provider } = request.params;
        return { campaigns: await savedCampaigns(deps, user.id, orgId, provider) };
      },
    );

    app.post(
      '/api/searches/:id/pushes',
      {
        schema: {
          tags: TAGS,
          summary:
            "Pushes all the search's leads, or the selected ones, to a connected integration",
          params: searchIdParamsSchema,
          body: createPushRequestSchema,
          response: { 202: pushResponseSchema },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const push = await createPush(ctx, user.id, request.params.id, request.body);
        return reply.code(202).send({ push });
      },
    );

    app.get(
      '/api/searches/:id/pushes',
      {
        schema: {
          tags: TAGS,
          summary: "The search's pushes, newest first, with their reports",
          params: searchIdParamsSchema,
          response: { 200: pushListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { pushes: await listPushes(ctx.pool, user.id, request.params.id) };
      },
    );

    app.get(
      '/api/pushes/:pushId',
      {
        schema: {
          tags: TAGS,
          summary: 'One push and its report',
          params: pushParamsSchema,
          response: { 200: pushResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { push: await pushForUser(ctx.pool, user.id, request.params.pushId) };
      },
    );

    app.get(
      '/api/pushes/:pushId/failed.csv',
      {
        schema: {
          tags: TAGS,
          summary:
            'The leads the push did not deliver (failed and skipped) with the reason, as CSV',
          params: pushParamsSchema,
        },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const file = await pushFailuresCsv(ctx.pool, user.id, request.params.pushId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
