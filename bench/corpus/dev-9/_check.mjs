// dev-9 corpus check. Run: node bench/corpus/dev-9/_check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LABELS = new Set(('team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes ' +
  'email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary').split(' '));
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', ntilde: 'ñ', Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', Ntilde: 'Ñ', ccedil: 'ç', Ccedil: 'Ç', atilde: 'ã', otilde: 'õ', acirc: 'â', ecirc: 'ê', ocirc: 'ô', agrave: 'à', egrave: 'è', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß', Uuml: 'Ü', Ouml: 'Ö', Auml: 'Ä', icirc: 'î', iuml: 'ï', euml: 'ë', ucirc: 'û', ugrave: 'ù', ordm: 'º', ordf: 'ª', euro: '€', middot: '·', ndash: '–', mdash: '—', laquo: '«', raquo: '»', copy: '©', bull: '•', hellip: '…' };
const decode = (s) => s.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(+n)).replace(/&([a-z]+);/gi, (m, n) => NAMED[n] ?? m);
const deobf = (s) => s
  .replace(/\s*\[at\]\s*/gi, '@').replace(/\s*\[dot\]\s*/gi, '.').replace(/\s*\(arroba\)\s*/gi, '@').replace(/\s*\(at\)\s*/gi, '@')
  .replace(/\s*\(punkt\)\s*/gi, '.').replace(/\s*\[arobase\]\s*/gi, '@').replace(/ AT /g, '@').replace(/ DOT /g, '.');

let errors = 0;
const err = (id, m) => { errors++; console.log(`ERROR ${id}: ${m}`); };
const ids = new Set(), doms = new Set();
const byLang = {}, byPat = {}, patLangs = {};
let nSites = 0, nContacts = 0, nEmails = 0;
for (const dir of fs.readdirSync(HERE).filter((d) => /^m\d{3}-/.test(d)).sort()) {
  const sj = path.join(HERE, dir, 'site.json');
  let s;
  try { s = JSON.parse(fs.readFileSync(sj, 'utf8')); } catch (e) { err(dir, 'site.json ' + e.message); continue; }
  nSites++;
  if (s.id !== dir) err(dir, 'id != folder');
  if (ids.has(s.id)) err(dir, 'dup id'); ids.add(s.id);
  if (doms.has(s.domain)) err(dir, 'dup domain'); doms.add(s.domain);
  if (!['es', 'en', 'pt', 'fr', 'de'].includes(s.language)) err(dir, 'language');
  byLang[s.language] = (byLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.has(p)) err(dir, 'unknown label ' + p);
    byPat[p] = (byPat[p] || 0) + 1;
    (patLangs[p] ||= new Set()).add(s.language);
  }
  // pages
  let all = '', raw = '';
  const links = {};
  for (const [p, f] of Object.entries(s.pages)) {
    const fp = path.join(HERE, dir, f);
    if (!fs.existsSync(fp)) { err(dir, 'missing page ' + f); continue; }
    const buf = fs.readFileSync(fp);
    const head = buf.subarray(0, 2000).toString('latin1');
    const html = /charset=iso-8859-1/i.test(head) ? buf.toString('latin1') : buf.toString('utf8');
    if (html.includes('\uFFFD')) err(dir, 'bad utf8 in ' + f);
    raw += '\n' + html;
    all += '\n' + decode(html);
    links[p] = [...html.matchAll(/href\s*=\s*["']?([^"' >]+)/gi)].map((m) => m[1].replace(/^https?:\/\/(www\.)?[^/]+/, '').split('#')[0].split('?')[0]);
  }
  // reachability from "/"
  const seen = new Set(['/']), q = ['/'];
  while (q.length) { const p = q.shift(); for (const h of links[p] || []) if (s.pages[h] && !seen.has(h)) { seen.add(h); q.push(h); } }
  for (const p of Object.keys(s.pages)) if (!seen.has(p)) err(dir, 'page not reachable: ' + p);
  const plain = decode(raw.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  const text = deobf(all).toLowerCase();
  const t = s.truth;
  for (const e of t.emails) {
    nEmails++;
    if (e !== e.toLowerCase()) err(dir, 'email not lower ' + e);
    if (!text.includes(e)) err(dir, 'email not on pages: ' + e);
    if (!t.emailKinds[e]) err(dir, 'no kind ' + e);
    if (t.emailKinds[e] === 'person' && !t.emailOwners[e]) err(dir, 'no owner ' + e);
  }
  for (const [e, o] of Object.entries(t.emailOwners)) if (!t.contacts.some((c) => c.name === o)) err(dir, `owner ${o} of ${e} not a contact`);
  for (const c of t.contacts) {
    nContacts++;
    if (!all.includes(c.name) && !plain.includes(c.name)) err(dir, 'name not on pages: ' + c.name);
    if (c.title != null && !all.includes(c.title) && !plain.includes(c.title)) err(dir, `title not on pages: ${c.name} / ${c.title}`);
    if (!['owner', 'marketing', 'operations', 'other'].includes(c.role)) err(dir, 'role ' + c.role);
  }
  for (const j of t.junk) {
    if (!raw.includes(j) && !all.includes(j)) err(dir, 'junk not on pages: ' + j);
    if (t.emails.includes(j.toLowerCase())) err(dir, 'junk also truth: ' + j);
  }
  // every address-looking string must be truth or junk (or an asset/version)
  const found = new Set([...deobf(all).matchAll(/[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/gi)].map((m) => m[0].toLowerCase()));
  const junkL = new Set(t.junk.map((j) => j.toLowerCase()));
  for (const f of found) {
    if (t.emails.includes(f) || junkL.has(f)) continue;
    if ([...junkL].some((j) => f.includes(j) || j.includes(f))) continue;
    err(dir, 'address on page neither truth nor junk: ' + f);
  }
}
console.log(`sites ${nSites}, contacts ${nContacts}, emails ${nEmails}`);
console.log('per language', byLang);
for (const [p, n] of Object.entries(byPat).sort()) console.log(`  ${p.padEnd(22)} ${String(n).padStart(3)}  ${[...patLangs[p]].sort().join(',')}`);
console.log(errors ? `${errors} errors` : 'OK');
process.exit(errors ? 1 : 0);
