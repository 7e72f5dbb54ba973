import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Content-Security-Policy for the SPA, opened only for the captcha provider in use and the map
 * tiles' origin (any https origin may serve images; an http one, such as the sandbox's
 * loopback tile server, is named).
 */
function helmetOptions(config: Config): HelmetOptions {
  const captchaHosts =
    config.captcha.kind === 'turnstile'
      ? ['https://challenges.cloudflare.com']
      : config.captcha.kind === 'hcaptcha'
        ? ['https://hcaptcha.com', 'https://*.hcaptcha.com']
        : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captchaHosts],
        styleSrc: ["'self'", "'unsafe-inline'", ...captchaHosts],
        imgSrc: [
          "'self'",
          'data:',
          'https:',
          ...(config.mapTileOrigin.startsWith('http:') ? [config.mapTileOrigin] : []),
        ],
        connectSrc: ["'self'", ...captchaHosts],
        frameSrc: captchaHosts.length ? captchaHosts : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** helmet's headers on every answer: hooks for routed requests, the writer for the rest. */
export function securityHeadersWriter(
  config: Config,
): (request: IncomingMessage, response: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (request, response) => middleware(request, response, () => undefined);
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const write = securityHeadersWriter(config);
  app.addHook('onRequest', async (request, reply) => write(request.raw, reply.raw));
}
