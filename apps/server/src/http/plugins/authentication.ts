/**
 * Every API route is private unless it says `config: { public: true }` (or `apiKey: true`:
 * /api/v1's, which take a key instead of a session): a private route
 * answers 401 before its body is parsed or validated, so an anonymous caller learns nothing
 * about what the route accepts. Rate limits key on the signed-in user (an office shares one
 * address) and on the address only for anonymous callers.
 *
 * Must be registered before @fastify/rate-limit and before any route: both read what this
 * sets when a route is added.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { perUserKey, requireSession } from '../session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-up, public config, webhooks, consent…). */
    public?: boolean;
  }
}

export function registerAuthentication(app: FastifyInstance, auth: Auth): void {
  const signedIn: onRequestAsyncHookHandler = async (request) => {
    await requireSession(auth, request);
  };
  const keyGenerator = perUserKey(auth);
  app.addHook('onRoute', (route) => {
    const config = (route.config ??= {});
    const limit = (config as { rateLimit?: false | { keyGenerator?: unknown } }).rateLimit;
    if (limit && !limit.keyGenerator) limit.keyGenerator = keyGenerator;
    // The public API's routes say so and authenticate by key in their own scope (v1-auth.ts).
    const keyRoute = config.apiKey === true && route.url.startsWith('/api/v1/');
    if (!route.url.startsWith('/api/') || config.public || keyRoute) return;
    const own = route.onRequest;
    route.onRequest = own ? [signedIn, ...(Array.isArray(own) ? own : [own])] : [signedIn];
  });
}
