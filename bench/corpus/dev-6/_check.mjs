// Validates dev-6: every site.json parses, every page exists and is linked from the home page,
// every truth email / contact name / junk string occurs in the pages, ids and domains are unique.
// Usage: node bench/corpus/dev-6/_check.mjs
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const LABELS = `team-grid team-table definition-list about-prose legal-notice jsonld-person microdata-person builder-elementor builder-wordpress builder-divi builder-wix builder-squarespace builder-webflow builder-bootstrap hand-written broken-markup name-lookalikes email-mailto email-text email-obfuscated email-in-person-card email-footer email-jsonld no-email junk-placeholder junk-agency junk-platform junk-asset junk-version directory client-list testimonials event-speakers obituary`.split(" ");
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", raquo: "»", laquo: "«", middot: "·", copy: "©", reg: "®", ndash: "–", mdash: "—", hellip: "…", euro: "€", pound: "£", deg: "°", ordf: "ª", ordm: "º", commat: "@", period: ".", szlig: "ß", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", bull: "•", times: "×" };
const ACC = { acute: "\u0301", grave: "\u0300", circ: "\u0302", tilde: "\u0303", uml: "\u0308", cedil: "\u0327", ring: "\u030a" };
function decode(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    if (NAMED[e] !== undefined) return NAMED[e];
    const k = /^([a-zA-Z])(acute|grave|circ|tilde|uml|cedil|ring)$/.exec(e);
    if (k) return (k[1] + ACC[k[2]]).normalize("NFC");
    if (e === "aelig") return "æ";
    if (e === "oslash") return "ø";
    console.warn("unknown entity", m);
    return m;
  });
}
const text = (html) => decode(html.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const tight = (html) => decode(html.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ");
function deob(s) {
  return s
    .toLowerCase()
    .replace(/\s*[\[\(\{<]\s*(at|arroba|arobase|ät|em|chez|@)\s*[\]\)\}>]\s*/g, "@")
    .replace(/\s*[\[\(\{<]\s*(dot|punto|punkt|point|ponto)\s*[\]\)\}>]\s*/g, ".")
    .replace(/ at /g, "@").replace(/ dot /g, ".");
}

let errors = 0;
const err = (id, m) => { errors++; console.error(`${id}: ${m}`); };
const ids = new Set(), domains = new Set();
const perLang = {}, perLabel = Object.fromEntries(LABELS.map((l) => [l, []]));
let nContacts = 0, nEmails = 0;
for (const d of readdirSync(here).sort()) {
  if (!statSync(join(here, d)).isDirectory()) continue;
  const s = JSON.parse(readFileSync(join(here, d, "site.json"), "utf8"));
  if (s.id !== d) err(d, "id != folder");
  if (!/^i\d{3}-/.test(s.id)) err(d, "id prefix");
  if (ids.has(s.id)) err(d, "dup id");
  if (domains.has(s.domain)) err(d, "dup domain");
  ids.add(s.id); domains.add(s.domain);
  perLang[s.language] = (perLang[s.language] || 0) + 1;
  for (const p of s.patterns) { if (!LABELS.includes(p)) err(d, `bad label ${p}`); else perLabel[p].push(`${s.id.slice(0, 4)}:${s.language}`); }
  if (!s.pages["/"]) err(d, "no home page");
  let raw = "", all = "", glued = "";
  let home = "";
  for (const [path, file] of Object.entries(s.pages)) {
    const f = join(here, d, file);
    if (!existsSync(f)) { err(d, `missing ${file}`); continue; }
    const buf = readFileSync(f);
    const html = /charset=["']?iso-8859-1/i.test(buf.toString("latin1")) ? buf.toString("latin1") : buf.toString("utf8");
    if (html.includes("\uFFFD")) err(d, `bad bytes in ${file}`);
    if (path === "/") home = html;
    raw += html + "\n"; all += text(html) + "\n"; glued += tight(html) + "\n";
  }
  for (const path of Object.keys(s.pages)) {
    if (path === "/") continue;
    const hrefs = [...home.matchAll(/href\s*=\s*["']?([^"'\s>]+)/gi)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, "")).map((h) => (h.startsWith("/") ? h : "/" + h));
    if (!hrefs.includes(path)) err(d, `page ${path} not linked from home`);
  }
  const t = s.truth;
  const hay = deob(all) + "\n" + deob(decode(raw)) + "\n" + deob(glued);
  for (const e of t.emails) {
    if (e !== e.toLowerCase()) err(d, `email not lower ${e}`);
    if (!hay.includes(e)) err(d, `email not found ${e}`);
    if (!t.emailKinds[e]) err(d, `no kind ${e}`);
    if (t.emailKinds[e] === "person" && !t.emailOwners[e]) err(d, `person email without owner ${e}`);
  }
  for (const [e, o] of Object.entries(t.emailOwners)) {
    if (!t.emails.includes(e)) err(d, `owner for unknown ${e}`);
    if (!t.contacts.some((c) => c.name === o)) err(d, `owner ${o} not a contact`);
  }
  for (const k of Object.keys(t.emailKinds)) if (!t.emails.includes(k)) err(d, `kind for unknown ${k}`);
  const plain = all + "\n" + decode(raw);
  for (const c of t.contacts) {
    if (!plain.includes(c.name) && !glued.includes(c.name)) err(d, `name not found ${c.name}`);
    if (c.title !== null && !plain.includes(c.title) && !glued.includes(c.title)) err(d, `title not found ${c.title} (${c.name})`);
    if (!["owner", "marketing", "operations", "other"].includes(c.role)) err(d, `bad role ${c.role}`);
  }
  nContacts += t.contacts.length; nEmails += t.emails.length;
  for (const j of t.junk) if (!decode(raw).toLowerCase().includes(j.toLowerCase())) err(d, `junk not found ${j}`);
  const at = new Set([...decode(raw).toLowerCase().matchAll(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g)].map((m) => m[0]));
  for (const a of at) if (!t.emails.includes(a) && !t.junk.some((j) => j.toLowerCase().includes(a) || a.includes(j.toLowerCase()))) err(d, `address-like string not labelled: ${a}`);
  if (s.patterns.includes("no-email") && t.emails.length) err(d, "no-email but emails");
  if (!s.patterns.includes("no-email") && !t.emails.length) err(d, "no emails but no no-email label");
}
console.log(`sites ${ids.size}, contacts ${nContacts}, emails ${nEmails}`);
console.log("per language", perLang);
for (const [l, v] of Object.entries(perLabel)) {
  const langs = new Set(v.map((x) => x.split(":")[1]));
  console.log(`${l.padEnd(22)} ${String(v.length).padStart(3)}  langs ${langs.size}${v.length < 4 || langs.size < 3 ? "  <-- LOW" : ""}`);
}
console.log(errors ? `${errors} errors` : "OK");
process.exit(errors ? 1 : 0);
