import net from 'node:net';
import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISPOSABLE_DOMAINS,
  MAIL_BEHAVIOURS,
  startSandbox,
  type MailBehaviour,
  type Sandbox,
  type SiteTruth,
} from '../src/index.js';
import { code, RawSmtp } from './smtp-client.js';

const GREYLIST_MS = 300;
const SLOW_MS = 600;

let sb: Sandbox;
let resolver: Resolver;
beforeAll(async () => {
  sb = await startSandbox({ greylistMs: GREYLIST_MS, slowMs: SLOW_MS });
  resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([sb.dnsServer]);
});
afterAll(() => sb.close());

/** A corpus site whose mail server behaves so, with at least one genuine address. */
function siteWith(behaviour: MailBehaviour): SiteTruth & { mailbox: string } {
  const site = sb.world
    .corpus()
    .find(
      (t) =>
        t.emails.some((e) => e.endsWith(`@${t.domain}`)) &&
        sb.world.mailDomain(t.domain).behaviour === behaviour,
    );
  if (!site) throw new Error(`no corpus site with ${behaviour} mail`);
  return { ...site, mailbox: site.emails.find((e) => e.endsWith(`@${site.domain}`))! };
}

/** Resolves the mail host as a verifier does: MX, else the domain's A record (RFC 5321). */
async function mailHost(domain: string): Promise<string> {
  const mx = await resolver.resolveMx(domain).catch((e: { code?: string }) => e);
  const host = Array.isArray(mx) ? mx[0]!.exchange : domain;
  return (await resolver.resolve4(host))[0]!;
}

async function open(host = '127.0.0.1') {
  const { client, greeting } = await RawSmtp.connect(host, sb.smtpPort);
  expect(code(greeting)).toBe(220);
  expect(code(await client.command('EHLO verifier.leadatlas.test'))).toBe(250);
  expect(code(await client.command('MAIL FROM:<probe@leadatlas.test>'))).toBe(250);
  return client;
}

describe('mail world truth', () => {
  it('gives every behaviour to several corpus domains and keeps DNS coherent', () => {
    const counts = new Map<MailBehaviour, number>();
    for (const t of sb.world.corpus()) {
      const b = sb.world.mailDomain(t.domain).behaviour;
      counts.set(b, (counts.get(b) ?? 0) + 1);
      const d = sb.world.mailDomain(t.domain);
      expect(sb.world.mxDomains.has(t.domain)).toBe(b !== 'no_mx' && b !== 'no_mail');
      if (d.mx) expect(sb.world.addressOf(d.mx)).toBe(b === 'dead' ? '127.0.0.2' : '127.0.0.1');
    }
    for (const b of MAIL_BEHAVIOURS.filter((x) => x !== 'no_mail'))
      expect(counts.get(b) ?? 0).toBeGreaterThanOrEqual(3);
    expect(sb.world.mailDomain('correo.test').behaviour).toBe('normal');
    expect(sb.world.mailDomain('mailbox.test').behaviour).toBe('greylist');
    expect(sb.world.mailDomain('example.com').behaviour).toBe('no_mail');
  });

  it('labels mailboxes: valid, invalid, accept_all, unknown, syntax, disposable, role', () => {
    const normal = siteWith('normal');
    expect(sb.world.mailbox(normal.mailbox)).toMatchObject({ exists: true, expected: 'valid' });
    expect(sb.world.mailbox(`postmaster@${normal.domain}`).exists).toBe(true);
    expect(sb.world.mailbox(`nadie.zz@${normal.domain}`)).toMatchObject({
      exists: false,
      expected: 'invalid',
      reason: 'mailbox_not_found',
    });
    const catchAll = siteWith('catch_all');
    expect(sb.world.mailbox(`nadie.zz@${catchAll.domain}`)).toMatchObject({
      exists: false,
      expected: 'accept_all',
    });
    expect(sb.world.mailbox(siteWith('tarpit').mailbox)).toMatchObject({
      expected: 'unknown',
      reason: 'timeout',
    });
    expect(sb.world.mailbox(siteWith('dead').mailbox).reason).toBe('connection_failed');
    expect(sb.world.mailbox(siteWith('greylist').mailbox).expected).toBe('valid');
    expect(sb.world.mailbox(siteWith('no_mx').mailbox).expected).toBe('valid');
    expect(sb.world.mailbox(`info@${sb.world.noMailDomains[0]!}`)).toMatchObject({
      expected: 'invalid',
      reason: 'no_mail_server',
    });
    expect(sb.world.mailbox('maria@@x.test')).toMatchObject({
      expected: 'invalid',
      reason: 'syntax',
    });
    expect(sb.world.mailbox(`ventas@${DISPOSABLE_DOMAINS[0]!}`)).toMatchObject({
      disposable: true,
      role: true,
      expected: 'invalid',
    });
    // Genuine addresses of every corpus site exist on their server.
    for (const t of sb.world.corpus())
      for (const e of t.emails) expect(sb.world.mailbox(e).exists, e).toBe(true);
    const statuses = new Set(sb.world.mailboxCorpus().map((m) => m.expected));
    expect([...statuses].sort()).toEqual(['accept_all', 'invalid', 'unknown', 'valid']);
  });
});

