import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { APIError } from 'better-auth/api';
import { meResponseSchema, signUpRequestSchema, signUpResponseSchema } from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { DomainError } from '../../domain/errors.js';
import { provisionAccount } from '../../domain/accounts/provision.js';
import { getMe } from '../../domain/accounts/me.js';
import { LOCALE_HEADER } from '../../lib/locale.js';
import { CLIENT_IP_HEADER } from '../../auth/auth.js';
import { requireSession } from '../session.js';

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/account/sign-up',
      {
        schema: {
          tags: ['accounts'],
          body: signUpRequestSchema,
          response: { 200: signUpResponseSchema },
        },
        config: { rateLimit: { max: ctx.config.SIGNUP_RATE_LIMIT, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const body = request.body;
        if (!(await ctx.captcha.verify(body.captchaToken, request.ip))) {
          throw new DomainError('captcha_invalid', 400);
        }
        const headers = fromNodeHeaders(request.headers);
        headers.set(LOCALE_HEADER, body.locale);
        headers.set(CLIENT_IP_HEADER, request.ip);
        let userId: string;
        try {
          const result = await ctx.auth.api.signUpEmail({
            body: {
              email: body.email,
              password: body.password,
              name: body.name ?? '',
              callbackURL: '/auth/callback',
            },
            headers,
          });
          userId = result.user.id;
        } catch (error) {
          if (error instanceof APIError) {
            const code = String((error.body as { code?: string } | undefined)?.code ?? '');
            if (code.includes('ALREADY_EXISTS')) throw new DomainError('email_taken', 409);
            if (code.includes('PASSWORD_TOO_SHORT'))
              throw new DomainError('password_too_short', 400);
            if (error.statusCode < 500) throw new DomainError('validation_failed', 400);
          }
          throw error;
        }
        const provisioned = await provisionAccount(ctx.pool, {
          userId,
          email: body.email,
          fullName: body.name || null,
          locale: body.locale,
          referralCode: body.referralCode,
        });
        return {
          ok: true as const,
          referralApplied: provisioned.referralApplied,
          referralUnknown: provisioned.referralUnknown,
        };
      },
    );

    app.get(
      '/api/me',
      { schema: { tags: ['accounts'], response: { 200: meResponseSchema } } },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const me = await getMe(ctx.pool, user.id);
        if (!me) throw new DomainError('unauthorized', 401);
        return me;
      },
    );
  };
