/**
 * Hands /api/auth/* to better-auth (sign-in, sign-out, session, email verification, password
 * reset, social sign-in). Sign-up is not among them: it goes through /api/account/sign-up,
 * which checks the captcha, the terms and the referral code first.
 */
import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../context.js';
import { CLIENT_IP_HEADER } from '../../auth/auth.js';

const BLOCKED = /^\/api\/auth\/sign-up(\/|\?|$)/;

/** The email a verification token was issued for (its signature is better-auth's to check). */
function tokenEmail(token: string | null): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const email = (
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown }
    ).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's confirmation tokens stay valid until they expire, and following one signs the
 * user in. A confirmation link must work once: a used link signs nobody in.
 */
async function alreadyConfirmed(ctx: AppContext, url: URL): Promise<boolean> {
  if (url.pathname !== '/api/auth/verify-email') return false;
  const email = tokenEmail(url.searchParams.get('token'));
  if (!email) return false;
  const { rows } = await ctx.pool.query<{ emailVerified: boolean }>(
    'select "emailVerified" from "user" where email = $1',
    [email.toLowerCase()],
  );
  return rows[0]?.emailVerified === true;
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
    async handler(request, reply) {
      if (BLOCKED.test(request.url)) return reply.status(404).send({ error: 'not_found' });
      const url = new URL(request.url, ctx.config.appUrl);
      if (request.method === 'GET' && (await alreadyConfirmed(ctx, url))) {
        return reply.redirect('/auth/callback?error=already_used');
      }
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      let body: string | undefined;
      if (request.method === 'POST' && request.body !== undefined && request.body !== null) {
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
      const response = await ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body,
        }),
      );
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
