/**
 * Who calls /api/v1: the bearer key, checked on every request (a revoked key or a downgrade
 * stops it at once). Requests without a valid key are limited per address, the others per key;
 * every refusal comes before the body is read or validated.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from '../../db/pool.js';
import { DomainError } from '../../domain/errors.js';
import {
  assertApiAllowed,
  authenticateApiKey,
  markApiKeyUsed,
  type ApiCaller,
} from '../../domain/developer-api/keys.js';
import type { KeyGuessLimit } from './key-guess-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the v1 scope's hook for the key calling. */
    apiCaller?: ApiCaller;
  }
  interface FastifyContextConfig {
    /** A v1 route: it takes an API key instead of a session (the session guard skips it). */
    apiKey?: boolean;
    /** A v1 route that changes something: read-only keys are refused. */
    apiWrite?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Reads the bearer key (onRequest, before the per-key rate limit, which counts per key). A
 * request without a valid key is refused here and counted per address; an address over that
 * limit is refused before any key is looked up (key-guess-limit.ts).
 */
export function v1Authentication(pool: Pool, guesses: KeyGuessLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.routeOptions.config.public) return;
    const wait = guesses.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new DomainError('rate_limited', 429);
    }
    const token = bearerToken(request);
    const caller = token ? await authenticateApiKey(pool, token) : null;
    if (!caller) {
      guesses.failed(request.ip);
      reply.header('www-authenticate', 'Bearer realm="LeadAtlas API"');
      throw new DomainError('api_key_invalid', 401);
    }
    request.apiCaller = caller;
  };
}

/**
 * Refuses what a valid key may not do (preParsing: after the per-key limit counted it, before
 * the body is read): a plan without the API, a read key on a route that changes something.
 */
export function v1Authorization(pool: Pool) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.routeOptions.config.public) return;
    const caller = apiCaller(request);
    assertApiAllowed(caller.plan);
    if (request.routeOptions.config.apiWrite && caller.scope !== 'write') {
      throw new DomainError('api_scope_forbidden', 403);
    }
    void markApiKeyUsed(pool, caller.keyId).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not record the key use'),
    );
  };
}

export function apiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new DomainError('api_key_invalid', 401);
  return request.apiCaller;
}
