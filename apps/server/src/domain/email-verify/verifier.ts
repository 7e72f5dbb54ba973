/**
 * Email verification (issue "Enrichment"): syntax, disposable and role flags, mail hosts (MX or
 * the implicit A/AAAA), then an SMTP probe that never sends DATA — or, when EMAIL_VERIFIER_URL is
 * set, a hosted service (hosted.ts). Results are cached in PostgreSQL (cache.ts).
 *
 * Statuses: valid (the server accepts the address and refuses a random one), invalid (syntax,
 * no mail server, mailbox refused), accept_all (it accepts a random address too: catch-all),
 * unknown (greylisted, timeout, connection_failed, smtp_error, dns_error, smtputf8_unsupported,
 * blocked_address, service_error…). A server refusing us (5xx on the greeting, EHLO or MAIL FROM,
 * or a policy refusal on RCPT) never makes an address invalid.
 *
 * Logging: addresses only at debug level; info and above carry at most the domain.
 */
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import { createResolver, type Resolver } from '../web/resolver.js';
import type { EmailStatus } from '@leadatlas/shared';
import { VerificationCache, type CachedDomain } from './cache.js';
import { isDisposableDomain, isRoleLocalPart } from './flags.js';
import { askHostedVerifier, hostedReason } from './hosted.js';
import { findMailHosts } from './mail-hosts.js';
import {
  ProbeLimits,
  probeAddress,
  probeGuesses,
  probeLocalPart,
  type FailureReason,
  type ProbeSettings,
  type RcptVerdict,
} from './probe.js';
import { asciiDomain, parseEmailAddress, type ParsedAddress } from './syntax.js';
import type { EmailVerification, EmailVerifier, GuessAnswers, MailDomainCheck } from './types.js';

/** SMTP sessions open at once across the process. */
export const DEFAULT_MAX_SESSIONS = 128;
/** Sessions per address: the first one and two greylisting retries. */
export const MAX_ATTEMPTS = 3;
/** MX hosts tried when the first cannot be reached. */
export const MAX_HOSTS = 2;

export interface EmailVerifierDeps {
  config: Config;
  pool: Pool;
  log: Logger;
  /** DNS for MX and A/AAAA lookups; default createResolver(config.dnsServers). */
  resolver?: Resolver;
  /** SMTP sessions at once in all (default DEFAULT_MAX_SESSIONS). */
  maxSessions?: number;
}

/** The EHLO name and the MAIL FROM address of the probe. */
export function probeIdentity(config: Config): { helo: string; mailFrom: string } {
  const name = (config.SMTP_PROBE_HELO ?? new URL(config.appUrl).hostname)
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  const literal = isIP(name) !== 0;
  const helo = literal ? `[${isIP(name) === 6 ? `IPv6:${name}` : name}]` : name;
  const mailFrom =
    config.SMTP_PROBE_FROM ??
    (literal || !name.includes('.') ? config.APP_CONTACT_EMAIL : `postmaster@${name}`);
  return { helo, mailFrom };
}

/** What the answer about an address no one has says of its domain. */
function domainCheckOf(status: EmailStatus, reason: string | null): MailDomainCheck {
  if (status === 'valid' || status === 'accept_all') return { state: 'accept_all', reason: null };
  if (status === 'unknown') return { state: 'unknown', reason };
  if (reason === 'mailbox_not_found') return { state: 'checks_recipients', reason: null };
  return { state: reason === 'no_mail_server' ? 'no_mail' : 'unknown', reason };
}

/** What one RCPT TO answer says of an address on a domain that refuses unknown recipients. */
function rcptAnswer(verdict: RcptVerdict): Pick<EmailVerification, 'status' | 'reason'> {
  switch (verdict) {
    case 'accepted':
      return { status: 'valid', reason: null };
    case 'rejected':
      return { status: 'invalid', reason: 'mailbox_not_found' };
    case 'blocked':
      return { status: 'unknown', reason: 'smtp_error' };
    case 'temporary':
      return { status: 'unknown', reason: 'greylisted' };
  }
}

