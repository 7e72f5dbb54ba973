// Writes every dev-corpus site: node bench/corpus/dev/_generate.mjs
// Site definitions live in _sites-<lang>.mjs; markup helpers in _lib.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export async function loadSites() {
  const out = [];
  for (const lang of ['es', 'en', 'pt', 'fr', 'de']) {
    const f = path.join(here, `_sites-${lang}.mjs`);
    if (!fs.existsSync(f)) continue;
    const mod = await import(f);
    out.push(...mod.default);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sites = await loadSites();
  for (const s of sites) {
    const dir = path.join(here, s.id);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const pages = {};
    for (const [p, [file, html]] of Object.entries(s.pages)) {
      pages[p] = file;
      const latin1 = /charset=("?)(iso-8859-1|windows-1252)/i.test(html.slice(0, 600));
      // a Latin-1 page cannot hold characters above U+00FF: the author's editor would have written entities
      const out = latin1 ? Buffer.from(html.replace(/[\u0100-\uffff]/g, (c) => `&#${c.charCodeAt(0)};`), 'latin1') : html;
      fs.writeFileSync(path.join(dir, file), out);
    }
    const json = {
      id: s.id, domain: s.domain, language: s.lang, patterns: s.patterns, pages,
      robots: s.robots ?? null, truth: s.truth,
    };
    fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(json, null, 2) + '\n');
  }
  console.log(`wrote ${sites.length} sites`);
}
