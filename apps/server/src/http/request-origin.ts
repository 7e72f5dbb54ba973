import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { EmailContext } from '../auth/email-context.js';
import { headerLocale } from '../lib/locale.js';

/**
 * The app origin this request was made at (Origin, else the Host it was sent to), only when it
 * is one of config.appOrigins: a forged Host never becomes a link in an email.
 */
export function requestAppOrigin(request: FastifyRequest, config: Config): string | undefined {
  const candidates = [request.headers.origin, `${request.protocol}://${request.host}`];
  return candidates.find((origin) => origin !== undefined && config.appOrigins.includes(origin));
}

/** What emails sent while serving this request need: its app origin and interface language. */
export function emailContextOf(request: FastifyRequest, config: Config): EmailContext {
  return { origin: requestAppOrigin(request, config), locale: headerLocale(request.headers) };
}
