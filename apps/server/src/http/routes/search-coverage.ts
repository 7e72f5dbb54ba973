/**
 * A search's coverage report (issue 15): what each field it paid for got, and why not, as JSON
 * for the results page and as the export's companion CSV. Same authorization as its leads.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coverageCsvQuerySchema,
  searchCoverageSchema,
  searchIdParamsSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { recordAction } from '../../domain/accounts/retention.js';
import { coverageCsv, searchCoverage } from '../../domain/search/coverage.js';
import { searchForUser, type SearchRow } from '../../domain/search/store.js';
import type { SearchSpec } from '../../domain/search/spec.js';

/** The fields the search paid for (searches.params holds its spec). */
const paidFields = (search: SearchRow) => (search.params as Partial<SearchSpec>).wizardFields ?? [];

export const searchCoverageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/searches/:id/coverage',
      {
        schema: {
          tags: ['searches'],
          summary: 'For each field the search paid for: how many leads got it, and why not',
          params: searchIdParamsSchema,
          response: { 200: searchCoverageSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        return searchCoverage(ctx.pool, search.id, paidFields(search));
      },
    );

    app.get(
      '/api/searches/:id/coverage.csv',
      {
        schema: {
          tags: ['searches'],
          summary: "The coverage report as CSV, the export's companion sheet",
          params: searchIdParamsSchema,
          querystring: coverageCsvQuerySchema,
        },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const search = await searchForUser(ctx.pool, user.id, request.params.id);
        const coverage = await searchCoverage(ctx.pool, search.id, paidFields(search));
        await recordAction(ctx.pool, user.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coverage_${search.id}.csv"`)
          .header('cache-control', 'no-store')
          .send(coverageCsv(coverage, request.query.headers));
      },
    );
  };
