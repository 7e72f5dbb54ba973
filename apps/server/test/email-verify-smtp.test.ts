/**
 * The SMTP probe against mail servers on loopback: smtp-server instances (and a few hand-written
 * raw servers for tarpits, hang-ups and exact command checks) on 127.0.0.1, with a fake Resolver
 * mapping test domains to loopback. No packet leaves 127.0.0.0/8.
 */
import net, { type AddressInfo } from 'node:net';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { loadConfig } from '../src/config.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { migrate } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import { DnsError, type Resolver } from '../src/domain/web/resolver.js';
import { SearchMailDomains } from '../src/domain/enrich/email-pattern-search.js';
import { createEmailVerifier } from '../src/domain/email-verify/index.js';
import type { EmailVerifier } from '../src/domain/email-verify/types.js';
import { APP_URL, createTestDatabase } from './helpers/test-app.js';

// ---------------------------------------------------------------------------------------------
// Fake DNS

interface Zone {
  mx?: Array<[priority: number, exchange: string]>;
  a?: string[];
}

class FakeResolver implements Resolver {
  mxQueries = 0;
  lookups = 0;
  constructor(readonly zones: Record<string, Zone>) {}

  async resolveMx(domain: string) {
    this.mxQueries += 1;
    const zone = this.zones[domain];
    if (!zone) throw new DnsError('not_found', domain);
    return (zone.mx ?? []).map(([priority, exchange]) => ({ priority, exchange }));
  }

  async lookup(hostname: string) {
    this.lookups += 1;
    const zone = this.zones[hostname];
    if (!zone) throw new DnsError('not_found', hostname);
    if (!zone.a?.length) throw new DnsError('no_data', hostname);
    return zone.a.map((address) => ({ address, family: 4 as const }));
  }
}

/** A domain whose MX is mx.<domain> at 127.0.0.1. */
function mxZones(...domains: string[]): Record<string, Zone> {
  const zones: Record<string, Zone> = {};
  for (const domain of domains) {
    zones[domain] = { mx: [[10, `mx.${domain}`]] };
    zones[`mx.${domain}`] = { a: ['127.0.0.1'] };
  }
  return zones;
}

// ---------------------------------------------------------------------------------------------
// Mail servers

interface MailServerBehaviour {
  mailboxes?: string[];
  catchAll?: boolean;
  /** The first RCPT of each recipient gets 451 (or every one with 'always'). */
  greylist?: boolean | 'always';
  rejectMailFrom?: boolean;
  /** Milliseconds each RCPT takes. */
  rcptDelayMs?: number;
  options?: Partial<SMTPServerOptions>;
}

interface MailServer {
  port: number;
  sessions: number;
  dataCalls: number;
  rcpts: string[];
  /** Most RCPT commands being answered at the same moment. */
  maxConcurrentRcpt: number;
  close(): Promise<void>;
}

const servers: Array<{ close(): Promise<void> }> = [];
let totalDataCalls = 0;

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

