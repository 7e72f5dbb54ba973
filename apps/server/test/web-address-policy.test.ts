/**
 * Address classification for outbound requests. Pure functions: no packet leaves the process.
 */
import { describe, expect, it } from 'vitest';
import {
  blockedReason,
  isPublicAddress,
  parseHostLiteral,
} from '../src/domain/web/address-policy.js';
import { validateUrl } from '../src/domain/web/destination.js';
import { BlockedDestinationError, FetchFailedError } from '../src/domain/web/errors.js';

describe('blockedReason: IPv4', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.255.1.2', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.0.1', 'link_local'],
    ['169.254.169.254', 'metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['254.1.2.3', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('%s is blocked (%s)', (ip, reason) => {
    expect(blockedReason(ip)).toBe(reason);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '11.0.0.1',
  ])('%s is public', (ip) => {
    expect(blockedReason(ip)).toBeNull();
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('blockedReason: IPv6', () => {
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'unique_local'],
    ['fd12:3456::1', 'unique_local'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link_local'],
    ['febf::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['fec0::1', 'site_local'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    // IPv4-mapped: the embedded IPv4 decides.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    // IPv4-compatible (deprecated) and the rest of ::/8.
    ['::127.0.0.1', 'ipv4_compatible'],
    ['::8.8.8.8', 'ipv4_compatible'],
    ['::ffff:0:8.8.8.8', 'reserved'],
    // NAT64.
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['64:ff9b:1::8.8.8.8', 'nat64_local'],
    // 6to4: 2002:AABB:CCDD:: embeds AA.BB.CC.DD.
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:a9fe:a9fe::', 'metadata'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:db8::1', 'documentation'],
    ['2001:db8:ffff::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:10::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('%s is blocked (%s)', (ip, reason) => {
    expect(blockedReason(ip)).toBe(reason);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:81c::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
    '[2606:4700::1111]',
  ])('%s is public', (ip) => {
    expect(blockedReason(ip)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    for (const value of ['', 'localhost', 'example.com', '1.2.3', '999.1.1.1', ':::1', '1::2::3']) {
      expect(blockedReason(value)).toBe('invalid');
    }
  });
});

describe('parseHostLiteral', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f.0x0.0x0.0x1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['4294967295', '255.255.255.255'],
  ])('%s is the IPv4 literal %s', (host, address) => {
    expect(parseHostLiteral(host)).toEqual({ address, family: 4 });
  });

  it.each([
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1'],
    ['[::FFFF:7F00:1]', '::ffff:7f00:1'],
    ['[fe80::1%25eth0]', 'fe80::1'],
  ])('%s is the IPv6 literal %s', (host, address) => {
    expect(parseHostLiteral(host)).toEqual({ address, family: 6 });
  });

  it.each(['example.com', 'localhost', '1.2.3.4.5', '256.1.1.1', '4294967296', '08.1.1.1', '1.a'])(
    '%s is not a literal',
    (host) => {
      expect(parseHostLiteral(host)).toBeNull();
    },
  );

  it('classifies every spelling of a blocked address the URL parser yields', () => {
    const forms = [
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://[::1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://169.254.169.254/',
      'http://0xa9fea9fe/',
      'http://[fd00:ec2::254]/',
      'http://0/',
    ];
    for (const form of forms) {
      const literal = parseHostLiteral(new URL(form).hostname);
      expect(literal, form).not.toBeNull();
      expect(isPublicAddress(literal!.address), form).toBe(false);
    }
  });
});

describe('validateUrl (no network)', () => {
  const strict = { allowPrivateNetworks: false };
  const open = { allowPrivateNetworks: true };

  it('accepts public http(s) URLs on the default ports', () => {
    expect(validateUrl('https://example.com/a?b', strict).href).toBe('https://example.com/a?b');
    expect(validateUrl('http://example.com:80/', strict).href).toBe('http://example.com/');
    expect(validateUrl('http://8.8.8.8/', strict).hostname).toBe('8.8.8.8');
  });

  it('refuses other schemes, other ports, credentials and blocked literals', () => {
    const blocked = (url: string, reason: string) => {
      expect(() => validateUrl(url, strict)).toThrow(BlockedDestinationError);
      try {
        validateUrl(url, strict);
      } catch (error) {
        expect((error as BlockedDestinationError).reason).toBe(reason);
      }
    };
    blocked('ftp://example.com/', 'scheme');
    blocked('file:///etc/passwd', 'scheme');
    blocked('javascript:alert(1)', 'scheme');
    blocked('data:text/html,hi', 'scheme');
    blocked('gopher://example.com:70/', 'scheme');
    blocked('http://example.com:8080/', 'port');
    blocked('https://example.com:22/', 'port');
    blocked('http://2130706433/', 'loopback');
    blocked('http://[::ffff:127.0.0.1]/', 'loopback');
    blocked('http://169.254.169.254/latest/meta-data/', 'metadata');
    blocked('http://10.0.0.1/', 'private');
    expect(() => validateUrl('http://user:pw@example.com/', strict)).toThrow(FetchFailedError);
    expect(() => validateUrl('not a url', strict)).toThrow(FetchFailedError);
  });

  it('with private networks allowed, still only http(s)', () => {
    expect(validateUrl('http://127.0.0.1:8080/', open).port).toBe('8080');
    expect(() => validateUrl('ftp://127.0.0.1/', open)).toThrow(BlockedDestinationError);
  });
});
