// Generator of corpus independent-a: `node _gen.mjs` writes every <id>/site.json and its pages.
// Site content lives in _data-<lang>.mjs; the markup of each site builder lives in _skins.mjs.
// Truth (emails, kinds, owners, junk, patterns) is recorded while rendering: an address is in the
// truth only if it was really written into a page, and every junk string is registered where it is emitted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { L, rng, hex } from './_gen-lib.mjs';
import { SKINS } from './_skins.mjs';
import { renderBlock } from './_blocks.mjs';
import es from './_data-es.mjs';
import en from './_data-en.mjs';
import pt from './_data-pt.mjs';
import fr from './_data-fr.mjs';
import de from './_data-de.mjs';

const OUT = path.dirname(fileURLToPath(import.meta.url));
const ALL = [...es, ...en, ...pt, ...fr, ...de];

function makeCtx(s) {
  const ctx = {
    s, r: rng(s.id), L: { ...L[s.lang], ...(s.loc ? L[s.loc] : {}), ...(s.words || {}) }, skin: SKINS[s.skin],
    emails: new Map(), junk: new Set(), pats: new Set(s.pats || []), counters: {},
  };
  ctx.sqId = hex(ctx.r, 24);
  ctx.pat = (p) => ctx.pats.add(p);
  ctx.j = (str, p) => { ctx.junk.add(str.toLowerCase()); if (p) ctx.pat(p); return str; };
  ctx.n = (k) => (ctx.counters[k] = (ctx.counters[k] ?? -1) + 1);
  ctx.lookup = (addr) => {
    const a = addr.toLowerCase();
    const e = (s.emails || []).find((x) => x.a.toLowerCase() === a);
    if (e) return { kind: e.k, owner: e.o };
    const p = (s.people || []).find((x) => x.e && x.e.toLowerCase() === a);
    if (p) return { kind: 'person', owner: p.n };
    throw new Error(`${s.id}: address ${addr} is written but not declared`);
  };
  ctx.em = (addr) => { const a = addr.toLowerCase(); ctx.emails.set(a, ctx.lookup(a)); };
  return ctx;
}

let count = 0;
const ids = new Set();
const domains = new Set();
for (const s of ALL) {
  if (ids.has(s.id)) throw new Error(`duplicate id ${s.id}`);
  if (domains.has(s.domain)) throw new Error(`duplicate domain ${s.domain}`);
  ids.add(s.id); domains.add(s.domain);
  const ctx = makeCtx(s);
  if (!ctx.skin) throw new Error(`${s.id}: unknown skin ${s.skin}`);
  const dir = path.join(OUT, s.id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pages = {};
  for (const l of { elementor: ['builder-elementor'], wordpress: ['builder-wordpress'], divi: ['builder-divi'], wix: ['builder-wix'], squarespace: ['builder-squarespace'], webflow: ['builder-webflow'], bootstrap: ['builder-bootstrap'], hand: ['hand-written'], broken: ['hand-written', 'broken-markup'] }[s.skin]) ctx.pat(l);
  for (const pg of s.pages) {
    ctx.page = pg;
    ctx.wixCss = [];
    const body = pg.b.map((b) => renderBlock(ctx, b)).join('\n');
    let html = ctx.skin.doc(ctx, pg, body);
    if (s.post) html = s.post(html, pg);
    const buf = s.charset === 'iso-8859-1' ? Buffer.from(html, 'latin1') : Buffer.from(html, 'utf8');
    if (s.charset === 'iso-8859-1' && /[^\x00-\xff]/.test(html)) throw new Error(`${s.id}: non-latin1 character in ${pg.f}`);
    fs.writeFileSync(path.join(dir, pg.f), buf);
    pages[pg.p] = pg.f;
  }
  const emails = [...ctx.emails.keys()].sort();
  const emailKinds = Object.fromEntries(emails.map((a) => [a, ctx.emails.get(a).kind]));
  const emailOwners = Object.fromEntries(emails.filter((a) => ctx.emails.get(a).owner).map((a) => [a, ctx.emails.get(a).owner]));
  if (emails.length === 0) ctx.pat('no-email');
  const contacts = (s.people || []).map((p) => ({ name: p.n, title: p.t ?? null, role: p.r }));
  const site = {
    id: s.id, domain: s.domain, language: s.lang, patterns: [...ctx.pats].sort(), pages, robots: s.robots ?? null,
    truth: { emails, emailKinds, emailOwners, contacts, junk: [...ctx.junk].sort() },
  };
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site, null, 2) + '\n');
  count++;
}
console.log(`wrote ${count} sites`);