async function startMailServer(behaviour: MailServerBehaviour): Promise<MailServer> {
  const mailboxes = new Set(behaviour.mailboxes ?? []);
  const greylisted = new Set<string>();
  let concurrent = 0;
  const state: MailServer = {
    port: 0,
    sessions: 0,
    dataCalls: 0,
    rcpts: [],
    maxConcurrentRcpt: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    ...behaviour.options,
    onConnect(_session, callback) {
      state.sessions += 1;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (behaviour.rejectMailFrom) {
        callback(smtpError(550, '5.7.1 Sender rejected by local policy'));
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      // smtp-server hands IDN domains over in Unicode: compare in ASCII.
      const at = address.address.lastIndexOf('@');
      const rcpt = `${address.address.slice(0, at)}@${domainToASCII(address.address.slice(at + 1))}`;
      state.rcpts.push(rcpt);
      concurrent += 1;
      state.maxConcurrentRcpt = Math.max(state.maxConcurrentRcpt, concurrent);
      const answer = () => {
        concurrent -= 1;
        if (behaviour.greylist === 'always') {
          return callback(smtpError(451, '4.7.1 Greylisted, please try again later'));
        }
        if (behaviour.greylist && !greylisted.has(rcpt)) {
          greylisted.add(rcpt);
          return callback(smtpError(451, '4.7.1 Greylisted, please try again later'));
        }
        if (behaviour.catchAll || mailboxes.has(rcpt)) return callback();
        return callback(smtpError(550, '5.1.1 No such user here'));
      };
      if (behaviour.rcptDelayMs) setTimeout(answer, behaviour.rcptDelayMs);
      else answer();
    },
    onData(stream, _session, callback) {
      state.dataCalls += 1;
      totalDataCalls += 1;
      stream.resume();
      stream.on('end', () => callback(smtpError(554, 'no data expected')));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  servers.push(state);
  return state;
}

interface RawServer {
  port: number;
  connections: number;
  lines: string[];
  close(): Promise<void>;
}

/** A hand-written server: onConnect and onLine decide what the socket hears. */
async function startRawServer(
  onConnect: (socket: net.Socket) => void,
  onLine: (line: string, socket: net.Socket) => void = () => undefined,
): Promise<RawServer> {
  const sockets = new Set<net.Socket>();
  const state: RawServer = { port: 0, connections: 0, lines: [], close: async () => undefined };
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        state.lines.push(line);
        if (!socket.destroyed) onLine(line, socket);
      }
    });
    onConnect(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  servers.push(state);
  return state;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------------------------------------
// Verifiers

let pool: Pool;
const log = createLogger('silent');

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrate(pool);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await pool?.end();
});

function verifierFor(
  port: number,
  resolver: Resolver,
  env: Record<string, string> = {},
  maxSessions?: number,
): EmailVerifier {
  const config = loadConfig({
    APP_URL,
    LOG_LEVEL: 'silent',
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    SMTP_PROBE_PORT: String(port),
    SMTP_PROBE_HELO: 'probe.leadatlas.test',
    SMTP_PROBE_FROM: 'verify@leadatlas.test',
    SMTP_PROBE_TIMEOUT_MS: '400',
    SMTP_GREYLIST_RETRY_MS: '30',
    ...env,
  });
  return createEmailVerifier({ config, pool, log, resolver, maxSessions });
}

// ---------------------------------------------------------------------------------------------

