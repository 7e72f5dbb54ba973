// Validation of corpus independent-a: `node _check.mjs`.
// Every site.json parses, every page exists and is linked from the home page, every truth email,
// name and title occurs in the pages (after decoding entities and obfuscation), every string with "@"
// in the pages is either a truth email or listed as junk, ids and domains are unique; then counts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMED } from './_gen-lib.mjs';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const LABELS = new Set(`team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(' '));
const ROLES = new Set(['owner', 'marketing', 'operations', 'other']);
const KINDS = new Set(['person', 'role', 'generic']);
const ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', middot: '·', hellip: '…', raquo: '»', laquo: '«', ndash: '–', mdash: '—', copy: '©', rsquo: '’', euro: '€' };
for (const [c, n] of Object.entries(NAMED)) if (!n.startsWith('#')) ENT[n] = c;
const decode = (s) => s.replace(/&#x([0-9a-f]+);/gi, (m, h) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);/g, (m, d) => String.fromCodePoint(Number(d))).replace(/&([a-zA-Z]+);/g, (m, n) => ENT[n] ?? m);
const cfDecode = (hex) => { const k = parseInt(hex.slice(0, 2), 16); let o = ''; for (let i = 2; i < hex.length; i += 2) o += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ k); return o; };
const deobf = (s) => s
  .replace(/\s*[[(]\s*(?:at|arroba|a)\s*[\])]\s*/gi, '@').replace(/\s+AT\s+/g, '@')
  .replace(/\s*[[(]\s*(?:dot|punto|ponto|point|punkt)\s*[\])]\s*/gi, '.').replace(/\s+DOT\s+/g, '.');

const errors = []; const warn = [];
const ids = new Set(); const domains = new Set();
const perLang = {}; const perPat = {}; const perPatLangs = {};
let nSites = 0; let noPeople = 0; let peopleNoOwn = 0; let nContacts = 0; let nEmails = 0; const roleCount = {};

for (const d of fs.readdirSync(DIR, { withFileTypes: true }).filter((x) => x.isDirectory()).map((x) => x.name).sort()) {
  const f = path.join(DIR, d, 'site.json');
  if (!fs.existsSync(f)) { errors.push(`${d}: no site.json`); continue; }
  let s;
  try { s = JSON.parse(fs.readFileSync(f, 'utf8')); } catch (e) { errors.push(`${d}: site.json does not parse: ${e.message}`); continue; }
  const E = (m) => errors.push(`${s.id}: ${m}`);
  nSites++;
  if (s.id !== d) E('id differs from folder');
  if (!/^a\d{3}-/.test(s.id)) E('id does not start with a###-');
  if (ids.has(s.id)) E('duplicate id'); ids.add(s.id);
  if (domains.has(s.domain)) E('duplicate domain'); domains.add(s.domain);
  if (!['es', 'en', 'pt', 'fr', 'de'].includes(s.language)) E('bad language');
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.has(p)) E(`unknown pattern ${p}`);
    perPat[p] = (perPat[p] || 0) + 1; (perPatLangs[p] ||= new Set()).add(s.language);
  }
  if (!s.pages['/']) E('no home page');
  const html = {}; const links = {};
  for (const [p, file] of Object.entries(s.pages)) {
    const fp = path.join(DIR, d, file);
    if (!fs.existsSync(fp)) { E(`missing page ${file}`); continue; }
    const buf = fs.readFileSync(fp);
    const head = buf.toString('latin1', 0, 2000);
    const latin = /charset=["']?(iso-8859-1|windows-1252)/i.test(head);
    html[p] = buf.toString(latin ? 'latin1' : 'utf8');
    if (!latin && html[p].includes('\uFFFD')) E(`${file}: invalid UTF-8`);
    links[p] = new Set([...html[p].matchAll(/href=["']?([^"' >]+)/g)].map((m) => m[1].replace(`https://${s.domain}`, '').replace(`https://www.${s.domain}`, '') || '/').map((u) => u.split('#')[0].split('?')[0] || '/'));
  }
  // reachability from home
  const seen = new Set(['/']); const queue = ['/'];
  while (queue.length) { const p = queue.shift(); for (const l of links[p] || []) if (s.pages[l] && !seen.has(l)) { seen.add(l); queue.push(l); } }
  for (const p of Object.keys(s.pages)) if (!seen.has(p)) E(`page ${p} not reachable from /`);
  if (Object.keys(s.pages).length > 5) E('more than 5 pages');

  const raw = Object.values(html).join('\n');
  let dec = decode(raw);
  dec = dec.replace(/data-cfemail="([0-9a-f]+)"/g, (m, h) => `${m} ${cfDecode(h)}`);
  const textA = decode(raw.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ');
  const textB = decode(raw.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  const hay = [dec, textA, textB, deobf(textB), deobf(textA)].join('\n');
  const hayLower = hay.toLowerCase();

  const t = s.truth;
  for (const a of t.emails) {
    if (a !== a.toLowerCase()) E(`email not lower case ${a}`);
    if (!hayLower.includes(a)) E(`truth email not found in pages: ${a}`);
    if (!KINDS.has(t.emailKinds[a])) E(`bad kind for ${a}`);
    if (t.emailKinds[a] === 'person' && !t.emailOwners[a]) E(`person email without owner ${a}`);
  }
  for (const [a, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(a)) E(`owner for unknown email ${a}`);
    if (!t.contacts.some((c) => c.name === o)) E(`owner ${o} not a contact`);
  }
  for (const c of t.contacts) {
    if (!ROLES.has(c.role)) E(`bad role ${c.role}`);
    if (!hay.includes(c.name)) E(`contact name not found: ${c.name}`);
    if (c.title && !hay.includes(c.title)) E(`title not found: ${c.title} (${c.name})`);
    roleCount[c.role] = (roleCount[c.role] || 0) + 1;
  }
  for (const j of t.junk) if (!hayLower.includes(j)) E(`junk not found: ${j}`);
  // every "@" token is accounted for
  const tokens = new Set([...dec.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]*[A-Za-z0-9]/g)].map((m) => m[0].toLowerCase().replace(/^mailto:/, '')));
  for (const tok of tokens) {
    if (t.emails.includes(tok) || t.junk.includes(tok)) continue;
    E(`unaccounted "@" string: ${tok}`);
  }
  // labels consistent with truth
  if (t.emails.length === 0 && !s.patterns.includes('no-email')) E('no emails but no no-email label');
  if (t.emails.length > 0 && s.patterns.includes('no-email')) E('no-email label but emails');
  if (!s.patterns.some((p) => p.startsWith('builder-') || p === 'hand-written' || p === 'broken-markup')) E('no builder/hand label');
  nContacts += t.contacts.length; nEmails += t.emails.length;
  if (t.contacts.length === 0) noPeople++;
  else if (!Object.values(t.emailKinds).includes('person')) peopleNoOwn++;
}

console.log(`sites: ${nSites}`);
console.log('per language:', JSON.stringify(perLang));
console.log(`contacts: ${nContacts}, roles: ${JSON.stringify(roleCount)}, emails: ${nEmails}`);
console.log(`sites without people: ${noPeople}; sites naming people without any person's own address: ${peopleNoOwn}`);
console.log('per pattern (sites / languages):');
for (const p of [...LABELS]) console.log(`  ${p.padEnd(22)} ${String(perPat[p] || 0).padStart(3)}  ${[...(perPatLangs[p] || [])].sort().join(',')}`);
for (const w of warn) console.log('warning:', w);
if (errors.length) { console.log(`\n${errors.length} error(s):`); for (const e of errors) console.log('  ' + e); process.exit(1); }
console.log('\nall checks passed');
