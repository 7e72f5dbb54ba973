/**
 * No request reaches a handler with text PostgreSQL, URL encoders or PDF writers cannot take
 * (NUL and other control characters, unpaired surrogates), in any string of its query, path
 * parameters or body, keys included. The shared schemas hold our own routes to the same rule
 * (isCleanText); this covers the routes we do not own (better-auth) and anything a schema
 * misses, and answers 400 validation_failed instead of a database error.
 */
import type { FastifyInstance } from 'fastify';
import { isCleanText } from '@leadatlas/shared';
import { DomainError } from '../../domain/errors.js';

/** Walks any parsed value without recursion (a 64 KB body can nest 30,000 levels deep). */
export function hasUncleanText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isCleanText(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** A form-encoded body (OAuth form posts) is judged on its decoded fields. */
function formFields(body: string): unknown {
  try {
    return [...new URLSearchParams(body)];
  } catch {
    return body;
  }
}

export function registerCleanInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = typeof request.body === 'string' ? formFields(request.body) : request.body;
    if (hasUncleanText([request.query, request.params, body])) {
      throw new DomainError('validation_failed', 400);
    }
  });
}
