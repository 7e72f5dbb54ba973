import { describe, expect, it } from 'vitest';
import { buildWorld, decodePage, type SiteTruth } from '../src/index.js';
import { websitesHandler } from '../src/websites.js';
import { reveal } from './helpers.js';

const ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;

/**
 * Every site of the world, not just the corpus: the truth's emails are on the pages it names, and
 * the pages robots.txt allows show no other address than the truth's and its junk. Pages are read
 * through the websites stand-in's handler (no sockets); sites it does not serve (down, no DNS,
 * hostile) are checked on the pages they would serve.
 */
describe('every site truth', () => {
  const world = buildWorld(42);
  const serve = websitesHandler(world, { slowMs: 0 });

  async function pageText(truth: SiteTruth, path: string, served: boolean): Promise<string> {
    if (!served) {
      const page = world.sitePlan(truth.domain)!.pages.get(path);
      return page?.body ?? '';
    }
    const reply = await serve({
      method: 'GET',
      url: new URL(`http://${truth.domain}${path}`),
      headers: { host: truth.domain },
      body: '',
    });
    if (reply.status !== 200) return '';
    const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
    return /^text\/vcard/.test(reply.headers?.['content-type'] ?? '')
      ? body.toString('utf8')
      : decodePage(body, truth.charset);
  }

  it('shows every truth email on its pages, and no other genuine address', async () => {
    const missing: string[] = [];
    const extra: string[] = [];
    let sites = 0;
    let served = 0;
    let emails = 0;
    for (const b of world.businesses) {
      if (!b.site || !b.domain) continue;
      const truth = world.siteTruth(b.domain)!;
      sites++;
      const state = b.site.state;
      const hostile = world.hostileKind(b.domain);
      const isServed =
        (state === 'up' || state === 'slow' || state === 'redirect') &&
        (hostile === null || hostile === 'private-links');
      if (isServed) served++;
      const texts = new Map<string, string>();
      for (const path of truth.pages)
        texts.set(path, reveal(await pageText(truth, path, isServed)));
      for (const email of truth.emails) {
        emails++;
        const pages = truth.emailPages[email] ?? [];
        if (pages.length === 0) missing.push(`${email}: no page`);
        for (const path of pages)
          if (!texts.get(path)?.includes(email)) missing.push(`${email} on ${truth.domain}${path}`);
      }
      const known = new Set([...truth.emails, ...truth.junk]);
      for (const [path, text] of texts) {
        if (truth.robotsDisallowed.some((d) => path.startsWith(d))) continue;
        for (const [address] of text.matchAll(ADDRESS))
          if (!known.has(address)) extra.push(`${address} on ${truth.domain}${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    expect(sites).toBeGreaterThan(7000);
    expect(served).toBeGreaterThan(6000);
    expect(emails).toBeGreaterThan(10000);
  });
});
