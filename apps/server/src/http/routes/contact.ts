/**
 * The commercial contact form (spec 001 §2.15) and its inbox in the staff console (issue 16).
 * POST /api/contact needs no login: a captcha on every message and a limit per address (per
 * account when signed in) generous enough for an office behind one address; repeats are kept once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactIdParamsSchema,
  contactMessageDetailSchema,
  contactRequestSchema,
  contactResponseSchema,
  contactStatusBodySchema,
  staffContactListSchema,
  staffContactQuerySchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { readSession } from '../session.js';
import { staffUser } from '../staff-scope.js';
import { inTransaction } from '../../db/pool.js';
import { DomainError } from '../../domain/errors.js';
import { submitContactMessage } from '../../domain/contact/messages.js';
import {
  setContactStatus,
  staffContactInbox,
  staffContactMessage,
} from '../../domain/contact/inbox.js';

/** Messages per hour from one address: an office of twenty writing at once still gets through. */
export const CONTACT_RATE_LIMIT = 20;

export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Sends a message to sales (no login; captcha); support is emailed',
          body: contactRequestSchema,
          response: { 200: contactResponseSchema },
        },
        config: { public: true, rateLimit: { max: CONTACT_RATE_LIMIT, timeWindow: '1 hour' } },
      },
      async (request) => {
        const { captchaToken, ...input } = request.body;
        if (!(await ctx.captcha.verify(captchaToken, request.ip))) {
          throw new DomainError('captcha_invalid', 400);
        }
        const user = await readSession(ctx.auth, request);
        await inTransaction(ctx.pool, (db) =>
          submitContactMessage(ctx.support, db, { ...input, userId: user?.id ?? null }),
        );
        return { ok: true as const };
      },
    );
  };

/** The console's contact inbox; registered inside `staffScope` (app.ts). */
export const staffContactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/staff/contact',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: contact-form messages, newest first, new or handled, searched by words',
          querystring: staffContactQuerySchema,
          response: { 200: staffContactListSchema },
        },
      },
      async (request) => staffContactInbox(ctx.pool, request.query),
    );

    app.get(
      '/api/staff/contact/:id',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: one contact-form message in full',
          params: contactIdParamsSchema,
          response: { 200: contactMessageDetailSchema },
        },
      },
      async (request) => staffContactMessage(ctx.pool, request.params.id),
    );

    app.patch(
      '/api/staff/contact/:id',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: marks a contact-form message handled or new (audited)',
          params: contactIdParamsSchema,
          body: contactStatusBodySchema,
          response: { 200: contactMessageDetailSchema },
        },
      },
      async (request) =>
        inTransaction(ctx.pool, (db) =>
          setContactStatus(db, staffUser(request), request.params.id, request.body.status),
        ),
    );
  };
