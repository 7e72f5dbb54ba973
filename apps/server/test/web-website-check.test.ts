/**
 * checkWebsite against a loopback server (allowPrivateNetworks: true; shop.test resolves to
 * 127.0.0.1 through a fake resolver). The strict-policy cases never connect anywhere.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsError, type Resolver } from '../src/domain/web/resolver.js';
import { createSafeFetcher, type SafeFetcher } from '../src/domain/web/safe-fetch.js';
import {
  checkWebsite,
  isActiveStatus,
  normalizeWebsiteUrl,
} from '../src/domain/web/website-check.js';

const resolver: Resolver = {
  async lookup(hostname) {
    if (hostname === 'shop.test' || hostname === 'www.shop.test') {
      return [{ address: '127.0.0.1', family: 4 }];
    }
    throw new DnsError('not_found', hostname);
  },
  async resolveMx() {
    return [];
  },
};

let server: Server;
let port = 0;
let loose: SafeFetcher;
let strict: SafeFetcher;
let lastRequest: { path: string; method: string; accept: string } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = {
      path: req.url ?? '',
      method: req.method ?? '',
      accept: req.headers.accept ?? '',
    };
    const status = /^\/status\/(\d{3})$/.exec(req.url ?? '')?.[1];
    if (status) {
      res.writeHead(Number(status), { 'content-type': 'text/html' }).end('<html></html>');
    } else if (req.url === '/moved') {
      res.writeHead(301, { location: `http://www.shop.test:${port}/status/200` }).end();
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000).unref();
    } else if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(5_000_000, 'x'));
    } else {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>home</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // Short enough that /slow (2 s) times out, long enough for /huge on a loaded machine.
  const common = { userAgent: 'LeadAtlasTest/1.0', timeoutMs: 1_200, resolver };
  loose = createSafeFetcher({ ...common, allowPrivateNetworks: true });
  strict = createSafeFetcher({ ...common, allowPrivateNetworks: false });
});
afterAll(async () => {
  await Promise.all([loose.close(), strict.close()]);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const site = (path: string) => `http://shop.test:${port}${path}`;

describe('checkWebsite', () => {
  it('200 is active, with a GET that asks for HTML', async () => {
    expect(await checkWebsite(loose, site('/status/200'))).toEqual({
      active: true,
      finalUrl: site('/status/200'),
      status: 200,
      reason: 'ok',
    });
    expect(lastRequest).toMatchObject({ method: 'GET' });
    expect(lastRequest?.accept).toMatch(/^text\/html/);
  });

  it('a server refusing a bot is alive; 404, 410 and 5xx are not', async () => {
    for (const status of [401, 403, 405, 429]) {
      expect(await checkWebsite(loose, site(`/status/${status}`))).toMatchObject({
        active: true,
        status,
        reason: 'ok',
      });
    }
    for (const status of [404, 410, 500, 503]) {
      expect(await checkWebsite(loose, site(`/status/${status}`))).toMatchObject({
        active: false,
        status,
        reason: 'http_error',
      });
    }
  });

  it('follows a redirect to the final page', async () => {
    expect(await checkWebsite(loose, site('/moved'))).toEqual({
      active: true,
      finalUrl: `http://www.shop.test:${port}/status/200`,
      status: 200,
      reason: 'ok',
    });
  });

  it('a slow site times out and is inactive', async () => {
    expect(await checkWebsite(loose, site('/slow'))).toEqual({
      active: false,
      finalUrl: null,
      status: null,
      reason: 'timeout',
    });
  });

  it('reads only a small part of a large page', async () => {
    expect(await checkWebsite(loose, site('/huge'))).toMatchObject({ active: true, status: 200 });
  });

  it('normalises a website without a scheme', async () => {
    expect(await checkWebsite(loose, `  shop.test:${port}/status/200 `)).toMatchObject({
      active: true,
      finalUrl: site('/status/200'),
    });
  });

  it('reports unknown names, invalid values and blocked destinations', async () => {
    expect(await checkWebsite(loose, `http://gone.test:${port}/`)).toMatchObject({
      active: false,
      reason: 'dns',
    });
    expect(await checkWebsite(loose, 'mailto:info@shop.test')).toMatchObject({
      active: false,
      reason: 'invalid_url',
    });
    // shop.test is loopback: refused under the real policy, before any connection.
    expect(await checkWebsite(strict, 'http://shop.test/')).toMatchObject({
      active: false,
      reason: 'blocked',
    });
    expect(await checkWebsite(strict, 'http://127.0.0.1/')).toMatchObject({ reason: 'blocked' });
  });

  it('propagates the caller cancelling', async () => {
    const controller = new AbortController();
    const pending = checkWebsite(loose, site('/slow'), controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['www.example.com', 'http://www.example.com/'],
    ['  example.com  ', 'http://example.com/'],
    ['example.com/contacto', 'http://example.com/contacto'],
    ['example.com:8080/x', 'http://example.com:8080/x'],
    ['//example.com', 'http://example.com/'],
    ['https://Example.COM/A', 'https://example.com/A'],
    ['HTTP://example.com', 'http://example.com/'],
    ['https://a.example;https://b.example', 'https://a.example/'],
    ['café.example', 'http://xn--caf-dma.example/'],
    ['http://localhost:3000/', 'http://localhost:3000/'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeWebsiteUrl(raw)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'mailto:info@example.com',
    'tel:+34911234567',
    'ftp://example.com/',
    'file:///etc/passwd',
    'data:text/html,hi',
    'n/a',
    'example',
    'http://user:pw@example.com/',
    'www.example .com',
  ])('%j is not a website', (raw) => {
    expect(normalizeWebsiteUrl(raw)).toBeNull();
  });
});

it('isActiveStatus', () => {
  expect([200, 204, 301, 304, 399, 401, 403, 405, 429].every(isActiveStatus)).toBe(true);
  expect([100, 400, 404, 410, 418, 500, 502, 503].some(isActiveStatus)).toBe(false);
});