describe('SMTP stand-in', () => {
  it('normal server: 250 for a mailbox, 550 5.1.1 for others, RSET, no DATA, QUIT; logged', async () => {
    const site = siteWith('normal');
    expect(await mailHost(site.domain)).toBe('127.0.0.1');
    const client = await open();
    expect(code(await client.command(`RCPT TO:<${site.mailbox}>`))).toBe(250);
    const missing = await client.command(`RCPT TO:<nadie.zz@${site.domain}>`);
    expect(code(missing)).toBe(550);
    expect(typeof missing === 'object' && missing.text).toContain('5.1.1');
    expect(code(await client.command('DATA'))).toBeGreaterThanOrEqual(500);
    expect(code(await client.command('RSET'))).toBe(250);
    expect(code(await client.command('QUIT'))).toBe(221);
    client.close();
    await new Promise((r) => setTimeout(r, 50));
    const session = sb.smtpLog.find((s) => s.rcpt.some((r) => r.address === site.mailbox))!;
    expect(session).toMatchObject({
      helo: 'verifier.leadatlas.test',
      mailFrom: 'probe@leadatlas.test',
    });
    expect(session.rcpt.map((r) => r.code)).toEqual([250, 550]);
    expect(sb.requests.smtp).toBeGreaterThan(0);
  });

  it('also answers HELO, and refuses to relay for unknown domains', async () => {
    const { client, greeting } = await RawSmtp.connect('127.0.0.1', sb.smtpPort);
    expect(code(greeting)).toBe(220);
    expect(code(await client.command('HELO old.client.test'))).toBe(250);
    expect(code(await client.command('MAIL FROM:<>'))).toBe(250);
    expect(code(await client.command('RCPT TO:<someone@example.com>'))).toBe(554);
    client.close();
  });

  it('catch-all server accepts any recipient', async () => {
    const site = siteWith('catch_all');
    const client = await open(await mailHost(site.domain));
    expect(code(await client.command(`RCPT TO:<x7q2-no-such-user@${site.domain}>`))).toBe(250);
    expect(code(await client.command(`RCPT TO:<${site.mailbox}>`))).toBe(250);
    client.close();
  });

  it('greylisting server answers 451 4.7.1, then the normal answer after greylistMs', async () => {
    const site = siteWith('greylist');
    const client = await open(await mailHost(site.domain));
    const first = await client.command(`RCPT TO:<${site.mailbox}>`);
    expect(code(first)).toBe(451);
    expect(typeof first === 'object' && first.text).toContain('4.7.1');
    expect(code(await client.command(`RCPT TO:<${site.mailbox}>`))).toBe(451);
    await new Promise((r) => setTimeout(r, GREYLIST_MS + 50));
    expect(code(await client.command(`RCPT TO:<${site.mailbox}>`))).toBe(250);
    expect(code(await client.command(`RCPT TO:<nadie.zz@${site.domain}>`))).toBe(451);
    client.close();
  });

  it('tarpit delays its replies beyond a short client timeout', async () => {
    const site = siteWith('tarpit');
    const client = await open(await mailHost(site.domain));
    const started = Date.now();
    expect(await client.command(`RCPT TO:<${site.mailbox}>`, 200)).toBe('timeout');
    client.close();
    const patient = await open();
    expect(code(await patient.command(`RCPT TO:<${site.mailbox}>`, SLOW_MS + 1000))).toBe(250);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    patient.close();
  });

  it('drops the connection when a drops domain is named', async () => {
    const site = siteWith('drops');
    const client = await open(await mailHost(site.domain));
    expect(await client.command(`RCPT TO:<${site.mailbox}>`)).toBe('closed');
    await new Promise((r) => setTimeout(r, 50));
    const session = sb.smtpLog.find((s) =>
      s.rcpt.some((r) => r.address === site.mailbox && r.code === 0),
    );
    expect(session?.dropped).toBe(true);
  });

  it('dead server: the MX host is 127.0.0.2, where nothing listens', async () => {
    const site = siteWith('dead');
    const host = await mailHost(site.domain);
    expect(host).toBe('127.0.0.2');
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const socket = net.connect({ host, port: sb.smtpPort });
      socket.once('connect', () => {
        socket.destroy();
        resolve(Object.assign(new Error('connected'), { code: 'CONNECTED' }));
      });
      socket.once('error', (e) => resolve(e));
    });
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('no MX: falls back to the A record and talks to the same server', async () => {
    const site = siteWith('no_mx');
    await expect(resolver.resolveMx(site.domain)).rejects.toMatchObject({ code: 'ENODATA' });
    expect(await resolver.resolve4(site.domain)).toEqual(['127.0.0.1']);
    const client = await open(await mailHost(site.domain));
    expect(code(await client.command(`RCPT TO:<${site.mailbox}>`))).toBe(250);
    expect(code(await client.command(`RCPT TO:<nadie.zz@${site.domain}>`))).toBe(550);
    client.close();
  });

  it('no mail at all: mailbox-only domains do not resolve; the website still does', async () => {
    const domain = sb.world.noMailDomains[0]!;
    await expect(resolver.resolveMx(domain)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolve4(domain)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    const siteDomain = domain.replace(/^old-/, '');
    expect(await resolver.resolve4(siteDomain)).toEqual(['127.0.0.1']);
  });

  it('faults: failNext closes with 421, hang never greets', async () => {
    sb.setFault('smtp', { failNext: 1 });
    const failed = await RawSmtp.connect('127.0.0.1', sb.smtpPort);
    expect(code(failed.greeting)).toBe(421);
    failed.client.close();
    sb.setFault('smtp', { hang: true });
    const hung = await RawSmtp.connect('127.0.0.1', sb.smtpPort, 200);
    expect(hung.greeting).toBe('timeout');
    hung.client.close();
    sb.setFault('smtp', null);
    const ok = await RawSmtp.connect('127.0.0.1', sb.smtpPort);
    expect(code(ok.greeting)).toBe(220);
    ok.client.close();
  });

  it('closes promptly with tarpitted and hung sessions open', async () => {
    const other = await startSandbox({ slowMs: 60_000 });
    const site = other.world
      .corpus()
      .find((t) => other.world.mailDomain(t.domain).behaviour === 'tarpit')!;
    const { client } = await RawSmtp.connect('127.0.0.1', other.smtpPort);
    await client.command('EHLO x.test');
    await client.command('MAIL FROM:<a@x.test>');
    const pending = client.command(`RCPT TO:<info@${site.domain}>`, 5000);
    other.setFault('smtp', { hang: true });
    const hung = RawSmtp.connect('127.0.0.1', other.smtpPort, 5000);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('closed');
    expect((await hung).greeting).toBe('closed');
  });
});
