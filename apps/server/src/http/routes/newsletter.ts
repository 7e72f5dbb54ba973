import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterRequestSchema, okSchema } from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { DomainError } from '../../domain/errors.js';
import { subscribeToNewsletter } from '../../domain/newsletter/subscribe.js';

export const newsletterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/newsletter',
      {
        schema: {
          tags: ['newsletter'],
          body: newsletterRequestSchema,
          response: { 200: okSchema },
        },
        config: { public: true, rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const { captchaToken, ...input } = request.body;
        if (!(await ctx.captcha.verify(captchaToken, request.ip))) {
          throw new DomainError('captcha_invalid', 400);
        }
        await subscribeToNewsletter(
          ctx.pool,
          ctx.mailer,
          { appUrl: ctx.config.appUrl, secret: ctx.secret },
          input,
        );
        return { ok: true as const };
      },
    );
  };
