/**
 * The search API: run, list, read, follow live, map, export, cancel, the wizard's preview and
 * the credit estimate.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FIELD_PLANS,
  FIELD_PRICES,
  PRICED_FIELDS,
  COMPLEX_FILTER_SURCHARGE,
  estimateRequestSchema,
  estimateResponseSchema,
  leadsQuerySchema,
  leadsResponseSchema,
  priceListResponseSchema,
  runSearchRequestSchema,
  runSearchResponseSchema,
  scheduleActionRequestSchema,
  searchIdParamsSchema,
  searchListResponseSchema,
  searchSummarySchema,
  searchDetailSchema,
  searchPreviewRequestSchema,
  searchPreviewResponseSchema,
  leadPointsResponseSchema,
  csvExportQuerySchema,
  estimateSearch,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { DomainError } from '../../domain/errors.js';
import { startSearch } from '../../domain/search/start.js';
import { resolveOrganization } from '../../domain/accounts/me.js';
import { settleSearch } from '../../domain/search/settle.js';
import {
  listLeadPoints,
  listLeads,
  listSearches,
  searchForUser,
  toDetail,
  toSummary,
} from '../../domain/search/store.js';
import { exportLeadsCsv } from '../../domain/search/csv.js';
import { previewSearch } from '../../domain/search/preview.js';
import { changeSchedule } from '../../domain/search/schedule.js';
import { requestLocale } from '../../lib/locale.js';
import { streamSearch } from '../search-stream.js';

const listQuerySchema = z.object({
  orgId: z.uuid().optional(),
  /** Only the monthly searches still scheduled (active or paused). */
  scheduled: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
const pointsQuerySchema = leadsQuerySchema.pick({ q: true });

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/searches',
      {
        schema: {
          tags: ['searches'],
          summary: 'Run a search (holds its estimate from the organization balance)',
          body: runSearchRequestSchema,
          response: { 200: runSearchResponseSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const locale = requestLocale(request.headers, request.body.locale);
        const searchId = await startSearch(
          { pool: ctx.pool, source: ctx.search.source },
          { userId: user.id, orgId: request.body.orgId, data: request.body.searchPayload, locale },
        );
        return { success: true as const, searchId };
      },
    );

    app.get(
      '/api/searches',
      {
        schema: {
          tags: ['searches'],
          summary: "The organization's searches, newest first",
          querystring: listQuerySchema,
          response: { 200: searchListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const organization = await resolveOrganization(ctx.pool, user.id, request.query.orgId);
        return listSearches(ctx.pool, organization.id, request.query.limit, request.query.offset, {
          scheduled: request.query.scheduled === 'true',
        });
      },
    );

    app.get(
      '/api/searches/:id',
      {
        schema: {
          tags: ['searches'],
          summary: 'The search and the wizard data it ran with (for a re-run)',
          params: searchIdParamsSchema,
          response: { 200: searchDetailSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return toDetail(await searchForUser(ctx.pool, user.id, request.params.id));
      },
    );

    app.get(
      '/api/searches/:id/leads',
      {
        schema: {
          tags: ['searches'],
          summary: 'Leads with text filter (name or city), sort and pagination',
          params: searchIdParamsSchema,
          querystring: leadsQuerySchema,
          response: { 200: leadsResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        return listLeads(ctx.pool, search.id, request.query);
      },
    );

    app.get(
      '/api/searches/:id/points',
      {
        schema: {
          tags: ['searches'],
          summary: 'Located leads for the map, with the same text filter as the leads',
          params: searchIdParamsSchema,
          querystring: pointsQuerySchema,
          response: { 200: leadPointsResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        return listLeadPoints(ctx.pool, search.id, request.query.q);
      },
    );

    app.get(
      '/api/searches/:id/events',
      {
        schema: {
          tags: ['searches'],
          summary: 'Live progress as Server-Sent Events (status and lead events)',
          params: searchIdParamsSchema,
        },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        await streamSearch({ pool: ctx.pool, hub: ctx.events }, request, reply, search.id, user.id);
      },
    );

    app.get(
      '/api/searches/:id/export.csv',
      {
        schema: {
          tags: ['searches'],
          summary: 'The leads as CSV (session cookie or Authorization: Bearer), chosen columns',
          params: searchIdParamsSchema,
          querystring: csvExportQuerySchema,
        },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        const body = await exportLeadsCsv(ctx.pool, {
          userId: user.id,
          searchId: search.id,
          columns: request.query.columns,
          headers: request.query.headers,
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads_${search.id}.csv"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );

    app.post(
      '/api/searches/:id/cancel',
      {
        schema: {
          tags: ['searches'],
          params: searchIdParamsSchema,
          response: { 200: searchSummarySchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        const result = await settleSearch(ctx, search.id, 'cancelled', null);
        if (!result.settled) throw new DomainError('search_not_cancellable', 409);
        return toSummary(await searchForUser(ctx.pool, user.id, search.id));
      },
    );

    app.post(
      '/api/searches/:id/schedule',
      {
        schema: {
          tags: ['searches'],
          summary: 'Pause, resume or stop the monthly auto-refresh of a search',
          params: searchIdParamsSchema,
          body: scheduleActionRequestSchema,
          response: { 200: searchSummarySchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return changeSchedule(ctx.pool, {
          userId: user.id,
          searchId: request.params.id,
          action: request.body.action,
        });
      },
    );

    app.post(
      '/api/searches/preview',
      {
        schema: {
          tags: ['searches'],
          summary: "A few real places for the wizard's step 4, contact data masked (free)",
          body: searchPreviewRequestSchema,
          response: { 200: searchPreviewResponseSchema },
        },
        config: {
          rateLimit: { max: 12, timeWindow: '1 minute' },
        },
      },
      async (request) => {
        await requireSession(ctx.auth, request);
        return previewSearch(ctx.search.source, {
          ...request.body,
          locale: requestLocale(request.headers),
        });
      },
    );

    app.post(
      '/api/searches/estimate',
      {
        schema: {
          tags: ['searches'],
          summary: 'Credits a search would hold (calculate_search_credits)',
          body: estimateRequestSchema,
          response: { 200: estimateResponseSchema },
        },
        config: { public: true },
      },
      async (request) => estimateSearch(request.body),
    );

    app.get(
      '/api/pricing',
      {
        schema: {
          tags: ['searches'],
          summary: 'The price list: credits per lead for each field (get_field_price)',
          response: { 200: priceListResponseSchema },
        },
        config: { public: true },
      },
      async () => ({
        fields: PRICED_FIELDS.map((field) => ({
          field,
          credits: FIELD_PRICES[field],
          plans: [...FIELD_PLANS[field]],
        })),
        complexFilterSurcharge: COMPLEX_FILTER_SURCHARGE,
      }),
    );
  };
