import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { powChallengeSchema, publicConfigSchema, type SocialProvider } from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { createPowChallenge } from '../../domain/captcha/pow.js';
import { DomainError } from '../../domain/errors.js';

export const publicConfigRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { captcha, social } = ctx.config;
    const { source } = ctx.search;
    app.get(
      '/api/config',
      {
        schema: { tags: ['system'], response: { 200: publicConfigSchema } },
        config: { public: true },
      },
      async () => ({
        captcha: {
          kind: captcha.kind,
          siteKey: captcha.kind === 'pow' ? null : captcha.siteKey,
        },
        socialProviders: Object.keys(social) as SocialProvider[],
        places: {
          source: source.id,
          ratings: source.capabilities.rating,
          companySize: source.capabilities.companySize,
        },
        map: { tileUrl: ctx.config.MAP_TILE_URL, attribution: ctx.config.MAP_TILE_ATTRIBUTION },
        supportEmail: ctx.config.APP_CONTACT_EMAIL,
      }),
    );

    app.get(
      '/api/captcha/challenge',
      {
        schema: { tags: ['captcha'], response: { 200: powChallengeSchema } },
        config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (_request, reply) => {
        if (captcha.kind !== 'pow') throw new DomainError('not_found', 404);
        reply.header('cache-control', 'no-store');
        return createPowChallenge(ctx.secret, captcha.difficulty);
      },
    );
  };
