/**
 * Hosted verification mode (EMAIL_VERIFIER_URL): the documented JSON interface of hosted.ts,
 * against a loopback HTTP stand-in. No SMTP and no DNS happen in this mode.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { migrate } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import type { Resolver } from '../src/domain/web/resolver.js';
import { createEmailVerifier } from '../src/domain/email-verify/index.js';
import type { EmailVerifier } from '../src/domain/email-verify/types.js';
import { createTestDatabase } from './helpers/test-app.js';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

const API_KEY = 'hosted-verifier-test-key';
const received: Received[] = [];
/** What the stand-in answers for an address; default: valid. */
let answer: (email: string, res: ServerResponse) => void = (_email, res) =>
  json(res, 200, { status: 'valid' });

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let server: Server;
let pool: Pool;
let verifier: EmailVerifier;

/** Any DNS or SMTP attempt fails the test. */
const noDns: Resolver = {
  lookup: () => Promise.reject(new Error('no DNS in hosted mode')),
  resolveMx: () => Promise.reject(new Error('no DNS in hosted mode')),
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/verify') {
      json(res, 404, { error: 'not found' });
      return;
    }
    const text = await readBody(req);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // recorded as null
    }
    received.push({
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      json(res, 401, { error: 'unauthorised' });
      return;
    }
    answer((body as { email: string }).email, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pool = createPool(await createTestDatabase());
  await migrate(pool);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    EMAIL_VERIFIER_URL: `http://127.0.0.1:${port}/v1/verify`,
    EMAIL_VERIFIER_API_KEY: API_KEY,
    SMTP_PROBE_TIMEOUT_MS: '200',
    // Would make any SMTP attempt fail loudly: nothing listens there.
    SMTP_PROBE_PORT: '1',
  });
  verifier = createEmailVerifier({ config, pool, log: createLogger('silent'), resolver: noDns });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool?.end();
});

beforeEach(() => {
  received.length = 0;
  answer = (_email, res) => json(res, 200, { status: 'valid' });
});

describe('hosted email verifier', () => {
  it('posts the normalised address with the bearer key and returns its verdict', async () => {
    answer = (_email, res) =>
      json(res, 200, { status: 'valid', catchAll: false, mxHost: 'mx.example.test' });
    const result = await verifier.verify('  Maria@Correo.España.test ');
    expect(received).toEqual([
      {
        authorization: `Bearer ${API_KEY}`,
        contentType: 'application/json',
        body: { email: 'maria@correo.xn--espaa-rta.test' },
      },
    ]);
    expect(result).toEqual({
      email: 'maria@correo.xn--espaa-rta.test',
      status: 'valid',
      reason: null,
      disposable: false,
      role: false,
      catchAll: false,
      mxHost: 'mx.example.test',
    });
  });

  it('caches answers: a second verify makes no request', async () => {
    answer = (_email, res) => json(res, 200, { status: 'invalid', reason: 'mailbox_not_found' });
    const first = await verifier.verify('gone@hosted.test');
    const second = await verifier.verify('gone@hosted.test');
    expect(first).toMatchObject({ status: 'invalid', reason: 'mailbox_not_found' });
    expect(second).toEqual(first);
    expect(received).toHaveLength(1);
  });

  it('maps every status, keeps snake_case reasons, drops free text', async () => {
    answer = (email, res) => {
      if (email.startsWith('all@')) json(res, 200, { status: 'accept_all' });
      else if (email.startsWith('grey@'))
        json(res, 200, { status: 'unknown', reason: 'greylisted' });
      else json(res, 200, { status: 'unknown', reason: 'The server said: go away!' });
    };
    expect(await verifier.verify('all@hosted2.test')).toMatchObject({
      status: 'accept_all',
      reason: 'catch_all',
      catchAll: true,
    });
    expect(await verifier.verify('grey@hosted2.test')).toMatchObject({
      status: 'unknown',
      reason: 'greylisted',
    });
    expect(await verifier.verify('text@hosted2.test')).toMatchObject({
      status: 'unknown',
      reason: 'service_unknown',
    });
  });

  it('combines its disposable and role flags with ours', async () => {
    answer = (_email, res) => json(res, 200, { status: 'valid', disposable: true });
    expect(await verifier.verify('ventas@flags.test')).toMatchObject({
      disposable: true,
      role: true,
    });
    answer = (_email, res) => json(res, 200, { status: 'valid', disposable: false });
    expect(await verifier.verify('ana@mailinator.com')).toMatchObject({ disposable: true });
  });

  it('never sends a malformed address', async () => {
    expect(await verifier.verify('not-an-email')).toMatchObject({
      status: 'invalid',
      reason: 'syntax',
    });
    expect(received).toHaveLength(0);
  });

  it('a failing service gives unknown/service_error, not cached', async () => {
    answer = (_email, res) => json(res, 503, { error: 'overloaded' });
    expect(await verifier.verify('a@down.test')).toMatchObject({
      status: 'unknown',
      reason: 'service_error',
    });
    answer = (_email, res) => res.writeHead(200).end('<html>not json</html>');
    expect(await verifier.verify('a@down.test')).toMatchObject({ reason: 'service_error' });
    answer = (_email, res) => json(res, 200, { status: 'maybe' });
    expect(await verifier.verify('a@down.test')).toMatchObject({ reason: 'service_error' });
    answer = (_email, res) => setTimeout(() => json(res, 200, { status: 'valid' }), 1500);
    expect(await verifier.verify('a@down.test')).toMatchObject({ reason: 'service_error' });
    expect(received).toHaveLength(4);
    answer = (_email, res) => json(res, 200, { status: 'valid' });
    expect(await verifier.verify('a@down.test')).toMatchObject({ status: 'valid' });
  });

  it('respects an abort signal', async () => {
    answer = (_email, res) => setTimeout(() => json(res, 200, { status: 'valid' }), 400);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    await expect(verifier.verify('slow@hosted3.test', controller.signal)).rejects.toThrow(
      'cancelled',
    );
  });
});

