/**
 * createResolver against a tiny DNS server on loopback UDP (answers written by hand: A, AAAA, MX,
 * NXDOMAIN, NODATA). The only DNS traffic is to 127.0.0.1.
 */
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResolver, DnsError, parseDnsServer } from '../src/domain/web/resolver.js';

interface Zone {
  A?: string[];
  AAAA?: string[];
  MX?: Array<[priority: number, exchange: string]>;
}

const TYPE = { A: 1, MX: 15, AAAA: 28 } as const;

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const groups = [...part(head)];
  const rest = part(tail);
  while (groups.length + rest.length < 8) groups.push('0');
  const bytes = Buffer.alloc(16);
  [...groups, ...rest].forEach((group, i) => bytes.writeUInt16BE(parseInt(group, 16), i * 2));
  return bytes;
}

function answer(type: number, rdata: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // name: pointer to the question
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(60, 6); // TTL
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

/** The reply to one query; null when the question cannot be read. */
function reply(query: Buffer, zones: Record<string, Zone>): Buffer | null {
  if (query.length < 12) return null;
  let offset = 12;
  const labels: string[] = [];
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset] ?? 0;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  const questionEnd = offset + 5; // zero byte, QTYPE, QCLASS
  if (questionEnd > query.length) return null;
  const qtype = query.readUInt16BE(offset + 1);
  const zone = zones[labels.join('.').toLowerCase()];
  const answers: Buffer[] = [];
  if (zone && qtype === TYPE.A) {
    for (const ip of zone.A ?? [])
      answers.push(answer(TYPE.A, Buffer.from(ip.split('.').map(Number))));
  }
  if (zone && qtype === TYPE.AAAA) {
    for (const ip of zone.AAAA ?? []) answers.push(answer(TYPE.AAAA, ipv6Bytes(ip)));
  }
  if (zone && qtype === TYPE.MX) {
    for (const [priority, exchange] of zone.MX ?? []) {
      const pref = Buffer.alloc(2);
      pref.writeUInt16BE(priority);
      answers.push(answer(TYPE.MX, Buffer.concat([pref, encodeName(exchange)])));
    }
  }
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // same id
  const rd = query.readUInt16BE(2) & 0x0100;
  header.writeUInt16BE(0x8000 | 0x0400 | rd | 0x0080 | (zone ? 0 : 3), 2); // QR AA RD RA, NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}

async function bindUdp(
  onMessage: (socket: Socket, msg: Buffer, port: number, address: string) => void,
) {
  const socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => onMessage(socket, msg, rinfo.port, rinfo.address));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return socket;
}

const zones: Record<string, Zone> = {
  'shop.test': { A: ['203.0.113.10', '203.0.113.11'], AAAA: ['2001:db8::10'] },
  'v4only.test': { A: ['198.51.100.7'] },
  'v6only.test': { AAAA: ['2001:db8::7'] },
  'empty.test': {},
  'nomail.test': { MX: [[0, '']] },
  'mail.test': {
    MX: [
      [20, 'mx2.mail.test'],
      [10, 'mx1.mail.test'],
    ],
  },
};

let server: Socket;
let silent: Socket;
let queries = 0;
let serverEntry = '';
let silentEntry = '';

beforeAll(async () => {
  server = await bindUdp((socket, msg, port, address) => {
    queries += 1;
    const out = reply(msg, zones);
    if (out) socket.send(out, port, address);
  });
  silent = await bindUdp(() => undefined);
  serverEntry = `127.0.0.1:${server.address().port}`;
  silentEntry = `127.0.0.1:${silent.address().port}`;
});
afterAll(() => {
  server.close();
  silent.close();
});

