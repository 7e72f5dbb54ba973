/**
 * What the signed-in screens read beyond one search: the dashboard overview and visit, credit
 * movements, and location suggestions. Every read is scoped to an organization the user is an
 * active member of.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
  creditStatementQuerySchema,
  locationSuggestQuerySchema,
  locationSuggestResponseSchema,
  orgQuerySchema,
  overviewResponseSchema,
  visitResponseSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { resolveOrganization } from '../../domain/accounts/me.js';
import { getOverview } from '../../domain/accounts/overview.js';
import { recordVisit } from '../../domain/accounts/retention.js';
import { listCreditMovements } from '../../domain/credits/history.js';
import { createCreditStatement } from '../../domain/credits/statement.js';
import { suggestLocations } from '../../domain/places/suggest.js';
import { requestLocale } from '../../lib/locale.js';

export const workspaceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/overview',
      {
        schema: {
          tags: ['workspace'],
          summary: "The dashboard's metrics for the active (or given) organization",
          querystring: orgQuerySchema,
          response: { 200: overviewResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getOverview(ctx.pool, user.id, request.query.orgId);
      },
    );

    app.post(
      '/api/me/visit',
      {
        schema: {
          tags: ['workspace'],
          summary: 'A dashboard load: sets last_login and last_action_at, says if welcome back',
          response: { 200: visitResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return recordVisit(ctx.pool, user.id);
      },
    );

    app.get(
      '/api/credits/history',
      {
        schema: {
          tags: ['workspace'],
          summary:
            "The organization's credit movements, newest first; q searches the reason as read in the locale (query, else x-app-locale, else es)",
          querystring: creditHistoryQuerySchema,
          response: { 200: creditHistoryResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, locale, ...options } = request.query;
        const organization = await resolveOrganization(ctx.pool, user.id, orgId);
        return listCreditMovements(ctx.pool, organization.id, {
          ...options,
          locale: requestLocale(request.headers, locale),
        });
      },
    );

    app.get(
      '/api/credits/statement.pdf',
      {
        schema: {
          tags: ['workspace'],
          summary:
            'A PDF statement of every movement the history filter and search select (attachment)',
          querystring: creditStatementQuerySchema,
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const { orgId, locale, ...options } = request.query;
        const organization = await resolveOrganization(ctx.pool, user.id, orgId);
        const statement = await createCreditStatement(ctx.pool, {
          ...options,
          orgId: organization.id,
          locale: requestLocale(request.headers, locale),
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${statement.fileName}"`)
          .header('cache-control', 'no-store')
          .send(statement.pdf);
      },
    );

    app.get(
      '/api/locations',
      {
        schema: {
          tags: ['workspace'],
          summary: 'Locations already geocoded that match the text (never asks a geocoder)',
          querystring: locationSuggestQuerySchema,
          response: { 200: locationSuggestResponseSchema },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        await requireSession(ctx.auth, request);
        return suggestLocations(ctx.pool, {
          source: ctx.search.source.id,
          text: request.query.q,
          locale: requestLocale(request.headers),
        });
      },
    );
  };
