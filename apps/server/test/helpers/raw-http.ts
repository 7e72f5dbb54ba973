/**
 * Requests over a real loopback socket with the path exactly as written: Fastify's inject
 * parses URLs itself (it folds `/./` and `%2e`), so only a socket shows what a client's own
 * spelling reaches.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type RawClient = (
  method: string,
  path: string,
  options?: { headers?: Record<string, string>; body?: string | Buffer },
) => Promise<RawResponse>;

/** Listens on 127.0.0.1 (a free port) and answers a client that sends paths verbatim. */
export async function listenRaw(app: FastifyInstance): Promise<RawClient> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const port = address.port;
  return (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path, headers: options.headers, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
}
