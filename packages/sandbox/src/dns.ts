/**
 * DNS stand-in over UDP on 127.0.0.1: A for every world domain with a record (and its www. and
 * mail. names) → 127.0.0.1 (127.0.0.2 for dead mail servers), MX → 10 mail.<domain> (none for
 * domains whose mail falls back to A), AAAA → no data, unknown names → NXDOMAIN.
 */
import dgram from 'node:dgram';
import type { World } from './world.js';

export const DNS_TTL = 60;

const TYPE_A = 1;
const TYPE_MX = 15;
const CLASS_IN = 1;
const RCODE_FORMERR = 1;
const RCODE_NXDOMAIN = 3;
const RCODE_NOTIMP = 4;

export interface DnsQuestion {
  name: string;
  type: number;
  class: number;
  /** Raw bytes of the question, echoed in the answer. */
  raw: Buffer;
}

/** Reads a (possibly compressed) name at `offset`; returns it and the offset after it. */
function readName(buf: Buffer, offset: number): [string, number] {
  const labels: string[] = [];
  let pos = offset;
  let end = -1;
  for (let hops = 0; hops < 64; hops++) {
    const len = buf.readUInt8(pos);
    if (len === 0) {
      if (end < 0) end = pos + 1;
      return [labels.join('.'), end];
    }
    if ((len & 0xc0) === 0xc0) {
      if (end < 0) end = pos + 2;
      pos = buf.readUInt16BE(pos) & 0x3fff;
      continue;
    }
    labels.push(buf.toString('latin1', pos + 1, pos + 1 + len));
    pos += 1 + len;
    if (pos > buf.length) throw new Error('name overruns the packet');
  }
  throw new Error('too many compression pointers');
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter((p) => p !== '');
  const bufs = parts.map((p) => {
    const label = Buffer.from(p, 'latin1');
    return Buffer.concat([Buffer.from([label.length]), label]);
  });
  return Buffer.concat([...bufs, Buffer.from([0])]);
}

export function parseQuery(msg: Buffer): { id: number; flags: number; question: DnsQuestion } {
  if (msg.length < 12) throw new Error('short packet');
  const id = msg.readUInt16BE(0);
  const flags = msg.readUInt16BE(2);
  const qdcount = msg.readUInt16BE(4);
  if (qdcount !== 1) throw new Error('exactly one question expected');
  const [name, after] = readName(msg, 12);
  const type = msg.readUInt16BE(after);
  const klass = msg.readUInt16BE(after + 2);
  return { id, flags, question: { name, type, class: klass, raw: msg.subarray(12, after + 4) } };
}

function header(id: number, queryFlags: number, rcode: number, qd: number, an: number): Buffer {
  const h = Buffer.alloc(12);
  h.writeUInt16BE(id, 0);
  const opcode = queryFlags & 0x7800;
  const rd = queryFlags & 0x0100;
  // QR, opcode, AA, RD (copied), RA, rcode
  h.writeUInt16BE(0x8000 | opcode | 0x0400 | rd | 0x0080 | rcode, 2);
  h.writeUInt16BE(qd, 4);
  h.writeUInt16BE(an, 6);
  return h;
}

function record(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(0xc00c, 0); // pointer to the question name
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(DNS_TTL, 6);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(data.length, 0);
  return Buffer.concat([fixed, len, data]);
}

export function answer(world: World, msg: Buffer): Buffer | null {
  let query: ReturnType<typeof parseQuery>;
  try {
    query = parseQuery(msg);
  } catch {
    if (msg.length < 2) return null;
    return header(
      msg.readUInt16BE(0),
      msg.length >= 4 ? msg.readUInt16BE(2) : 0,
      RCODE_FORMERR,
      0,
      0,
    );
  }
  const { id, flags, question } = query;
  if ((flags & 0x7800) !== 0)
    return Buffer.concat([header(id, flags, RCODE_NOTIMP, 1, 0), question.raw]);
  const name = question.name.toLowerCase().replace(/\.$/, '');
  if (!world.dnsNames.has(name) || question.class !== CLASS_IN) {
    return Buffer.concat([header(id, flags, RCODE_NXDOMAIN, 1, 0), question.raw]);
  }
  const answers: Buffer[] = [];
  if (question.type === TYPE_A) {
    const address = world.addressOf(name) ?? '127.0.0.1';
    answers.push(record(TYPE_A, Buffer.from(address.split('.').map(Number))));
  }
  if (question.type === TYPE_MX && world.mxDomains.has(name)) {
    const pref = Buffer.alloc(2);
    pref.writeUInt16BE(10, 0);
    answers.push(record(TYPE_MX, Buffer.concat([pref, encodeName(`mail.${name}`)])));
  }
  return Buffer.concat([header(id, flags, 0, 1, answers.length), question.raw, ...answers]);
}

export interface DnsServer {
  port: number;
  close(): Promise<void>;
}

export async function startDns(world: World, port: number): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    const reply = answer(world, msg);
    if (reply) socket.send(reply, rinfo.port, rinfo.address);
  });
  socket.on('error', () => {
    /* a bad datagram must not take the sandbox down */
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
