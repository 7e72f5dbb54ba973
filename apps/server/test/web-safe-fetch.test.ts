/**
 * The SSRF-guarded fetcher. Traffic goes only to loopback servers started here (reached with
 * allowPrivateNetworks: true, through a fake resolver mapping *.test names to 127.0.0.1). The
 * refusals under allowPrivateNetworks: false are shown to happen before any socket connects:
 * net.Socket.prototype.connect is watched and must not be called.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkDestination, resolveDestination } from '../src/domain/web/destination.js';
import { DnsError, type Resolver } from '../src/domain/web/resolver.js';
import {
  BlockedDestinationError,
  createSafeFetcher,
  decodeBody,
  FetchFailedError,
  type SafeFetcher,
  type SafeFetcherOptions,
} from '../src/domain/web/safe-fetch.js';

/** A resolver answering from a table, recording every name it is asked. */
function fakeResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async lookup(hostname) {
      calls.push(hostname);
      const addresses = table[hostname];
      if (!addresses) throw new DnsError('not_found', hostname);
      return addresses.map((address) => ({ address, family: net.isIP(address) === 6 ? 6 : 4 }));
    },
    async resolveMx() {
      return [];
    },
  };
}

const LOOPBACK_NAMES = {
  'a.test': ['127.0.0.1'],
  'b.test': ['127.0.0.1'],
  'c.test': ['127.0.0.1'],
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let port = 0;
let active = 0;
let maxActive = 0;
let maxActiveByHost = new Map<string, number>();
const activeByHost = new Map<string, number>();
const seen: Array<{ url: string; host: string; userAgent: string; accept: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    active += 1;
    activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
    maxActive = Math.max(maxActive, active);
    maxActiveByHost.set(
      host,
      Math.max(maxActiveByHost.get(host) ?? 0, activeByHost.get(host) ?? 0),
    );
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      active -= 1;
      activeByHost.set(host, (activeByHost.get(host) ?? 1) - 1);
    };
    res.on('finish', finish);
    res.on('close', finish);
    seen.push({
      url: req.url ?? '',
      host: req.headers.host ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      accept: req.headers.accept ?? '',
    });
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetchers: SafeFetcher[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
});

function fetcher(overrides: Partial<SafeFetcherOptions> = {}) {
  const resolver = fakeResolver(LOOPBACK_NAMES);
  const f = createSafeFetcher({
    allowPrivateNetworks: true,
    userAgent: 'LeadAtlasTest/1.0 (+test@leadatlas.local)',
    timeoutMs: 3000,
    resolver,
    ...overrides,
  });
  fetchers.push(f);
  return Object.assign(f, { resolver: (overrides.resolver as typeof resolver) ?? resolver });
}

