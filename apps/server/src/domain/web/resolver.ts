/**
 * DNS for outbound requests: the system resolver by default, or the servers in DNS_SERVERS
 * (config.dnsServers) queried directly. Callers get every address of a name so each can be checked
 * before a socket connects to one of them. Answers are kept for their TTL (at most a minute):
 * a site's six pages and its mail server's MX need one lookup each, not one per request.
 */
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface MxRecord {
  exchange: string;
  priority: number;
}

export interface Resolver {
  /** Every IPv4 and IPv6 address of a name (IPv4 first); an IP literal resolves to itself. */
  lookup(hostname: string): Promise<ResolvedAddress[]>;
  /**
   * Mail exchangers by ascending priority; [] when the domain exists but has none; a null MX
   * (RFC 7505, "takes no mail") as an exchange of "".
   */
  resolveMx(domain: string): Promise<MxRecord[]>;
}

/** not_found: NXDOMAIN; no_data: the name exists without records of the asked type. */
export type DnsErrorKind = 'not_found' | 'no_data' | 'timeout' | 'failed';

export class DnsError extends Error {
  override readonly name = 'DnsError';
  constructor(
    readonly kind: DnsErrorKind,
    readonly hostname: string,
  ) {
    super(`DNS ${kind.replace('_', ' ')} for ${hostname}`);
  }
}

export interface ResolverOptions {
  /** Overall time for one lookup or MX query. */
  timeoutMs?: number;
  /** Attempts per server when querying DNS_SERVERS directly. */
  tries?: number;
}

/** Longest an answer is kept, whatever its TTL; the system resolver's (no TTL) are kept this long. */
const MAX_CACHE_MS = 60_000;
const MAX_CACHE_ENTRIES = 10_000;

/**
 * Answers by name for their TTL; a lookup in flight is shared by everyone asking meanwhile.
 * Failures are not kept: the next ask tries again.
 */
class AnswerCache<T> {
  readonly #entries = new Map<string, { answer: Promise<T>; until: number }>();

