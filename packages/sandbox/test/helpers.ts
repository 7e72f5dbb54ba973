import http from 'node:http';
import { cfDecode } from '../src/index.js';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A GET through node:http, which (unlike fetch) lets the Host header be set. */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text: body.toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export const UA = { 'user-agent': 'LeadAtlas-sandbox-test/1.0 (test@leadatlas.local)' };

/** A page's text with what a careful reader decodes: entities, Cloudflare, JSON escapes, [at]. */
export function reveal(html: string): string {
  const cf = [...html.matchAll(/data-cfemail="([0-9a-f]+)"/g)].map((m) => cfDecode(m[1]!));
  return `${html} ${cf.join(' ')}`
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/\s*[[(](?:at|arroba)[\])]\s*/gi, '@')
    .replace(/\s*\[dot\]\s*/gi, '.')
    .replace(
      / at ([a-z0-9-]+(?: dot [a-z0-9-]+)+)/gi,
      (_, d: string) => `@${d.replace(/ dot /g, '.')}`,
    )
    .toLowerCase();
}

/** Addresses no careful reader counts: retina images, placeholders, tracking DSNs. */
export const JUNK = /@\dx\.|example\.com|sentry|wixpress|@domain\.|@dominio\.|@email\.|@domaine\./;
