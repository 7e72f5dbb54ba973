/**
 * The SMTP probe: ask the domain's mail server whether it would take the address, and whether it
 * would take a random one too (a catch-all domain), without ever sending a message.
 *
 * One session: connect, 220, EHLO (HELO when EHLO is refused), MAIL FROM, RCPT TO the address,
 * RCPT TO a random address of the same domain, QUIT. Never DATA (smtp-client.ts refuses it).
 *
 * - A connection failure (refused, reset, closed or silent before the greeting, unresolvable or
 *   forbidden host) moves on to the next MX, two hosts at most.
 * - A 4xx anywhere (greylisting) ends the session; after SMTP_GREYLIST_RETRY_MS the probe asks
 *   again, only for what is still undecided, twice more at most. The random address is drawn
 *   once per verification so that a greylist keyed on the recipient lets it through on retry.
 * - A 5xx on the greeting, EHLO+HELO or MAIL FROM, or a policy 5xx on RCPT (5.7.x, "blocked",
 *   "spam"…), says the server dislikes us, not that the address is bad: unknown/smtp_error.
 */
import { createHash } from 'node:crypto';
import type { EmailStatus } from '@leadatlas/shared';
import { isReachable } from '../web/address-policy.js';
import type { Resolver } from '../web/resolver.js';
import { Semaphore } from '../web/semaphore.js';
import { SmtpConnection, SmtpFailure, type SmtpReply } from './smtp-client.js';
import type { ParsedAddress } from './syntax.js';

export interface ProbeSettings {
  port: number;
  /** EHLO argument: a host name, or an address literal in brackets. */
  helo: string;
  /** MAIL FROM address (without brackets). */
  mailFrom: string;
  stepTimeoutMs: number;
  greylistRetryMs: number;
  /** Sessions in all (the first plus greylisting retries). */
  maxAttempts: number;
  /** MX hosts tried per session. */
  maxHosts: number;
  /** Allows loopback mail hosts (sandbox and tests: CRAWLER_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean;
  resolver: Resolver;
  limits: ProbeLimits;
}

/** How the server answered one RCPT TO. */
export type RcptVerdict = 'accepted' | 'rejected' | 'temporary' | 'blocked';

export type FailureReason =
  | 'timeout'
  | 'connection_failed'
  | 'blocked_address'
  | 'smtp_error'
  | 'smtputf8_unsupported';

export interface ProbeOutcome {
  status: EmailStatus;
  reason: string | null;
  catchAll: boolean | null;
  mxHost: string | null;
  /** SMTP sessions opened (a greeting was read). */
  sessions: number;
}

/** Concurrent sessions: per mail domain and in all. */
export class ProbeLimits {
  readonly #global: Semaphore;
  readonly #perDomain = new Map<string, Semaphore>();

  constructor(
    readonly perDomain: number,
    readonly total: number,
  ) {
    this.#global = new Semaphore(total);
  }