/** The domain's check from the random address's answer in a guess session, read as verify() would. */
function randomAnswerCheck(
  verdict: RcptVerdict | undefined,
  failure: FailureReason | null,
  temporary: boolean,
): MailDomainCheck {
  if (!verdict) {
    return { state: 'unknown', reason: failure ?? (temporary ? 'greylisted' : 'smtp_error') };
  }
  const { status, reason } = rcptAnswer(verdict);
  return domainCheckOf(status, reason);
}

function base(address: ParsedAddress): EmailVerification {
  return {
    email: address.email,
    status: 'unknown',
    reason: null,
    disposable: isDisposableDomain(address.domain),
    role: isRoleLocalPart(address.local),
    catchAll: null,
    mxHost: null,
  };
}

export function createEmailVerifier(deps: EmailVerifierDeps): EmailVerifier {
  const { config, log } = deps;
  const resolver = deps.resolver ?? createResolver(config.dnsServers);
  const cache = new VerificationCache(deps.pool, log);
  const identity = probeIdentity(config);
  const settings: ProbeSettings = {
    port: config.SMTP_PROBE_PORT,
    helo: identity.helo,
    mailFrom: identity.mailFrom,
    stepTimeoutMs: config.SMTP_PROBE_TIMEOUT_MS,
    greylistRetryMs: config.SMTP_GREYLIST_RETRY_MS,
    maxAttempts: MAX_ATTEMPTS,
    maxHosts: MAX_HOSTS,
    allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    resolver,
    limits: new ProbeLimits(config.SMTP_PROBE_PER_DOMAIN, deps.maxSessions ?? DEFAULT_MAX_SESSIONS),
  };

  const done = async (result: EmailVerification, store = true): Promise<EmailVerification> => {
    if (store) await cache.putAddress(result);
    log.debug(
      { email: result.email, status: result.status, reason: result.reason, mxHost: result.mxHost },
      'email verified',
    );
    return result;
  };

  async function viaService(
    address: ParsedAddress,
    url: string,
    signal?: AbortSignal,
  ): Promise<EmailVerification> {
    const result = base(address);
    const answer = await askHostedVerifier({
      url,
      apiKey: config.EMAIL_VERIFIER_API_KEY,
      email: address.email,
      timeoutMs: config.SMTP_PROBE_TIMEOUT_MS * 3,
      userAgent: config.userAgent,
      signal,
    });
    if (!answer) {
      log.warn({ domain: address.domain }, 'hosted email verifier failed');
      return done({ ...result, reason: 'service_error' }, false);
    }
    return done({
      ...result,
      status: answer.status,
      reason: hostedReason(answer),
      disposable: result.disposable || answer.disposable === true,
      role: result.role || answer.role === true,
      catchAll: answer.catchAll ?? (answer.status === 'accept_all' ? true : null),
      mxHost: answer.mxHost ?? null,
    });
  }

  /** The domain's mail hosts, from the cache or from DNS (then cached); null on a DNS error. */
  async function mailHostsOf(
    domain: string,
    cached: CachedDomain,
    signal: AbortSignal | undefined,
  ): Promise<NonNullable<CachedDomain['hosts']> | null> {
    if (cached.hosts) return cached.hosts;
    const found = await findMailHosts(resolver, domain);
    signal?.throwIfAborted();
    if (found.kind === 'dns_error') return null;
    await cache.putDomainHosts(domain, found);
    return found;
  }

  async function checkDomainViaSmtp(
    address: ParsedAddress,
    signal: AbortSignal | undefined,
  ): Promise<MailDomainCheck> {
    const cached = await cache.getDomain(address.domain);
    const hosts = await mailHostsOf(address.domain, cached, signal);
    if (!hosts) return { state: 'unknown', reason: 'dns_error' };
    if (hosts.kind === 'none') return { state: 'no_mail', reason: 'no_mail_server' };
    if (cached.catchAll !== null) {
      return { state: cached.catchAll ? 'accept_all' : 'checks_recipients', reason: null };
    }
    // The random address is the target, so one RCPT TO answers; a greylisting server is not
    // waited for (the lead would wait with it).
    const outcome = await probeAddress(
      { ...settings, maxAttempts: 1 },
      { address, hosts: hosts.hosts, knownNotCatchAll: true, signal },
    );
    const check = domainCheckOf(outcome.status, outcome.reason);
    if (check.state === 'checks_recipients' || check.state === 'accept_all') {
      await cache.putDomainCatchAll(address.domain, check.state === 'accept_all');
    }
    return check;
  }

  async function viaSmtp(
    address: ParsedAddress,
    signal: AbortSignal | undefined,
    retryGreylisting: boolean,
  ): Promise<EmailVerification> {
    const result = base(address);
    const domain = await cache.getDomain(address.domain);
    const hosts = await mailHostsOf(address.domain, domain, signal);
    if (!hosts) return done({ ...result, reason: 'dns_error' });
    if (hosts.kind === 'none') {
      return done({ ...result, status: 'invalid', reason: 'no_mail_server' });
    }
    if (domain.catchAll === true) {
      // The domain accepted a random address within the day: any address is accepted.
      return done({
        ...result,
        status: 'accept_all',
        reason: 'catch_all',
        catchAll: true,
        mxHost: hosts.hosts[0] ?? null,
      });
    }
    const outcome = await probeAddress(
      retryGreylisting ? settings : { ...settings, maxAttempts: 1 },
      {
        address,
        hosts: hosts.hosts,
        knownNotCatchAll: domain.catchAll === false,
        signal,
      },
    );
    if (outcome.catchAll !== null && outcome.catchAll !== domain.catchAll) {
      await cache.putDomainCatchAll(address.domain, outcome.catchAll);
    }
    // A greylisting answer not yet asked again is not a verdict: it is not cached.
    const settled = retryGreylisting || outcome.reason !== 'greylisted';
    return done(
      {
        ...result,
        status: outcome.status,
        reason: outcome.reason,
        catchAll: outcome.catchAll ?? domain.catchAll,
        mxHost: outcome.mxHost,
      },
      settled,
    );
  }

  /** Today's answer about an address, when one is cached; flags from today's lists. */
  async function cachedAnswer(address: ParsedAddress): Promise<EmailVerification | null> {
    const cached = await cache.getAddress(address.email);
    if (!cached) return null;
    const fresh = base(address);
    return {
      ...cached,
      disposable: fresh.disposable || cached.disposable,
      role: fresh.role || cached.role,
    };
  }

  async function guessesViaSmtp(
    domain: string,
    guesses: ParsedAddress[],
    signal: AbortSignal | undefined,
  ): Promise<GuessAnswers> {
    const cached = await cache.getDomain(domain);
    const hosts = await mailHostsOf(domain, cached, signal);
    if (!hosts)
      return { domain: { state: 'unknown', reason: 'dns_error' }, answers: [], probes: 0 };
    if (hosts.kind === 'none') {
      return { domain: { state: 'no_mail', reason: 'no_mail_server' }, answers: [], probes: 0 };
    }
    if (cached.catchAll === true)
      return { domain: { state: 'accept_all', reason: null }, answers: [], probes: 0 };
    // Guesses answered earlier (a resumed or repeated search) are not asked again, as verify()
    // would not ask: the answers in the cache, in order, up to the first that settles it.
    const answers: EmailVerification[] = [];
    for (const guess of guesses) {
      const known = await cachedAnswer(guess);
      if (!known) break;
      answers.push(known);
      if (known.reason !== 'mailbox_not_found') break;
    }
    const settled = answers.length > 0 && answers.at(-1)!.reason !== 'mailbox_not_found';
    const rest = settled ? [] : guesses.slice(answers.length);
    // The random address costs one RCPT TO in the same session: asked whenever the cache does
    // not know the domain, as verify() does for a single address.
    const checkDomain = cached.catchAll === null;
    if (!checkDomain && rest.length === 0) {
      return { domain: { state: 'checks_recipients', reason: null }, answers, probes: 0 };
    }
    const outcome = await probeGuesses(settings, {
      domain,
      guesses: rest,
      checkDomain,
      hosts: hosts.hosts,
      signal,
    });
    const check: MailDomainCheck = checkDomain
      ? randomAnswerCheck(outcome.random, outcome.failure, outcome.temporary)
      : { state: 'checks_recipients', reason: null };
    if (checkDomain && (check.state === 'checks_recipients' || check.state === 'accept_all')) {
      await cache.putDomainCatchAll(domain, check.state === 'accept_all');
    }
    const probes = outcome.named;
    if (check.state !== 'checks_recipients') return { domain: check, answers: [], probes };
    // Every answer is about a domain known to refuse unknown recipients: catchAll false, also
    // when the server stopped answering (that says nothing against the domain's check).
    const answer = (
      guess: ParsedAddress,
      verdict: Pick<EmailVerification, 'status' | 'reason'>,
    ) => ({
      ...base(guess),
      ...verdict,
      catchAll: false,
      mxHost: outcome.mxHost,
    });
    for (const [i, verdict] of outcome.guesses.entries()) {
      const verdictOf = rcptAnswer(verdict);
      // A greylisting answer not yet asked again is not a verdict: it is not cached.
      answers.push(await done(answer(rest[i]!, verdictOf), verdictOf.reason !== 'greylisted'));
    }
    // The session ended before the next guess was answered: that is its answer.
    const unanswered = rest[outcome.guesses.length];
    const lastRefused = answers.length === 0 || answers.at(-1)!.reason === 'mailbox_not_found';
    if (unanswered && lastRefused && (outcome.failure || outcome.temporary)) {
      const reason = outcome.failure ?? 'greylisted';
      answers.push(await done(answer(unanswered, { status: 'unknown', reason }), false));
    }
    return { domain: check, answers, probes };
  }

  const verifier: EmailVerifier = {
    async checkDomain(domain, signal) {
      signal?.throwIfAborted();
      const ascii = asciiDomain(domain);
      const parsed = ascii ? parseEmailAddress(`${probeLocalPart(ascii)}@${ascii}`) : null;
      if (!parsed?.ok) return { state: 'no_mail', reason: 'syntax' };
      if (!config.EMAIL_VERIFIER_URL) return checkDomainViaSmtp(parsed.address, signal);
      const answer = await viaService(parsed.address, config.EMAIL_VERIFIER_URL, signal);
      return domainCheckOf(answer.status, answer.reason);
    },
    async verify(email, signal, options = {}) {
      signal?.throwIfAborted();
      const parsed = parseEmailAddress(email);
      if (!parsed.ok) {
        // Flags still say what the text looks like (info@@x is a malformed role address).
        const at = parsed.normalised.lastIndexOf('@');
        return {
          email: parsed.normalised,
          status: 'invalid',
          reason: 'syntax',
          disposable: at > 0 && isDisposableDomain(parsed.normalised.slice(at + 1)),
          role: at > 0 && isRoleLocalPart(parsed.normalised.slice(0, at)),
          catchAll: null,
          mxHost: null,
        };
      }
      const { address } = parsed;
      const cached = await cachedAnswer(address);
      if (cached) return cached;
      signal?.throwIfAborted();
      return config.EMAIL_VERIFIER_URL
        ? viaService(address, config.EMAIL_VERIFIER_URL, signal)
        : viaSmtp(address, signal, options.retryGreylisting ?? true);
    },
    async verifyGuesses(domain, emails, options, signal) {
      signal?.throwIfAborted();
      const ascii = asciiDomain(domain);
      const guesses = emails
        .map((email) => parseEmailAddress(email))
        .flatMap((parsed) =>
          parsed.ok && parsed.address.domain === ascii ? [parsed.address] : [],
        );
      if (!ascii) return { domain: { state: 'no_mail', reason: 'syntax' }, answers: [], probes: 0 };
      if (!config.EMAIL_VERIFIER_URL) return guessesViaSmtp(ascii, guesses, signal);
      // A hosted service answers one address per call: the domain, then each guess in turn.
      const check = options.checkDomain
        ? await verifier.checkDomain(ascii, signal)
        : { state: 'checks_recipients' as const, reason: null };
      const checked = options.checkDomain ? 1 : 0;
      if (check.state !== 'checks_recipients') {
        return { domain: check, answers: [], probes: checked };
      }
      const answers: EmailVerification[] = [];
      let calls = 0;
      for (const guess of guesses) {
        // Each call is paid: none once another lead has found the domain cannot confirm one.
        if (options.stop?.()) break;
        let answer = await cachedAnswer(guess);
        if (!answer) {
          signal?.throwIfAborted();
          calls += 1;
          answer = await viaService(guess, config.EMAIL_VERIFIER_URL, signal);
        }
        answers.push(answer);
        if (answer.reason !== 'mailbox_not_found') break;
      }
      return { domain: check, answers, probes: checked + calls };
    },
  };
  return verifier;
}
