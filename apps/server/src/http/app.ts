/** The HTTP application: plugins, then routes, then the web app. main.ts and tests build it. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { registerErrorHandling, sendError } from './plugins/errors.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerSecurityHeaders, securityHeadersWriter } from './plugins/security-headers.js';
import { registerAuthentication } from './plugins/authentication.js';
import { registerCleanInput } from './plugins/clean-input.js';
import { isApiRequest, isCanonicalPath, rawPath } from './request-path.js';
import { prerenderedLanding } from './landing.js';
import { healthRoutes } from './routes/health.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { accountRoutes } from './routes/accounts.js';
import { authHandlerRoutes } from './routes/auth-handler.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { consentRoutes } from './routes/consent.js';
import { searchRoutes } from './routes/searches.js';
import { searchCoverageRoutes } from './routes/search-coverage.js';
import { workspaceRoutes } from './routes/workspace.js';
import { billingRoutes } from './routes/billing.js';
import { unsubscribeRoutes } from './routes/unsubscribe.js';
import { myAccountRoutes } from './routes/account.js';
import { notificationRoutes } from './routes/notifications.js';
import { planChangeRoutes } from './routes/plan-changes.js';
import { organizationRoutes } from './routes/organizations.js';
import { referralRoutes } from './routes/referrals.js';
import { staffTicketRoutes, supportRoutes } from './routes/support.js';
import { staffCustomerRoutes } from './routes/staff-customers.js';
import { faqRoutes, staffFaqRoutes } from './routes/faqs.js';
import { staffScope } from './staff-scope.js';
import { contactRoutes, staffContactRoutes } from './routes/contact.js';
import { feedbackRoutes, staffSurveyRoutes } from './routes/feedback.js';
import { integrationRoutes } from './routes/integrations.js';
import { webhookEndpointRoutes } from './routes/webhook-endpoints.js';
import { invitationRoutes } from './routes/invitations.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { apiV1 } from './v1/api-v1.js';

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const writeSecurityHeaders = securityHeadersWriter(ctx.config);
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    disableRequestLogging: false,
    // A URL the router cannot decode (`/api/searches/%`) gets our answer and our headers.
    frameworkErrors: (error, request, reply) => {
      writeSecurityHeaders(request.raw, reply.raw);
      return sendError(error, request, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, ctx.config);
  // One spelling per API path: what no guard below could read as the handler does is refused.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request.url) && !isCanonicalPath(rawPath(request.url))) {
      return reply.status(404).send({ error: 'not_found' });
    }
  });
  registerCsrfProtection(app, ctx.config);
  registerAuthentication(app, ctx.auth);
  registerCleanInput(app);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LeadAtlas API',
        version: '0.1.0',
        description:
          'JSON API of LeadAtlas. Sessions are cookies set by /api/auth/* (better-auth: sign-in/email, sign-out, get-session, verify-email, request-password-reset, reset-password, sign-in/social).',
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes(ctx));
  await app.register(publicConfigRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(newsletterRoutes(ctx));
  await app.register(consentRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(searchCoverageRoutes(ctx));
  await app.register(workspaceRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(myAccountRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  app.addHook('onClose', async () => ctx.events.close());
  await app.register(planChangeRoutes(ctx));
  await app.register(organizationRoutes(ctx));
  await app.register(referralRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(staffScope(ctx, staffTicketRoutes(ctx)));
  await app.register(staffScope(ctx, staffCustomerRoutes(ctx)));
  await app.register(contactRoutes(ctx));
  await app.register(staffScope(ctx, staffContactRoutes(ctx)));
  await app.register(feedbackRoutes(ctx));
  await app.register(staffScope(ctx, staffSurveyRoutes(ctx)));
  await app.register(faqRoutes(ctx));
  await app.register(staffScope(ctx, staffFaqRoutes(ctx)));
  await app.register(invitationRoutes(ctx));
  await app.register(integrationRoutes(ctx));
  await app.register(webhookEndpointRoutes(ctx));
  await app.register(apiKeyRoutes(ctx));
  await app.register(apiV1(ctx));
  await app.register(async (scope) => authHandlerRoutes(scope, ctx));
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );

  const webDist = ctx.webDistDir;
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The prerendered landing is `/` itself, never a page of its own.
      allowedPath: (pathName) => !pathName.startsWith('/landing/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request.url);
      if (wantsPage && webDist && index && existsSync(index)) {
        // `/` answers by session and language, whichever page it sends: caches must know.
        if (request.url.split('?', 1)[0] === '/') reply.header('vary', 'Cookie, Accept-Language');
        reply.header('cache-control', 'no-cache');
        // Ours, not the static plugin's default (public, max-age=0).
        const options = { cacheControl: false };
        const landing = prerenderedLanding(request.url, request.headers);
        if (landing && existsSync(path.join(webDist, landing))) {
          return reply.type('text/html; charset=utf-8').sendFile(landing, webDist, options);
        }
        // The web app routes everything else, its own 404 page included.
        return reply.sendFile('index.html', webDist, options);
      }
      return reply.status(404).send({ error: 'not_found' });
    },
  );
  return app;
}
