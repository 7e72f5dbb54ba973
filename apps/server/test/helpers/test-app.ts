/**
 * A real app over a fresh database of its own, for one test file: the same buildApp and
 * domain code as production, driven through Fastify's inject (no network).
 */
import { randomBytes, createHash } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../src/logger.js';
import { createPool, type Pool } from '../../src/db/pool.js';
import { migrate } from '../../src/db/migrate.js';
import { migrateQueue } from '../../src/jobs/worker.js';
import { buildApp } from '../../src/http/app.js';
import type { SearchServices } from '../../src/domain/search/services.js';
import type { IntegrationServices } from '../../src/domain/integrations/services.js';
import type { NotifyDeps } from '../../src/domain/notifications/notify.js';
import { createAppContext } from '../../src/http/context.js';
import type { PowChallenge } from '@leadatlas/shared';

export const APP_URL = 'http://localhost:3999';

export async function createTestDatabase(): Promise<string> {
  const base = inject('pgUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestApp {
  app: FastifyInstance;
  pool: Pool;
  config: Config;
  search: SearchServices;
  integrations: IntegrationServices;
  /** What the app creates notifications with (its outbox and address). */
  notify: NotifyDeps;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDistDir?: string; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const url = await createTestDatabase();
  const config = loadConfig({
    APP_URL,
    DATABASE_URL: url,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    POW_DIFFICULTY: '8',
    INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
    // Pages are read on the event loop here: from the sources, a thread would compile its
    // TypeScript through tsx in every test file. The thread is tested in page-extractor.test.ts,
    // and the built one runs in the e2e journeys and the bench.
    EXTRACT_THREADS: '0',
    ...env,
  });
  const log = createLogger(config.LOG_LEVEL, options.logDestination);
  const pool = createPool(url);
  await migrate(pool);
  await migrateQueue(pool);
  const ctx = createAppContext({
    config,
    pool,
    log,
    secret: config.AUTH_SECRET!,
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    pool,
    config,
    search: ctx.search,
    integrations: ctx.integrations,
    notify: ctx.notify,
    async close() {
      await app.close();
      await ctx.search.close();
      await ctx.integrations.close();
      await pool.end();
    },
  };
}

/** Solves a proof-of-work challenge the way the browser's worker does. */
export function solvePow(challenge: PowChallenge): string {
  for (let nonce = 0; ; nonce++) {
    const hash = createHash('sha256').update(`${challenge.salt}:${nonce}`).digest();
    let bits = 0;
    for (const byte of hash) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= challenge.difficulty) {
      return Buffer.from(JSON.stringify({ ...challenge, nonce })).toString('base64url');
    }
  }
}

let ipCounter = 1;
/** A distinct loopback client address, so rate limits of one test don't leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function captchaToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress: nextIp(),
  });
  return solvePow(response.json() as PowChallenge);
}

/** Cookie header from a response's Set-Cookie lines. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export async function signUp(
  t: TestApp,
  body: Record<string, unknown>,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    remoteAddress: ip,
    headers: { origin: APP_URL },
    payload: {
      password: 'correct-horse-9',
      termsAccepted: true,
      locale: 'es',
      captchaToken: await captchaToken(t.app),
      ...body,
    },
  });
}

export async function lastEmailTo(pool: Pool, to: string) {
  const { rows } = await pool.query<{
    kind: string;
    subject: string;
    links: string[];
    status: string;
  }>(
    'select kind, subject, links, status from email_outbox where to_address = $1 order by created_at desc limit 1',
    [to],
  );
  return rows[0];
}

/** Signs up and confirms; returns the session cookie the confirmation link set. */
export async function confirmedUser(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const response = await signUp(t, { email, ...extra });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const mail = await lastEmailTo(t.pool, email);
  const link = new URL(mail!.links[0]!);
  const confirmed = await t.app.inject({
    method: 'GET',
    url: link.pathname + link.search,
    remoteAddress: nextIp(),
  });
  return {
    cookie: cookieHeader(confirmed),
    confirmed,
    signUp: response.json() as Record<string, unknown>,
  };
}

/** The personal organization of the user with this email. */
export async function orgOf(pool: Pool, email: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `select o.id from organizations o join "user" u on u.id = o.owner_user_id
     where u.email = $1 and o.personal`,
    [email],
  );
  return rows[0]!.id;
}

/** A signed-in user: the session cookie and the personal organization. */
export interface TestUser {
  cookie: string;
  orgId: string;
}

/** Signs up and confirms (confirmedUser); answers the session cookie and the organization. */
export async function signedInUser(t: TestApp, email: string): Promise<TestUser> {
  const { cookie } = await confirmedUser(t, email);
  return { cookie, orgId: await orgOf(t.pool, email) };
}

/** GET through the app as the cookie's user (anonymous without one), from a fresh address. */
export function get(
  t: TestApp,
  url: string,
  cookie?: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: nextIp(),
  });
}

/** POST through the app from its own origin (as the web app does), from a fresh address. */
export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: APP_URL, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  });
}

/**
 * Any method through the app as the cookie's user (anonymous with null), from the app's own
 * origin (as the web app calls it) and a fresh address.
 */
export function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { origin: APP_URL, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
