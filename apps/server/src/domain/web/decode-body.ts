/**
 * Bytes to text for fetched pages: the charset of a byte-order mark, else of Content-Type, else of
 * a <meta charset> / <meta http-equiv="Content-Type"> near the top of an HTML page, else UTF-8.
 * Every label TextDecoder knows works (utf-8, iso-8859-1/latin1 — decoded as windows-1252, as
 * browsers do —, windows-1252…); an unknown label falls back to UTF-8.
 */
import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 4096;

/**
 * Code points of windows-1252 bytes 0x80–0x9F (the WHATWG index). Node 20's TextDecoder decodes
 * windows-1252 (and the latin1/iso-8859-1 labels mapped to it) as plain ISO-8859-1, turning “€” and
 * curly quotes into C1 controls; those bytes are mapped here.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(buffer: Uint8Array): string {
  let out = '';
  for (let start = 0; start < buffer.length; start += 8192) {
    const codes = Array.from(buffer.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** The charset parameter of a Content-Type value, lowercased, or null. */
export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const match = /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  return match?.[2]?.toLowerCase() ?? null;
}

/** The charset an HTML document declares in a <meta> near its start, or null. */
export function sniffHtmlCharset(buffer: Uint8Array): string | null {
  const head = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    .subarray(0, SNIFF_BYTES)
    .toString('latin1');
  for (const meta of head.matchAll(/<meta\b[^>]*>/gi)) {
    const match = /charset\s*=\s*["']?\s*([a-z0-9_:.+-]+)/i.exec(meta[0]);
    if (match?.[1]) return match[1].toLowerCase();
  }
  return null;
}

function bomCharset(buffer: Uint8Array): string | null {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return 'utf-8';
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  return null;
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

export function decodeBody(
  buffer: Uint8Array,
  contentType: string | null,
  htmlSniff = true,
): string {
  const bom = bomCharset(buffer);
  let decoder = bom ? decoderFor(bom) : null;
  if (!decoder) {
    const declared = charsetFromContentType(contentType);
    if (declared) decoder = decoderFor(declared);
  }
  if (!decoder && htmlSniff) {
    const sniffed = sniffHtmlCharset(buffer);
    // A <meta> readable as ASCII cannot really be UTF-16 (the HTML spec reads it as UTF-8).
    if (sniffed) decoder = decoderFor(sniffed.startsWith('utf-16') ? 'utf-8' : sniffed);
  }
  if (decoder?.encoding === 'windows-1252') return decodeWindows1252(buffer);
  // TextDecoder drops the BOM of its own encoding.
  return (decoder ?? new TextDecoder('utf-8')).decode(buffer);
}