describe('SMTP probe: mailbox answers', () => {
  let server: MailServer;
  let resolver: FakeResolver;
  let verifier: EmailVerifier;

  beforeAll(async () => {
    server = await startMailServer({
      mailboxes: [
        'maria@clinica.test',
        'info@clinica.test',
        'info@correo.xn--espaa-rta.test',
        'josé@correo.xn--espaa-rta.test',
      ],
    });
    resolver = new FakeResolver(mxZones('clinica.test', 'correo.xn--espaa-rta.test'));
    verifier = verifierFor(server.port, resolver);
  });

  it('an existing mailbox on a domain that refuses others is valid', async () => {
    const result = await verifier.verify('Maria@Clinica.test');
    expect(result).toEqual({
      email: 'maria@clinica.test',
      status: 'valid',
      reason: null,
      disposable: false,
      role: false,
      catchAll: false,
      mxHost: 'mx.clinica.test',
    });
    // The target, then a random address of the same domain; never DATA.
    expect(server.rcpts[0]).toBe('maria@clinica.test');
    expect(server.rcpts[1]).toMatch(/^[a-z0-9]{16}@clinica\.test$/);
    expect(server.dataCalls).toBe(0);
  });

  it('a mailbox the server refuses with 550 5.1.1 is invalid', async () => {
    const result = await verifier.verify('nadie@clinica.test');
    expect(result).toMatchObject({
      email: 'nadie@clinica.test',
      status: 'invalid',
      reason: 'mailbox_not_found',
      catchAll: false,
      mxHost: 'mx.clinica.test',
    });
  });

  it('flags role accounts and still verifies them', async () => {
    const result = await verifier.verify('info@clinica.test');
    expect(result).toMatchObject({ status: 'valid', role: true, disposable: false });
  });

  it('probes an IDN domain in its ASCII form', async () => {
    const result = await verifier.verify('info@correo.españa.test');
    expect(result).toMatchObject({
      email: 'info@correo.xn--espaa-rta.test',
      status: 'valid',
      mxHost: 'mx.correo.xn--espaa-rta.test',
    });
    expect(server.rcpts).toContain('info@correo.xn--espaa-rta.test');
  });

  it('probes a Unicode local part with SMTPUTF8 when the server offers it', async () => {
    const result = await verifier.verify('josé@correo.españa.test');
    expect(result).toMatchObject({ email: 'josé@correo.xn--espaa-rta.test', status: 'valid' });
  });

  it('a cached address is answered without DNS or SMTP', async () => {
    const sessions = server.sessions;
    const dns = resolver.mxQueries + resolver.lookups;
    const again = await verifier.verify('maria@clinica.test');
    expect(again).toMatchObject({ status: 'valid', catchAll: false, mxHost: 'mx.clinica.test' });
    const invalid = await verifier.verify('NADIE@clinica.test');
    expect(invalid).toMatchObject({ status: 'invalid', reason: 'mailbox_not_found' });
    expect(server.sessions).toBe(sessions);
    expect(resolver.mxQueries + resolver.lookups).toBe(dns);
    const { rows } = await pool.query<{ status: string; ttl_hours: number }>(
      `select status, round(extract(epoch from expires_at - checked_at) / 3600) as ttl_hours
         from email_verification_cache where email = 'maria@clinica.test'`,
    );
    expect(rows[0]).toMatchObject({ status: 'valid', ttl_hours: 168 });
  });

  it('a new address of a known domain reuses the cached MX and skips the random address', async () => {
    const mx = resolver.mxQueries;
    const before = server.rcpts.length;
    const result = await verifier.verify('otro@clinica.test');
    expect(result).toMatchObject({ status: 'invalid', reason: 'mailbox_not_found' });
    expect(resolver.mxQueries).toBe(mx);
    expect(server.rcpts.slice(before)).toEqual(['otro@clinica.test']);
  });

  it('a malformed address is invalid without any network call', async () => {
    const sessions = server.sessions;
    const dns = resolver.mxQueries + resolver.lookups;
    for (const input of ['not an email', '"quoted"@clinica.test', 'a..b@clinica.test', 'x@y']) {
      expect(await verifier.verify(input)).toMatchObject({
        status: 'invalid',
        reason: 'syntax',
        mxHost: null,
      });
    }
    expect(server.sessions).toBe(sessions);
    expect(resolver.mxQueries + resolver.lookups).toBe(dns);
  });
});

