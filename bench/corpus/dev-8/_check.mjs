// Checks the dev-8 corpus: node bench/corpus/dev-8/_check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const LABELS = new Set(
  `team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(
    ' ',
  ),
);
const ROLES = new Set(['owner', 'marketing', 'operations', 'other']);
const KINDS = new Set(['person', 'role', 'generic']);

const dec = (s) =>
  s
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&mdash;/g, '—')
    .replace(/&pound;/g, '£')
    .replace(/&raquo;/g, '»')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const text = (html) =>
  dec(html.replace(/<img[^>]*?\balt="([^"]*)"[^>]*>/gi, ' $1 ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ');
const deobf = (t) =>
  t
    .replace(/\s*[\[\(\{]\s*(at|arroba|arobase|ät)\s*[\]\)\}]\s*/gi, '@')
    .replace(/\s*[\[\(\{]\s*(dot|punto|punkt|point|ponto)\s*[\]\)\}]\s*/gi, '.');

const errors = [];
const ids = new Set();
const domains = new Set();
const perLang = {};
const perLabel = {};
const labelLangs = {};
let nContacts = 0;
let nEmails = 0;
const dirs = fs
  .readdirSync(DIR)
  .filter((d) => /^k\d{3}-/.test(d))
  .sort();
for (const d of dirs) {
  const err = (m) => errors.push(`${d}: ${m}`);
  let s;
  try {
    s = JSON.parse(fs.readFileSync(path.join(DIR, d, 'site.json'), 'utf8'));
  } catch (e) {
    err('site.json does not parse: ' + e.message);
    continue;
  }
  if (s.id !== d) err('id differs from folder');
  if (ids.has(s.id)) err('duplicate id');
  ids.add(s.id);
  if (domains.has(s.domain)) err('duplicate domain');
  domains.add(s.domain);
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.has(p)) err('unknown label ' + p);
    perLabel[p] = (perLabel[p] || 0) + 1;
    (labelLangs[p] ||= new Set()).add(s.language);
  }
  if (!s.pages['/']) err('no home page');
  const raw = {};
  for (const [p, f] of Object.entries(s.pages)) {
    const fp = path.join(DIR, d, f);
    if (!fs.existsSync(fp)) {
      err(`page file ${f} missing`);
      continue;
    }
    const buf = fs.readFileSync(fp);
    const head = buf.subarray(0, 1200).toString('latin1');
    const cs = /charset=["']?(iso-8859-1|windows-1252|latin1)/i.test(head) ? 'latin1' : 'utf8';
    raw[p] = buf.toString(cs);
    if (cs === 'utf8' && raw[p].includes('\uFFFD')) err(`${f}: invalid utf-8`);
  }
  // reachability from home
  const home = raw['/'] || '';
  const hrefs = new Set(
    [...home.matchAll(/href=["']?([^"'\s>]+)/g)].map((m) => {
      let h = dec(m[1]).replace(/^https?:\/\/[^/]+/, '') || '/';
      if (!h.startsWith('/')) h = '/' + h;
      return h.split('#')[0];
    }),
  );
  for (const p of Object.keys(s.pages)) if (p !== '/' && !hrefs.has(p)) err(`page ${p} not linked from home`);
  const allRaw = dec(Object.values(raw).join('\n'));
  const allText = Object.values(raw).map(text).join('\n');
  const t = s.truth;
  for (const e of t.emails) {
    nEmails++;
    if (e !== e.toLowerCase()) err(`email not lower case ${e}`);
    if (!allRaw.toLowerCase().includes(e) && !deobf(allText).toLowerCase().includes(e)) err(`truth email not on pages: ${e}`);
    if (!KINDS.has(t.emailKinds[e])) err(`bad kind for ${e}`);
    if (t.emailKinds[e] === 'person' && !t.emailOwners[e]) err(`person email without owner ${e}`);
  }
  for (const [e, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(e)) err(`owner for unknown email ${e}`);
    if (!t.contacts.some((c) => c.name === o)) err(`email owner ${o} not a contact`);
  }
  for (const c of t.contacts) {
    nContacts++;
    if (!allText.includes(c.name)) err(`contact name not on pages: ${c.name}`);
    if (c.title !== null && !allText.includes(c.title)) err(`title not on pages: ${c.title}`);
    if (!ROLES.has(c.role)) err(`bad role ${c.role}`);
  }
  for (const j of t.junk) if (!j.includes('@')) err(`junk without @: ${j}`);
  const kindOf = (j) =>
    /@\d+x\.(png|jpe?g|webp|gif|svg)$/.test(j)
      ? 'junk-asset'
      : /@\d+(\.\d+)*$/.test(j)
        ? 'junk-version'
        : /sentry|wixpress/.test(j)
          ? 'junk-platform'
          : /(example|ejemplo|exemplo|exemple|mustermann|^tu@|^seu@|^o\.seu@|^votre@|^ihre@|^you@)/.test(j)
            ? 'junk-placeholder'
            : 'junk-agency';
  const jk = new Set(t.junk.map(kindOf));
  for (const k of jk) if (!s.patterns.includes(k)) err(`junk of kind ${k} present but not labelled (${t.junk.filter((j) => kindOf(j) === k)})`);
  for (const k of ['junk-asset', 'junk-version', 'junk-platform', 'junk-placeholder', 'junk-agency']) if (s.patterns.includes(k) && !jk.has(k)) err(`labelled ${k} but none in junk`);
  if (s.patterns.includes('email-jsonld') && !t.emails.some((e) => /application\/ld\+json[\s\S]*?<\/script>/.test(allRaw) && [...allRaw.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].some((m) => m[1].includes(e)))) err('email-jsonld label without an email in JSON-LD');
  if (t.emails.length === 0 && !s.patterns.includes('no-email')) err('no emails but no no-email label');
  if (t.emails.length > 0 && s.patterns.includes('no-email')) err('no-email label but emails');
}
if (errors.length) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
console.log(`sites: ${dirs.length}, contacts: ${nContacts}, emails: ${nEmails}`);
console.log('per language:', JSON.stringify(perLang));
for (const [l, n] of Object.entries(perLabel).sort((a, b) => b[1] - a[1]))
  console.log(`  ${l.padEnd(22)} ${String(n).padStart(3)}  ${[...labelLangs[l]].sort().join(',')}${n < 4 || labelLangs[l].size < 3 ? '   <-- under 4 sites / 3 languages' : ''}`);
