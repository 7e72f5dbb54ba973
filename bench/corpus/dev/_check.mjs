// Checks the written dev corpus: node bench/corpus/dev/_check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSites } from './_generate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const LABELS = `team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(' ');
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', reg: '®', trade: '™', raquo: '»', laquo: '«', middot: '·', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', bdquo: '„', euro: '€', ordm: 'º', ordf: 'ª', deg: '°', sect: '§', para: '¶', bull: '•',
  aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', Aacute: 'Á', Eacute: 'É', Iacute: 'Í', Oacute: 'Ó', Uacute: 'Ú', ntilde: 'ñ', Ntilde: 'Ñ', uuml: 'ü', ouml: 'ö', auml: 'ä', Uuml: 'Ü', Ouml: 'Ö', Auml: 'Ä', szlig: 'ß', ccedil: 'ç', Ccedil: 'Ç', atilde: 'ã', otilde: 'õ', Atilde: 'Ã', agrave: 'à', egrave: 'è', ugrave: 'ù', Agrave: 'À', Egrave: 'È', ecirc: 'ê', acirc: 'â', ocirc: 'ô', icirc: 'î', ucirc: 'û', Ecirc: 'Ê', iuml: 'ï', euml: 'ë', oelig: 'œ', aelig: 'æ', iexcl: '¡', iquest: '¿', times: '×', shy: '' };
const decode = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
  if (e[0] === '#') return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  if (!(e in NAMED)) { throw new Error('unknown entity ' + m); }
  return NAMED[e];
});
const strip = (html) => decode(html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(br|\/p|\/div|\/li|\/td|\/tr|\/h\d|\/dt|\/dd)\b[^>]*>/gi, '\n').replace(/<[^>]*>/g, '')).replace(/[ \t\r\n\u00a0]+/g, ' ');
const cfdec = (hex) => { const k = parseInt(hex.slice(0, 2), 16); let s = ''; for (let i = 2; i < hex.length; i += 2) s += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ k); return s; };
const deobf = (t) => t.toLowerCase()
  .replace(/\s*[\[(]\s*(at|arroba|arobase|ät)\s*[\])]\s*/g, '@')
  .replace(/\s*[\[(]\s*(dot|punto|punkt|point|ponto)\s*[\])]\s*/g, '.')
  .replace(/(\w) at (\w)/g, '$1@$2').replace(/(\w) dot (\w)/g, '$1.$2');

