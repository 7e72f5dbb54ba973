// Writes every site of dev-6 from the hand-written definitions in _sites_*.mjs.
// Usage: node bench/corpus/dev-6/_gen.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const all = [];
for (const lang of ["es", "en", "pt", "fr", "de"]) {
  const mod = await import(`./_sites_${lang}.mjs`);
  all.push(...mod.sites);
}
for (const s of all) {
  const dir = join(here, s.id);
  mkdirSync(dir, { recursive: true });
  const pages = {};
  for (const [path, [file, html]] of Object.entries(s.pages)) {
    pages[path] = file;
    writeFileSync(join(dir, file), s.encoding === "latin1" ? Buffer.from(html, "latin1") : html);
  }
  const json = { id: s.id, domain: s.domain, language: s.language, patterns: s.patterns, pages, robots: s.robots ?? null, truth: s.truth };
  writeFileSync(join(dir, "site.json"), JSON.stringify(json, null, 2) + "\n");
}
console.log(`wrote ${all.length} sites`);
