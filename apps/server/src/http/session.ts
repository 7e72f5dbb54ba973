import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.js';
import { DomainError } from '../domain/errors.js';

export interface SessionUser {
  id: string;
  email: string;
  /** The session row the request came with (the account page marks it "this device"). */
  sessionId: string;
}

/** One session lookup per request, however many hooks (a per-user rate limit) ask. */
const sessions = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function readSession(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  let pending = sessions.get(request);
  if (!pending) {
    pending = auth.api
      .getSession({ headers: fromNodeHeaders(request.headers) })
      .then((session) =>
        session
          ? { id: session.user.id, email: session.user.email, sessionId: session.session.id }
          : null,
      );
    sessions.set(request, pending);
  }
  return pending;
}

export async function requireSession(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await readSession(auth, request);
  if (!user) throw new DomainError('unauthorized', 401);
  return user;
}

/** A rate-limit key per signed-in user (per address for requests without a session). */
export function perUserKey(auth: Auth) {
  return async (request: FastifyRequest): Promise<string> => {
    const user = await readSession(auth, request);
    return user ? `user:${user.id}` : `ip:${request.ip}`;
  };
}
