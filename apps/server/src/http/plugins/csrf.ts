/**
 * State-changing requests must come from our own pages. Browsers always send Origin on
 * cross-origin POSTs and Sec-Fetch-Site on modern ones; a mismatch is rejected. Requests from
 * non-browser clients carry neither and no ambient cookies of a victim, so they pass. Session
 * cookies are also SameSite=Lax.
 *
 * Our pages are served at any of config.appOrigins (localhost and 127.0.0.1 alike by default).
 * Exemptions are decided on the route the router matched, never on the raw URL, so no
 * spelling of a path can borrow another route's exemption.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@leadatlas/shared';
import type { Config } from '../../config.js';
import { UNSUBSCRIBE_ROUTE } from '../routes/unsubscribe.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * OAuth providers post back cross-site (Apple's form_post); better-auth checks their state.
 * The payment provider's webhook carries no cookies and is checked by its signature.
 * Mail providers post a one-click unsubscribe themselves (RFC 8058); its token is the proof.
 */
function isExempt(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === '/api/billing/webhook') return true;
  if (route === UNSUBSCRIBE_ROUTE && request.method === 'POST') return true;
  const authPath = (request.params as Record<string, string> | undefined)?.['*'];
  return (
    route === '/api/auth/*' && typeof authPath === 'string' && authPath.startsWith('callback/')
  );
}

export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const allowed = new Set(config.appOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || isExempt(request)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const badOrigin = origin !== undefined && !allowed.has(origin);
    const badSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (badOrigin || badSite) {
      // Says where the forms work: someone who opened the app at another address can go there.
      return reply
        .status(403)
        .send({ error: 'csrf_rejected', appUrl: config.appUrl } satisfies ApiErrorBody);
    }
  });
}
