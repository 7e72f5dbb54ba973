// Checks dev-4: node bench/corpus/dev-4/_check.mjs
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const LABELS = new Set(
  `team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(/\s+/),
);
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", copy: "©", reg: "®", middot: "·", ndash: "–", mdash: "—", hellip: "…", laquo: "«", raquo: "»", bull: "•", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", euro: "€", commat: "@", period: ".", deg: "°", ordm: "º", ordf: "ª", szlig: "ß", iexcl: "¡", iquest: "¿" };
const ACC = { acute: "\u0301", grave: "\u0300", circ: "\u0302", tilde: "\u0303", uml: "\u0308", cedil: "\u0327", ring: "\u030a" };
function decode(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === "#") return String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    if (NAMED[e] !== undefined) return NAMED[e];
    const mm = /^([a-zA-Z])(acute|grave|circ|tilde|uml|cedil|ring)$/.exec(e);
    if (mm) return (mm[1] + ACC[mm[2]]).normalize("NFC");
    if (e === "aelig") return "æ";
    if (e === "oslash") return "ø";
    return m;
  });
}
function deobfuscate(s) {
  return s
    .replace(/\s*[\[\(\{]\s*(at|arroba|arobase|ät|a)\s*[\]\)\}]\s*/gi, "@")
    .replace(/\s*[\[\(\{]\s*(dot|punto|punkt|ponto|point)\s*[\]\)\}]\s*/gi, ".")
    .replace(/\s+(at|arroba|arobase)\s+/gi, "@")
    .replace(/\s+(dot|punto|punkt|ponto|point)\s+/gi, ".");
}
function textOf(html, sep) {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<[^>]+>/g, sep),
  )
    .replace(/\s+/g, " ")
    .normalize("NFC");
}
const errors = [];
const ids = new Set();
const domains = new Set();
const byLang = {};
const byLabel = {};
const labelLangs = {};
let n = 0;
let contacts = 0;
let emails = 0;
for (const d of readdirSync(here).sort()) {
  if (!/^g\d{3}-/.test(d) || !statSync(join(here, d)).isDirectory()) continue;
  n++;
  const err = (m) => errors.push(`${d}: ${m}`);
  let s;
  try {
    s = JSON.parse(readFileSync(join(here, d, "site.json"), "utf8"));
  } catch (e) {
    err("site.json: " + e.message);
    continue;
  }
  if (s.id !== d) err("id != folder");
  if (ids.has(s.id)) err("dup id");
  ids.add(s.id);
  if (domains.has(s.domain)) err("dup domain " + s.domain);
  domains.add(s.domain);
  if (!["es", "en", "pt", "fr", "de"].includes(s.language)) err("language");
  byLang[s.language] = (byLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.has(p)) err("unknown label " + p);
    byLabel[p] = (byLabel[p] || 0) + 1;
    (labelLangs[p] ||= new Set()).add(s.language);
  }
  if (!s.pages["/"]) err("no home page");
  const htmlBy = {};
  for (const [path, file] of Object.entries(s.pages)) {
    if (!existsSync(join(here, d, file))) err("missing " + file);
    else {
      const buf = readFileSync(join(here, d, file));
      const latin = /charset=["']?(iso-8859-1|windows-1252)/i.test(buf.subarray(0, 600).toString("latin1"));
      htmlBy[path] = buf.toString(latin ? "latin1" : "utf8");
      if (!latin && htmlBy[path].includes("\ufffd")) err("bad utf-8 in " + file);
    }
  }
  // reachability from the home page
  const seen = new Set(["/"]);
  const queue = ["/"];
  while (queue.length) {
    const p = queue.shift();
    const html = htmlBy[p] || "";
    for (const m of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      let h = m[1] ?? m[2] ?? m[3];
      h = h.replace(/^https?:\/\/(www\.)?/i, (x) => x).trim();
      let u;
      try {
        u = new URL(h, `https://${s.domain}${p}`);
      } catch {
        continue;
      }
      if (u.hostname !== s.domain) continue;
      const path = u.pathname;
      if (s.pages[path] && !seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  for (const p of Object.keys(s.pages)) if (!seen.has(p)) err("unreachable page " + p);
  const raw = deobfuscate(decode(Object.values(htmlBy).join("\n"))).toLowerCase();
  const rawNoTags = deobfuscate(textOf(Object.values(htmlBy).join("\n"), "")).toLowerCase();
  const text1 = Object.values(htmlBy).map((h) => textOf(h, " ")).join(" \n ");
  const text2 = Object.values(htmlBy).map((h) => textOf(h, "")).join(" \n ");
  const t = s.truth;
  for (const e of t.emails) {
    emails++;
    if (e !== e.toLowerCase()) err("email not lower " + e);
    if (!raw.includes(e) && !rawNoTags.includes(e)) err("email not on pages " + e);
    if (!["person", "role", "generic"].includes(t.emailKinds[e])) err("kind for " + e);
  }
  for (const k of Object.keys(t.emailKinds)) if (!t.emails.includes(k)) err("kind for unknown " + k);
  for (const [e, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(e)) err("owner for unknown " + e);
    if (t.emailKinds[e] !== "person") err("owner for non-person " + e);
    if (!t.contacts.some((c) => c.name === o)) err("owner not a contact " + o);
  }
  for (const e of t.emails) if (t.emailKinds[e] === "person" && !t.emailOwners[e]) err("person email without owner " + e);
  if (t.emails.length === 0 && !s.patterns.includes("no-email")) err("no emails but no no-email label");
  if (t.emails.length > 0 && s.patterns.includes("no-email")) err("no-email label but emails");
  for (const c of t.contacts) {
    contacts++;
    if (!["owner", "marketing", "operations", "other"].includes(c.role)) err("role " + c.role);
    const nm = c.name.normalize("NFC");
    if (!text1.includes(nm) && !text2.includes(nm)) err("name not on pages: " + c.name);
    if (c.title !== null) {
      const ti = c.title.normalize("NFC");
      if (!text1.includes(ti) && !text2.includes(ti)) err(`title not on pages: ${c.name} / ${c.title}`);
    }
  }
  const names = t.contacts.map((c) => c.name);
  if (new Set(names).size !== names.length) err("duplicate contact");
  for (const j of t.junk) {
    if (!raw.includes(j.toLowerCase())) err("junk not on pages " + j);
    if (t.emails.includes(j.toLowerCase())) err("junk also truth " + j);
  }
}
console.log(`${n} sites, ${contacts} contacts, ${emails} emails`);
console.log("per language", byLang);
for (const [k, v] of Object.entries(byLabel).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(22)} ${String(v).padStart(3)}  ${[...labelLangs[k]].sort().join(",")}`);
if (errors.length) {
  console.log(errors.join("\n"));
  process.exitCode = 1;
} else console.log("OK");