describe('createResolver with DNS_SERVERS', () => {
  it('returns every A and AAAA record, IPv4 first, asking only the configured server', async () => {
    const before = queries;
    const resolver = createResolver([serverEntry]);
    expect(await resolver.lookup('Shop.Test')).toEqual([
      { address: '203.0.113.10', family: 4 },
      { address: '203.0.113.11', family: 4 },
      { address: '2001:db8::10', family: 6 },
    ]);
    expect(queries - before).toBe(2);
  });

  it('tolerates a family without records', async () => {
    const resolver = createResolver([serverEntry]);
    expect(await resolver.lookup('v4only.test')).toEqual([{ address: '198.51.100.7', family: 4 }]);
    expect(await resolver.lookup('v6only.test')).toEqual([{ address: '2001:db8::7', family: 6 }]);
  });

  it('reports NXDOMAIN and NODATA as typed errors', async () => {
    const resolver = createResolver([serverEntry]);
    const missing = await resolver.lookup('nope.test').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(DnsError);
    expect((missing as DnsError).kind).toBe('not_found');
    const empty = await resolver.lookup('empty.test').catch((error: unknown) => error);
    expect((empty as DnsError).kind).toBe('no_data');
  });

  it('resolves MX records by priority; none is an empty list; NXDOMAIN throws', async () => {
    const resolver = createResolver([serverEntry]);
    expect(await resolver.resolveMx('mail.test')).toEqual([
      { exchange: 'mx1.mail.test', priority: 10 },
      { exchange: 'mx2.mail.test', priority: 20 },
    ]);
    expect(await resolver.resolveMx('shop.test')).toEqual([]);
    // RFC 7505 null MX: the domain says it takes no mail.
    expect(await resolver.resolveMx('nomail.test')).toEqual([{ exchange: '', priority: 0 }]);
    await expect(resolver.resolveMx('nope.test')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('times out when the server does not answer', async () => {
    const resolver = createResolver([silentEntry], { timeoutMs: 400, tries: 1 });
    const started = Date.now();
    await expect(resolver.lookup('shop.test')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps answers for their TTL and shares a lookup in flight, but not failures', async () => {
    const resolver = createResolver([serverEntry]);
    let before = queries;
    const together = await Promise.all([1, 2, 3].map(() => resolver.lookup('shop.test')));
    expect(together.every((answer) => answer.length === 3)).toBe(true);
    // A caller reordering its copy changes nothing for the next one.
    together[0]!.reverse();
    expect((await resolver.lookup('SHOP.test'))[0]).toEqual({ address: '203.0.113.10', family: 4 });
    expect(queries - before).toBe(2); // one A and one AAAA query for all four lookups

    before = queries;
    await resolver.resolveMx('mail.test');
    await resolver.resolveMx('mail.test');
    expect(queries - before).toBe(1);

    before = queries;
    await expect(resolver.lookup('nope.test')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(resolver.lookup('nope.test')).rejects.toMatchObject({ kind: 'not_found' });
    expect(queries - before).toBe(4);
  });

  it('answers IP literals and localhost without asking', async () => {
    const before = queries;
    const resolver = createResolver([serverEntry]);
    expect(await resolver.lookup('192.0.2.1')).toEqual([{ address: '192.0.2.1', family: 4 }]);
    expect(await resolver.lookup('[::1]')).toEqual([{ address: '::1', family: 6 }]);
    expect((await resolver.lookup('localhost')).map((a) => a.address)).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(queries).toBe(before);
  });
});

describe('the system resolver', () => {
  it('answers IP literals without a query', async () => {
    const resolver = createResolver([]);
    expect(await resolver.lookup('198.51.100.1')).toEqual([{ address: '198.51.100.1', family: 4 }]);
    expect(await resolver.lookup('2001:db8::1')).toEqual([{ address: '2001:db8::1', family: 6 }]);
  });
});

describe('parseDnsServer', () => {
  it.each([
    ['1.1.1.1', '1.1.1.1'],
    ['1.1.1.1:5353', '1.1.1.1:5353'],
    [' 9.9.9.9 ', '9.9.9.9'],
    ['::1', '::1'],
    ['2001:db8::53', '2001:db8::53'],
    ['[::1]:53', '[::1]:53'],
    ['[2001:db8::53]', '2001:db8::53'],
  ])('%s → %s', (entry, expected) => {
    expect(parseDnsServer(entry)).toBe(expected);
  });

  it.each(['dns.example', 'dns.example:53', '1.1.1.1:0', '1.1.1.1:99999', '[::1]:x', ''])(
    'refuses %s',
    (entry) => {
      expect(() => parseDnsServer(entry)).toThrow();
    },
  );
});
