/**
 * State-changing requests must come from our own pages. Browsers always send Origin on
 * cross-origin POSTs and Sec-Fetch-Site on modern ones; a mismatch is rejected. Requests from
 * non-browser clients carry neither and no ambient cookies of a victim, so they pass. Session
 * cookies are also SameSite=Lax.
 */
import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * OAuth providers post back cross-site (Apple's form_post); better-auth checks their state.
 * The payment provider's webhook carries no cookies and is checked by its signature.
 */
const EXEMPT = /^\/api\/(auth\/callback\/|billing\/webhook(\?|$))/;

export function registerCsrfProtection(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || EXEMPT.test(request.url)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const badOrigin = origin !== undefined && origin !== allowed;
    const badSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (badOrigin || badSite) {
      return reply.status(403).send({ error: 'csrf_rejected' });
    }
  });
}