const defs = Object.fromEntries((await loadSites()).map((s) => [s.id, s]));
const errors = [];
const err = (id, m) => errors.push(`${id}: ${m}`);
const ids = new Set(), domains = new Set();
const perLang = {}, perLabel = {}, labelLangs = {};
let nSites = 0, noPeople = 0, peopleNoOwnEmail = 0, noEmail = 0, contactsTotal = 0;
for (const d of fs.readdirSync(here).sort()) {
  const dir = path.join(here, d);
  if (!fs.statSync(dir).isDirectory()) continue;
  nSites++;
  let s;
  try { s = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')); } catch (e) { err(d, 'site.json ' + e.message); continue; }
  if (s.id !== d) err(d, 'id != folder');
  if (!/^d\d{3}-/.test(s.id)) err(d, 'id prefix');
  if (ids.has(s.id)) err(d, 'dup id'); ids.add(s.id);
  if (domains.has(s.domain)) err(d, 'dup domain'); domains.add(s.domain);
  if (!['es', 'en', 'pt', 'fr', 'de'].includes(s.language)) err(d, 'language');
  perLang[s.language] = (perLang[s.language] ?? 0) + 1;
  for (const l of s.patterns) {
    if (!LABELS.includes(l)) err(d, 'unknown label ' + l);
    perLabel[l] = (perLabel[l] ?? 0) + 1;
    (labelLangs[l] ??= new Set()).add(s.language);
  }
  if (new Set(s.patterns).size !== s.patterns.length) err(d, 'dup label');
  let raw = '', text = '';
  const homeFile = s.pages['/'];
  if (!homeFile) err(d, 'no home page');
  let home = '';
  for (const [p, f] of Object.entries(s.pages)) {
    const fp = path.join(dir, f);
    if (!fs.existsSync(fp)) { err(d, 'missing page file ' + f); continue; }
    const buf = fs.readFileSync(fp);
    const latin1 = /charset=("?)(iso-8859-1|windows-1252)/i.test(buf.toString('latin1').slice(0, 600));
    const html = buf.toString(latin1 ? 'latin1' : 'utf8');
    if (!latin1 && html.includes('\ufffd')) err(d, 'bad utf8 in ' + f);
    if (p === '/') home = html;
    raw += '\n' + html;
    try { text += '\n' + strip(html); } catch (e) { err(d, f + ': ' + e.message); }
  }
  for (const p of Object.keys(s.pages)) {
    if (p === '/') continue;
    const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`href=["']?((https?://(www\\.)?${esc(s.domain)})?${esc(p)}|${esc(p.replace(/^\//, ''))})["' >#?]`, 'i');
    if (!re.test(home)) err(d, 'page not linked from home: ' + p);
  }
  let decodedRaw = '';
  try { decodedRaw = decode(raw); } catch (e) { err(d, e.message); }
  const cf = [...raw.matchAll(/data-cfemail="([0-9a-f]+)"/g)].map((m) => cfdec(m[1])).join(' ');
  const hay = [decodedRaw.toLowerCase(), deobf(text), deobf(decodedRaw), cf].join('\n');
  const hints = defs[d]?.verify ?? {};
  const t = s.truth;
  for (const e of t.emails) {
    if (e !== e.toLowerCase()) err(d, 'email not lower ' + e);
    if (!t.emailKinds[e]) err(d, 'no kind ' + e);
    if (hints[e]) { if (!raw.includes(hints[e])) err(d, `hint for ${e} not found`); }
    else if (!hay.includes(e)) err(d, 'email not on pages: ' + e);
    if (t.emailKinds[e] === 'person' && !t.emailOwners[e]) err(d, 'person email without owner ' + e);
  }
  for (const [e, n] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(e)) err(d, 'owner for unknown email ' + e);
    if (!t.contacts.some((c) => c.name === n)) err(d, `owner ${n} not in contacts`);
  }
  for (const c of t.contacts) {
    if (!text.includes(c.name) && !decodedRaw.includes(c.name)) err(d, 'name not on pages: ' + c.name);
    if (c.title && !text.includes(c.title) && !decodedRaw.includes(c.title)) err(d, `title not on pages: ${c.name} / ${c.title}`);
    if (!['owner', 'marketing', 'operations', 'other'].includes(c.role)) err(d, 'bad role ' + c.role);
  }
  if (new Set(t.contacts.map((c) => c.name)).size !== t.contacts.length) err(d, 'dup contact');
  for (const j of t.junk) {
    if (!j.includes('@')) err(d, 'junk without @ ' + j);
    if (!raw.includes(j) && !decodedRaw.includes(j)) err(d, 'junk not on pages: ' + j);
    if (t.emails.includes(j.toLowerCase())) err(d, 'junk is also truth ' + j);
  }
  // every e-mail-shaped token on the pages must be labelled either truth or junk
  for (const m of decodedRaw.matchAll(/[\w.+%-]+@[\w-]+(\.[\w-]+)+/g)) {
    let tok = m[0].replace(/^mailto:/i, '').replace(/\.$/, '');
    const low = tok.toLowerCase();
    if (t.emails.includes(low)) continue;
    if (t.junk.some((j) => j.toLowerCase() === low || low.includes(j.toLowerCase()) || j.toLowerCase().includes(low))) continue;
    err(d, 'unlabelled @-token: ' + tok);
  }
  contactsTotal += t.contacts.length;
  if (t.contacts.length === 0) noPeople++;
  else if (!Object.keys(t.emailOwners).length) peopleNoOwnEmail++;
  if (t.emails.length === 0) { noEmail++; if (!s.patterns.includes('no-email')) err(d, 'no emails but no no-email label'); }
  if (t.emails.length && s.patterns.includes('no-email')) err(d, 'no-email label but emails');
  if (s.patterns.includes('email-in-person-card') && !Object.keys(t.emailOwners).length) err(d, 'email-in-person-card without person emails');
}
console.log('sites', nSites, 'per language', perLang);
console.log('contacts', contactsTotal, '| no people', noPeople, '| people without own address', peopleNoOwnEmail, '| no email', noEmail);
const rows = LABELS.map((l) => `${l.padEnd(22)} ${String(perLabel[l] ?? 0).padStart(3)}  ${[...(labelLangs[l] ?? [])].sort().join(',')}`);
console.log(rows.join('\n'));
for (const l of LABELS) if ((perLabel[l] ?? 0) < 4 || (labelLangs[l]?.size ?? 0) < 3) console.log('UNDER-COVERED', l);
if (errors.length) { console.log(errors.join('\n')); process.exit(1); }
console.log('ok');
