/**
 * Extraction over the sandbox's labelled corpus: every corpus site's readable pages are fetched
 * from the loopback websites server (Host header picks the site), extracted, merged, and compared
 * with the truth kept beside the site. Prints recall/precision per field; email recall must be
 * ≥ 0.95 and precision ≥ 0.98.
 */
import http from 'node:http';
import { startSandbox, type Sandbox, type SiteTruth } from '@leadatlas/sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { mergeFindings } from '../src/domain/enrich/extract/merge-findings.js';
import { fold } from '../src/domain/enrich/extract/normalize-text.js';
import { extractVcard } from '../src/domain/enrich/extract/vcard.js';
import type { PageFindings, SiteProfile } from '../src/domain/enrich/types.js';
import { decodeBody } from '../src/domain/web/decode-body.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

interface Fetched {
  status: number;
  contentType: string | null;
  location: string | null;
  body: Buffer;
}

function get(port: number, host: string, path: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host, 'user-agent': 'LeadAtlas-test' },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? null,
            location: typeof res.headers.location === 'string' ? res.headers.location : null,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout ${host}${path}`)));
    req.on('error', reject);
  });
}

/** Fetches a path of the site, following redirects inside it. */
async function fetchPage(
  port: number,
  domain: string,
  path: string,
): Promise<{ path: string; res: Fetched } | null> {
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(port, domain, current);
    if (res.status >= 300 && res.status < 400 && res.location) {
      const next = new URL(res.location, `http://${domain}${current}`);
      if (next.hostname.replace(/^www\./, '') !== domain.replace(/^www\./, '')) return null;
      current = `${next.pathname}${next.search}`;
      continue;
    }
    return res.status === 200 ? { path: current, res } : null;
  }
  return null;
}

async function profileOf(
  port: number,
  truth: SiteTruth,
  country: string | null,
): Promise<SiteProfile> {
  const pages: PageFindings[] = [];
  const seen = new Set<string>();
  for (const path of truth.pages) {
    // robots.txt rules are path prefixes.
    if (truth.robotsDisallowed.some((p) => path.startsWith(p))) continue;
    const got = await fetchPage(port, truth.domain, path);
    if (!got || seen.has(got.path)) continue;
    seen.add(got.path);
    const url = `http://${truth.domain}${got.path}`;
    const isVcard = /\.vcf$/i.test(got.path) || /vcard/i.test(got.res.contentType ?? '');
    const text = decodeBody(got.res.body, got.res.contentType, !isVcard);
    pages.push(
      isVcard
        ? extractVcard(text, url, truth.domain)
        : extractPage({ url, html: text, siteDomain: truth.domain }),
    );
  }
  return mergeFindings(pages, { siteDomain: truth.domain, country });
}

class Score {
  tp = 0;
  fp = 0;
  fn = 0;
  readonly misses: string[] = [];
  readonly extras: string[] = [];
  add(site: string, found: Iterable<string>, truth: Iterable<string>): void {
    const f = new Set(found);
    const t = new Set(truth);
    for (const x of f) {
      if (t.has(x)) this.tp++;
      else {
        this.fp++;
        this.extras.push(`${site}: ${x}`);
      }
    }
    for (const x of t) {
      if (!f.has(x)) {
        this.fn++;
        this.misses.push(`${site}: ${x}`);
      }
    }
  }
  get recall(): number {
    return this.tp + this.fn === 0 ? 1 : this.tp / (this.tp + this.fn);
  }
  get precision(): number {
    return this.tp + this.fp === 0 ? 1 : this.tp / (this.tp + this.fp);
  }
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const nameKey = (n: string) =>
  fold(n)
    .replace(/[^a-z]+/g, ' ')
    .trim();

it('extraction over the labelled corpus', { timeout: 120_000 }, async () => {
  const world = sandbox.world;
  const corpus = world.corpus();
  expect(corpus.length).toBeGreaterThanOrEqual(60);

  const emails = new Score();
  const phones = new Score();
  const socials = new Score();
  const people = new Score();
  const contacts = new Score();
  let titlesRight = 0;
  let rolesRight = 0;
  let contactsMatched = 0;
  let employeesRight = 0;
  let employeesTotal = 0;
  let revenueRight = 0;
  let revenueTotal = 0;

  for (const truth of corpus) {
    const country = world.byDomain(truth.domain)?.city.countryCode.toUpperCase() ?? null;
    const profile = await profileOf(sandbox.websitesPort, truth, country);
    const site = truth.domain;
    emails.add(
      site,
      profile.emails.map((e) => e.address),
      truth.emails.map((e) => e.toLowerCase()),
    );
    phones.add(site, profile.phones, truth.phones);
    socials.add(
      site,
      Object.entries(profile.socials).map(([n, u]) => `${n} ${u.toLowerCase()}`),
      Object.entries(truth.socials).map(([n, u]) => `${n} ${u.toLowerCase()}`),
    );
    people.add(
      site,
      profile.linkedinPeople.map((u) => u.toLowerCase()),
      truth.linkedinPeople.map((u) => u.toLowerCase()),
    );
    contacts.add(
      site,
      profile.contacts.map((c) => nameKey(c.name)),
      truth.contacts.map((c) => nameKey(c.name)),
    );
    for (const t of truth.contacts) {
      const c = profile.contacts.find((x) => nameKey(x.name) === nameKey(t.name));
      if (!c) continue;
      contactsMatched++;
      if (c.title && fold(c.title) === fold(t.title)) titlesRight++;
      if (c.role === t.role) rolesRight++;
      else contacts.extras.push(`${site}: role of ${t.name} "${t.title}" ${c.role} ≠ ${t.role}`);
    }
    if (truth.employees !== null) {
      employeesTotal++;
      if (profile.employees?.value === truth.employees) employeesRight++;
      else
        contacts.extras.push(
          `${site}: employees ${profile.employees?.value ?? '∅'} ≠ ${truth.employees}`,
        );
    }
    if (truth.revenue !== null) {
      revenueTotal++;
      if (
        profile.revenue?.value === truth.revenue.value &&
        profile.revenue.estimate === truth.revenue.estimate
      )
        revenueRight++;
      else
        contacts.extras.push(
          `${site}: revenue ${JSON.stringify(profile.revenue)} ≠ ${JSON.stringify(truth.revenue)}`,
        );
    }
  }

  const rows = [
    ['emails', emails],
    ['phones', phones],
    ['socials', socials],
    ['linkedin people', people],
    ['contact people', contacts],
  ] as const;
  console.log(`\nExtraction over ${corpus.length} corpus sites`);
  for (const [label, s] of rows) {
    console.log(
      `  ${label.padEnd(16)} recall ${pct(s.recall).padStart(6)}  precision ${pct(s.precision).padStart(6)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`,
    );
  }
  console.log(
    `  contact titles   ${titlesRight}/${contactsMatched}, roles ${rolesRight}/${contactsMatched}`,
  );
  console.log(
    `  employees        ${employeesRight}/${employeesTotal}, revenue ${revenueRight}/${revenueTotal}`,
  );
  for (const [label, s] of rows) {
    for (const m of s.misses.slice(0, 15)) console.log(`  missed ${label}: ${m}`);
    for (const x of s.extras.slice(0, 15)) console.log(`  extra  ${label}: ${x}`);
  }

  expect(emails.recall).toBeGreaterThanOrEqual(0.95);
  expect(emails.precision).toBeGreaterThanOrEqual(0.98);
});
