/**
 * The public API, /api/v1 (issue 17): its own scope with bearer-key authentication, one rate
 * limit per key with the RateLimit-* headers, errors with an English message beside the code,
 * and its own OpenAPI document (/api/v1/openapi.json) generated from the routes' schemas.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { v1ErrorMessage } from '../../domain/developer-api/error-messages.js';
import { v1Authentication, v1Authorization } from './v1-auth.js';
import { createKeyGuessLimit } from './key-guess-limit.js';
import { v1SearchRoutes } from './v1-searches.js';
import { v1CreditRoutes } from './v1-credits.js';

declare module 'fastify' {
  interface FastifyInstance {
    swaggerV1: FastifyInstance['swagger'];
  }
}

const DESCRIPTION = `The LeadAtlas API for organizations on the Pro plan.

Authenticate with an API key made in Integrations → API & webhooks:
\`Authorization: Bearer la_live_…\`. Read keys may call every GET; read + write keys may also
estimate, start and cancel searches.

Errors are \`{ "error": "<code>", "message": "<English sentence>" }\` with extra fields for some
codes (\`fields\`, \`required\`, \`available\`, \`requiredPlan\`, \`candidates\`).
Each key may make a number of requests per minute, and so may each address without a valid
key (over it, the address is refused whatever key it sends); every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and
\`RateLimit-Reset\`, and a 429 carries \`Retry-After\`.

Searches run in the background: start one, then wait for the \`search.completed\` webhook (or
poll the search) and read its leads a page at a time with \`nextCursor\`.`;

export const apiV1 = (ctx: AppContext) => async (app: FastifyInstance) => {
  await app.register(swagger, {
    decorator: 'swaggerV1',
    openapi: {
      info: { title: 'LeadAtlas API v1', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: ctx.config.appUrl }],
      components: {
        securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'la_live_…' } },
      },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'searches', description: 'Estimate, start, follow, read, export and cancel' },
        { name: 'credits', description: 'Balance and movements' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // Before the rate limit: the limit counts per key, so the key must be known. Requests without
  // a valid key are refused there, under a limit of their own per address.
  const guesses = createKeyGuessLimit({
    max: ctx.config.API_RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
  });
  app.addHook('onRequest', v1Authentication(ctx.pool, guesses));
  // The per-key limit runs as each route's own onRequest hook, after the scope's: what a valid
  // key may not do is refused after it, so a downgraded key's retries are limited too.
  app.addHook('preParsing', v1Authorization(ctx.pool));
  await app.register(rateLimit, {
    global: true,
    max: ctx.config.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    enableDraftSpec: true,
    keyGenerator: (request) =>
      request.apiCaller ? `apikey:${request.apiCaller.keyId}` : `ip:${request.ip}`,
  });
  // The product's errors carry a code; a developer reading a log also gets a sentence.
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const body = payload as { error?: unknown; message?: unknown; fields?: unknown };
    if (typeof body.error !== 'string' || body.message !== undefined) return payload;
    // Field paths as a developer writes them: filters.minRating, not filters/minRating.
    const fields = Array.isArray(body.fields)
      ? { fields: body.fields.map((field) => String(field).replaceAll('/', '.')) }
      : {};
    return { ...body, ...fields, message: v1ErrorMessage(body.error, reply.statusCode) };
  });

  await app.register(v1SearchRoutes(ctx));
  await app.register(v1CreditRoutes(ctx));
  app.get(
    '/api/v1/openapi.json',
    { schema: { hide: true }, config: { public: true, rateLimit: false } },
    async () => app.swaggerV1(),
  );
};
