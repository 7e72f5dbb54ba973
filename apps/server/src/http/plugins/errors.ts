/**
 * Maps every error to { error: code } with the right status. Client mistakes get 4xx with a
 * code the web app translates; anything else is logged and answered as a bare 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@leadatlas/shared';
import { DomainError } from '../../domain/errors.js';

/** Answers any error as { error: code }: the app's error handler and Fastify's own errors. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    return reply
      .status(error.status)
      .send({ ...error.details, error: error.code } satisfies ApiErrorBody);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = [
      ...new Set(error.validation.map((issue) => issue.instancePath.replace(/^\//, '') || 'body')),
    ];
    return reply.status(400).send({ error: 'validation_failed', fields } satisfies ApiErrorBody);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send({ error: 'rate_limited' });
  if (status === 413) return reply.status(413).send({ error: 'payload_too_large' });
  if (status === 415) return reply.status(415).send({ error: 'unsupported_media_type' });
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) {
    return reply.status(400).send({ error: 'invalid_json' });
  }
  if (status === 400 && error.validation) {
    return reply.status(400).send({ error: 'validation_failed' });
  }
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ error: status === 404 ? 'not_found' : 'validation_failed' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: 'internal_error' } satisfies ApiErrorBody);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
