import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { enrichWebsite } from '../apps/server/src/domain/enrich/enrich-website.js';
import { RobotsCache } from '../apps/server/src/domain/enrich/robots.js';
import { corpusFetcher, loadCorpus, nameKey } from './support/corpus-eval.js';
const sites = process.argv.slice(2).flatMap((d) => loadCorpus(d));
const fetcher = corpusFetcher(sites);
const robots = new RobotsCache(fetcher);
for (const site of sites) {
  const r = await enrichWebsite({ fetcher, robots, maxPages: 6 }, `https://${site.domain}/`, { country: null });
  const all = new Map((r.profile?.contacts ?? []).map((p) => [nameKey(p.name), p]));
  for (const t of site.truth.contacts) {
    const f = all.get(nameKey(t.name));
    if ((f && (f.title || f.email || f.role !== 'other')) || !t.title) continue;
    const last = t.name.split(' ').pop() ?? '';
    for (const file of Object.values(site.pages)) {
      const text = load(fs.readFileSync(path.join(site.dir, file), 'utf8'))('body').text().replace(/\s+/g, ' ');
      const i = text.indexOf(last);
      if (i >= 0) { console.log(`${site.id} | ${t.name} | ${t.title}${f ? ' (found untitled)' : ''} || ${text.slice(Math.max(0, i - 110), i + 90)}`); break; }
    }
  }
}
