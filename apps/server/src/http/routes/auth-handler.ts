/**
 * Hands /api/auth/* to better-auth (sign-in, sign-out, session, email verification, password
 * reset, social sign-in). Sign-up is not among them: it goes through /api/account/sign-up,
 * which checks the captcha, the terms and the referral code first (auth.ts refuses
 * better-auth's own). Only canonical paths get here (app.ts), so better-auth's string
 * comparisons (rate-limit rules, disabled paths) see the path its router routes.
 */
import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../context.js';
import { CLIENT_IP_HEADER } from '../../auth/auth.js';
import { withEmailContext } from '../../auth/email-context.js';
import { emailContextOf } from '../request-origin.js';
import { recordSignInAttempt, signInRetryAfter } from '../../domain/accounts/sign-in-throttle.js';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The address a sign-in names, when its body names one. */
function signInEmail(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === 'string' && email.trim() !== '' ? email : null;
  } catch {
    return null;
  }
}

export async function authHandlerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Apple returns to its callback as a form post; better-auth reads the raw form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { public: true },
    async handler(request, reply) {
      const url = new URL(request.url, ctx.config.appUrl);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      let body: string | undefined;
      if (request.method === 'POST' && request.body !== undefined && request.body !== null) {
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
      const signingIn =
        request.method === 'POST' && url.pathname === SIGN_IN_PATH ? signInEmail(body) : null;
      if (signingIn) {
        const retryAfter = await signInRetryAfter(ctx.pool, signingIn);
        if (retryAfter !== null) {
          reply.header('retry-after', String(retryAfter));
          return reply.status(429).send({ error: 'rate_limited' });
        }
      }
      const response = await withEmailContext(emailContextOf(request, ctx.config), () =>
        ctx.auth.handler(new Request(url, { method: request.method, headers, body })),
      );
      // Wrong credentials count against the account; a sign-in forgets them.
      if (signingIn && (response.ok || response.status === 401)) {
        await recordSignInAttempt(ctx.pool, signingIn, response.ok);
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') {
          reply.header(key, value);
        }
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
