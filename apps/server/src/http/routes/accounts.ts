import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meResponseSchema,
  referralLookupParamsSchema,
  referralLookupResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '@leadatlas/shared';
import { isReferralCodeOpen } from '../../domain/accounts/provision.js';
import type { AppContext } from '../context.js';
import { DomainError } from '../../domain/errors.js';
import { signUpWithEmail } from '../../domain/accounts/sign-up.js';
import { withEmailContext } from '../../auth/email-context.js';
import { emailContextOf } from '../request-origin.js';
import { getMe } from '../../domain/accounts/me.js';
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
        config: {
          public: true,
          rateLimit: { max: ctx.config.SIGNUP_RATE_LIMIT, timeWindow: '10 minutes' },
        },
      },
      async (request) => {
        const body = request.body;
        if (!(await ctx.captcha.verify(body.captchaToken, request.ip))) {
          throw new DomainError('captcha_invalid', 400);
        }
        const emailContext = { ...emailContextOf(request, ctx.config), locale: body.locale };
        const result = await withEmailContext(emailContext, () =>
          signUpWithEmail(ctx, {
            email: body.email,
            password: body.password,
            name: body.name || null,
            locale: body.locale,
            referralCode: body.referralCode,
            invitationToken: body.invitationToken,
            returnPath: body.returnPath,
            appUrl: emailContext.origin ?? ctx.config.appUrl,
          }),
        );
        return { ok: true as const, ...result };
      },
    );

    app.get(
      '/api/referrals/:code',
      {
        schema: {
          tags: ['accounts'],
          summary: "Whether an invitation link's referral code can still be used (nothing else)",
          params: referralLookupParamsSchema,
          response: { 200: referralLookupResponseSchema },
        },
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ({ valid: await isReferralCodeOpen(ctx.pool, request.params.code) }),
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
