/**
 * DNS for outbound requests: the system resolver by default, or the servers in DNS_SERVERS
 * (config.dnsServers) queried directly. Callers get every address of a name so each can be checked
 * before a socket connects to one of them.
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

  const systemLookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    try {
      const results = await dns.lookup(hostname, { all: true, verbatim: true });
      return ipv4First(
        results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }) as const),
      );
    } catch (error) {
      throw new DnsError(kindOf(errorCode(error)), hostname);
    }
  };

  const serverLookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    // RFC 6761: localhost is loopback without asking anyone.
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
      return [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ];
    }
    const [v4, v6] = await Promise.allSettled([
      direct.resolve4(hostname),
      direct.resolve6(hostname),
    ]);
    const addresses: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled'
        ? v4.value.map((address) => ({ address, family: 4 }) as const)
        : []),
      ...(v6.status === 'fulfilled'
        ? v6.value.map((address) => ({ address, family: 6 }) as const)
        : []),
    ];
    if (addresses.length > 0) return addresses;
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

  return {
    async lookup(hostname) {
      const name = normaliseName(hostname);
      if (name === '') throw new DnsError('not_found', hostname);
      const ip = literal(name);
      if (ip) return ip;
      return withTimeout(lookupName(name), timeoutMs, name);
    },
    async resolveMx(domain) {
      const name = normaliseName(domain);
      if (name === '') throw new DnsError('not_found', domain);
      return withTimeout(mxOf(direct, name), timeoutMs, name);
    },
  };
}