describe('SMTP probe: domains', () => {
  it('a catch-all domain is accept_all, and the domain is remembered', async () => {
    const server = await startMailServer({ catchAll: true });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('todo.test')));
    expect(await verifier.verify('cualquiera@todo.test')).toMatchObject({
      status: 'accept_all',
      reason: 'catch_all',
      catchAll: true,
      mxHost: 'mx.todo.test',
    });
    const sessions = server.sessions;
    expect(await verifier.verify('otra@todo.test')).toMatchObject({
      status: 'accept_all',
      catchAll: true,
    });
    expect(server.sessions).toBe(sessions);
  });

  it('without MX the domain itself (its A record) is the mail host', async () => {
    const server = await startMailServer({ mailboxes: ['ana@sinmx.test'] });
    const resolver = new FakeResolver({ 'sinmx.test': { a: ['127.0.0.1'] } });
    const verifier = verifierFor(server.port, resolver);
    expect(await verifier.verify('ana@sinmx.test')).toMatchObject({
      status: 'valid',
      mxHost: 'sinmx.test',
    });
  });

  it('no MX and no address, a missing domain, or a null MX: no mail server', async () => {
    const server = await startMailServer({ catchAll: true });
    const resolver = new FakeResolver({
      'vacio.test': {},
      'nulo.test': { mx: [[0, '.']], a: ['127.0.0.1'] },
    });
    const verifier = verifierFor(server.port, resolver);
    for (const email of ['a@vacio.test', 'a@noexiste.test', 'a@nulo.test']) {
      expect(await verifier.verify(email)).toMatchObject({
        status: 'invalid',
        reason: 'no_mail_server',
        mxHost: null,
      });
    }
    expect(server.sessions).toBe(0);
  });

  it('tries the next MX when the first cannot be reached', async () => {
    const server = await startMailServer({ mailboxes: ['luis@dosmx.test'] });
    const resolver = new FakeResolver({
      'dosmx.test': {
        mx: [
          [20, 'backup.dosmx.test'],
          [10, 'primary.dosmx.test'],
        ],
      },
      // Nothing listens on 127.0.0.2 (still loopback): connection refused.
      'primary.dosmx.test': { a: ['127.0.0.2'] },
      'backup.dosmx.test': { a: ['127.0.0.1'] },
    });
    const verifier = verifierFor(server.port, resolver);
    expect(await verifier.verify('luis@dosmx.test')).toMatchObject({
      status: 'valid',
      mxHost: 'backup.dosmx.test',
    });
  });

  it('flags disposable domains', async () => {
    const server = await startMailServer({ catchAll: true });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('mailinator.com')));
    expect(await verifier.verify('x1@mailinator.com')).toMatchObject({
      disposable: true,
      role: false,
      status: 'accept_all',
    });
  });

  it('refuses to probe a mail host on a private address outside the sandbox', async () => {
    const server = await startMailServer({ catchAll: true });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('privado.test')), {
      CRAWLER_ALLOW_PRIVATE_NETWORKS: 'false',
    });
    expect(await verifier.verify('a@privado.test')).toMatchObject({
      status: 'unknown',
      reason: 'blocked_address',
    });
    expect(server.sessions).toBe(0);
  });
});

