/** /api/v1/searches: estimate, start, list, read, leads, export, cancel (issue 17). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  searchIdParamsSchema,
  v1ErrorSchema,
  v1EstimateResponseSchema,
  v1ExportQuerySchema,
  v1LeadsQuerySchema,
  v1LeadsResponseSchema,
  v1SearchListQuerySchema,
  v1SearchListResponseSchema,
  v1SearchRequestSchema,
  v1SearchSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requestLocale } from '../../lib/locale.js';
import {
  cancelV1Search,
  estimateV1Search,
  searchOfOrganization,
  startV1Search,
} from '../../domain/developer-api/v1-searches.js';
import { listV1Searches } from '../../domain/developer-api/v1-search-list.js';
import { listV1Leads } from '../../domain/developer-api/v1-leads.js';
import { toV1Search } from '../../domain/developer-api/v1-search.js';
import { streamV1Export } from '../../domain/developer-api/v1-export.js';
import { apiCaller } from './v1-auth.js';

const TAGS = ['searches'];
const ERRORS = { 400: v1ErrorSchema, 401: v1ErrorSchema, 403: v1ErrorSchema, 404: v1ErrorSchema };
const READ = { apiKey: true };
const WRITE = { apiKey: true, apiWrite: true };

const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'printable ASCII, up to 255 characters')
    .optional()
    .describe('Any unique string (a UUID): a retry with the same key and body starts nothing new'),
});

export const v1SearchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/searches/estimate',
      {
        schema: {
          tags: TAGS,
          summary: 'Credits a search would hold, with the plan gates applied',
          body: v1SearchRequestSchema,
          response: { 200: v1EstimateResponseSchema, ...ERRORS },
        },
        config: WRITE,
      },
      async (request) =>
        estimateV1Search(
          ctx.pool,
          ctx.search.source.capabilities,
          apiCaller(request),
          request.body,
        ),
    );

    app.post(
      '/api/v1/searches',
      {
        schema: {
          tags: TAGS,
          summary:
            'Starts a search: its estimate is held from the balance; leads are charged for what is found',
          headers: idempotencyHeadersSchema,
          body: v1SearchRequestSchema,
          response: {
            201: v1SearchSchema,
            ...ERRORS,
            402: v1ErrorSchema,
            422: v1ErrorSchema,
          },
        },
        config: WRITE,
      },
      async (request, reply) => {
        const { search, replayed } = await startV1Search(
          { pool: ctx.pool, source: ctx.search.source },
          apiCaller(request),
          request.body,
          {
            idempotencyKey: request.headers['idempotency-key'] ?? null,
            locale: requestLocale(request.headers, request.body.locale),
          },
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(search);
      },
    );

    app.get(
      '/api/v1/searches',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: "The organization's searches, newest first",
          querystring: v1SearchListQuerySchema,
          response: { 200: v1SearchListResponseSchema, ...ERRORS },
        },
      },
      async (request) => listV1Searches(ctx.pool, apiCaller(request).orgId, request.query),
    );

    app.get(
      '/api/v1/searches/:id',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: 'A search: status, stage, counts and credits',
          params: searchIdParamsSchema,
          response: { 200: v1SearchSchema, ...ERRORS },
        },
      },
      async (request) =>
        toV1Search(
          await searchOfOrganization(ctx.pool, apiCaller(request).orgId, request.params.id),
        ),
    );

    app.get(
      '/api/v1/searches/:id/leads',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: "A page of the search's leads; pass nextCursor as cursor for the next",
          params: searchIdParamsSchema,
          querystring: v1LeadsQuerySchema,
          response: { 200: v1LeadsResponseSchema, ...ERRORS },
        },
        // The API's hot path: toLead's output is typed by the same schema, and checking a
        // hundred leads against it again on every page cost more than the query
        // (bench/api-leads.ts).
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) =>
        listV1Leads(ctx.pool, apiCaller(request).orgId, request.params.id, request.query),
    );

    app.get(
      '/api/v1/searches/:id/export',
      {
        config: READ,
        schema: {
          tags: TAGS,
          summary: 'Every lead of the search, streamed as CSV or JSON Lines',
          params: searchIdParamsSchema,
          querystring: v1ExportQuerySchema,
          response: {
            200: z
              .string()
              .describe(
                'text/csv (a header row, then a lead per row) or application/x-ndjson (a lead per line)',
              ),
            ...ERRORS,
          },
        },
      },
      async (request, reply) => {
        const search = await searchOfOrganization(
          ctx.pool,
          apiCaller(request).orgId,
          request.params.id,
        );
        const { format } = request.query;
        const body = await streamV1Export(ctx.pool, search.id, format);
        return (
          reply
            .header(
              'content-type',
              format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
            )
            .header(
              'content-disposition',
              `attachment; filename="leads_${search.id}.${format === 'csv' ? 'csv' : 'jsonl'}"`,
            )
            .header('cache-control', 'no-store')
            // A stream: the schema's string only documents what it carries.
            .send(body as unknown as string)
        );
      },
    );

    app.post(
      '/api/v1/searches/:id/cancel',
      {
        schema: {
          tags: TAGS,
          summary:
            'Cancels a running search: its leads so far are kept and charged, the rest released',
          params: searchIdParamsSchema,
          response: { 200: v1SearchSchema, ...ERRORS, 409: v1ErrorSchema },
        },
        config: WRITE,
      },
      async (request) => cancelV1Search(ctx, apiCaller(request), request.params.id),
    );
  };
