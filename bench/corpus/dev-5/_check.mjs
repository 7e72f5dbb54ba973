// Checks corpus dev-5: node _check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const here = path.dirname(fileURLToPath(import.meta.url));
function decode(s) {
  return s.replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d))
    .replace(/&commat;/g, '@').replace(/&period;/g, '.').replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;|&apos;/g, "'");
}
function deobf(s) {
  return s.toLowerCase()
    .replace(/\s*[\[\(\{<]\s*(at|arroba|ät|chez|arobase|arrobase|em|klammeraffe)\s*[\]\)\}>]\s*/g, '@')
    .replace(/\s*[\[\(\{<]\s*(dot|punto|punkt|point|ponto)\s*[\]\)\}>]\s*/g, '.')
    .replace(/\s+(at|arroba|chez)\s+/g, '@').replace(/\s+(dot|punto|punkt|point|ponto)\s+/g, '.');
}
const text = (html) => decode(html.replace(/<script[\s\S]*?<\/script>/gi, ' ').replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
const errors = [], warns = [];
const ids = new Set(), domains = new Set();
const byLang = {}, byPat = {}, patLangs = {};
let n = 0, contacts = 0, emails = 0;
for (const dir of fs.readdirSync(here).sort()) {
  const f = path.join(here, dir, 'site.json');
  if (!fs.existsSync(f)) continue;
  n++;
  let s;
  try { s = JSON.parse(fs.readFileSync(f, 'utf8')); } catch (e) { errors.push(dir + ': bad json ' + e.message); continue; }
  if (s.id !== dir) errors.push(dir + ': id mismatch');
  if (!/^h\d{3}-/.test(s.id)) errors.push(dir + ': id prefix');
  if (ids.has(s.id)) errors.push(dir + ': dup id'); ids.add(s.id);
  if (domains.has(s.domain)) errors.push(dir + ': dup domain'); domains.add(s.domain);
  byLang[s.language] = (byLang[s.language] || 0) + 1;
  for (const p of s.patterns) { byPat[p] = (byPat[p] || 0) + 1; (patLangs[p] ||= new Set()).add(s.language); }
  let raw = '', txt = '', attrsAndText = '';
  for (const [p, file] of Object.entries(s.pages)) {
    const fp = path.join(here, dir, file);
    if (!fs.existsSync(fp)) { errors.push(dir + ': missing ' + file); continue; }
    const html = fs.readFileSync(fp, 'utf8');
    raw += '\n' + html; txt += '\n' + text(html); attrsAndText += '\n' + decode(html);
  }
  if (!s.pages['/']) errors.push(dir + ': no home');
  const home = fs.readFileSync(path.join(here, dir, s.pages['/']), 'utf8');
  for (const p of Object.keys(s.pages)) {
    if (p === '/') continue;
    const re = new RegExp(`href=["']?(https://${s.domain.replace(/\./g, '\\.')})?${p.replace(/[.]/g, '\\.')}["' >]`, 'i');
    if (!re.test(home)) errors.push(dir + ': page ' + p + ' not linked from home');
  }
  const dec = deobf(attrsAndText);
  const t = s.truth;
  for (const e of t.emails) {
    emails++;
    if (e !== e.toLowerCase()) errors.push(dir + ': email not lower ' + e);
    if (!dec.includes(e)) errors.push(dir + ': email not found ' + e);
    if (!t.emailKinds[e]) errors.push(dir + ': no kind ' + e);
    if (t.emailKinds[e] === 'person' && !t.emailOwners[e]) warns.push(dir + ': person email without owner ' + e);
  }
  for (const [e, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(e)) errors.push(dir + ': owner for unknown email ' + e);
    if (!t.contacts.some((c) => c.name === o)) errors.push(dir + ': owner not a contact ' + o);
  }
  const names = new Set();
  for (const c of t.contacts) {
    contacts++;
    if (names.has(c.name)) errors.push(dir + ': dup contact ' + c.name); names.add(c.name);
    if (!['owner', 'marketing', 'operations', 'other'].includes(c.role)) errors.push(dir + ': bad role ' + c.role);
    if (!txt.includes(c.name) && !attrsAndText.includes(c.name)) errors.push(dir + ': name not found ' + c.name);
    else if (!txt.includes(c.name)) warns.push(dir + ': name only in markup/structured data ' + c.name);
    if (c.title && !txt.includes(c.title) && !attrsAndText.includes(c.title)) errors.push(dir + ': title not found ' + c.title + ' (' + c.name + ')');
  }
  for (const j of t.junk) if (!dec.includes(j)) errors.push(dir + ': junk not found ' + j);
  for (const j of t.junk) if (t.emails.includes(j)) errors.push(dir + ': junk is truth ' + j);
}
console.log('sites', n, 'contacts', contacts, 'emails', emails);
console.log('languages', byLang);
const order = Object.keys(byPat).sort();
for (const p of order) {
  const bad = byPat[p] < 4 || patLangs[p].size < 3;
  console.log((bad ? '!! ' : '   ') + p.padEnd(22), String(byPat[p]).padStart(3), [...patLangs[p]].sort().join(','));
}
for (const w of warns) console.log('warn', w);
for (const e of errors) console.log('ERROR', e);
process.exit(errors.length ? 1 : 0);