describe('SMTP probe: difficult servers', () => {
  it('greylisting (451, then 250) is retried and settles', async () => {
    const server = await startMailServer({ greylist: true, mailboxes: ['gris@gris.test'] });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('gris.test')));
    expect(await verifier.verify('gris@gris.test')).toMatchObject({
      status: 'valid',
      catchAll: false,
    });
    expect(server.sessions).toBe(2);
    // The same random address is asked again on the retry.
    const randoms = server.rcpts.filter((r) => r !== 'gris@gris.test');
    expect(randoms).toHaveLength(2);
    expect(randoms[0]).toBe(randoms[1]);
  });

  it('a server that keeps answering 4xx is unknown/greylisted after two retries', async () => {
    const server = await startMailServer({ greylist: 'always' });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('siempregris.test')));
    expect(await verifier.verify('a@siempregris.test')).toMatchObject({
      status: 'unknown',
      reason: 'greylisted',
      catchAll: null,
      mxHost: 'mx.siempregris.test',
    });
    expect(server.sessions).toBe(3);
    // unknown results are cached for one hour.
    const { rows } = await pool.query<{ minutes: string }>(
      `select round(extract(epoch from expires_at - checked_at) / 60) as minutes
         from email_verification_cache where email = 'a@siempregris.test'`,
    );
    expect(Number(rows[0]?.minutes)).toBe(60);
  });

  it('a tarpit that never greets is unknown/timeout', async () => {
    const server = await startRawServer(() => undefined);
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('lento.test')));
    const started = Date.now();
    expect(await verifier.verify('a@lento.test')).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a server slower than the timeout at RCPT is unknown/timeout', async () => {
    const server = await startMailServer({ catchAll: true, rcptDelayMs: 1500 });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('rcptlento.test')));
    expect(await verifier.verify('a@rcptlento.test')).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      mxHost: 'mx.rcptlento.test',
    });
  });

  it('a server that hangs up after the greeting is unknown/connection_failed', async () => {
    const server = await startRawServer(
      (socket) => socket.write('220 drop.test ESMTP\r\n'),
      (_line, socket) => socket.destroy(),
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('corta.test')));
    expect(await verifier.verify('a@corta.test')).toMatchObject({
      status: 'unknown',
      reason: 'connection_failed',
    });
  });

  it('a server that hangs up before greeting is unknown/connection_failed', async () => {
    const server = await startRawServer((socket) => socket.destroy());
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('cuelga.test')));
    expect(await verifier.verify('a@cuelga.test')).toMatchObject({
      status: 'unknown',
      reason: 'connection_failed',
    });
  });

  it('a dead server (connection refused) is unknown/connection_failed', async () => {
    const verifier = verifierFor(await closedPort(), new FakeResolver(mxZones('muerto.test')));
    expect(await verifier.verify('a@muerto.test')).toMatchObject({
      status: 'unknown',
      reason: 'connection_failed',
      mxHost: null,
    });
  });

  it('5xx on MAIL FROM (a policy block) is unknown/smtp_error, not invalid', async () => {
    const server = await startMailServer({ rejectMailFrom: true, mailboxes: ['a@bloqueo.test'] });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('bloqueo.test')));
    expect(await verifier.verify('a@bloqueo.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_error',
    });
    expect(server.rcpts).toEqual([]);
  });

  it('a policy 5xx on RCPT (5.7.1) is unknown/smtp_error', async () => {
    const server = await startRawServer(
      (socket) => socket.write('220 policy.test ESMTP\r\n'),
      (line, socket) => {
        if (/^EHLO/i.test(line)) socket.write('250-policy.test\r\n250 8BITMIME\r\n');
        else if (/^RCPT/i.test(line)) {
          socket.write('550 5.7.1 Client host blocked using zen.spamhaus.org\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      },
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('spam.test')));
    expect(await verifier.verify('a@spam.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_error',
    });
  });

  it('falls back to HELO, speaks only EHLO/HELO, MAIL, RCPT, QUIT', async () => {
    const server = await startRawServer(
      (socket) => socket.write('220-old.test ESMTP\r\n220 welcome\r\n'),
      (line, socket) => {
        if (/^EHLO/i.test(line)) socket.write('502 5.5.1 command not implemented\r\n');
        else if (/^RCPT TO:<real@antiguo\.test>/i.test(line)) socket.write('250 2.1.5 ok\r\n');
        else if (/^RCPT/i.test(line)) socket.write('550 no such user\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      },
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('antiguo.test')));
    expect(await verifier.verify('real@antiguo.test')).toMatchObject({ status: 'valid' });
    expect(server.lines.map((l) => l.replace(/[a-z0-9]{16}@/, 'RANDOM@'))).toEqual([
      'EHLO probe.leadatlas.test',
      'HELO probe.leadatlas.test',
      'MAIL FROM:<verify@leadatlas.test>',
      'RCPT TO:<real@antiguo.test>',
      'RCPT TO:<RANDOM@antiguo.test>',
      'QUIT',
    ]);
  });

  it("asks a person's guesses in one session: the random address, then each until one is taken", async () => {
    const server = await startRawServer(
      (socket) => socket.write('220 mx.guess.test ESMTP\r\n'),
      (line, socket) => {
        if (/^RCPT TO:<ana\.ruiz@guess\.test>/i.test(line)) socket.write('250 2.1.5 ok\r\n');
        else if (/^RCPT/i.test(line)) socket.write('550 5.1.1 no such user\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      },
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('guess.test')));
    const guesses = ['aruiz@guess.test', 'ana.ruiz@guess.test', 'ana@guess.test'];
    const asked = await verifier.verifyGuesses('guess.test', guesses, { checkDomain: true });
    expect(asked.domain).toEqual({ state: 'checks_recipients', reason: null });
    expect(asked.answers.map((a) => [a.email, a.status, a.reason])).toEqual([
      ['aruiz@guess.test', 'invalid', 'mailbox_not_found'],
      ['ana.ruiz@guess.test', 'valid', null],
    ]);
    expect(server.lines.map((l) => l.replace(/[a-z0-9]{16}@/, 'RANDOM@'))).toEqual([
      'EHLO probe.leadatlas.test',
      'MAIL FROM:<verify@leadatlas.test>',
      'RCPT TO:<RANDOM@guess.test>',
      'RCPT TO:<aruiz@guess.test>',
      'RCPT TO:<ana.ruiz@guess.test>',
      'QUIT',
    ]);
    expect(asked.probes).toBe(3);
    // The domain's answer is kept: the next person's guesses skip the random address.
    server.lines.length = 0;
    const next = await verifier.verifyGuesses('guess.test', ['luis@guess.test'], {
      checkDomain: false,
    });
    expect(next.answers.map((a) => a.status)).toEqual(['invalid']);
    expect(server.lines).toContain('RCPT TO:<luis@guess.test>');
    expect(server.lines.filter((l) => l.startsWith('RCPT'))).toHaveLength(1);
    expect(next.probes).toBe(1);
  });

  it('a guess the server greylists is unknown, not cached, and says nothing against the domain', async () => {
    const server = await startRawServer(
      (socket) => socket.write('220 mx.slowly.test ESMTP\r\n'),
      (line, socket) => {
        if (/^RCPT TO:<ana@slowly\.test>/i.test(line)) socket.write('451 4.7.1 try later\r\n');
        else if (/^RCPT/i.test(line)) socket.write('550 5.1.1 no such user\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      },
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('slowly.test')));
    const guesses = ['aruiz@slowly.test', 'ana@slowly.test', 'a.ruiz@slowly.test'];
    const asked = await verifier.verifyGuesses('slowly.test', guesses, { checkDomain: true });
    expect(asked.domain.state).toBe('checks_recipients');
    expect(asked.answers.map((a) => [a.status, a.reason, a.catchAll])).toEqual([
      ['invalid', 'mailbox_not_found', false],
      ['unknown', 'greylisted', false],
    ]);
    const memory = new SearchMailDomains();
    for (const answer of asked.answers) memory.learn(answer);
    expect(memory.state('slowly.test')).toBe('checks_recipients');
    // Not cached: asked about again, the server is asked again.
    server.lines.length = 0;
    await verifier.verifyGuesses('slowly.test', ['ana@slowly.test'], { checkDomain: false });
    expect(server.lines).toContain('RCPT TO:<ana@slowly.test>');
    // A refusal is cached: not asked again.
    server.lines.length = 0;
    const again = await verifier.verifyGuesses('slowly.test', ['aruiz@slowly.test'], {
      checkDomain: false,
    });
    expect(again.answers.map((a) => a.reason)).toEqual(['mailbox_not_found']);
    expect(server.lines.filter((l) => l.startsWith('RCPT'))).toEqual([]);
    expect(again.probes).toBe(0);
  });

  it('counts only the addresses it named: none when the server turns it away before RCPT', async () => {
    let greeting = '220 mx.busy.test ESMTP';
    const server = await startRawServer(
      (socket) => socket.write(`${greeting}\r\n`),
      (line, socket) => {
        if (/^RCPT/i.test(line)) socket.write('550 5.1.1 no such user\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      },
    );
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('busy.test')));
    const first = await verifier.verifyGuesses('busy.test', ['ana@busy.test'], {
      checkDomain: true,
    });
    expect(first.answers.map((a) => a.reason)).toEqual(['mailbox_not_found']);
    expect(first.probes).toBe(2);
    // The domain's check is cached; the server now turns every session away at its greeting.
    greeting = '421 4.3.2 busy, try later';
    const second = await verifier.verifyGuesses('busy.test', ['a.ruiz@busy.test'], {
      checkDomain: false,
    });
    expect(second.answers.map((a) => [a.status, a.reason])).toEqual([['unknown', 'greylisted']]);
    expect(second.probes).toBe(0);
    expect(server.lines.filter((l) => l.startsWith('RCPT'))).toHaveLength(2);
  });

  it('asks no guess of a domain that takes a random address or greylists it', async () => {
    for (const [domain, reply, state] of [
      ['takes-any.test', '250 2.1.5 ok', 'accept_all'],
      ['greylists.test', '451 4.7.1 greylisted, try later', 'unknown'],
    ] as const) {
      const server = await startRawServer(
        (socket) => socket.write('220 mx.test ESMTP\r\n'),
        (line, socket) => {
          if (/^RCPT/i.test(line)) socket.write(`${reply}\r\n`);
          else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        },
      );
      const verifier = verifierFor(server.port, new FakeResolver(mxZones(domain)));
      const guesses = [`ana@${domain}`, `a.ruiz@${domain}`];
      const asked = await verifier.verifyGuesses(domain, guesses, { checkDomain: true });
      expect(asked.domain.state, reply).toBe(state);
      expect(asked.answers, reply).toEqual([]);
      expect(asked.probes, reply).toBe(1);
      expect(
        server.lines.filter((l) => l.startsWith('RCPT')),
        reply,
      ).toHaveLength(1);
    }
  });

  it('a Unicode local part on a server without SMTPUTF8 is unknown', async () => {
    const server = await startMailServer({
      catchAll: true,
      options: { hideSMTPUTF8: true },
    });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('ascii.test')));
    expect(await verifier.verify('josé@ascii.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtputf8_unsupported',
    });
    expect(server.rcpts).toEqual([]);
  });

  it('an aborted verification rejects with the abort reason and closes the session', async () => {
    const server = await startMailServer({ catchAll: true, rcptDelayMs: 300 });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('abort.test')), {
      SMTP_PROBE_TIMEOUT_MS: '5000',
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 100);
    await expect(verifier.verify('a@abort.test', controller.signal)).rejects.toThrow('stop');
    await expect(verifier.verify('a@abort.test', AbortSignal.abort())).rejects.toThrow();
  });
});

