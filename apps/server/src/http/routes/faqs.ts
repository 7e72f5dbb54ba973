/**
 * The FAQ (issue 16, spec 001 §2.10): anyone reads one language's published entries; staff
 * (inside `staffScope`, app.ts) edit them. Answers are sanitised HTML (domain/support/faqs.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFaqSchema,
  faqIdParamsSchema,
  faqListQuerySchema,
  faqListResponseSchema,
  faqOrderSchema,
  okSchema,
  staffFaqListResponseSchema,
  staffFaqSchema,
  updateFaqSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { staffUser } from '../staff-scope.js';
import { inTransaction } from '../../db/pool.js';
import {
  allFaqs,
  createFaq,
  deleteFaq,
  publishedFaqs,
  reorderFaqs,
  updateFaq,
} from '../../domain/support/faqs.js';

/** Public: FAQ answers are what we tell anyone, signed in or not. */
export const faqRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/support/faqs',
      {
        schema: {
          tags: ['support'],
          summary: "One language's published FAQ entries, in order; answers are sanitised HTML",
          querystring: faqListQuerySchema,
          response: { 200: faqListResponseSchema },
        },
        config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => publishedFaqs(ctx.pool, request.query.lang),
    );
  };

/** The staff console's FAQ editor; registered inside `staffScope` (app.ts). */
export const staffFaqRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/staff/faqs',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: every FAQ entry, both languages, published or not',
          response: { 200: staffFaqListResponseSchema },
        },
      },
      async () => allFaqs(ctx.pool),
    );

    app.post(
      '/api/staff/faqs',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: adds an FAQ entry, last in its language (the answer is sanitised)',
          body: createFaqSchema,
          response: { 200: staffFaqSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) => createFaq(db, staffUser(request), request.body)),
    );

    app.patch(
      '/api/staff/faqs/:id',
      {
        schema: {
          tags: ['staff'],
          summary: "Staff: changes an FAQ entry's question, answer or published flag",
          params: faqIdParamsSchema,
          body: updateFaqSchema,
          response: { 200: staffFaqSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) =>
          updateFaq(db, staffUser(request), request.params.id, request.body),
        ),
    );

    app.delete(
      '/api/staff/faqs/:id',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: deletes an FAQ entry',
          params: faqIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await inTransaction(ctx.pool, (db) => deleteFaq(db, staffUser(request), request.params.id));
        return { ok: true as const };
      },
    );

    app.put(
      '/api/staff/faqs/order',
      {
        schema: {
          tags: ['staff'],
          summary: "Staff: puts a language's FAQ entries in the order given (all of them)",
          body: faqOrderSchema,
          response: { 200: staffFaqListResponseSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) => reorderFaqs(db, staffUser(request), request.body)),
    );
  };