describe('checking a mail domain through the service (emails found by pattern)', () => {
  it("asks about the domain's random address and reads the answer as the domain's", async () => {
    answer = (_email, res) => json(res, 200, { status: 'invalid', reason: 'mailbox_not_found' });
    expect(await verifier.checkDomain('Checks.test')).toEqual({
      state: 'checks_recipients',
      reason: null,
    });
    const asked = (received[0]!.body as { email: string }).email;
    expect(asked).toMatch(/^[0-9a-f]{16}@checks\.test$/);
    answer = (_email, res) => json(res, 200, { status: 'accept_all', catchAll: true });
    expect((await verifier.checkDomain('anything.test')).state).toBe('accept_all');
    answer = (_email, res) => json(res, 200, { status: 'valid' });
    expect((await verifier.checkDomain('takes-all.test')).state).toBe('accept_all');
    answer = (_email, res) => json(res, 503, { error: 'overloaded' });
    expect(await verifier.checkDomain('down2.test')).toEqual({
      state: 'unknown',
      reason: 'service_error',
    });
    expect((await verifier.checkDomain('not a domain')).state).toBe('no_mail');
  });
});

describe('guessed addresses through the service', () => {
  it('asks about the domain, then each guess in turn until one is not refused', async () => {
    answer = (email, res) =>
      email.startsWith('ana.ruiz@')
        ? json(res, 200, { status: 'valid' })
        : json(res, 200, { status: 'invalid', reason: 'mailbox_not_found' });
    const guesses = ['aruiz@pattern.test', 'ana.ruiz@pattern.test', 'ana@pattern.test'];
    const asked = await verifier.verifyGuesses('pattern.test', guesses, { checkDomain: true });
    expect(asked.domain.state).toBe('checks_recipients');
    expect(asked.answers.map((a) => [a.email, a.status])).toEqual([
      ['aruiz@pattern.test', 'invalid'],
      ['ana.ruiz@pattern.test', 'valid'],
    ]);
    const emails = received.map((request) => (request.body as { email: string }).email);
    expect(emails).toEqual([
      expect.stringMatching(/^[0-9a-f]{16}@pattern\.test$/),
      'aruiz@pattern.test',
      'ana.ruiz@pattern.test',
    ]);
    expect(asked.probes).toBe(3);
    // A domain the search already knows is not asked about again.
    received.length = 0;
    const known = await verifier.verifyGuesses('known.test', ['luis@known.test'], {
      checkDomain: false,
    });
    expect(received.map((request) => (request.body as { email: string }).email)).toEqual([
      'luis@known.test',
    ]);
    expect(known.probes).toBe(1);
    // Answers given before are not paid for again, nor counted as asked.
    received.length = 0;
    const again = await verifier.verifyGuesses('pattern.test', guesses, { checkDomain: false });
    expect(again.answers.map((a) => a.status)).toEqual(['invalid', 'valid']);
    expect(received).toEqual([]);
    expect(again.probes).toBe(0);
  });
});
