/**
 * Reads back what a PDF made by pdfkit with the standard fonts says: every content stream
 * (inflated when FlateDecode), every text-showing operator (TJ arrays and Tj strings, which
 * pdfkit writes as hex glyph codes), each decoded from WinAnsi (Windows-1252). One entry per
 * text run, in drawing order, so a table row's cells are separate entries.
 */
import { inflateSync } from 'node:zlib';

/** Windows-1252 where it differs from Latin-1 (0x80–0x9F); Node decodes it as Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const padded = clean.length % 2 === 1 ? `${clean}0` : clean;
  return [...Buffer.from(padded, 'hex')]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte),
    )
    .join('');
}

/** The decoded content streams of the file. */
export function pdfContentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const header = /<<([^<>]*)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(source))) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? NaN);
    if (!Number.isFinite(length)) continue;
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + length);
    header.lastIndex = start + length;
    try {
      streams.push(
        /\/FlateDecode/.test(dictionary)
          ? inflateSync(raw).toString('latin1')
          : raw.toString('latin1'),
      );
    } catch {
      // An image or font program: not text.
    }
  }
  return streams;
}

/** Every text run the pages show, decoded. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  const operator = /\[((?:\s*(?:<[0-9a-fA-F\s]*>|-?[\d.]+))*)\s*\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
  for (const stream of pdfContentStreams(pdf)) {
    let match: RegExpExecArray | null;
    while ((match = operator.exec(stream))) {
      if (match[2] !== undefined) {
        runs.push(decodeHex(match[2]));
        continue;
      }
      const parts = [...match[1]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((part) =>
        decodeHex(part[1]!),
      );
      runs.push(parts.join(''));
    }
  }
  return runs;
}

/** How many pages the document has. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
