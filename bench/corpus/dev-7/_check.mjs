// Checks the dev-7 corpus: site.json parses, page files exist and are linked from "/",
// every truth email / contact name / junk string occurs in the pages' text, ids and domains unique,
// pattern counts per language.
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const LABELS = `team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(" ");
const ROLES = new Set(["owner", "marketing", "operations", "other"]);
const KINDS = new Set(["person", "role", "generic"]);

const ents = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", middot: "·", raquo: "»", laquo: "«", euro: "€", copy: "©", ndash: "–", mdash: "—", pound: "£", reg: "®", szlig: "ß" };
const accents = { acute: "\u0301", grave: "\u0300", circ: "\u0302", uml: "\u0308", tilde: "\u0303", cedil: "\u0327", ring: "\u030a" };
for (const l of "aeiouyAEIOUYcCnN") for (const [k, v] of Object.entries(accents)) ents[l + k] = (l + v).normalize("NFC");
function decode(s) {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d))
    .replace(/&([a-z]+);/gi, (m, n) => ents[n.toLowerCase()] ?? m);
}
function deobf(s) {
  return s
    .replace(/\s*[\[\(\{<]\s*(at|arroba|ät|chez|arobase|@)\s*[\]\)\}>]\s*/gi, "@")
    .replace(/\s*[\[\(\{<]\s*(dot|punto|punkt|ponto|point|\.)\s*[\]\)\}>]\s*/gi, ".")
    .replace(/ (at|arroba|chez) /gi, "@")
    .replace(/ (dot|punto|punkt|ponto|point) /gi, ".");
}
const errors = [];
const ids = new Set(), domains = new Set();
const count = {}; const countLang = {};
const perLang = {};
let nSites = 0, nContacts = 0, nEmails = 0;
for (const d of readdirSync(here).sort()) {
  if (d.startsWith("_") || !statSync(join(here, d)).isDirectory()) continue;
  const f = join(here, d, "site.json");
  if (!existsSync(f)) { errors.push(`${d}: no site.json`); continue; }
  let s;
  try { s = JSON.parse(readFileSync(f, "utf8")); } catch (e) { errors.push(`${d}: ${e.message}`); continue; }
  nSites++;
  const E = (m) => errors.push(`${s.id}: ${m}`);
  if (s.id !== d) E("id != folder");
  if (ids.has(s.id)) E("dup id"); ids.add(s.id);
  if (domains.has(s.domain)) E("dup domain"); domains.add(s.domain);
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) {
    if (!LABELS.includes(p)) E(`unknown label ${p}`);
    count[p] = (count[p] || 0) + 1;
    (countLang[p] ??= new Set()).add(s.language);
  }
  if (!s.pages["/"]) E("no home page");
  let raw = "", text = "";
  const home = existsSync(join(here, d, s.pages["/"])) ? readFileSync(join(here, d, s.pages["/"]), "latin1").replace(/href=/gi, "href=") : "";
  for (const [path, file] of Object.entries(s.pages)) {
    const fp = join(here, d, file);
    if (!existsSync(fp)) { E(`missing ${file}`); continue; }
    const buf = readFileSync(fp);
    const h = /charset=["']?(iso-8859-1|latin1|windows-1252)/i.test(buf.toString("latin1").slice(0, 1024)) ? buf.toString("latin1") : buf.toString("utf8");
    raw += "\n" + h;
    text += "\n" + decode(h.replace(/<script[\s\S]*?<\/script>/gi, (m) => (/ld\+json/.test(m) ? m : " ")).replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
    if (path !== "/") {
      const bare = path.replace(/^\//, "").replace(/\/$/, "");
      const linked = [`href="${path}"`, `href='${path}'`, `href=${path}`, `href="https://${s.domain}${path}"`, `href="${bare}"`, `href=${bare}`, `href="${bare}/"`, `href="/${bare}"`, `href="https://${s.domain}/${bare}"`].some((x) => home.includes(x + ">") || home.includes(x + " ") || home.includes(x + '"') || home.includes(x));
      if (!linked) E(`page ${path} not linked from home`);
    }
  }
  const rawDec = decode(raw);
  const hay = deobf(text + " " + rawDec).toLowerCase();
  const t = s.truth;
  for (const e of t.emails) {
    nEmails++;
    if (e !== e.toLowerCase()) E(`email not lower ${e}`);
    if (!hay.includes(e)) E(`email not found ${e}`);
    if (!KINDS.has(t.emailKinds[e])) E(`bad kind ${e}`);
    if (t.emailKinds[e] === "person" && !t.emailOwners[e]) E(`no owner ${e}`);
  }
  for (const k of Object.keys(t.emailKinds)) if (!t.emails.includes(k)) E(`kind for unknown ${k}`);
  for (const [k, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(k)) E(`owner for unknown ${k}`);
    if (!t.contacts.some((c) => c.name === o)) E(`owner ${o} not a contact`);
  }
  const names = new Set();
  for (const c of t.contacts) {
    nContacts++;
    if (names.has(c.name)) E(`dup contact ${c.name}`); names.add(c.name);
    if (!ROLES.has(c.role)) E(`bad role ${c.name}`);
    if (!text.includes(c.name) && !rawDec.includes(c.name)) E(`name not found ${c.name}`);
    if (c.title && !text.toLowerCase().includes(c.title.toLowerCase()) && !rawDec.toLowerCase().includes(c.title.toLowerCase())) E(`title not found "${c.title}" (${c.name})`);
  }
  for (const j of t.junk) {
    if (!j.includes("@")) E(`junk without @ ${j}`);
    if (!rawDec.toLowerCase().includes(j.toLowerCase())) E(`junk not found ${j}`);
    if (t.emails.includes(j.toLowerCase())) E(`junk is also truth ${j}`);
  }
  if (s.patterns.includes("no-email") && t.emails.length) E("no-email but emails");
  if (!s.patterns.includes("no-email") && !t.emails.length) E("no emails but not labelled no-email");
}
console.log(`sites ${nSites}, contacts ${nContacts}, emails ${nEmails}`);
console.log("per language", perLang);
for (const l of LABELS) console.log(`${l.padEnd(22)} ${String(count[l] || 0).padStart(3)}  ${[...(countLang[l] || [])].sort().join(",")}${(count[l] || 0) < 4 || (countLang[l]?.size || 0) < 3 ? "   <-- short" : ""}`);
if (errors.length) { console.log(errors.join("\n")); process.exitCode = 1; } else console.log("OK");