  get(name: string, ask: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(name);
    if (hit && hit.until > now) return hit.answer;
    const answer = ask().then(({ value, ttlMs }) => {
      const entry = this.#entries.get(name);
      if (entry?.answer === answer) entry.until = Date.now() + Math.min(ttlMs, MAX_CACHE_MS);
      return value;
    });
    answer.catch(() => {
      if (this.#entries.get(name)?.answer === answer) this.#entries.delete(name);
    });
    // In flight: kept until it settles (then for its TTL).
    this.#entries.set(name, { answer, until: Number.POSITIVE_INFINITY });
    if (this.#entries.size > MAX_CACHE_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return answer;
  }
}

const ttlOf = (records: Array<{ ttl: number }>) =>
  records.length > 0 ? Math.min(...records.map((r) => r.ttl)) * 1000 : 0;

/**
 * A DNS_SERVERS entry ("1.1.1.1", "1.1.1.1:5353", "::1", "[::1]:53") in the form
 * Resolver.setServers takes. Servers are IP addresses: a name would need DNS to find DNS.
 */
export function parseDnsServer(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  let host = text;
  let port: string | undefined;
  if (bracketed) {
    host = bracketed[1] ?? '';
    port = bracketed[2];
  } else if (isIP(text) !== 6) {
    const colon = text.lastIndexOf(':');
    if (colon !== -1) {
      host = text.slice(0, colon);
      port = text.slice(colon + 1);
    }
  }
  const family = isIP(host);
  if (family === 0) throw new Error(`DNS server "${entry}" is not an IP address`);
  if (port !== undefined && (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535)) {
    throw new Error(`DNS server "${entry}" has an invalid port`);
  }
  if (port === undefined) return host;
  return family === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

function kindOf(code: string | undefined): DnsErrorKind {
  switch (code) {
    case dns.NOTFOUND: // NXDOMAIN (getaddrinfo reports every missing name this way)
      return 'not_found';
    case dns.NODATA:
      return 'no_data';
    case dns.TIMEOUT:
      return 'timeout';
    default:
      return 'failed';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, hostname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DnsError('timeout', hostname)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase();
}

function ipv4First(addresses: ResolvedAddress[]): ResolvedAddress[] {
  return [...addresses.filter((a) => a.family === 4), ...addresses.filter((a) => a.family === 6)];
}

async function mxOf(resolver: dns.Resolver, domain: string): Promise<MxRecord[]> {
  try {
    const records = await resolver.resolveMx(domain);
    return (
      records
        // A "null MX" (RFC 7505) comes through as exchange "": the domain takes no mail, and
        // the verifier must see that rather than fall back to the domain's address.
        .map((r) => ({
          exchange: r.exchange === '.' ? '' : r.exchange.toLowerCase(),
          priority: r.priority,
        }))
        .sort((a, b) => a.priority - b.priority)
    );
  } catch (error) {
    const kind = kindOf(errorCode(error));
    if (kind === 'no_data') return [];
    throw new DnsError(kind, domain);
  }
}

export function createResolver(dnsServers: string[], options: ResolverOptions = {}): Resolver {
  const timeoutMs = options.timeoutMs ?? 5000;
  const tries = options.tries ?? 2;
  const direct = new dns.Resolver({ timeout: Math.max(100, Math.floor(timeoutMs / tries)), tries });
  if (dnsServers.length > 0) direct.setServers(dnsServers.map(parseDnsServer));

  const literal = (hostname: string): ResolvedAddress[] | null => {
    const address = hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(address);
    return family === 0 ? null : [{ address, family: family === 6 ? 6 : 4 }];
  };

  type Answer = { value: ResolvedAddress[]; ttlMs: number };
  const systemLookup = async (hostname: string): Promise<Answer> => {
    try {
      const results = await dns.lookup(hostname, { all: true, verbatim: true });
      const value = ipv4First(
        results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }) as const),
      );
      return { value, ttlMs: MAX_CACHE_MS };
    } catch (error) {
      throw new DnsError(kindOf(errorCode(error)), hostname);
    }
  };

  const serverLookup = async (hostname: string): Promise<Answer> => {
    // RFC 6761: localhost is loopback without asking anyone.
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
      const value: ResolvedAddress[] = [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ];
      return { value, ttlMs: MAX_CACHE_MS };
    }
    const [v4, v6] = await Promise.allSettled([
      direct.resolve4(hostname, { ttl: true }),
      direct.resolve6(hostname, { ttl: true }),
    ]);
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value.map((r) => ({ ...r, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((r) => ({ ...r, family: 6 as const })) : []),
    ];
    if (found.length > 0) {
      const value = found.map(({ address, family }) => ({ address, family }));
      return { value, ttlMs: ttlOf(found) };
    }
    const kinds = [v4, v6].map((r) =>
      r.status === 'rejected' ? kindOf(errorCode(r.reason)) : 'no_data',
    );
    const kind: DnsErrorKind = kinds.includes('not_found')
      ? 'not_found'
      : kinds.includes('timeout')
        ? 'timeout'
        : kinds.every((k) => k === 'no_data')
          ? 'no_data'
          : 'failed';
    throw new DnsError(kind, hostname);
  };

  const lookupName = dnsServers.length > 0 ? serverLookup : systemLookup;
  const addresses = new AnswerCache<ResolvedAddress[]>();
  const exchangers = new AnswerCache<MxRecord[]>();

  return {
    async lookup(hostname) {
      const name = normaliseName(hostname);
      if (name === '') throw new DnsError('not_found', hostname);
      const ip = literal(name);
      if (ip) return ip;
      // A copy: callers may reorder what they get; the cache's answer stays as it came.
      const answer = await addresses.get(name, () =>
        withTimeout(lookupName(name), timeoutMs, name),
      );
      return [...answer];
    },
    async resolveMx(domain) {
      const name = normaliseName(domain);
      if (name === '') throw new DnsError('not_found', domain);
      // MX answers carry no TTL in Node's API: kept for the cache's longest.
      const answer = await exchangers.get(name, async () => ({
        value: await withTimeout(mxOf(direct, name), timeoutMs, name),
        ttlMs: MAX_CACHE_MS,
      }));
      return [...answer];
    },
  };
}
