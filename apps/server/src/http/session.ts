import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../auth/auth.js';
import { DomainError } from '../domain/errors.js';

export interface SessionUser {
  id: string;
  email: string;
}

export async function readSession(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session ? { id: session.user.id, email: session.user.email } : null;
}

export async function requireSession(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await readSession(auth, request);
  if (!user) throw new DomainError('unauthorized', 401);
  return user;
}