  async acquire(domain: string, signal?: AbortSignal): Promise<() => void> {
    let domainLimit = this.#perDomain.get(domain);
    if (!domainLimit) {
      domainLimit = new Semaphore(this.perDomain);
      this.#perDomain.set(domain, domainLimit);
    }
    const limit = domainLimit;
    const releaseDomain = await limit.acquire(signal);
    let releaseGlobal: () => void;
    try {
      releaseGlobal = await this.#global.acquire(signal);
    } catch (error) {
      releaseDomain();
      if (limit.idle) this.#perDomain.delete(domain);
      throw error;
    }
    return () => {
      releaseGlobal();
      releaseDomain();
      if (limit.idle && this.#perDomain.get(domain) === limit) this.#perDomain.delete(domain);
    };
  }
}

/** A session's deadline in step timeouts (it has up to 8 steps, most of them quick). */
export const SESSION_STEPS = 4;

/**
 * The catch-all probe's local part for a domain: random-looking, no real mailbox has it, and
 * the same for a day, so a greylisting server that saw it once lets it through when we ask
 * again later (a new one each time would be greylisted each time).
 */
export function probeLocalPart(domain: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHash('sha256')
    .update(`leadatlas-catch-all:${domain.toLowerCase()}:${day}`)
    .digest('hex')
    .slice(0, 16);
}

const POLICY_TEXT =
  /\b(spam|block(ed|list)?|black ?list(ed)?|deny ?list(ed)?|listed|reputation|policy|rbl|dnsbl|spamhaus|barracuda|not (permitted|authori[sz]ed)|access denied|relay(ing)? (denied|not)|rate limit|too many)/i;

/** Reads a RCPT TO reply for the address under test. */
export function rcptVerdict(reply: SmtpReply): RcptVerdict {
  const { code, enhanced } = reply;
  if (code >= 200 && code < 300) return 'accepted';
  if (code >= 400 && code < 500) return 'temporary';
  const text = reply.lines.join(' ');
  if (enhanced) {
    // 5.1.x: bad destination mailbox/address; 5.2.1: mailbox disabled.
    if (enhanced.startsWith('5.1.') || enhanced === '5.2.1') return 'rejected';
    if (enhanced.startsWith('5.7.')) return 'blocked';
  }
  if ([550, 551, 553].includes(code) && !POLICY_TEXT.test(text)) return 'rejected';
  return 'blocked';
}

function failureReason(error: unknown): FailureReason {
  if (error instanceof SmtpFailure) {
    if (error.kind === 'timeout') return 'timeout';
    if (error.kind === 'connection') return 'connection_failed';
  }
  return 'smtp_error';
}

interface SessionResult {
  /** The server greeted us; false: move on to the next MX. */
  reached: boolean;
  mxHost: string;
  /** Answers to the recipients asked, in their order. */
  verdicts: RcptVerdict[];
  /** RCPT TO commands sent, answered or not. */
  named: number;
  /** A 4xx before RCPT (greeting, EHLO, MAIL FROM). */
  temporary?: boolean;
  failure?: FailureReason;
}

interface SessionRequest {
  /** Addresses asked about with RCPT TO, in this order, all of `address`'s domain. */
  recipients: string[];
  /** Asking stops early once the answers so far settle the question. */
  enough(verdicts: readonly RcptVerdict[]): boolean;
  /** The address that needs SMTPUTF8, if any. */
  address: ParsedAddress;
  deadline: number;
  signal?: AbortSignal;
}

async function connectAddress(
  settings: ProbeSettings,
  host: string,
): Promise<{ address: string } | { failure: FailureReason }> {
  let addresses;
  try {
    addresses = await settings.resolver.lookup(host);
  } catch {
    return { failure: 'connection_failed' };
  }
  const allowed = addresses.filter((a) => isReachable(a.address, settings.allowPrivateNetworks));
  const first = allowed[0];
  if (!first) return { failure: addresses.length > 0 ? 'blocked_address' : 'connection_failed' };
  return { address: first.address };
}

async function session(
  settings: ProbeSettings,
  host: string,
  request: SessionRequest,
): Promise<SessionResult> {
  const result: SessionResult = { reached: false, mxHost: host, verdicts: [], named: 0 };
  const target = await connectAddress(settings, host);
  if ('failure' in target) return { ...result, failure: target.failure };
  request.signal?.throwIfAborted();
  let conn: SmtpConnection;
  let banner: SmtpReply;
  try {
    ({ conn, banner } = await SmtpConnection.open({
      host: target.address,
      port: settings.port,
      stepTimeoutMs: settings.stepTimeoutMs,
      deadline: request.deadline,
      signal: request.signal,
    }));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { ...result, failure: failureReason(error) };
  }
  result.reached = true;
  try {
    if (banner.code >= 400 && banner.code < 500) return { ...result, temporary: true };
    if (banner.code !== 220) return { ...result, failure: 'smtp_error' };

    let extensions = new Set<string>();
    const ehlo = await conn.command(`EHLO ${settings.helo}`);
    if (ehlo.code === 250) {
      extensions = new Set(
        ehlo.lines.slice(1).map((line) => (line.trim().split(/\s+/)[0] ?? '').toUpperCase()),
      );
    } else if (ehlo.code >= 400 && ehlo.code < 500) {
      return { ...result, temporary: true };
    } else {
      const helo = await conn.command(`HELO ${settings.helo}`);
      if (helo.code >= 400 && helo.code < 500) return { ...result, temporary: true };
      if (helo.code !== 250) return { ...result, failure: 'smtp_error' };
    }

    const utf8 = request.address.needsSmtpUtf8;
    if (utf8 && !extensions.has('SMTPUTF8')) return { ...result, failure: 'smtputf8_unsupported' };
    const mail = await conn.command(`MAIL FROM:<${settings.mailFrom}>${utf8 ? ' SMTPUTF8' : ''}`);
    if (mail.code >= 400 && mail.code < 500) return { ...result, temporary: true };
    if (mail.code !== 250) return { ...result, failure: 'smtp_error' };

    for (const recipient of request.recipients) {
      if (request.enough(result.verdicts)) break;
      result.named += 1;
      result.verdicts.push(rcptVerdict(await conn.command(`RCPT TO:<${recipient}>`)));
    }
    return result;
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { ...result, failure: failureReason(error) };
  } finally {
    await conn.quit();
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One session on the first of `hosts` that greets us (null when there are none). */
async function askHosts(
  settings: ProbeSettings,
  hosts: readonly string[],
  sessionBudget: number,
  request: Omit<SessionRequest, 'deadline'>,
): Promise<SessionResult | null> {
  let last: SessionResult | null = null;
  for (const host of hosts) {
    last = await session(settings, host, { ...request, deadline: Date.now() + sessionBudget });
    if (last.reached) break;
  }
  return last;
}

export interface ProbeRequest {
  address: ParsedAddress;
  /** Mail hosts by preference (MX, or the domain itself). */
  hosts: string[];
  /** The domain is known not to be catch-all: skip the random address. */
  knownNotCatchAll?: boolean;
  signal?: AbortSignal;
}

/** Probes one address; throws only when the signal aborts. */
export async function probeAddress(
  settings: ProbeSettings,
  request: ProbeRequest,
): Promise<ProbeOutcome> {
  const { address, signal } = request;
  const hosts = request.hosts.slice(0, settings.maxHosts);
  const randomEmail = request.knownNotCatchAll
    ? null
    : `${probeLocalPart(address.domain)}@${address.domain}`;
  let target: RcptVerdict | undefined;
  let random: RcptVerdict | undefined = randomEmail ? undefined : 'rejected';
  let last: SessionResult | null = null;
  let mxHost: string | null = null;
  let sessions = 0;
  // Each session has an overall deadline besides the per-step timeout, so that a tarpit
  // answering every step just in time still ends. Time spent waiting for a free slot does not
  // count: a busy domain queues its probes rather than failing them.
  const sessionBudget = settings.stepTimeoutMs * SESSION_STEPS;

  for (let attempt = 0; attempt < settings.maxAttempts; attempt++) {
    if (attempt > 0) await sleep(settings.greylistRetryMs, signal);
    const askTarget: boolean = target === undefined || target === 'temporary';
    const askRandom: boolean = random === undefined || random === 'temporary';
    const recipients: string[] = [];
    if (askTarget) recipients.push(address.email);
    if (askRandom && randomEmail) recipients.push(randomEmail);
    const release = await settings.limits.acquire(address.domain, signal);
    try {
      last = await askHosts(settings, hosts, sessionBudget, {
        address,
        recipients,
        // A refused or blocked target settles it: the random address is not asked.
        enough: (verdicts) =>
          askTarget && (verdicts[0] === 'rejected' || verdicts[0] === 'blocked'),
        signal,
      });
    } finally {
      release();
    }
    if (!last) break;
    if (last.reached) {
      sessions += 1;
      mxHost = last.mxHost;
    }
    const gotTarget: RcptVerdict | undefined = askTarget ? last.verdicts[0] : undefined;
    const gotRandom: RcptVerdict | undefined =
      askRandom && randomEmail ? last.verdicts[askTarget ? 1 : 0] : undefined;
    if (gotTarget) target = gotTarget;
    // Any refusal of an address that cannot exist means the domain checks its recipients.
    if (gotRandom) random = gotRandom === 'blocked' ? 'rejected' : gotRandom;
    const undecided =
      target === undefined ||
      target === 'temporary' ||
      (target === 'accepted' && (random === undefined || random === 'temporary'));
    const greylisted =
      last.temporary === true || gotTarget === 'temporary' || gotRandom === 'temporary';
    if (!undecided || last.failure || !greylisted) break;
  }

  const outcome = (status: EmailStatus, reason: string | null, catchAll: boolean | null) => ({
    status,
    reason,
    catchAll,
    mxHost,
    sessions,
  });
  if (target === 'rejected') return outcome('invalid', 'mailbox_not_found', false);
  if (target === 'blocked') return outcome('unknown', 'smtp_error', null);
  if (target === 'accepted') {
    if (random === 'accepted') return outcome('accept_all', 'catch_all', true);
    if (random === 'rejected') return outcome('valid', null, false);
    if (random === 'temporary') return outcome('unknown', 'greylisted', null);
  }
  if (last?.failure) return outcome('unknown', last.failure, null);
  if (target === 'temporary' || last?.temporary) return outcome('unknown', 'greylisted', null);
  return outcome('unknown', 'smtp_error', null);
}

export interface GuessProbeRequest {
  domain: string;
  /** Guessed addresses of `domain`, most likely first. */
  guesses: ParsedAddress[];
  /** Ask the day's random address first: whether the domain checks recipients is not known. */
  checkDomain: boolean;
  /** Mail hosts by preference (MX, or the domain itself). */
  hosts: string[];
  signal?: AbortSignal;
}

export interface GuessProbeOutcome {
  /** The random address's answer, when it was asked and answered. */
  random: RcptVerdict | undefined;
  /** Answers to the guesses asked, in order; asking stops at the first that is not a refusal. */
  guesses: RcptVerdict[];
  /** Why the session ended before its questions were answered, if it did. */
  failure: FailureReason | null;
  /** A 4xx before RCPT (greeting, EHLO, MAIL FROM). */
  temporary: boolean;
  mxHost: string | null;
  /** Addresses named to the server (RCPT TO sent), the random one included. */
  named: number;
}

/**
 * Asks about a person's guessed addresses in one session (issue 18): after MAIL FROM, the
 * random address when the domain's check is not known, then each guess, stopping at the first
 * answer that is not "no such mailbox". A session per guess cost a connection, a greeting and
 * EHLO each time; the answers are the same. One attempt: greylisting is not waited for.
 */
export async function probeGuesses(
  settings: ProbeSettings,
  request: GuessProbeRequest,
): Promise<GuessProbeOutcome> {
  const { domain, guesses, checkDomain, signal } = request;
  const first = guesses.find((guess) => guess.needsSmtpUtf8) ?? guesses[0];
  const local = probeLocalPart(domain);
  const randomEmail = `${local}@${domain}`;
  const none: GuessProbeOutcome = {
    random: undefined,
    guesses: [],
    failure: null,
    temporary: false,
    mxHost: null,
    named: 0,
  };
  if (!first && !checkDomain) return none;
  const recipients = [...(checkDomain ? [randomEmail] : []), ...guesses.map((g) => g.email)];
  const offset = checkDomain ? 1 : 0;
  const release = await settings.limits.acquire(domain, signal);
  let last: SessionResult | null;
  try {
    last = await askHosts(
      settings,
      request.hosts.slice(0, settings.maxHosts),
      // The usual session's steps, and one more for each recipient past the usual two.
      settings.stepTimeoutMs * (SESSION_STEPS + Math.max(0, recipients.length - 2)),
      {
        // The random address is plain ASCII: only a guess can need SMTPUTF8.
        address: first ?? { email: randomEmail, local, domain, needsSmtpUtf8: false },
        recipients,
        enough: (verdicts) => {
          // A domain that takes a random address, or will not say, confirms no guess.
          if (checkDomain && verdicts.length > 0 && verdicts[0] !== 'rejected') return true;
          const answered = verdicts.length - offset;
          return answered > 0 && verdicts[verdicts.length - 1] !== 'rejected';
        },
        signal,
      },
    );
  } finally {
    release();
  }
  if (!last) return { ...none, failure: 'connection_failed' };
  return {
    random: checkDomain ? last.verdicts[0] : undefined,
    guesses: last.verdicts.slice(offset),
    failure: last.failure ?? null,
    temporary: last.temporary === true,
    mxHost: last.reached ? last.mxHost : null,
    named: last.named,
  };
}
