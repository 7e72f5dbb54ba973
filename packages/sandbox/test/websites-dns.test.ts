import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Business, type Sandbox } from '../src/index.js';
import { getRaw } from './helpers.js';

let sb: Sandbox;
let resolver: Resolver;
beforeAll(async () => {
  sb = await startSandbox();
  resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([sb.dnsServer]);
});
afterAll(() => sb.close());

function site(predicate: (b: Business) => boolean): Business {
  const found = sb.world.businesses.find((b) => b.site !== null && predicate(b));
  if (!found) throw new Error('no such site in the world');
  return found;
}

function visit(host: string, path = '/') {
  return getRaw(`http://127.0.0.1:${sb.websitesPort}${path}`, {
    host: `${host}:${sb.websitesPort}`,
  });
}

describe('websites', () => {
  it('serves a home page by Host header, with its name and links to its pages', async () => {
    const b = site(
      (x) =>
        x.site!.state === 'up' &&
        !x.site!.latin1 &&
        x.lang === 'es' &&
        sb.world.siteTruth(x.domain!)!.charset === 'utf-8' &&
        sb.world.hostileKind(x.domain!) === null,
    );
    const truth = sb.world.siteTruth(b.domain!)!;
    const res = await visit(b.domain!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`<h1>${b.name}</h1>`);
    // Every page is linked from another (directly, or through the redirect that leads to it).
    const links = new Set<string>();
    for (const path of truth.pages) {
      const page = await visit(b.domain!, path);
      expect(page.status).toBe(200);
      for (const m of page.text.matchAll(/href="(\/[^"#]*)"/g)) links.add(m[1]!);
    }
    for (const path of truth.pages.filter((p) => p !== truth.home)) {
      const via = Object.entries(truth.redirects).find(([, to]) => to === path)?.[0];
      expect(links.has(path) || (via !== undefined && links.has(via)), path).toBe(true);
    }
    const www = await visit(`www.${b.domain!}`);
    expect(www.text).toBe(res.text);
  });

  it('publishes the phones and emails its truth lists', async () => {
    const truth = sb.world
      .corpus()
      .find((t) => t.patterns.includes('mailto') && t.charset === 'utf-8' && t.phones.length > 0)!;
    const texts = await Promise.all(
      truth.pages.map(async (p) => (await visit(truth.domain, p)).text),
    );
    const all = texts.join('\n');
    const mailto = truth.emails.filter((e) => all.includes(`mailto:${e}`));
    expect(mailto.length).toBeGreaterThan(0);
    expect(all.replace(/\D/g, '')).toContain(truth.phones[0]!.slice(-7));
    const en = site(
      (x) => x.site!.state === 'up' && x.lang === 'en' && sb.world.hostileKind(x.domain!) === null,
    );
    for (const p of sb.world.siteTruth(en.domain!)!.pages)
      expect((await visit(en.domain!, p)).status).toBe(200);
    expect((await visit(en.domain!, '/no-such-page')).status).toBe(404);
  });

  it('serves Latin-1 sites as ISO-8859-1 bytes', async () => {
    const b = site((x) => x.site!.state === 'up' && x.site!.latin1 && /[áéíóúñ]/.test(x.name));
    const res = await visit(b.domain!);
    expect(res.headers['content-type']).toBe('text/html; charset=ISO-8859-1');
    expect(res.body.toString('latin1')).toContain(b.name);
    const accented = b.name.match(/[áéíóúñ]/)![0];
    expect(res.body.includes(Buffer.from(accented, 'latin1'))).toBe(true);
    expect(res.body.includes(Buffer.from(accented, 'utf8'))).toBe(false);
  });

  it('follows the world: down sites 503, redirects to /inicio, unknown hosts 404, robots.txt', async () => {
    const down = site((x) => x.site!.state === 'down');
    expect((await visit(down.domain!)).status).toBe(503);
    const moved = site((x) => x.site!.state === 'redirect');
    const res = await visit(moved.domain!);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`http://${moved.domain!}:${sb.websitesPort}/inicio`);
    expect((await visit(moved.domain!, '/inicio')).status).toBe(200);
    expect((await visit('nowhere.test')).status).toBe(404);
    expect((await visit(site((x) => x.site!.state === 'no-dns').domain!)).status).toBe(404);
    const robots = await visit(
      site((x) => x.site!.state === 'up' && x.site!.disallowPrivate).domain!,
      '/robots.txt',
    );
    expect(robots.text).toMatch(/^User-agent: \*\nDisallow: \/privado\n/);
    const open = await visit(
      site(
        (x) =>
          x.site!.state === 'up' &&
          !x.site!.disallowPrivate &&
          sb.world.siteTruth(x.domain!)!.robotsDisallowed.length === 0,
      ).domain!,
      '/robots.txt',
    );
    expect(open.text).toBe('User-agent: *\nAllow: /\n');
  });

  it('keeps a slow site waiting (aborted by the client)', async () => {
    const slow = site((x) => x.site!.state === 'slow');
    const started = Date.now();
    const error = await getRaw(
      `http://127.0.0.1:${sb.websitesPort}/`,
      { host: slow.domain! },
      AbortSignal.timeout(300),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('DNS', () => {
  it('resolves site domains, www. and mail. to 127.0.0.1', async () => {
    const b = site((x) => x.site!.state === 'up');
    expect(await resolver.resolve4(b.domain!)).toEqual(['127.0.0.1']);
    expect(await resolver.resolve4(`www.${b.domain!}`)).toEqual(['127.0.0.1']);
    expect(await resolver.resolve4(`mail.${b.domain!}`)).toEqual(['127.0.0.1']);
    const withTtl = await resolver.resolve4(b.domain!, { ttl: true });
    expect(withTtl).toEqual([{ address: '127.0.0.1', ttl: 60 }]);
  });

  it('answers MX with mail.<domain>, AAAA with no data, missing names with NXDOMAIN', async () => {
    const b = site((x) => x.site!.state === 'up');
    expect(await resolver.resolveMx(b.domain!)).toEqual([
      { exchange: `mail.${b.domain!}`, priority: 10 },
    ]);
    await expect(resolver.resolve6(b.domain!)).rejects.toMatchObject({ code: 'ENODATA' });
    const missing = site((x) => x.site!.state === 'no-dns');
    await expect(resolver.resolve4(missing.domain!)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveMx('example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(await resolver.resolveMx('correo.test')).toEqual([
      { exchange: 'mail.correo.test', priority: 10 },
    ]);
  });
});
