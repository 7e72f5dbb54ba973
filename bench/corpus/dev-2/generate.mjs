// Emits the dev-2 corpus: node bench/corpus/dev-2/generate.mjs
import { mkdirSync, writeFileSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shells, reseed, hex } from './lib.mjs';
import { decodeEntities, emailLike } from './text.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const langs = ['es', 'en', 'pt', 'fr', 'de'];
const htmlLangs = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' };
const sites = [];
for (const f of readdirSync(here).filter((f) => /^sites-.*\.mjs$/.test(f)).sort()) sites.push(...(await import(`./${f}`)).default);
sites.sort((a, b) => a.id.localeCompare(b.id));

for (const d of readdirSync(here)) if (/^e\d{3}-/.test(d)) rmSync(join(here, d), { recursive: true });

for (const s of sites) {
  reseed(s.id);
  s.htmlLang ||= htmlLangs[s.lang];
  s.wixDsn = hex(32);
  const shell = shells[s.shell];
  if (!shell) throw new Error(`${s.id}: unknown shell ${s.shell}`);
  const dir = join(here, s.id);
  mkdirSync(dir, { recursive: true });
  const pages = {};
  const found = new Set();
  for (const [path, pg] of Object.entries(s.pages)) {
    const html = pg.raw ? pg.raw(s) : shell.render(s, path, pg);
    writeFileSync(join(dir, pg.file), html);
    pages[path] = pg.file;
    for (const m of emailLike(decodeEntities(html))) found.add(m.toLowerCase());
  }
  const t = s.truth;
  const emails = t.emails.map((e) => e.toLowerCase());
  const junk = [...new Set([...(t.junk || []), ...[...found].filter((e) => !emails.includes(e))])];
  const labels = new Set([...shell.labels.filter((l) => !l.startsWith('junk-')), ...s.patterns]);
  for (const j of junk) {
    if (/@\dx\./.test(j)) labels.add('junk-asset');
    else if (/sentry|wixpress|ingest/.test(j)) labels.add('junk-platform');
    else if (/@\d+(\.\d+)*$/.test(j) || /@\d+\.\d+/.test(j)) labels.add('junk-version');
  }
  if (!emails.length) labels.add('no-email');
  const kinds = {};
  const owners = {};
  for (const e of emails) {
    const k = t.kinds?.[e] || (t.owners?.[e] ? 'person' : 'generic');
    kinds[e] = k;
    if (t.owners?.[e]) owners[e] = t.owners[e];
  }
  const json = {
    id: s.id,
    domain: s.domain,
    language: s.lang,
    patterns: [...labels],
    pages,
    robots: s.robots ?? null,
    truth: {
      emails,
      emailKinds: kinds,
      emailOwners: owners,
      contacts: (t.contacts || []).map(([name, title, role]) => ({ name, title, role })),
      junk,
    },
  };
  writeFileSync(join(dir, 'site.json'), JSON.stringify(json, null, 2) + '\n');
}
console.log(`wrote ${sites.length} sites`);
