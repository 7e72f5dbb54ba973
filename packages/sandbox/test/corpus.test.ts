import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWorld,
  decodePage,
  SITE_PATTERNS,
  startSandbox,
  type Sandbox,
  type SiteTruth,
} from '../src/index.js';
import { getRaw, JUNK, reveal, type RawResponse } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

function visit(domain: string, path: string): Promise<RawResponse> {
  return getRaw(`http://127.0.0.1:${sb.websitesPort}${path}`, {
    host: `${domain}:${sb.websitesPort}`,
  });
}

interface Fetched {
  truth: SiteTruth;
  pages: Map<string, { res: RawResponse; text: string }>;
  robots: string;
}
const fetched: Fetched[] = [];

describe('labelled corpus', () => {
  it('has at least 60 sites in five languages, every pattern at least three times', () => {
    const corpus = sb.world.corpus();
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((t) => t.domain)).size).toBe(corpus.length);
    const langs = new Map<string, number>();
    for (const t of corpus) langs.set(t.language, (langs.get(t.language) ?? 0) + 1);
    for (const l of ['es', 'en', 'pt', 'fr', 'de'])
      expect(langs.get(l) ?? 0).toBeGreaterThanOrEqual(8);
    const counts = new Map<string, number>();
    for (const t of corpus) for (const p of t.patterns) counts.set(p, (counts.get(p) ?? 0) + 1);
    const missing = SITE_PATTERNS.filter((p) => (counts.get(p) ?? 0) < 3);
    expect(missing).toEqual([]);
    expect(new Set(corpus.map((t) => t.layout)).size).toBe(5);
    // The corpus is not the hostile sites, and is the same for the same seed.
    const hostile = new Set(sb.world.hostileSites().map((h) => h.domain));
    expect(corpus.some((t) => hostile.has(t.domain))).toBe(false);
    expect(JSON.stringify(buildWorld(42).corpus())).toBe(JSON.stringify(corpus));
  });

  it('keeps truths well-formed: lower-case emails, best email, no junk, canonical socials', () => {
    for (const t of sb.world.corpus()) {
      expect(sb.world.siteTruth(t.domain)).toBe(t);
      expect(sb.world.siteTruth(`WWW.${t.domain.toUpperCase()}`)).toBe(t);
      for (const e of t.emails) {
        expect(e).toBe(e.toLowerCase());
        expect(e, `${t.domain}: ${e}`).not.toMatch(JUNK);
        expect(t.emailKinds[e]).toBeDefined();
        expect(t.emailPages[e]!.length).toBeGreaterThan(0);
      }
      for (const j of t.junk) expect(t.emails).not.toContain(j);
      expect(t.bestEmail === null).toBe(t.emails.length === 0);
      if (t.bestEmail) expect(t.emails).toContain(t.bestEmail);
      for (const p of t.phones) expect(p).toMatch(/^\+[1-9]\d{7,14}$/);
      for (const [network, url] of Object.entries(t.socials)) {
        expect(url).not.toMatch(/sharer|intent|shareArticle|utm_|\?|\/$/);
        const prefix = {
          facebook: 'https://www.facebook.com/',
          instagram: 'https://www.instagram.com/',
          twitter: 'https://x.com/',
          linkedin: 'https://www.linkedin.com/company/',
          youtube: 'https://www.youtube.com/',
          tiktok: 'https://www.tiktok.com/@',
        }[network];
        expect(url.startsWith(prefix!), url).toBe(true);
      }
      for (const p of t.linkedinPeople)
        expect(p).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
      for (const c of t.contacts)
        expect(['owner', 'marketing', 'operations', 'other']).toContain(c.role);
      for (const e of t.hidden.emails) expect(t.emails).not.toContain(e);
      for (const d of t.robotsDisallowed)
        for (const e of t.emails) expect(t.emailPages[e]).not.toContain(d);
    }
  });

  it('serves every page of every corpus site', async () => {
    for (const truth of sb.world.corpus()) {
      const pages = new Map<string, { res: RawResponse; text: string }>();
      for (const path of truth.pages) {
        const res = await visit(truth.domain, path);
        expect(res.status, `${truth.domain}${path}`).toBe(200);
        const type = res.headers['content-type'] ?? '';
        if (path.endsWith('.vcf')) {
          expect(type).toMatch(/^text\/vcard/);
          pages.set(path, { res, text: res.body.toString('utf8') });
        } else {
          expect(type).toMatch(/^text\/html/);
          pages.set(path, { res, text: decodePage(res.body, truth.charset) });
        }
      }
      const robots = (await visit(truth.domain, '/robots.txt')).text;
      fetched.push({ truth, pages, robots });
    }
    expect(fetched.length).toBe(sb.world.corpus().length);
  });

  it('shows every truth email (literally or encoded) on the pages the truth names', () => {
    for (const { truth, pages } of fetched) {
      for (const email of truth.emails) {
        for (const path of truth.emailPages[email]!) {
          const page = pages.get(path);
          expect(page, `${truth.domain}${path}`).toBeDefined();
          expect(reveal(page!.text), `${email} on ${truth.domain}${path}`).toContain(email);
        }
      }
      // Junk is there, and looks like junk.
      const all = [...pages.values()].map((p) => p.text).join('\n');
      for (const j of truth.junk) {
        expect(all, `${j} on ${truth.domain}`).toContain(j);
        expect(j).toMatch(JUNK);
      }
    }
  });

  it('hides from the truth what only robots-disallowed pages show', () => {
    let hiddenSeen = 0;
    for (const { truth, pages, robots } of fetched) {
      for (const d of truth.robotsDisallowed) expect(robots).toContain(`Disallow: ${d}\n`);
      const allowed = [...pages].filter(([p]) => !truth.robotsDisallowed.includes(p));
      const blocked = [...pages].filter(([p]) => truth.robotsDisallowed.includes(p));
      const allowedText = reveal(allowed.map(([, p]) => p.text).join('\n'));
      const blockedText = reveal(blocked.map(([, p]) => p.text).join('\n'));
      for (const e of truth.hidden.emails) {
        expect(blockedText).toContain(e);
        expect(allowedText).not.toContain(e);
        hiddenSeen++;
      }
      for (const c of truth.hidden.contacts) expect(blockedText).toContain(c.toLowerCase());
      for (const c of truth.contacts)
        expect(allowedText, `${c.name} on ${truth.domain}`).toContain(c.name.toLowerCase());
    }
    expect(hiddenSeen).toBeGreaterThanOrEqual(3);
  });

  it('shows phones, social profiles, people and size statements', () => {
    for (const { truth, pages } of fetched) {
      const text = reveal([...pages.values()].map((p) => p.text).join('\n'));
      const compact = text.replace(/[\s().\-/]/g, '');
      for (const phone of truth.phones)
        expect(compact, `${phone} on ${truth.domain}`).toContain(phone.slice(-8));
      for (const url of Object.values(truth.socials))
        expect(text).toContain(new URL(url).pathname.toLowerCase());
      for (const url of truth.linkedinPeople) expect(text).toContain(new URL(url).pathname);
      if (truth.employees) expect(text).toContain(truth.employees.replace(/\D.*$/, ''));
      if (truth.revenue) {
        const number = truth.revenue.value.split('M')[0]!;
        expect(text.includes(number) || text.includes(number.replace('.', ','))).toBe(true);
      }
    }
  });

  it('serves Latin-1 and windows-1252 sites in their charsets, and broken HTML', () => {
    let latin1 = 0;
    let cp1252 = 0;
    for (const { truth, pages } of fetched) {
      const home = pages.get(truth.home)!;
      const name = sb.world.byDomain(truth.domain)!.name;
      if (truth.charset === 'iso-8859-1') {
        latin1++;
        expect(home.res.headers['content-type']).toBe('text/html; charset=ISO-8859-1');
        expect(home.text).toContain(name);
        // Accented names are single bytes, not UTF-8 sequences.
        if (/[^ -~]/.test(name)) expect(home.res.body.toString('utf8')).not.toContain(name);
      }
      if (truth.charset === 'windows-1252') {
        cp1252++;
        expect(home.res.body.includes(0x93)).toBe(true); // “ in windows-1252
        expect(home.text).toContain('“');
        expect(home.text).toContain('windows-1252');
      }
      if (truth.patterns.includes('broken-html')) expect(home.text).not.toMatch(/<\/html>\s*$/i);
    }
    expect(latin1).toBeGreaterThanOrEqual(3);
    expect(cp1252).toBeGreaterThanOrEqual(3);
  });

  it('reaches redirected contact pages and redirected homes', async () => {
    let redirects = 0;
    for (const { truth } of fetched) {
      for (const [from, to] of Object.entries(truth.redirects)) {
        const res = await visit(truth.domain, from);
        expect(res.status).toBe(301);
        expect(res.headers.location).toMatch(new RegExp(`${to.replace(/\./g, '\\.')}$`));
        expect(truth.pages).toContain(to);
        redirects++;
      }
      if (truth.home === '/inicio') {
        const res = await visit(truth.domain, '/');
        expect(res.status).toBe(301);
        expect(res.headers.location).toMatch(/\/inicio$/);
      }
    }
    expect(redirects).toBeGreaterThanOrEqual(3);
  });

  it('gives every other site a template with a truth too', () => {
    const world = sb.world;
    let n = 0;
    for (const b of world.businesses) {
      if (!b.site || n++ % 7 !== 0) continue;
      const t = world.siteTruth(b.domain!)!;
      expect(t.domain).toBe(b.domain);
      expect(t.pages[0]).toBe(t.home);
      for (const e of t.emails) expect(e).not.toMatch(JUNK);
    }
    expect(n).toBeGreaterThan(7000);
  });
});