describe('SMTP probe: concurrency', () => {
  it('never has more than SMTP_PROBE_PER_DOMAIN sessions on one domain', async () => {
    const mailboxes = Array.from({ length: 6 }, (_, i) => `p${i}@muchos.test`);
    const server = await startMailServer({ mailboxes, rcptDelayMs: 60 });
    const verifier = verifierFor(server.port, new FakeResolver(mxZones('muchos.test')), {
      SMTP_PROBE_PER_DOMAIN: '2',
      SMTP_PROBE_TIMEOUT_MS: '2000',
    });
    const results = await Promise.all(mailboxes.map((email) => verifier.verify(email)));
    expect(results.map((r) => r.status)).toEqual(mailboxes.map(() => 'valid'));
    expect(server.maxConcurrentRcpt).toBe(2);
  });

  it('the global limit holds across domains', async () => {
    const domains = ['uno.test', 'dos.test', 'tres.test', 'cuatro.test'];
    const mailboxes = domains.map((d) => `x@${d}`);
    const server = await startMailServer({ mailboxes, rcptDelayMs: 60 });
    const verifier = verifierFor(
      server.port,
      new FakeResolver(mxZones(...domains)),
      { SMTP_PROBE_TIMEOUT_MS: '2000' },
      1,
    );
    const results = await Promise.all(mailboxes.map((email) => verifier.verify(email)));
    expect(results.map((r) => r.status)).toEqual(mailboxes.map(() => 'valid'));
    expect(server.maxConcurrentRcpt).toBe(1);
  });
});

describe('never DATA', () => {
  it('no server of this file ever received DATA', () => {
    expect(totalDataCalls).toBe(0);
  });
});
