// Writes dev-4's sites: node bench/corpus/dev-4/_gen.mjs
// Each language file exports its sites; pages are [path, file, html].
import { mkdirSync, writeFileSync, rmSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const langs = ["es", "en", "pt", "fr", "de"];
const all = [];
for (const l of langs) {
  const mod = await import(`./_sites_${l}.mjs`).catch((e) => {
    if (e.code === "ERR_MODULE_NOT_FOUND") return { default: [] };
    throw e;
  });
  all.push(...mod.default);
}
// clear old site folders
for (const d of readdirSync(here)) {
  if (/^g\d{3}-/.test(d) && statSync(join(here, d)).isDirectory()) rmSync(join(here, d), { recursive: true });
}
for (const s of all) {
  const dir = join(here, s.id);
  mkdirSync(dir, { recursive: true });
  const pages = {};
  for (const [path, file, html] of s.pages) {
    pages[path] = file;
    if (/charset=["']?(iso-8859-1|windows-1252)/i.test(html.slice(0, 600))) {
      if ([...html].some((c) => c.codePointAt(0) > 255)) throw new Error(`${s.id}/${file}: not latin-1`);
      writeFileSync(join(dir, file), Buffer.from(html, "latin1"));
    } else writeFileSync(join(dir, file), html);
  }
  const json = {
    id: s.id,
    domain: s.domain,
    language: s.language,
    patterns: s.patterns,
    pages,
    robots: s.robots ?? null,
    truth: {
      emails: s.truth.emails,
      emailKinds: s.truth.emailKinds ?? {},
      emailOwners: s.truth.emailOwners ?? {},
      contacts: s.truth.contacts,
      junk: s.truth.junk ?? [],
    },
  };
  writeFileSync(join(dir, "site.json"), JSON.stringify(json, null, 2) + "\n");
}
console.log(`wrote ${all.length} sites`);
