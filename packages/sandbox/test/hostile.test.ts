import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUGE_BODY_BYTES, startSandbox, type HostileKind, type Sandbox } from '../src/index.js';
import { getRaw } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

function hostile(kind: HostileKind): string {
  const site = sb.world.hostileSites().find((h) => h.kind === kind);
  if (!site) throw new Error(`no ${kind} site`);
  return site.domain;
}

function visit(domain: string, path = '/', signal?: AbortSignal) {
  return getRaw(`http://127.0.0.1:${sb.websitesPort}${path}`, { host: domain }, signal);
}

/** Reads a body without keeping it: its size and first bytes. */
function measure(
  domain: string,
): Promise<{ headers: http.IncomingHttpHeaders; size: number; head: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${sb.websitesPort}/`, { headers: { host: domain } }, (res) => {
        let size = 0;
        let head = '';
        res.on('data', (chunk: Buffer) => {
          if (size === 0) head = chunk.subarray(0, 64).toString('utf8');
          size += chunk.length;
        });
        res.on('end', () => resolve({ headers: res.headers, size, head }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('hostile sites', () => {
  it('lists a few of each kind, outside the corpus', () => {
    const sites = sb.world.hostileSites();
    const kinds = new Set(sites.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(
      ['binary', 'hang', 'huge-body', 'huge-chunked', 'private-links', 'redirect-loop'].sort(),
    );
    expect(sites.length).toBeGreaterThanOrEqual(10);
    const corpus = new Set(sb.world.corpus().map((t) => t.domain));
    for (const s of sites) {
      expect(corpus.has(s.domain)).toBe(false);
      expect(sb.world.byDomain(s.domain)?.site?.state).toBe('up');
      expect(sb.world.hostileKind(s.domain)).toBe(s.kind);
    }
  });

  it('redirects for ever', async () => {
    const domain = hostile('redirect-loop');
    let path = '/';
    for (let i = 0; i < 25; i++) {
      const res = await visit(domain, path);
      expect([301, 302]).toContain(res.status);
      path = res.headers.location!;
    }
    expect(path).toBe('/r/25');
  });

  it('streams a 50 MB body, declared or chunked', async () => {
    const declared = await measure(hostile('huge-body'));
    expect(declared.headers['content-length']).toBe(String(HUGE_BODY_BYTES));
    expect(declared.size).toBe(HUGE_BODY_BYTES);
    expect(declared.head).toMatch(/^<!DOCTYPE html>/);
    const chunked = await measure(hostile('huge-chunked'));
    expect(chunked.headers['content-length']).toBeUndefined();
    expect(chunked.headers['transfer-encoding']).toBe('chunked');
    expect(chunked.size).toBe(HUGE_BODY_BYTES);
  });

  it('stops streaming when the client goes away', async () => {
    const domain = hostile('huge-chunked');
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        `http://127.0.0.1:${sb.websitesPort}/`,
        { headers: { host: domain } },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > 1024 * 1024) {
              req.destroy();
              resolve(size);
            }
          });
        },
      );
      req.on('error', (e) =>
        e.message.includes('aborted') || e.message.includes('socket hang up')
          ? undefined
          : reject(e),
      );
    });
    expect(received).toBeLessThan(HUGE_BODY_BYTES);
    // The server is still fine.
    expect((await visit(hostile('private-links'))).status).toBe(200);
  });

  it('serves binary bytes as text/html', async () => {
    const res = await visit(hostile('binary'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(res.body.includes(0)).toBe(true);
  });

  it('hangs until the client gives up', async () => {
    const started = Date.now();
    const error = await visit(hostile('hang'), '/', AbortSignal.timeout(300)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('links a contact page to loopback, private and metadata addresses', async () => {
    const domain = hostile('private-links');
    const truth = sb.world.siteTruth(domain)!;
    const pages = await Promise.all(truth.pages.map((p) => visit(domain, p)));
    const text = pages.map((p) => p.text).join('\n');
    expect(text).toContain('href="http://127.0.0.1/admin"');
    expect(text).toContain('href="http://169.254.169.254/latest/meta-data/"');
    const redirect = await visit(domain, '/intranet');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toMatch(/^http:\/\/169\.254\.169\.254\//);
  });
});
