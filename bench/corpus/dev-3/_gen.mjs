// Writes every dev-3 site: node bench/corpus/dev-3/_gen.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ctx } from "./_lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const langs = ["es", "en", "pt", "fr", "de"];
let all = [];
for (const l of langs) {
  const f = path.join(here, `_sites_${l}.mjs`);
  if (!fs.existsSync(f)) continue;
  const mod = await import(f);
  all = all.concat(mod.default);
}
const ids = new Set();
for (const s of all) {
  if (ids.has(s.id)) throw new Error("dup id " + s.id);
  ids.add(s.id);
  const c = ctx(s.id, s.domain, s.lang);
  for (const l of s.labels ?? []) c.p(l);
  const pages = s.build(c);
  const dir = path.join(here, s.id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pageMap = {};
  for (const [p, [file, html, enc]] of Object.entries(pages)) {
    pageMap[p] = file;
    fs.writeFileSync(path.join(dir, file), enc === "latin1" ? Buffer.from(html, "latin1") : html);
    if (enc === "latin1" && [...html].some((ch) => ch.codePointAt(0) > 255)) throw new Error(`${s.id}/${file}: not latin1`);
  }
  const emails = [], emailKinds = {}, emailOwners = {};
  for (const [a, k] of Object.entries(s.truth.emails ?? {})) {
    const addr = a.toLowerCase();
    emails.push(addr);
    const [kind, owner] = Array.isArray(k) ? k : [k];
    emailKinds[addr] = { p: "person", r: "role", g: "generic" }[kind] ?? kind;
    if (owner) emailOwners[addr] = owner;
  }
  if (!emails.length) c.p("no-email");
  const site = {
    id: s.id,
    domain: s.domain,
    language: s.lang,
    patterns: [...c.patterns].sort(),
    pages: pageMap,
    robots: s.robots ?? null,
    truth: {
      emails,
      emailKinds,
      emailOwners,
      contacts: (s.truth.contacts ?? []).map(([name, title, role]) => ({ name, title: title ?? null, role })),
      junk: [...c.junk, ...(s.truth.junk ?? [])],
    },
  };
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(site, null, 2) + "\n");
}
console.log(`wrote ${all.length} sites`);
