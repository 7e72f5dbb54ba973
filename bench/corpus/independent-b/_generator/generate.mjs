// Writes every site of independent-b from the hand-written site modules beside this file.
// Each module exports an array of sites: { id, domain, language, patterns, robots?, pages: { path: [file, html] }, truth }.
import { mkdirSync, writeFileSync, rmSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..');
const modules = readdirSync(here).filter((f) => /^sites-.*\.mjs$/.test(f)).sort();

for (const d of readdirSync(out)) if (/^b\d{3}-/.test(d)) rmSync(join(out, d), { recursive: true });

let n = 0;
for (const m of modules) {
  if (!existsSync(join(here, m))) continue;
  const mod = await import(join(here, m));
  for (const s of Object.values(mod).filter(Array.isArray).flat()) {
    const dir = join(out, s.id);
    mkdirSync(dir, { recursive: true });
    const pages = {};
    for (const [path, [file, html, enc]] of Object.entries(s.pages)) {
      pages[path] = file;
      if (enc === 'latin1' && /[^\x00-\xff]/.test(html)) throw new Error(`${s.id}/${file}: character outside ISO-8859-1: ${html.match(/[^\x00-\xff]/)[0]}`);
      writeFileSync(join(dir, file), Buffer.from(html.replace(/^\n/, ''), enc === 'latin1' ? 'latin1' : 'utf8'));
    }
    const json = { id: s.id, domain: s.domain, language: s.language, patterns: s.patterns, pages, robots: s.robots ?? null, truth: s.truth };
    writeFileSync(join(dir, 'site.json'), JSON.stringify(json, null, 2) + '\n');
    n++;
  }
}
console.log(`wrote ${n} sites`);
