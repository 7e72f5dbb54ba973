// dev-9 corpus generator. Run: node bench/corpus/dev-9/_gen.mjs
// Writes one folder per site (site.json + pages). Truth is collected while rendering: every
// address and person a template prints is registered in the site's context, nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCtx } from './_lib.mjs';
import * as T1 from './_tpl1.mjs';
import * as T2 from './_tpl2.mjs';
import * as T3 from './_tpl3.mjs';
import { SITES_ES, SITES_EN } from './_sites_es_en.mjs';
import { SITES_PT, SITES_FR } from './_sites_pt_fr.mjs';
import { SITES_DE } from './_sites_de.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TPL = { ...T1, ...T2, ...T3 };
const SITES = [...SITES_ES, ...SITES_EN, ...SITES_PT, ...SITES_FR, ...SITES_DE];

// labels that depend on the content rather than the template
const EXTRA = {
  m042: ['about-prose'],
  m016: ['about-prose'],
  m006: ['about-prose'],
  m003: ['about-prose'],
  m001: ['name-lookalikes'], // firm named after its partners
  m002: ['name-lookalikes'], // Calle Doctor Fleming, Seguros Santa Lucía, late founder
  m004: ['name-lookalikes', 'about-prose'], // wines named after places (Pedrones, La Portera)
  m010: ['email-text'],
  m011: ['name-lookalikes'],
  m014: ['name-lookalikes', 'about-prose'], // Hollis Creek vs. the Hollis owners, fly patterns
  m019: ['name-lookalikes'], // clients named after people (Morrison & Kaye, Whitlock & Sons)
  m022: ['name-lookalikes'],
  m030: ['name-lookalikes'],
  m034: ['name-lookalikes', 'about-prose'], // Arthur 1921 collection
  m036: ['name-lookalikes'],
  m037: ['name-lookalikes'],
  m038: ['name-lookalikes'], // Hôtel Le Corbusier, Domaine Jean-Baptiste Reboul
  m041: ['name-lookalikes'],
  m043: ['name-lookalikes', 'about-prose'],
  m048: ['name-lookalikes'], // Reederei Claus Peters, Hotel Hanseatic Brahms
};
const CARD_TPLS = new Set(['wpTable', 'handDl', 'speakers', 'jsonld']);

// clean previous output (site folders only)
for (const e of fs.readdirSync(HERE, { withFileTypes: true })) {
  if (e.isDirectory() && /^m\d{3}-/.test(e.name)) fs.rmSync(path.join(HERE, e.name), { recursive: true });
}

const ids = new Set();
const doms = new Set();
for (const d of SITES) {
  if (ids.has(d.id) || doms.has(d.dom)) throw new Error('duplicate ' + d.id);
  ids.add(d.id);
  doms.add(d.dom);
  const c = makeCtx(d);
  const fn = TPL[d.tpl];
  if (!fn) throw new Error('no template ' + d.tpl);
  fn(c, d);
  for (const l of EXTRA[d.id.slice(0, 4)] || []) c.pats.add(l);
  const personMails = [...c.emails.values()].some((v) => v.kind === 'person');
  if (CARD_TPLS.has(d.tpl) && personMails && d.tpl !== 'jsonld') c.pats.add('email-in-person-card');
  if (c.emails.size === 0) c.pats.add('no-email');
  const dir = path.join(HERE, d.id);
  fs.mkdirSync(dir, { recursive: true });
  const pages = {};
  for (const [p, { file, html, enc }] of Object.entries(c.pages)) {
    if (enc === 'latin1' && /[^\x00-\xff]/.test(html)) throw new Error(`${d.id} ${file}: non-latin1 char ${html.match(/[^\x00-\xff]/)[0]}`);
    fs.writeFileSync(path.join(dir, file), enc === 'latin1' ? Buffer.from(html, 'latin1') : html);
    pages[p] = file;
  }
  const emails = [...c.emails.keys()].sort();
  const emailKinds = Object.fromEntries(emails.map((e) => [e, c.emails.get(e).kind]));
  const emailOwners = Object.fromEntries(emails.filter((e) => c.emails.get(e).kind === 'person').map((e) => [e, c.emails.get(e).owner]));
  const site = {
    id: d.id,
    domain: d.dom,
    language: d.lang,
    patterns: [...c.pats].sort(),
    pages,
    robots: null,
    truth: {
      emails,
      emailKinds,
      emailOwners,
      contacts: c.contacts,
      junk: [...c.junk].filter((j) => j.includes('@')).sort(),
    },
  };
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site, null, 2) + '\n');
}
console.log(`wrote ${SITES.length} sites`);
