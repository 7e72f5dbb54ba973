import http from 'node:http';

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
