import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Content-Security-Policy for the SPA, opened only for the captcha provider in use and the map
 * tiles' origin (any https origin may serve images; an http one, such as the sandbox's
 * loopback tile server, is named).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const captchaHosts =
    config.captcha.kind === 'turnstile'
      ? ['https://challenges.cloudflare.com']
      : config.captcha.kind === 'hcaptcha'
        ? ['https://hcaptcha.com', 'https://*.hcaptcha.com']
        : [];
  await app.register(helmet, {
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
  });
}
