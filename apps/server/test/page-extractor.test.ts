/**
 * Pages read on an extraction thread give exactly what they give on the worker's own thread,
 * several at once, and the pool closes (issue 18).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { enrichWebsite } from '../src/domain/enrich/enrich-website.js';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { RobotsCache } from '../src/domain/enrich/robots.js';
import type { SafeResponse } from '../src/domain/web/safe-fetch.js';
import {
  createPageExtractor,
  inProcessExtractor,
} from '../src/domain/enrich/extract/page-extractor.js';
import { createLogger } from '../src/logger.js';

const page = (n: number) => ({
  url: `https://clinica${n}.test/contacto`,
  siteDomain: `clinica${n}.test`,
  html: `<!doctype html><html><head><title>Clínica ${n}</title>
    <script type="application/ld+json">{"@type":"Dentist","name":"Clínica ${n}",
      "telephone":"+34 91 555 01 0${n}","founder":{"@type":"Person","name":"Lucía Serrano Gil"}}</script>
    </head><body><h1>Contacto</h1>
    <p>Escríbenos a <a href="mailto:citas@clinica${n}.test">citas@clinica${n}.test</a></p>
    <p>Dra. Marta Ruiz Ortega, directora médica — marta.ruiz@clinica${n}.test</p>
    <a href="https://www.instagram.com/clinica${n}/">Instagram</a>
    <a href="/equipo">Equipo</a></body></html>`,
});

const log = createLogger('silent');
const threaded = createPageExtractor(1, log);
afterAll(() => threaded.close());

describe('the extraction thread', () => {
  it('finds what the worker thread finds, page by page, several pages at once', async () => {
    const inputs = [1, 2, 3, 4, 5].map(page);
    const onThread = await Promise.all(inputs.map((input) => threaded.extract(input)));
    expect(onThread).toEqual(inputs.map((input) => extractPage(input)));
    expect(onThread[0]!.emails.map((email) => email.address)).toContain('citas@clinica1.test');
  });

  it('reads on the calling thread with no threads', async () => {
    const inProcess = createPageExtractor(0, log);
    expect(await inProcess.extract(page(6))).toEqual(extractPage(page(6)));
    expect(await inProcessExtractor.extract(page(6))).toEqual(extractPage(page(6)));
  });

  it('closes, and a closed pool starts again at the next page', async () => {
    const pool = createPageExtractor(1, log);
    await pool.extract(page(7));
    await pool.close();
    expect(await pool.extract(page(8))).toEqual(extractPage(page(8)));
    await pool.close();
  });
});

describe('a page the reader cannot take apart', () => {
  it('is one page lost: the site is still read and the others count', async () => {
    const html: Record<string, string> = {
      'https://clinica9.test/': page(9).html.replace('/equipo', '/contacto'),
      'https://clinica9.test/contacto': '<p>Contacto</p>',
    };
    const fetcher = {
      fetch: async (url: string): Promise<SafeResponse> => ({
        url,
        status: html[url] ? 200 : 404,
        headers: {},
        contentType: 'text/html; charset=utf-8',
        body: Buffer.from(html[url] ?? 'not found'),
        truncated: false,
        redirects: [],
      }),
    };
    const failing = {
      extract: async (input: Parameters<typeof extractPage>[0]) => {
        if (input.url.endsWith('/contacto')) throw new Error('the thread died');
        return extractPage(input);
      },
      close: async () => undefined,
    };
    const result = await enrichWebsite(
      { fetcher, robots: new RobotsCache(fetcher), maxPages: 3, extractor: failing },
      'https://clinica9.test/',
      { country: 'ES' },
    );
    expect(result.reason).toBe('ok');
    expect(result.profile?.emails.map((email) => email.address)).toContain('citas@clinica9.test');
    expect(result.profile?.failures).toContainEqual({
      url: 'https://clinica9.test/contacto',
      reason: 'extraction_failed',
    });
  });
});
