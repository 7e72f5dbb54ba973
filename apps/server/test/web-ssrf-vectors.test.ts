/**
 * SSRF vectors against the guarded fetcher in its default configuration (private networks not
 * allowed). No packet leaves the machine: sockets are intercepted before they connect, and
 * the only real servers in this file listen on loopback.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BlockedDestinationError,
  checkDestination,
  createSafeFetcher,
  type SafeFetcher,
} from '../src/domain/web/safe-fetch.js';
import { isPublicAddress } from '../src/domain/web/address-policy.js';
import type { ResolvedAddress, Resolver } from '../src/domain/web/resolver.js';

const fetchers: SafeFetcher[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

/** Our Resolver interface answering from a table; each name may answer differently per call. */
function tableResolver(table: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolver: Resolver = {
    async lookup(hostname) {
      calls.push(hostname);
      const answers = table[hostname];
      if (!answers) throw new Error(`unexpected lookup of ${hostname}`);
      const answer =
        answers[
          Math.min(calls.filter((name) => name === hostname).length - 1, answers.length - 1)
        ]!;
      return answer.map(
        (address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }),
      );
    },
    async resolveMx() {
      return [];
    },
  };
  return { resolver, calls };
}

/** Records every socket connect and fails it at once: nothing is ever sent. */
function interceptSockets() {
  const targets: string[] = [];
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    // net.connect hands over its normalised arguments as one array.
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    targets.push(String((first as { host?: string }).host));
    process.nextTick(() => this.destroy(new Error('intercepted by the test')));
    return this;
  } as typeof net.Socket.prototype.connect);
  return targets;
}

function strictFetcher(resolver: Resolver) {
  const fetcher = createSafeFetcher({
    allowPrivateNetworks: false,
    userAgent: 'LeadAtlasTest/1.0',
    timeoutMs: 2000,
    resolver,
  });
  fetchers.push(fetcher);
  return fetcher;
}

const NAMES = {
  'loopback.test': [['127.0.0.1']],
  'localhost6.test': [['::1']],
  'private10.test': [['10.0.0.5']],
  'private172.test': [['172.16.5.4']],
  'private192.test': [['192.168.1.1']],
  'cgnat.test': [['100.64.0.1']],
  'linklocal.test': [['169.254.10.10']],
  'metadata.test': [['169.254.169.254']],
  'metadata6.test': [['fd00:ec2::254']],
  'unspecified.test': [['0.0.0.0']],
  'multicast.test': [['239.1.2.3']],
  'mapped.test': [['::ffff:10.0.0.1']],
  'nat64.test': [['64:ff9b::a00:1']],
  'sixtofour.test': [['2002:c0a8:101::1']],
  'uniquelocal.test': [['fc00::1']],
  'ipv6linklocal.test': [['fe80::1']],
  'mixed.test': [['93.184.216.34', '10.0.0.1']],
};

describe('vectors refused in the default configuration, before any socket', () => {
  it.each([
    // Literal addresses in every spelling.
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://0.0.0.0/',
    'http://0/',
    'http://10.1.2.3/',
    'http://172.31.255.255/',
    'http://192.168.0.1/',
    'http://100.100.100.100/',
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    // Names whose DNS answer is private, or partly private.
    ...Object.keys(NAMES).map((name) => `http://${name}/`),
    // Schemes and ports other than http(s) on 80/443.
    'ftp://files.example.test/',
    'file:///etc/passwd',
    'gopher://example.test:70/',
    'http://example.test:8080/',
    'https://example.test:8443/',
  ])('%s', async (url) => {
    const { resolver } = tableResolver(NAMES);
    const targets = interceptSockets();
    const fetcher = strictFetcher(resolver);
    await expect(fetcher.fetch(url)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(targets).toEqual([]);
  });
});

it('refuses credentials in the URL, before any socket', async () => {
  const { resolver } = tableResolver(NAMES);
  const targets = interceptSockets();
  await expect(strictFetcher(resolver).fetch('http://user:pass@example.test/')).rejects.toThrow();
  expect(targets).toEqual([]);
});

describe('DNS rebinding and redirects', () => {
  it('connects only to the address it checked, even when DNS changes its answer', async () => {
    // First answer public, every later one loopback: the classic rebinding attack.
    const { resolver, calls } = tableResolver({
      'rebind.test': [['93.184.216.34'], ['127.0.0.1']],
    });
    const targets = interceptSockets();
    const fetcher = strictFetcher(resolver);
    await expect(fetcher.fetch('http://rebind.test/')).rejects.toThrow();
    // Whatever was looked up, no socket ever aimed at a non-public address.
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(targets).toEqual(['93.184.216.34']);
    for (const target of targets) expect(isPublicAddress(target)).toBe(true);
  });

  it('re-checks every redirect hop: a public page redirecting to a private one is refused', async () => {
    const { resolver } = tableResolver({
      'public.test': [['93.184.216.34']],
      'internal.test': [['10.0.0.7']],
    });
    const policy = { allowPrivateNetworks: false };
    await expect(
      checkDestination('http://public.test/start', resolver, policy),
    ).resolves.toMatchObject({
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
    for (const hop of [
      'http://internal.test/admin',
      'http://127.0.0.1/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/',
    ]) {
      await expect(checkDestination(hop, resolver, policy)).rejects.toBeInstanceOf(
        BlockedDestinationError,
      );
    }
  });
});

describe('with the guard lifted for the sandbox (CRAWLER_ALLOW_PRIVATE_NETWORKS)', () => {
  it.each([
    'http://10.0.0.1:8080/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[::ffff:10.0.0.1]/',
    'http://private10.test/',
    'http://metadata.test/',
    'http://mixed.test/',
  ])('%s stays refused: only loopback opens', async (url) => {
    const { resolver } = tableResolver(NAMES);
    const targets = interceptSockets();
    const fetcher = createSafeFetcher({
      allowPrivateNetworks: true,
      userAgent: 'LeadAtlasTest/1.0',
      timeoutMs: 2000,
      resolver,
    });
    fetchers.push(fetcher);
    await expect(fetcher.fetch(url)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(targets).toEqual([]);
  });
});
