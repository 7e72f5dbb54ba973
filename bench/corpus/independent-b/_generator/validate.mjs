// Checks independent-b: site.json parses, pages exist and are linked from "/", truth strings occur on the pages,
// every email-looking string on the pages is either a truth email or listed junk, ids/domains unique,
// and prints counts per language and per pattern label.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LABELS = new Set(('team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary').split(' '));
const KINDS = new Set(['person', 'role', 'generic']);
const CLASSES = new Set(['owner', 'marketing', 'operations', 'other']);
const errors = [];
const err = (id, m) => errors.push(`${id}: ${m}`);

const ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', middot: '·', copy: '©', reg: '®', ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»', commat: '@', period: '.', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', bull: '•', euro: '€', trade: '™', shy: '' };
for (const [k, v] of Object.entries({ a: 'áàâãä', e: 'éèê_ë', i: 'íìî_ï', o: 'óòôõö', u: 'úùû_ü', n: '___ñ_', c: '_____', y: 'ý___ÿ' })) {
  ['acute', 'grave', 'circ', 'tilde', 'uml'].forEach((m, i) => { if (v[i] !== '_') { ENT[k + m] = v[i]; ENT[k.toUpperCase() + m] = v[i].toUpperCase(); } });
}
ENT.ntilde = 'ñ'; ENT.Ntilde = 'Ñ'; ENT.ccedil = 'ç'; ENT.Ccedil = 'Ç'; ENT.szlig = 'ß'; ENT.ordf = 'ª'; ENT.ordm = 'º';
const decode = (s) => s
  .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
  .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(+d))
  .replace(/&([a-z]+);/gi, (m, n) => (n in ENT ? ENT[n] : m));
const text = (html) => decode(html.replace(/<script[\s\S]*?<\/script>/gi, (m) => (/ld\+json/.test(m) ? m.replace(/<[^>]+>/g, ' ') : ' ')).replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
const deob = (t) => t
  .replace(/\s*[\[\(\{<]\s*(at|arroba|arobase|ät|at-zeichen|em|@)\s*[\]\)\}>]\s*/gi, '@')
  .replace(/\s*[\[\(\{<]\s*(dot|punto|punkt|point|ponto|\.)\s*[\]\)\}>]\s*/gi, '.')
  .replace(/\s+(at|arroba|arobase|ät)\s+/gi, '@').replace(/\s+(dot|punto|punkt|point|ponto)\s+/gi, '.');
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

const ids = new Set(), domains = new Set();
const perLang = {}, perLabel = {}, labelLangs = {};
let withPeopleNoOwnAddress = 0, noPeople = 0, total = 0;
for (const d of readdirSync(root).sort()) {
  if (!/^b\d{3}-/.test(d)) continue;
  total++;
  let s;
  try { s = JSON.parse(readFileSync(join(root, d, 'site.json'), 'utf8')); } catch (e) { err(d, 'site.json: ' + e.message); continue; }
  if (s.id !== d) err(d, 'id != folder');
  if (ids.has(s.id)) err(d, 'dup id'); ids.add(s.id);
  if (domains.has(s.domain)) err(d, 'dup domain ' + s.domain); domains.add(s.domain);
  if (!['es', 'en', 'pt', 'fr', 'de'].includes(s.language)) err(d, 'language');
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.has(p)) err(d, 'unknown label ' + p);
    perLabel[p] = (perLabel[p] || 0) + 1;
    (labelLangs[p] ||= new Set()).add(s.language);
  }
  let raw = '', txt = '';
  const linked = new Set();
  for (const [path, file] of Object.entries(s.pages)) {
    const f = join(root, d, file);
    if (!existsSync(f)) { err(d, 'missing ' + file); continue; }
    const buf = readFileSync(f);
    const h = /charset=["']?(iso-8859-1|windows-1252)/i.test(buf.toString('latin1').slice(0, 1500)) ? buf.toString('latin1') : buf.toString('utf8');
    if (h.includes('\uFFFD')) err(d, file + ': replacement char');
    raw += '\n' + h; txt += '\n' + text(h);
    if (path === '/') for (const m of h.matchAll(/href\s*=\s*["']?([^"'\s>]+)/gi)) {
      let u = m[1].replace(/^https?:\/\/[^/]+/, '').replace(/#.*$/, '') || '/';
      if (/^(mailto|tel|javascript):/i.test(u)) continue;
      if (!u.startsWith('/')) u = '/' + u.replace(/^\.\//, '');
      linked.add(u);
    }
  }
  if (!s.pages['/']) err(d, 'no home page');
  for (const path of Object.keys(s.pages)) if (path !== '/' && !linked.has(path)) err(d, 'page not linked from home: ' + path);
  const t = s.truth;
  const dec = deob(txt).toLowerCase(), rawDec = decode(raw).toLowerCase();
  for (const e of t.emails) {
    if (e !== e.toLowerCase()) err(d, 'email not lower case ' + e);
    if (!dec.includes(e) && !rawDec.includes(e)) err(d, 'email not on pages: ' + e);
    if (!KINDS.has(t.emailKinds[e])) err(d, 'kind missing ' + e);
  }
  for (const e of Object.keys(t.emailKinds)) if (!t.emails.includes(e)) err(d, 'kind for unknown email ' + e);
  for (const [e, o] of Object.entries(t.emailOwners || {})) {
    if (!t.emails.includes(e)) err(d, 'owner of unknown email ' + e);
    if (t.emailKinds[e] !== 'person') err(d, 'owned email not person ' + e);
    if (!t.contacts.some((c) => c.name === o)) err(d, 'owner not a contact ' + o);
  }
  for (const e of t.emails) if (t.emailKinds[e] === 'person' && !(t.emailOwners || {})[e]) err(d, 'person email without owner ' + e);
  const low = txt.toLowerCase();
  for (const c of t.contacts) {
    if (!low.includes(c.name.toLowerCase())) err(d, 'name not on pages: ' + c.name);
    if (c.title != null && !low.includes(c.title.toLowerCase())) err(d, 'title not on pages: ' + c.title);
    if (!CLASSES.has(c.role)) err(d, 'role ' + c.role);
  }
  const names = t.contacts.map((c) => c.name); if (new Set(names).size !== names.length) err(d, 'dup contact');
  for (const j of t.junk) if (!rawDec.includes(j.toLowerCase())) err(d, 'junk not on pages: ' + j);
  const found = new Set([...rawDec.matchAll(EMAIL)].map((m) => m[0].replace(/^mailto:/, '')));
  for (const f of found) if (!t.emails.includes(f) && !t.junk.some((j) => j.toLowerCase() === f)) err(d, 'unlabelled @-string on pages: ' + f);
  if (t.contacts.length === 0) noPeople++;
  else if (!Object.keys(t.emailOwners || {}).length) withPeopleNoOwnAddress++;
  if (!t.emails.length && !s.patterns.includes('no-email')) err(d, 'no emails but no no-email label');
  if (t.emails.length && s.patterns.includes('no-email')) err(d, 'no-email label but emails');
}
console.log('sites', total, 'per language', perLang);
console.log('sites naming people without own address', withPeopleNoOwnAddress, '; sites with no people', noPeople);
for (const [k, v] of Object.entries(perLabel).sort()) console.log(k.padEnd(22), String(v).padStart(3), [...labelLangs[k]].sort().join(' '), v < 4 || labelLangs[k].size < 3 ? '  <-- thin' : '');
if (errors.length) { console.log(errors.join('\n')); process.exit(1); } else console.log('OK');
