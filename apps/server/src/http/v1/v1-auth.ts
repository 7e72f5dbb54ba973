/**
 * Who calls /api/v1: the bearer key, checked on every request (a revoked key or a downgrade
 * stops it at once). Every request counts against a rate limit, a refused one included (per
 * address when no key is valid), and is refused before its body is read or validated.
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
 * Reads the bearer key (onRequest, before the rate limit, which counts per key). A request
 * without a valid key is refused later, by v1Authorization, so it is counted too: per address.
 */
export function v1Authentication(pool: Pool) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request);
    const caller = token ? await authenticateApiKey(pool, token) : null;
    if (caller) request.apiCaller = caller;
  };
}

/**
 * Refuses what the key may not do (preParsing: after the rate limit, before the body is read):
 * no valid key, a plan without the API, a read key on a route that changes something.
 */
export function v1Authorization(pool: Pool) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.routeOptions.config.public) return;
    const caller = request.apiCaller;
    if (!caller) {
      reply.header('www-authenticate', 'Bearer realm="LeadAtlas API"');
      throw new DomainError('api_key_invalid', 401);
    }
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