const base = () => `http://127.0.0.1:${port}`;
const named = (host: string) => `http://${host}:${port}`;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('refusals before any connection (allowPrivateNetworks: false)', () => {
  const strict = () => {
    const resolver = fakeResolver({
      'loopback.test': ['127.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'mixed.test': ['127.0.0.1', '::1'],
    });
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    return { f: fetcher({ allowPrivateNetworks: false, resolver }), resolver, connect };
  };

  it.each([
    ['http://2130706433/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['https://[fd00:ec2::254]/', 'metadata'],
    ['http://0/', 'unspecified'],
  ])('%s is refused (%s) without DNS or a socket', async (url, reason) => {
    const { f, resolver, connect } = strict();
    const error = await failure(f.fetch(url));
    expect(error).toBeInstanceOf(BlockedDestinationError);
    expect((error as BlockedDestinationError).reason).toBe(reason);
    expect(resolver.calls).toEqual([]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses a name resolving to loopback or metadata after DNS, before connecting', async () => {
    const { f, resolver, connect } = strict();
    for (const [host, reason] of [
      ['loopback.test', 'loopback'],
      ['metadata.test', 'metadata'],
      ['mixed.test', 'loopback'],
    ] as const) {
      const error = await failure(f.fetch(`http://${host}/`));
      expect(error).toBeInstanceOf(BlockedDestinationError);
      expect((error as BlockedDestinationError).reason).toBe(reason);
      // The message never carries the resolved address.
      expect((error as Error).message).not.toMatch(/127\.0\.0\.1|169\.254|::1/);
    }
    expect(resolver.calls).toEqual(['loopback.test', 'metadata.test', 'mixed.test']);
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses ports other than 80/443 before DNS', async () => {
    const { f, resolver, connect } = strict();
    for (const url of [
      `http://loopback.test:${port}/`,
      'http://loopback.test:8080/',
      'https://a.test:22/',
    ]) {
      const error = await failure(f.fetch(url));
      expect((error as BlockedDestinationError).reason).toBe('port');
    }
    expect(resolver.calls).toEqual([]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses non-http schemes and invalid URLs, whatever the network policy', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    for (const allowPrivateNetworks of [false, true]) {
      const f = fetcher({ allowPrivateNetworks });
      for (const url of [
        'ftp://a.test/',
        'file:///etc/passwd',
        'javascript:alert(1)',
        'data:,x',
        'ws://a.test/',
      ]) {
        const error = await failure(f.fetch(url));
        expect(error, url).toBeInstanceOf(BlockedDestinationError);
        expect((error as BlockedDestinationError).reason).toBe('scheme');
      }
      for (const url of ['not a url', 'http://', 'http://user:pw@a.test/']) {
        const error = await failure(f.fetch(url));
        expect(error, url).toBeInstanceOf(FetchFailedError);
        expect((error as FetchFailedError).kind).toBe('invalid_url');
      }
      expect(f.resolver.calls).toEqual([]);
    }
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('per-hop destination checks (no network)', () => {
  const resolver = fakeResolver({
    'public.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'rebind.test': ['93.184.215.14', '10.0.0.5'],
    'internal.test': ['192.168.0.10'],
    'cgnat.test': ['100.100.100.200'],
  });
  const strict = { allowPrivateNetworks: false };

  it('checks every hop of a redirect chain: scheme, port, then every resolved address', async () => {
    const chain: Array<[string, string | null]> = [
      ['http://public.test/', null],
      ['https://public.test/next', null],
      ['http://public.test:8443/', 'port'],
      ['gopher://public.test/', 'scheme'],
      ['http://rebind.test/', 'private'],
      ['http://internal.test/', 'private'],
      ['http://cgnat.test/', 'cgnat'],
      ['http://[::ffff:a9fe:a9fe]/', 'metadata'],
      ['http://2852039166/', 'metadata'],
    ];
    for (const [url, reason] of chain) {
      const result = checkDestination(url, resolver, strict);
      if (reason === null) {
        await expect(result, url).resolves.toMatchObject({ url: new URL(url) });
      } else {
        await expect(result, url).rejects.toMatchObject({
          name: 'BlockedDestinationError',
          reason,
        });
      }
    }
  });

  it('returns IPv4 addresses first, and a DNS failure as FetchFailedError(dns)', async () => {
    const addresses = await resolveDestination('public.test', resolver, strict);
    expect(addresses.map((a) => a.family)).toEqual([4, 6]);
    await expect(resolveDestination('missing.test', resolver, strict)).rejects.toMatchObject({
      name: 'FetchFailedError',
      kind: 'dns',
    });
  });
});

describe('fetching from loopback (allowPrivateNetworks: true)', () => {
  it('GETs a page with our User-Agent and Accept, and describes the response', async () => {
    routes.set('/page', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-extra': 'yes' });
      res.end('<h1>Hola ñandú</h1>');
    });
    const f = fetcher();
    const response = await f.fetch(`${base()}/page`);
    expect(response).toMatchObject({
      url: `${base()}/page`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      truncated: false,
      redirects: [],
    });
    expect(response.headers['x-extra']).toBe('yes');
    expect(decodeBody(response.body, response.contentType)).toBe('<h1>Hola ñandú</h1>');
    expect(seen.at(-1)?.userAgent).toBe('LeadAtlasTest/1.0 (+test@leadatlas.local)');
    expect(seen.at(-1)?.accept).toContain('text/html');
  });

  it('connects names through our resolver to the address it checked', async () => {
    routes.set('/named', (req, res) => res.end(req.headers.host));
    const f = fetcher();
    const response = await f.fetch(`${named('a.test')}/named`);
    // *.test exists in no real DNS: the socket went to the address our resolver gave.
    expect(response.body.toString()).toBe(`a.test:${port}`);
    expect(f.resolver.calls).toEqual(['a.test']);
  });

  it('HEAD has an empty body', async () => {
    routes.set('/head', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x'),
    );
    const response = await fetcher().fetch(`${base()}/head`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });

  it('follows relative and absolute redirects, re-resolving each new host', async () => {
    routes.set('/r1', (_req, res) => res.writeHead(302, { location: '/r2?x=1' }).end());
    routes.set('/r2', (_req, res) =>
      res.writeHead(301, { location: `${named('b.test')}/r3` }).end('moved'),
    );
    routes.set('/r3', (_req, res) => res.writeHead(307, { location: 'final' }).end());
    routes.set('/final', (req, res) => res.end(`landed on ${req.headers.host}`));
    const f = fetcher();
    const response = await f.fetch(`${named('a.test')}/r1`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${named('b.test')}/final`);
    expect(response.redirects).toEqual([
      `${named('a.test')}/r1`,
      `${named('a.test')}/r2?x=1`,
      `${named('b.test')}/r3`,
    ]);
    expect(response.body.toString()).toBe(`landed on b.test:${port}`);
    // Each new connection resolves its host (a kept-alive one is reused without DNS).
    expect(f.resolver.calls[0]).toBe('a.test');
    expect(f.resolver.calls).toContain('b.test');
    expect(new Set(f.resolver.calls)).toEqual(new Set(['a.test', 'b.test']));
  });

  it('refuses a redirect to a non-http scheme', async () => {
    routes.set('/to-file', (_req, res) =>
      res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    );
    routes.set('/to-ftp', (_req, res) => res.writeHead(301, { location: 'ftp://a.test/x' }).end());
    const f = fetcher();
    for (const path of ['/to-file', '/to-ftp']) {
      const error = await failure(f.fetch(`${base()}${path}`));
      expect(error).toBeInstanceOf(BlockedDestinationError);
      expect((error as BlockedDestinationError).reason).toBe('scheme');
    }
  });

  it('caps redirects', async () => {
    routes.set('/loop', (req, res) => {
      const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n') ?? 0);
      res.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
    });
    routes.set('/hop2', (_req, res) => res.writeHead(302, { location: '/hop1' }).end());
    routes.set('/hop1', (_req, res) => res.writeHead(302, { location: '/page' }).end());
    const error = await failure(fetcher().fetch(`${base()}/loop`));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).kind).toBe('too_many_redirects');
    const few = fetcher({ maxRedirects: 2 });
    expect((await few.fetch(`${base()}/hop2`)).redirects).toHaveLength(2);
    const fewer = fetcher({ maxRedirects: 1 });
    expect(await failure(fewer.fetch(`${base()}/hop2`))).toMatchObject({
      kind: 'too_many_redirects',
    });
  });

  it('returns a 3xx without Location as it is', async () => {
    routes.set('/no-location', (_req, res) => res.writeHead(302).end('nowhere'));
    const response = await fetcher().fetch(`${base()}/no-location`);
    expect(response.status).toBe(302);
    expect(response.redirects).toEqual([]);
  });

  it('stops reading at the byte cap and marks the body truncated', async () => {
    const big = Buffer.alloc(300_000, 'a');
    routes.set('/big', (_req, res) => res.end(big));
    routes.set('/exact', (_req, res) => res.end(Buffer.alloc(1000, 'b')));
    const f = fetcher({ maxBytes: 10_000 });
    const response = await f.fetch(`${base()}/big`);
    expect(response.truncated).toBe(true);
    expect(response.body.length).toBe(10_000);
    const smaller = await f.fetch(`${base()}/big`, { maxBytes: 500 });
    expect(smaller.body.length).toBe(500);
    const larger = await f.fetch(`${base()}/big`, { maxBytes: 50_000 });
    expect(larger.body.length).toBe(10_000); // never above the fetcher's cap
    const exact = await f.fetch(`${base()}/exact`, { maxBytes: 1000 });
    expect(exact).toMatchObject({ truncated: false });
    expect(exact.body.length).toBe(1000);
  });

  it('decodes gzip and brotli, capping the decoded bytes', async () => {
    const text = 'compressible '.repeat(20_000);
    routes.set('/gzip', (_req, res) =>
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(text)),
    );
    routes.set('/br', (_req, res) =>
      res.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(text)),
    );
    const f = fetcher({ maxBytes: 1_000_000 });
    expect((await f.fetch(`${base()}/gzip`)).body.toString()).toBe(text);
    expect((await f.fetch(`${base()}/br`)).body.toString()).toBe(text);
    const capped = await f.fetch(`${base()}/gzip`, { maxBytes: 1000 });
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.body.toString()).toBe(text.slice(0, 1000));
  });

  it('reports a body that does not decompress, or a malformed response, as an HTTP error', async () => {
    routes.set('/bad-gzip', (_req, res) =>
      res.writeHead(200, { 'content-encoding': 'gzip' }).end('this is not gzip at all'),
    );
    routes.set('/garbage', (req) => {
      req.socket.end('NOT HTTP AT ALL\r\n\r\n');
    });
    const f = fetcher();
    expect(await failure(f.fetch(`${base()}/bad-gzip`))).toMatchObject({
      kind: 'http',
      code: 'Z_DATA_ERROR',
    });
    expect(await failure(f.fetch(`${base()}/garbage`))).toMatchObject({ kind: 'http' });
  });

  it('times out on a server that never answers, and on a body that never ends', async () => {
    routes.set('/hang', () => undefined);
    routes.set('/trickle', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('start');
    });
    const f = fetcher({ timeoutMs: 300 });
    for (const path of ['/hang', '/trickle']) {
      const started = Date.now();
      const error = await failure(f.fetch(`${base()}${path}`));
      expect(error).toBeInstanceOf(FetchFailedError);
      expect((error as FetchFailedError).kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    routes.set('/hang', () => undefined);
    const controller = new AbortController();
    const pending = fetcher({ timeoutMs: 5000 }).fetch(`${base()}/hang`, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('search cancelled')), 50);
    await expect(pending).rejects.toThrow('search cancelled');
  });

  it('reports refused connections and unknown names', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const f = fetcher();
    const refused = await failure(f.fetch(`http://127.0.0.1:${closedPort}/`));
    expect(refused).toMatchObject({
      name: 'FetchFailedError',
      kind: 'connect',
      code: 'ECONNREFUSED',
    });
    const unknown = await failure(f.fetch(`http://unknown.test:${port}/`));
    expect(unknown).toMatchObject({ name: 'FetchFailedError', kind: 'dns', code: 'not_found' });
    expect((unknown as Error).message).toBe('The name could not be resolved');
  });

  it('holds at most 2 requests per host and maxConnections overall', async () => {
    routes.set('/slow', (_req, res) => {
      setTimeout(() => res.end('ok'), 120);
    });
    active = 0;
    maxActive = 0;
    maxActiveByHost = new Map();
    const f = fetcher({ maxConnectionsPerHost: 2, maxConnections: 3 });
    const sameHost = Array.from({ length: 6 }, () => f.fetch(`${named('a.test')}/slow`));
    await Promise.all(sameHost);
    expect(maxActiveByHost.get('a.test')).toBe(2);

    maxActive = 0;
    maxActiveByHost = new Map();
    const hosts = ['a.test', 'b.test', 'c.test'];
    const spread = Array.from({ length: 12 }, (_, i) => f.fetch(`${named(hosts[i % 3]!)}/slow`));
    await Promise.all(spread);
    expect(maxActive).toBe(3);
    for (const host of hosts) expect(maxActiveByHost.get(host)).toBeLessThanOrEqual(2);
  });

  it('never counts the wait for a slot against a site: queued requests still get their whole time', async () => {
    routes.set('/steady', (_req, res) => {
      setTimeout(() => res.end('ok'), 150);
    });
    // Each answer takes half the deadline; five queued behind one slot wait twice the deadline.
    const f = fetcher({ maxConnectionsPerHost: 1, timeoutMs: 300 });
    const queued = await Promise.all(
      Array.from({ length: 5 }, () => f.fetch(`${named('a.test')}/steady`)),
    );
    expect(queued.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);

    // The time a request holds its slot still counts, across its redirect hops.
    routes.set('/hop', (_req, res) => {
      setTimeout(() => res.writeHead(302, { location: '/steady' }).end(), 200);
    });
    expect(await failure(f.fetch(`${named('b.test')}/hop`))).toMatchObject({ kind: 'timeout' });
  });
});

describe('decodeBody', () => {
  it('decodes latin-1 served with its charset', async () => {
    routes.set('/latin1', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
      res.end(Buffer.from('<p>Caf\xe9 Espa\xf1a</p>', 'latin1'));
    });
    const response = await fetcher().fetch(`${base()}/latin1`);
    expect(decodeBody(response.body, response.contentType)).toBe('<p>Café España</p>');
  });

  it('finds the charset in <meta>, honours BOMs, defaults to UTF-8', () => {
    const latin = (s: string) => Buffer.from(s, 'latin1');
    expect(decodeBody(latin('<meta charset="windows-1252"><p>\x80 caf\xe9</p>'), 'text/html')).toBe(
      '<meta charset="windows-1252"><p>€ café</p>',
    );
    expect(
      decodeBody(
        latin('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\xf1'),
        null,
      ),
    ).toContain('ñ');
    expect(decodeBody(latin('<meta charset=latin1>\xe9'), null, false)).not.toContain('é');
    expect(decodeBody(Buffer.from('\ufeffhola ñ'), 'text/html; charset=iso-8859-1')).toBe('hola ñ');
    expect(decodeBody(Buffer.from('ñandú'), null)).toBe('ñandú');
    expect(decodeBody(Buffer.from('ñandú'), 'text/html; charset=x-unknown')).toBe('ñandú');
    expect(decodeBody(Buffer.from('ñandú'), 'text/html; charset="UTF-8"')).toBe('ñandú');
  });
});
