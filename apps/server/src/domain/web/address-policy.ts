/**
 * Which IP addresses outbound requests to businesses' websites may reach: public unicast only.
 * Everything a server-side request forgery could aim at — loopback, private networks, link-local
 * (cloud metadata), CGNAT, multicast, reserved and documentation ranges, and IPv6 forms that embed
 * one of those IPv4 addresses — is refused. The check runs on the resolved address that the
 * socket then connects to (see safe-fetch.ts), never on a hostname.
 */
import { isIP, isIPv4, isIPv6 } from 'node:net';

export type AddressBlockReason =
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'metadata'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'unique_local'
  | 'site_local'
  | 'ipv4_compatible'
  | 'nat64_local'
  | 'teredo';

type V4Range = readonly [base: string, prefix: number, reason: AddressBlockReason];

/** Ordered: the first match names the reason (the metadata host before its link-local range). */
const V4_BLOCKED: readonly V4Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.169.254', 32, 'metadata'],
  ['169.254.0.0', 16, 'link_local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const V4_TABLE = V4_BLOCKED.map(([base, prefix, reason]) => {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return { network: (v4ToInt(base) & mask) >>> 0, mask, reason };
});

function blockedV4(value: number): AddressBlockReason | null {
  for (const range of V4_TABLE) {
    if ((value & range.mask) >>> 0 === range.network) return range.reason;
  }
  return null;
}

/** Eight 16-bit groups of a valid IPv6 address (zone already removed). */
export function v6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':');
    const v4 = v4ToInt(text.slice(cut + 1));
    tail.push(v4 >>> 16, v4 & 0xffff);
    text = text.slice(0, cut + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const double = text.indexOf('::');
  let groups: number[];
  const wanted = 8 - tail.length;
  if (double === -1) {
    groups = parse(text);
  } else {
    const head = parse(text.slice(0, double));
    const rest = parse(text.slice(double + 2));
    groups = [...head, ...new Array<number>(wanted - head.length - rest.length).fill(0), ...rest];
  }
  return [...groups, ...tail];
}

function blockedV6(address: string): AddressBlockReason | null {
  const g = v6Groups(address);
  const at = (i: number) => g[i] ?? 0;
  const zeroFrom = (start: number, end: number) => g.slice(start, end).every((x) => x === 0);
  const zeroUpTo = (end: number) => zeroFrom(0, end);
  const embeddedV4 = (hi: number, lo: number) => ((at(hi) << 16) >>> 0) + at(lo);

  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && at(7) === 1) return 'loopback';
  // ::ffff:a.b.c.d — the socket reaches the IPv4 address itself.
  if (zeroUpTo(5) && at(5) === 0xffff) return blockedV4(embeddedV4(6, 7));
  // ::a.b.c.d (deprecated IPv4-compatible) and the rest of ::/8.
  if (zeroUpTo(6)) return 'ipv4_compatible';
  if (at(0) === 0x64 && at(1) === 0xff9b) {
    // 64:ff9b::/96, the well-known NAT64 prefix: the translator reaches the embedded IPv4.
    if (at(2) === 0 && at(3) === 0 && at(4) === 0 && at(5) === 0) {
      return blockedV4(embeddedV4(6, 7));
    }
    // 64:ff9b:1::/48 is for a network's own translators (RFC 8215): never public.
    if (at(2) === 1) return 'nat64_local';
  }
  if (at(0) === 0x2002) return blockedV4(embeddedV4(1, 2));
  if (at(0) === 0x2001 && at(1) === 0) return 'teredo';
  if (at(0) === 0x2001 && at(1) === 0x0db8) return 'documentation';
  if (at(0) === 0x2001 && at(1) < 0x0200) return 'reserved'; // 2001::/23 protocol assignments
  if (at(0) === 0x3fff && at(1) < 0x1000) return 'documentation'; // 3fff::/20
  if (at(0) === 0xfd00 && at(1) === 0x0ec2 && zeroFrom(2, 7) && at(7) === 0x254) {
    return 'metadata'; // AWS instance metadata over IPv6
  }
  if ((at(0) & 0xfe00) === 0xfc00) return 'unique_local';
  if ((at(0) & 0xffc0) === 0xfe80) return 'link_local';
  if ((at(0) & 0xffc0) === 0xfec0) return 'site_local';
  if ((at(0) & 0xff00) === 0xff00) return 'multicast';
  // Only 2000::/3 is allocated as global unicast; anything else is reserved.
  if ((at(0) & 0xe000) !== 0x2000) return 'reserved';
  return null;
}

/** Why an address may not be reached, or null when it is public. Accepts IPv6 with a zone. */
export function blockedReason(ip: string): AddressBlockReason | null {
  const address = ip.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(address)) return blockedV4(v4ToInt(address));
  const zone = address.indexOf('%');
  if (zone !== -1) {
    // A zone only makes sense for link-local and other non-global scopes.
    return isIPv6(address.slice(0, zone))
      ? (blockedV6(address.slice(0, zone)) ?? 'link_local')
      : 'invalid';
  }
  if (isIPv6(address)) return blockedV6(address);
  return 'invalid';
}

export function isPublicAddress(ip: string): boolean {
  return blockedReason(ip) === null;
}

export interface HostLiteral {
  address: string;
  family: 4 | 6;
}

/** One part of an IPv4 host in the WHATWG/inet_aton forms: decimal, 0-octal or 0x-hex. */
function parseV4Part(part: string): number | null {
  if (/^0[xX][0-9a-fA-F]*$/.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return null;
}

/**
 * The IP address a URL host stands for, or null when it is a name. Understands bracketed and bare
 * IPv6 and every IPv4 spelling the WHATWG URL parser (and inet_aton) accept: 2130706433,
 * 0x7f000001, 0177.0.0.1, 127.1, 0x7f.1, a trailing dot. URL.hostname is already normalised to
 * dotted decimal; this also covers hosts that did not come through the URL parser.
 */
export function parseHostLiteral(host: string): HostLiteral | null {
  const text = host.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    const inner = text.slice(1, -1).replace(/%(25)?[^%]*$/, '');
    return isIPv6(inner) ? { address: inner.toLowerCase(), family: 6 } : null;
  }
  if (isIP(text) === 6) return { address: text.toLowerCase(), family: 6 };
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers = parts.map(parseV4Part);
  if (numbers.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = numbers as number[];
  const last = values.pop() ?? 0;
  if (values.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - values.length)) return null;
  let value = last;
  values.forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  const address = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
  return { address, family: 4 };
}

/**
 * May outbound traffic go to this address? Public addresses always; loopback only when the
 * guard is lifted (CRAWLER_ALLOW_PRIVATE_NETWORKS: the sandbox and tests, whose stand-ins listen
 * on loopback). Private, link-local, metadata and every other range stay refused regardless, so
 * even a lifted guard never lets a packet leave for an internal network.
 */
export function isReachable(ip: string, allowLoopback: boolean): boolean {
  const reason = blockedReason(ip);
  return reason === null || (allowLoopback && reason === 'loopback');
}
