// Writes the dev-7 corpus: every site is written out by hand in _src/<lang>.mjs
// (each one its own markup); this script only lays the files out and writes site.json.
import { mkdirSync, writeFileSync, rmSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const langs = ["es", "en", "pt", "fr", "de"];
let n = 0;
for (const lang of langs) {
  if (!existsSync(join(here, "_src", `${lang}.mjs`))) continue;
  const { sites } = await import(`./_src/${lang}.mjs`);
  for (const s of sites) {
    const dir = join(here, s.id);
    if (existsSync(dir)) rmSync(dir, { recursive: true });
    mkdirSync(dir, { recursive: true });
    const pages = {};
    for (const [path, [file, html, enc]] of Object.entries(s.pages)) {
      pages[path] = file;
      // pages that declare iso-8859-1 are written in that encoding, as a server would send them
      writeFileSync(join(dir, file), Buffer.from(html.replace(/^\n/, ""), enc === "latin1" ? "latin1" : "utf8"));
    }
    const json = {
      id: s.id,
      domain: s.domain,
      language: lang,
      patterns: s.patterns,
      pages,
      robots: s.robots ?? null,
      truth: {
        emails: s.truth.emails ?? [],
        emailKinds: s.truth.emailKinds ?? {},
        emailOwners: s.truth.emailOwners ?? {},
        contacts: s.truth.contacts ?? [],
        junk: s.truth.junk ?? [],
      },
    };
    writeFileSync(join(dir, "site.json"), JSON.stringify(json, null, 2) + "\n");
    n++;
  }
}
console.log(`wrote ${n} sites`);
