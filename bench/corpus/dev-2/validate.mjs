// Checks the dev-2 corpus: node bench/corpus/dev-2/validate.mjs
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeEntities, emailLike, pageText } from './text.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const LABELS = 'team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary'.split(' ');
const ROLES = ['owner', 'marketing', 'operations', 'other'];
const KINDS = ['person', 'role', 'generic'];
// human decoding of the obfuscations used in this corpus
const deob = (s) => s
  .replace(/\s*[\[\(\{]\s*(at|arroba|chez|ät|klammeraffe|@)\s*[\]\)\}]\s*/gi, '@')
  .replace(/\s*[\[\(\{]\s*(dot|punto|punkt|point|ponto)\s*[\]\)\}]\s*/gi, '.')
  .replace(/\s+(at|arroba|chez)\s+/gi, '@').replace(/\s+(dot|punto|punkt|point|ponto)\s+/gi, '.');

let errors = 0;
const err = (id, m) => { errors++; console.log(`ERR ${id}: ${m}`); };
const ids = new Set(), domains = new Set();
const perLang = {}, perLabel = {}, labelLangs = {};
let n = 0, noPeople = 0, peopleNoOwnEmail = 0;
for (const d of readdirSync(here).filter((d) => /^e\d{3}-/.test(d)).sort()) {
  n++;
  const s = JSON.parse(readFileSync(join(here, d, 'site.json'), 'utf8'));
  if (s.id !== d) err(d, 'id != folder');
  if (ids.has(s.id)) err(d, 'dup id'); ids.add(s.id);
  if (domains.has(s.domain)) err(d, 'dup domain'); domains.add(s.domain);
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) { if (!LABELS.includes(p)) err(d, `bad label ${p}`); perLabel[p] = (perLabel[p] || 0) + 1; (labelLangs[p] ||= new Set()).add(s.language); }
  if (!s.pages['/']) err(d, 'no home page');
  let raw = '', text = '', textJoined = '';
  const home = existsSync(join(here, d, s.pages['/'])) ? readFileSync(join(here, d, s.pages['/']), 'utf8') : '';
  for (const [path, f] of Object.entries(s.pages)) {
    if (!existsSync(join(here, d, f))) { err(d, `missing ${f}`); continue; }
    const h = readFileSync(join(here, d, f), 'utf8');
    if (path !== '/' && !new RegExp(`href=["']?(https://${s.domain.replace(/\./g, '\\.')})?${path.replace(/[.?]/g, '\\$&')}["' >]`).test(home)) err(d, `home does not link ${path}`);
    raw += decodeEntities(h) + '\n'; text += pageText(h) + '\n'; textJoined += pageText(h, '') + '\n';
  }
  const rawL = raw.toLowerCase(), deobL = deob(text).toLowerCase();
  const t = s.truth;
  for (const e of t.emails) {
    if (e !== e.toLowerCase()) err(d, `upper ${e}`);
    if (!rawL.includes(e) && !deobL.includes(e)) err(d, `email not found ${e}`);
    if (!KINDS.includes(t.emailKinds[e])) err(d, `kind ${e}`);
    if (t.emailKinds[e] === 'person' && !t.emailOwners[e]) err(d, `person email without owner ${e}`);
  }
  for (const [e, o] of Object.entries(t.emailOwners)) { if (!t.emails.includes(e)) err(d, `owner of unknown ${e}`); if (!t.contacts.some((c) => c.name === o)) console.log(`note ${d}: owner ${o} not in contacts`); }
  for (const e of emailLike(raw)) if (!t.emails.includes(e.toLowerCase()) && !t.junk.includes(e.toLowerCase()) && !t.junk.includes(e)) err(d, `unlabelled @ token ${e}`);
  for (const j of t.junk) if (!raw.includes(j) && !deob(text).includes(j)) err(d, `junk not found ${j}`);
  const norm = (x) => x.replace(/\s+/g, ' ');
  for (const c of t.contacts) {
    if (!ROLES.includes(c.role)) err(d, `role ${c.name}`);
    if (!text.includes(c.name) && !textJoined.includes(c.name) && !raw.includes(c.name)) err(d, `name not found ${c.name}`);
    if (c.title && !text.includes(norm(c.title)) && !textJoined.includes(c.title) && !raw.includes(c.title)) err(d, `title not found ${c.title} (${c.name})`);
  }
  if (!t.contacts.length) noPeople++;
  else if (!Object.keys(t.emailOwners).length) peopleNoOwnEmail++;
  if (!t.emails.length && !s.patterns.includes('no-email')) err(d, 'no emails but no no-email label');
}
console.log(`${n} sites; no people: ${noPeople}; people without own address: ${peopleNoOwnEmail}`);
console.log('per language', perLang);
for (const l of LABELS) console.log(`${l.padEnd(22)} ${String(perLabel[l] || 0).padStart(3)}  ${[...(labelLangs[l] || [])].sort().join(',')}${(perLabel[l] || 0) < 4 || (labelLangs[l]?.size || 0) < 3 ? '   <-- under target' : ''}`);
console.log(errors ? `${errors} errors` : 'OK');
process.exit(errors ? 1 : 0);
