// Generates the dev-8 corpus: node bench/corpus/dev-8/_gen.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELLS, reseed } from './_engine.mjs';
import es from './_sites_es.mjs';
import en from './_sites_en.mjs';
import pt from './_sites_pt.mjs';
import fr from './_sites_fr.mjs';
import de from './_sites_de.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const HOME = { es: 'Inicio', en: 'Home', pt: 'Início', fr: 'Accueil', de: 'Startseite' };

export function fileFor(p) {
  if (p === '/') return 'index.html';
  const s = p.replace(/^\/|\/$/g, '').replace(/\//g, '-');
  return s.endsWith('.html') || s.endsWith('.htm') ? s : s + '.html';
}

export function decodeEntities(s) {
  return s
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
export const atTokens = (html) =>
  [...decodeEntities(html).matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*/g)].map((m) => m[0].replace(/\.$/, '').toLowerCase());

const all = [...es, ...en, ...pt, ...fr, ...de];
const problems = [];
for (const s of all) {
  reseed(s.id);
  const sh = SHELLS[s.shell](s);
  const blocks = s.pages(sh);
  const dir = path.join(DIR, s.id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pages = {};
  const htmls = [];
  for (const [p, bl] of Object.entries(blocks)) {
    const label = (s.nav.find((n) => n[0] === p) || [])[1] || HOME[s.lang];
    const title = (s.titles && s.titles[p]) || (p === '/' ? s.homeTitle || HOME[s.lang] : label);
    const html = sh.doc(p, title, bl);
    const f = s.files?.[p] || fileFor(p);
    pages[p] = f;
    fs.writeFileSync(path.join(dir, f), s.charset && s.charset !== 'utf-8' ? Buffer.from(html, 'latin1') : html);
    htmls.push(html);
  }
  // every nav path must be a page
  for (const [p] of s.nav) if (!pages[p]) problems.push(`${s.id}: nav ${p} has no page`);
  const emails = Object.keys(s.emails || {}).map((e) => e.toLowerCase());
  const kinds = {};
  const owners = {};
  for (const [e, k] of Object.entries(s.emails || {})) {
    kinds[e.toLowerCase()] = Array.isArray(k) ? k[0] : k;
    if (Array.isArray(k)) owners[e.toLowerCase()] = k[1];
  }
  const junk = [...new Set(htmls.flatMap(atTokens))].filter((t) => !emails.includes(t));
  const base = s.domain.replace(/^www\./, '');
  for (const j of junk) if (j.endsWith('@' + base) || j.endsWith('.' + base)) problems.push(`${s.id}: unlabelled own address ${j}`);
  const site = {
    id: s.id,
    domain: s.domain,
    language: s.lang,
    patterns: s.patterns,
    pages,
    robots: s.robots ?? null,
    truth: {
      emails,
      emailKinds: kinds,
      emailOwners: owners,
      contacts: s.contacts.map(([name, title, role]) => ({ name, title, role })),
      junk,
    },
  };
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site, null, 2) + '\n');
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
console.log(`${all.length} sites written`);
