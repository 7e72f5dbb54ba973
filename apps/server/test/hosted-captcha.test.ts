/**
 * Turnstile (and hCaptcha, same protocol) verification against a loopback stand-in of the
 * provider's siteverify endpoint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_URL, createTestApp, nextIp, type TestApp } from './helpers/test-app.js';

let provider: Server;
let t: TestApp;
const seen: URLSearchParams[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    TURNSTILE_SITE_KEY: 'site-key-1',
    TURNSTILE_SECRET_KEY: 'secret-key-1',
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const subscribe = (captchaToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: nextIp(),
    headers: { origin: APP_URL },
    payload: { email: `t${seen.length}@example.com`, captchaToken, locale: 'en' },
  });

it('publishes the Turnstile site key (never the secret) and has no proof-of-work challenge', async () => {
  const config = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(config.json().captcha).toEqual({ kind: 'turnstile', siteKey: 'site-key-1' });
  expect(config.body).not.toContain('secret-key-1');
  const challenge = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(challenge.statusCode).toBe(404);
});

it('asks the provider with the secret and the token, and follows its answer', async () => {
  expect((await subscribe('good-token')).statusCode).toBe(200);
  expect(seen.at(-1)?.get('secret')).toBe('secret-key-1');
  const bad = await subscribe('bad-token');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ error: 'captcha_invalid' });
});
