import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@leadatlas/shared';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { buildApp } from '../src/http/app.js';
import { createAppContext, type AppContext } from '../src/http/context.js';
import { APP_URL, createTestApp, nextIp, type TestApp } from './helpers/test-app.js';

/** Closed loopback port: every connection is refused at once. */
const DEAD_DATABASE_URL = 'postgres://x:y@127.0.0.1:1/none';

/** The same context createTestApp builds, over a database that cannot be reached. */
function unreachableDatabaseContext(): AppContext {
  const config = loadConfig({
    APP_URL,
    DATABASE_URL: DEAD_DATABASE_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    POW_DIFFICULTY: '8',
    LOG_LEVEL: 'silent',
  });
  const log = createLogger(config.LOG_LEVEL);
  const pool = createPool(DEAD_DATABASE_URL);
  return createAppContext({ config, pool, log, secret: config.AUTH_SECRET! });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('answers ok while the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  describe('with the database unreachable', () => {
    let app: FastifyInstance;
    let pool: Pool;
    beforeAll(async () => {
      const ctx = unreachableDatabaseContext();
      pool = ctx.pool;
      app = await buildApp(ctx);
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await pool.end();
    });

    it('answers 503 unavailable', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    });

    it('a request that needs the database fails with a bare 500, no connection details', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/consent',
        remoteAddress: nextIp(),
        headers: { origin: APP_URL },
        payload: {
          visitorId: 'visitor-0123456789abcdef',
          functional: true,
          analytics: false,
          marketing: false,
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error' });
      expect(response.body).not.toContain('127.0.0.1');
      expect(response.body).not.toContain('ECONNREFUSED');
    });
  });
});

describe('API documentation', () => {
  it('GET /api/openapi.json documents the public endpoints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/account/sign-up', '/api/newsletter', '/api/health']),
    );
    expect(doc.paths['/api/newsletter']).toHaveProperty('post');
    expect(doc.paths['/api/health']).toHaveProperty('get');
  });
});

describe('security headers', () => {
  it('are sent on API answers and on errors', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/config' }),
      await t.app.inject({ method: 'GET', url: '/api/nope' }),
    ];
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const framing =
        csp.includes("frame-ancestors 'none'") || response.headers['x-frame-options'] !== undefined;
      expect(framing).toBe(true);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('over plain http (local use) there is no HSTS and no upgrade-insecure-requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('unknown routes', () => {
  it('an unknown /api path answers 404 not_found', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/nope',
        headers: { origin: APP_URL },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
  });
});

describe('GET /api/config', () => {
  it('by default: the self-hosted proof-of-work captcha and no social providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      captcha: { kind: 'pow', siteKey: null },
      socialProviders: [],
      places: { source: 'osm', ratings: false, companySize: false },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
      supportEmail: 'contact@leadatlas.local',
    });
  });

  describe('with Google credentials configured', () => {
    const secret = 'google-client-secret-do-not-leak-7f3a';
    let google: TestApp;
    beforeAll(async () => {
      google = await createTestApp({
        GOOGLE_CLIENT_ID: 'google-client-id.apps.example',
        GOOGLE_CLIENT_SECRET: secret,
      });
    });
    afterAll(async () => google.close());

    it('lists google and never the secret', async () => {
      const response = await google.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        captcha: { kind: 'pow', siteKey: null },
        socialProviders: ['google'],
      });
      expect(response.body).not.toContain(secret);
    });

    it('the API documentation does not carry the secret either', async () => {
      const response = await google.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(secret);
    });
  });

  it('a Google client id without its secret enables nothing', async () => {
    const half = await createTestApp({ GOOGLE_CLIENT_ID: 'only-the-id' });
    try {
      const response = await half.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json<PublicConfig>().socialProviders).toEqual([]);
    } finally {
      await half.close();
    }
  });
});

describe('unexpected errors', () => {
  let app: FastifyInstance;
  let pool: Pool;
  beforeAll(async () => {
    const ctx = unreachableDatabaseContext();
    pool = ctx.pool;
    app = await buildApp(ctx);
    app.get('/api/boom', { config: { public: true } }, async () => {
      throw new Error('secret detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('answer a bare 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });
    expect(response.body).not.toContain('secret detail');
  });
});
