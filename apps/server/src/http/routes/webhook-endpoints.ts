/**
 * Webhook endpoints of the /integrations "API" tab (issue 17): Pro's custom webhooks. Rules
 * live in domain/webhooks; these only authenticate, validate, call and map. The signing secret
 * is in the answers to creation and rotation only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookEndpointRequestSchema,
  okSchema,
  organizationIdParamsSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryListResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointSecretResponseSchema,
  webhookTestResponseSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { createWebhookServices } from '../../domain/webhooks/services.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../../domain/webhooks/endpoints.js';
import { listWebhookDeliveries, sendTestEvent } from '../../domain/webhooks/deliveries.js';

const TAGS = ['webhooks'];
/** Saving resolves the URL and testing sends to it: a client cannot make us hammer either. */
const OUTBOUND_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const BASE = '/api/organizations/:orgId/webhook-endpoints';

export const webhookEndpointRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { pool: ctx.pool, webhooks: createWebhookServices(ctx.config, ctx.integrations) };

    app.get(
      BASE,
      {
        schema: {
          tags: TAGS,
          summary: "The organization's webhook endpoints, whether its plan allows them",
          params: organizationIdParamsSchema,
          response: { 200: webhookEndpointListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listWebhookEndpoints(deps, user.id, request.params.orgId);
      },
    );

    app.post(
      BASE,
      {
        schema: {
          tags: TAGS,
          summary: 'Registers an endpoint (owner, admin; Pro); its signing secret is shown once',
          params: organizationIdParamsSchema,
          body: createWebhookEndpointRequestSchema,
          response: { 200: webhookEndpointSecretResponseSchema },
        },
        config: OUTBOUND_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return createWebhookEndpoint(deps, user.id, request.params.orgId, request.body);
      },
    );

    app.patch(
      `${BASE}/:endpointId`,
      {
        schema: {
          tags: TAGS,
          summary: "Changes an endpoint's URL, events, description or whether it is enabled",
          params: webhookEndpointParamsSchema,
          body: updateWebhookEndpointRequestSchema,
          response: { 200: webhookEndpointResponseSchema },
        },
        config: OUTBOUND_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, endpointId } = request.params;
        const endpoint = await updateWebhookEndpoint(
          deps,
          user.id,
          orgId,
          endpointId,
          request.body,
        );
        return { endpoint };
      },
    );

    app.delete(
      `${BASE}/:endpointId`,
      {
        schema: {
          tags: TAGS,
          summary: 'Deletes an endpoint and its delivery log',
          params: webhookEndpointParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, endpointId } = request.params;
        await deleteWebhookEndpoint(deps, user.id, orgId, endpointId);
        return { ok: true as const };
      },
    );

    app.post(
      `${BASE}/:endpointId/rotate-secret`,
      {
        schema: {
          tags: TAGS,
          summary: 'A new signing secret, shown once; the old one signs beside it for 24 hours',
          params: webhookEndpointParamsSchema,
          response: { 200: webhookEndpointSecretResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, endpointId } = request.params;
        return rotateWebhookSecret(deps, user.id, orgId, endpointId);
      },
    );

    app.post(
      `${BASE}/:endpointId/test`,
      {
        schema: {
          tags: TAGS,
          summary:
            'Sends a webhook.test event now; answers the delivery with the endpoint’s answer',
          params: webhookEndpointParamsSchema,
          response: { 200: webhookTestResponseSchema },
        },
        config: OUTBOUND_LIMIT,
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, endpointId } = request.params;
        return { delivery: await sendTestEvent(deps, user.id, orgId, endpointId) };
      },
    );

    app.get(
      `${BASE}/:endpointId/deliveries`,
      {
        schema: {
          tags: TAGS,
          summary: "The endpoint's last 50 deliveries, newest first, with the answers it gave",
          params: webhookEndpointParamsSchema,
          response: { 200: webhookDeliveryListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, endpointId } = request.params;
        return listWebhookDeliveries(deps, user.id, orgId, endpointId);
      },
    );
  };
