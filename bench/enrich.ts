// Enrichment figures against the sandbox world:
//   1. on the labelled corpus: email recall and precision, phone, social and contact-person
//      recall, and beside it the baseline "mailto links and a regex on the home page only"
//      (targets: email recall ≥ 95 %, precision ≥ 98 %);
//   2. email verification accuracy per expected status over the SMTP world (target ≥ 98 %);
//   3. a search that enriches 1,000 sites (email, social, contact person) with 200–800 ms per
//      page, run by a separate worker: leads per minute (target ≥ 1,500) and the worker's peak
//      memory (target ≤ 300 MB).
// Usage: npm run build && node --import tsx bench/enrich.ts
import http from 'node:http';
import { decodeBody } from '../apps/server/src/domain/web/safe-fetch.js';
import { createSearchServices } from '../apps/server/src/domain/search/services.js';
import { createLogger } from '../apps/server/src/logger.js';
import { searchPayload, startStack } from './support/stack.js';

/** One page of a sandbox site (fetch() cannot set Host, so plain http). */
function getPage(
  domain: string,
  path: string,
): Promise<{ body: Buffer; contentType: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${websitesPort}${path}`, { headers: { host: domain } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: res.headers['content-type'] ?? null,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const pct = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const fmt = (value: number) => `${value.toFixed(1)} %`;

const stack = await startStack({
  sandbox: { latency: { websites: [200, 800] } },
});
const services = createSearchServices({
  config: stack.config,
  pool: stack.pool,
  log: createLogger('warn'),
});
const { world, websitesPort } = stack.sandbox;

try {
  // 1. The corpus, through our crawler and extraction, and through the baseline.
  const corpus = world.corpus();
  const totals = {
    emails: 0,
    found: 0,
    correct: 0,
    phones: 0,
    phonesFound: 0,
    socials: 0,
    socialsFound: 0,
    contacts: 0,
    contactsFound: 0,
  };
  const baseline = { found: 0, correct: 0 };
  await Promise.all(
    corpus.map(async (site) => {
      const url = `http://${site.domain}:${websitesPort}/`;
      const business = world.byDomain(site.domain);
      const country = business ? business.city.countryCode.toUpperCase() : null;
      const result = await services.enricher.enrichWebsite(
        url,
        country,
        AbortSignal.timeout(60_000),
      );
      const profile = result.profile;
      const truthEmails = new Set(site.emails);
      const found = new Set(profile?.emails.map((email) => email.address) ?? []);
      totals.emails += truthEmails.size;
      totals.found += found.size;
      totals.correct += [...found].filter((email) => truthEmails.has(email)).length;
      totals.phones += site.phones.length;
      totals.phonesFound += site.phones.filter((phone) => profile?.phones.includes(phone)).length;
      const socials = Object.entries(site.socials);
      totals.socials += socials.length;
      totals.socialsFound += socials.filter(
        ([network, link]) =>
          (network === 'linkedin'
            ? profile?.linkedinCompany
            : profile?.socials[network as keyof typeof profile.socials]) === link,
      ).length;
      totals.contacts += site.contacts.length;
      totals.contactsFound += site.contacts.filter((contact) =>
        profile?.contacts.some((found) => found.name === contact.name),
      ).length;

      // Baseline: the home page only, mailto links and one regex.
      const home = await getPage(site.domain, site.home);
      const html = decodeBody(home.body, home.contentType);
      const naive = new Set<string>();
      for (const match of html.matchAll(/mailto:([^"'?>\s]+)/gi))
        naive.add(decodeURIComponent(match[1]!).toLowerCase());
      for (const match of html.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g))
        naive.add(match[0].toLowerCase());
      baseline.found += naive.size;
      baseline.correct += [...naive].filter((email) => truthEmails.has(email)).length;
    }),
  );
  const recall = pct(totals.correct, totals.emails);
  const precision = pct(totals.correct, totals.found);
  console.log(`Corpus: ${corpus.length} labelled sites, ${totals.emails} genuine addresses`);
  console.log(
    `  LeadAtlas  email recall ${fmt(recall)} (target ≥ 95 %: ${recall >= 95 ? 'PASS' : 'FAIL'}), ` +
      `precision ${fmt(precision)} (target ≥ 98 %: ${precision >= 98 ? 'PASS' : 'FAIL'})`,
  );
  console.log(
    `             phone recall ${fmt(pct(totals.phonesFound, totals.phones))}, social recall ${fmt(pct(totals.socialsFound, totals.socials))}, ` +
      `contact-person recall ${fmt(pct(totals.contactsFound, totals.contacts))}`,
  );
  console.log(
    `  Baseline (home page, mailto + regex)  email recall ${fmt(pct(baseline.correct, totals.emails))}, precision ${fmt(pct(baseline.correct, baseline.found))}`,
  );

  // 2. Verification accuracy per expected status.
  const boxes = world.mailboxCorpus();
  const byStatus = new Map<string, { total: number; right: number }>();
  await Promise.all(
    boxes.map(async (box) => {
      const verification = await services.verifier.verify(
        box.address,
        AbortSignal.timeout(120_000),
      );
      const entry = byStatus.get(box.expected) ?? { total: 0, right: 0 };
      entry.total += 1;
      if (verification.status === box.expected) entry.right += 1;
      byStatus.set(box.expected, entry);
    }),
  );
  const right = [...byStatus.values()].reduce((sum, entry) => sum + entry.right, 0);
  const accuracy = pct(right, boxes.length);
  console.log(
    `Verification: ${boxes.length} addresses, accuracy ${fmt(accuracy)} (target ≥ 98 %: ${accuracy >= 98 ? 'PASS' : 'FAIL'}); ` +
      [...byStatus.entries()]
        .map(([status, entry]) => `${status} ${entry.right}/${entry.total}`)
        .join(', '),
  );
  await services.close();

  // 3. A 1,000-lead search that reads every site, in the worker process.
  const { searchId, started } = await stack.startSearch(
    searchPayload('restaurantes', 'Madrid', 1000, [
      'phone',
      'website',
      'email',
      'socialMedia',
      'contactPerson',
    ]),
  );
  const { times, status } = await stack.leadTimes(searchId, started, 1000, 20 * 60_000);
  const total = times.at(-1)!;
  const at = (share: number) => (times[Math.floor(times.length * share) - 1]! / 1000).toFixed(1);
  console.log(
    `  leads stored by: 10 % ${at(0.1)} s, 50 % ${at(0.5)} s, 90 % ${at(0.9)} s, 100 % ${at(1)} s`,
  );
  const perMinute = Math.round((times.length / total) * 60_000);
  const peak = stack.workerPeakMb();
  console.log(
    `Enrichment search: ${times.length} leads (${status} then) in ${(total / 1000).toFixed(1)} s: ${perMinute} leads/min ` +
      `(target ≥ 1,500: ${perMinute >= 1500 ? 'PASS' : 'FAIL'}); worker peak memory ${peak.toFixed(0)} MB (target ≤ 300 MB: ${peak <= 300 ? 'PASS' : 'FAIL'})`,
  );
} finally {
  await stack.close();
}
