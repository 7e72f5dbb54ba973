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
  it('serves a home page by Host header, with phone, tel: link and page links', async () => {
    const b = site(
      (x) => x.site!.state === 'up' && !x.site!.latin1 && x.lang === 'es' && x.phones.length > 0,
    );
    const res = await visit(b.domain!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`<h1>${b.name}</h1>`);
    expect(res.text).toContain(b.phones[0]!.national);
    expect(res.text).toContain(`tel:${b.phones[0]!.international.replace(/[^+\d]/g, '')}`);
    for (const link of ['/contacto', '/sobre-nosotros', '/aviso-legal'])
      expect(res.text).toContain(`href="${link}"`);
    const www = await visit(`www.${b.domain!}`);
    expect(www.text).toBe(res.text);
  });

  it('publishes the contact email and team on the contact page', async () => {
    const b = site(
      (x) =>
        x.site!.state === 'up' &&
        !x.site!.latin1 &&
        x.lang === 'es' &&
        x.site!.contactEmail !== null,
    );
    const res = await visit(b.domain!, '/contacto');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`mailto:${b.site!.contactEmail!}`);
    const person = b.site!.people[0]!;
    expect(res.text).toContain(`${person.name} — ${person.title}`);
    const en = site((x) => x.site!.state === 'up' && x.lang === 'en');
    expect((await visit(en.domain!, '/contact')).status).toBe(200);
    expect((await visit(en.domain!, '/about')).status).toBe(200);
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
    expect(robots.text).toBe('User-agent: *\nDisallow: /privado\n');
    const open = await visit(
      site((x) => x.site!.state === 'up' && !x.site!.disallowPrivate).domain!,
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
