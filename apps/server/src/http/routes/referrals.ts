/**
 * The signed-in user's referral codes (spec 001 §2.12, §7): list them with their stats, create
 * one. Every route acts on the session's user only. (Whether a code is open, for the sign-up
 * screen, is the public GET /api/referrals/:code in accounts.ts.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReferralResponseSchema, referralListResponseSchema } from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { listReferrals } from '../../domain/referrals/list.js';
import { createReferralCode } from '../../domain/referrals/codes.js';

export const referralRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/referrals',
      {
        schema: {
          tags: ['referrals'],
          summary: 'Your referral codes, newest first, with friends invited and credits',
          response: { 200: referralListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listReferrals(ctx.pool, user.id);
      },
    );

    app.post(
      '/api/referrals',
      {
        schema: {
          tags: ['referrals'],
          summary: 'Creates a referral code (refused while 5 of yours are unused)',
          response: { 200: createReferralResponseSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return createReferralCode(ctx.pool, user.id);
      },
    );
  };
