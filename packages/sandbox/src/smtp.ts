/**
 * SMTP stand-in on 127.0.0.1: the mail servers of every world domain in one listener (their MX
 * hosts resolve to 127.0.0.1). It answers EHLO/HELO, MAIL FROM, RCPT TO, RSET, NOOP and QUIT,
 * and refuses DATA: nothing is ever delivered. Since one server stands for every domain, a
 * domain's behaviour starts when RCPT TO names it (the first moment a shared server knows it):
 * normal and no_mx domains answer 250 or 550 5.1.1 from the mailbox truth, catch-all ones 250
 * for any address, greylisting ones 451 4.7.1 until greylistMs after the first try of
 * (client, recipient), tarpits wait slowMs before every reply from then on, and "drops" close
 * the connection without a reply. Other domains get 554 5.7.1 (relay access denied).
 */
import type { Socket } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { LOG_CAP, type Runtime } from './http.js';
import type { World } from './world.js';

export const DEFAULT_GREYLIST_MS = 2000;
export const DEFAULT_SLOW_MS = 15_000;

export interface SmtpRcpt {
  address: string;
  /** Reply code; 0 when the server closed the connection instead of answering. */
  code: number;
  at: number;
}

export interface SmtpSession {
  id: string;
  at: number;
  remoteAddress: string;
  helo: string | null;
  mailFrom: string | null;
  rcpt: SmtpRcpt[];
  /** The server closed the connection (drops behaviour or an injected failure). */
  dropped: boolean;
  closedAt: number | null;
}

/** RCPT TO commands received since the start, in all and per recipient domain (never capped). */
export interface SmtpCounts {
  rcpt: number;
  rcptByDomain: Map<string, number>;
}

export interface SmtpOptions {
  greylistMs: number;
  slowMs: number;
}

export interface SmtpStandIn {
  port: number;
  log: SmtpSession[];
  counts: SmtpCounts;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtp(
  world: World,
  runtime: Runtime,
  port: number,
  options: SmtpOptions,
): Promise<SmtpStandIn> {
  const log: SmtpSession[] = [];
  const counts: SmtpCounts = { rcpt: 0, rcptByDomain: new Map() };
  const sessions = new Map<string, SmtpSession>();
  const sockets = new Map<number, Socket>();
  const allSockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const greylist = new Map<string, number>();
  const tarpitted = new Set<string>();
  let listenPort = port;

  /** A wait that close() cancels (the waiting reply is then never sent). */
  const wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const entryOf = (session: SMTPServerSession): SmtpSession => {
    let entry = sessions.get(session.id);
    if (!entry) {
      entry = {
        id: session.id,
        at: Date.now(),
        remoteAddress: session.remoteAddress,
        helo: null,
        mailFrom: null,
        rcpt: [],
        dropped: false,
        closedAt: null,
      };
      sessions.set(session.id, entry);
      log.push(entry);
      if (log.length > LOG_CAP) log.splice(0, log.length - LOG_CAP);
    }
    if (session.hostNameAppearsAs) entry.helo = session.hostNameAppearsAs;
    return entry;
  };

  const drop = (session: SMTPServerSession) => {
    const entry = entryOf(session);
    entry.dropped = true;
    sockets.get(session.remotePort)?.destroy();
  };

  const server = new SMTPServer({
    name: 'mx.sandbox.test',
    banner: 'LeadAtlas sandbox mail server',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS', 'DATA'],
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    socketTimeout: 60_000,
    closeTimeout: 100,
    onConnect(session, callback) {
      runtime.record({
        target: 'smtp',
        at: Date.now(),
        userAgent: undefined,
        url: `smtp://127.0.0.1:${listenPort}`,
      });
      entryOf(session);
      if (runtime.fault('smtp')?.hang) return; // never greets; the client gives up
      const failing = runtime.shouldFail('smtp');
      const latency = runtime.latencyFor('smtp');
      void (async () => {
        if (latency > 0) await wait(latency);
        if (failing !== null) {
          entryOf(session).dropped = true;
          callback(smtpError(421, '4.3.2 Service temporarily unavailable, closing channel'));
          return;
        }
        callback();
      })();
    },
    onMailFrom(address: SMTPServerAddress, session, callback) {
      const entry = entryOf(session);
      entry.mailFrom = address.address;
      // A tarpit keeps stalling the session it caught (a new transaction after RSET).
      if (tarpitted.has(session.id)) void wait(options.slowMs).then(() => callback());
      else callback();
    },
    onRcptTo(address: SMTPServerAddress, session, callback) {
      const entry = entryOf(session);
      const rcpt = address.address.toLowerCase();
      const domain = rcpt.slice(rcpt.lastIndexOf('@') + 1);
      const behaviour = world.mailDomain(domain).behaviour;
      counts.rcpt += 1;
      counts.rcptByDomain.set(domain, (counts.rcptByDomain.get(domain) ?? 0) + 1);
      const answer = (code: number, message?: string) => {
        entry.rcpt.push({ address: rcpt, code, at: Date.now() });
        if (code === 250) callback();
        else callback(smtpError(code, message ?? 'Error'));
      };
      if (behaviour === 'drops') {
        entry.rcpt.push({ address: rcpt, code: 0, at: Date.now() });
        drop(session);
        return;
      }
      void (async () => {
        if (behaviour === 'tarpit') tarpitted.add(session.id);
        if (tarpitted.has(session.id)) await wait(options.slowMs);
        if (behaviour === 'no_mail') {
          answer(554, `5.7.1 <${rcpt}>: Relay access denied`);
          return;
        }
        if (behaviour === 'catch_all') {
          answer(250);
          return;
        }
        if (behaviour === 'greylist') {
          const key = `${session.remoteAddress}|${rcpt}`;
          const first = greylist.get(key);
          const now = Date.now();
          if (first === undefined) {
            if (greylist.size >= 100_000) greylist.clear();
            greylist.set(key, now);
          }
          if (first === undefined || now - first < options.greylistMs) {
            answer(451, `4.7.1 <${rcpt}>: Recipient address rejected: Greylisted, try again later`);
            return;
          }
        }
        if (world.mailbox(rcpt).exists) answer(250);
        else
          answer(
            550,
            `5.1.1 <${rcpt}>: Recipient address rejected: User unknown in local recipient table`,
          );
      })();
    },
    onClose(session) {
      const entry = sessions.get(session.id);
      if (entry) {
        if (session.hostNameAppearsAs) entry.helo = session.hostNameAppearsAs;
        entry.closedAt = Date.now();
        sessions.delete(session.id);
      }
      tarpitted.delete(session.id);
    },
  });
  server.on('error', () => {
    /* a client that resets the connection must not take the sandbox down */
  });
  server.server.on('connection', (socket: Socket) => {
    allSockets.add(socket);
    if (socket.remotePort !== undefined) sockets.set(socket.remotePort, socket);
    socket.on('close', () => {
      allSockets.delete(socket);
      if (socket.remotePort !== undefined && sockets.get(socket.remotePort) === socket)
        sockets.delete(socket.remotePort);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  listenPort = typeof address === 'object' && address ? address.port : port;

  let closing: Promise<void> | null = null;
  return {
    port: listenPort,
    log,
    counts,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        let done = false;
        server.close(() => {
          if (!done) {
            done = true;
            resolve();
          }
        });
        for (const socket of allSockets) socket.destroy();
        allSockets.clear();
      });
      return closing;
    },
  };
}
