/**
 * Destination checks shared by the first request and every redirect hop: the URL rules (scheme,
 * port, literal IP) that need no DNS, and the address rules applied to what a name resolves to.
 */
import { isIP } from 'node:net';
import { blockedReason, isReachable, parseHostLiteral } from './address-policy.js';
import { BlockedDestinationError, FetchFailedError } from './errors.js';
import { DnsError, type ResolvedAddress, type Resolver } from './resolver.js';

export interface DestinationPolicy {
  /** Lifts the port rule and allows loopback addresses; other private ranges stay refused. */
  allowPrivateNetworks: boolean;
}

const ALLOWED_PORTS = new Set(['', '80', '443']);

/** The bare host of a URL.hostname: IPv6 without its brackets. */
export function bareHostname(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Parses and checks a URL without touching the network: http(s) only, no credentials, no
 * blocked literal IP host, and unless the guard is lifted, only ports 80/443.
 */
export function validateUrl(input: string | URL, policy: DestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new FetchFailedError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedDestinationError('scheme');
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new FetchFailedError('invalid_url');
  }
  if (!policy.allowPrivateNetworks && !ALLOWED_PORTS.has(url.port)) {
    throw new BlockedDestinationError('port');
  }
  const literal = parseHostLiteral(url.hostname);
  if (literal && !isReachable(literal.address, policy.allowPrivateNetworks)) {
    throw new BlockedDestinationError(blockedReason(literal.address) ?? 'invalid');
  }
  return url;
}

/**
 * Every address a host may be reached at, all of them checked (one blocked address refuses the
 * whole name: a DNS answer mixing public and private addresses is a rebinding attempt). IPv4
 * first. A literal IP host is checked without DNS.
 */
export async function resolveDestination(
  hostname: string,
  resolver: Resolver,
  policy: DestinationPolicy,
): Promise<ResolvedAddress[]> {
  const host = bareHostname(hostname);
  const literal = parseHostLiteral(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [literal];
  } else {
    try {
      addresses = await resolver.lookup(host);
    } catch (error) {
      if (error instanceof DnsError) throw new FetchFailedError('dns', error.kind);
      throw new FetchFailedError('dns');
    }
  }
  if (addresses.length === 0) throw new FetchFailedError('dns', 'no_data');
  for (const { address } of addresses) {
    if (isIP(address) === 0) throw new BlockedDestinationError('invalid');
    if (!isReachable(address, policy.allowPrivateNetworks)) {
      throw new BlockedDestinationError(blockedReason(address) ?? 'invalid');
    }
  }
  return [...addresses.filter((a) => a.family === 4), ...addresses.filter((a) => a.family === 6)];
}

/** Both checks for one hop: what a redirect target must pass before it is requested. */
export async function checkDestination(
  input: string | URL,
  resolver: Resolver,
  policy: DestinationPolicy,
): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  const url = validateUrl(input, policy);
  const addresses = await resolveDestination(url.hostname, resolver, policy);
  return { url, addresses };
}
