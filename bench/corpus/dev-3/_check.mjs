// Checks the dev-3 corpus: node bench/corpus/dev-3/_check.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LABELS } from "./_lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", eacute: "é", egrave: "è", ecirc: "ê", euml: "ë", aacute: "á", agrave: "à", acirc: "â", iacute: "í", icirc: "î", iuml: "ï", oacute: "ó", ocirc: "ô", ograve: "ò", uacute: "ú", ugrave: "ù", ucirc: "û", uuml: "ü", ouml: "ö", auml: "ä", Auml: "Ä", Ouml: "Ö", Uuml: "Ü", szlig: "ß", ccedil: "ç", Ccedil: "Ç", ntilde: "ñ", Ntilde: "Ñ", atilde: "ã", otilde: "õ", Eacute: "É", Aacute: "Á", Oacute: "Ó", raquo: "»", laquo: "«", copy: "©", reg: "®", middot: "·", ndash: "–", mdash: "—", euro: "€", iquest: "¿", iexcl: "¡", ordm: "º", ordf: "ª", rsquo: "’", lsquo: "‘", hellip: "…", bull: "•", deg: "°", sect: "§" };
const dec = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) =>
    e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : +e.slice(1)) : NAMED[e] ?? m,
  );
const readPage = (file) => {
  const buf = fs.readFileSync(file);
  const head = buf.subarray(0, 2048).toString("latin1");
  const m = head.match(/charset=["']?([\w-]+)/i);
  const cs = m ? m[1].toLowerCase() : "utf-8";
  return new TextDecoder(cs === "iso-8859-1" || cs === "latin1" ? "windows-1252" : cs).decode(buf);
};
const cfDecode = (hex) => {
  const k = parseInt(hex.slice(0, 2), 16);
  let s = [];
  for (let i = 2; i < hex.length; i += 2) s.push(parseInt(hex.slice(i, i + 2), 16) ^ k);
  return Buffer.from(s).toString("utf8");
};
const textOf = (html) =>
  dec(
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<([a-z][\w-]*)((?:\s+[^>]*?)?)\s*\/?>/gi, (m, t, attrs) => " " + [...attrs.matchAll(/(?:alt|title|content|aria-label)\s*=\s*("([^"]*)"|'([^']*)')/gi)].map((x) => x[2] ?? x[3]).join(" ") + " ")
      .replace(/<\/[^>]+>/g, " "),
  )
    .replace(/\\u00([0-9a-f]{2})/gi, (m, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\s+/g, " ");
const emailVariants = (html) => {
  let d = dec(html).toLowerCase();
  try { d += " " + decodeURIComponent(d.replace(/%(?![0-9a-f]{2})/gi, "%25")); } catch {}
  d = d.replace(/\\\//g, "/");
  const cfs = [...html.matchAll(/(?:data-cfemail="|email-protection#)([0-9a-f]+)/gi)].map((m) => cfDecode(m[1]).toLowerCase());
  const v2 = d
    .replace(/\s*[\[\(\{]\s*(at|arroba|arobase|@|chez)\s*[\]\)\}]\s*/g, "@")
    .replace(/\s*[\[\(\{]\s*(dot|punto|ponto|point|punkt)\s*[\]\)\}]\s*/g, ".");
  const v3 = d.replace(/ at /g, "@").replace(/ dot /g, ".");
  return [d, v2, v3, cfs.join(" ")].join("\n");
};
const RX = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;

const dirs = fs.readdirSync(here).filter((d) => fs.statSync(path.join(here, d)).isDirectory()).sort();
let errors = 0, warns = 0;
const err = (id, m) => (errors++, console.log(`ERROR ${id}: ${m}`));
const warn = (id, m) => (warns++, console.log(`warn  ${id}: ${m}`));
const ids = new Set(), domains = new Set();
const perLang = {}, perLabel = {}, perLabelLang = {};
let nContacts = 0, nEmails = 0;
for (const d of dirs) {
  let s;
  try { s = JSON.parse(fs.readFileSync(path.join(here, d, "site.json"), "utf8")); } catch (e) { err(d, "site.json: " + e.message); continue; }
  if (s.id !== d) err(d, "id != folder");
  if (ids.has(s.id)) err(d, "dup id");
  if (domains.has(s.domain)) err(d, "dup domain");
  ids.add(s.id); domains.add(s.domain);
  perLang[s.language] = (perLang[s.language] ?? 0) + 1;
  for (const l of s.patterns) {
    if (!LABELS.has(l)) err(d, "label " + l);
    perLabel[l] = (perLabel[l] ?? 0) + 1;
    (perLabelLang[l] ??= new Set()).add(s.language);
  }
  if (!s.pages["/"]) err(d, "no home page");
  const htmls = {};
  for (const [p, f] of Object.entries(s.pages)) {
    const fp = path.join(here, d, f);
    if (!fs.existsSync(fp)) { err(d, "missing " + f); continue; }
    htmls[p] = readPage(fp);
  }
  const home = htmls["/"] ?? "";
  for (const p of Object.keys(s.pages)) {
    if (p === "/") continue;
    const re = new RegExp(`href=["']?(https?://(www\\.)?${s.domain.replace(/\./g, "\\.")})?/?${p.slice(1).replace(/[.?*+()]/g, "\\$&")}["' >]`);
    if (!re.test(home)) err(d, `page ${p} not linked from home`);
  }
  const all = Object.values(htmls).join("\n");
  const text = textOf(all);
  const ev = emailVariants(all);
  const t = s.truth;
  for (const e of t.emails) {
    nEmails++;
    if (e !== e.toLowerCase()) err(d, "email not lower " + e);
    if (!ev.includes(e)) err(d, "truth email not found: " + e);
    if (!t.emailKinds[e]) err(d, "no kind " + e);
    if (t.emailKinds[e] === "person" && !t.emailOwners[e]) warn(d, "person email without owner " + e);
  }
  for (const o of Object.values(t.emailOwners)) if (!t.contacts.some((c) => c.name === o)) warn(d, "owner not in contacts: " + o);
  for (const c of t.contacts) {
    nContacts++;
    if (!["owner", "marketing", "operations", "other"].includes(c.role)) err(d, "role " + c.role);
    if (!text.includes(c.name)) {
      const toks = c.name.split(/\s+/);
      if (toks.every((k) => text.includes(k))) warn(d, `name not verbatim (tokens present): ${c.name}`);
      else err(d, "name not found: " + c.name);
    }
    if (c.title && !text.toLowerCase().includes(c.title.toLowerCase())) err(d, `title not found for ${c.name}: ${c.title}`);
  }
  const rawLower = dec(all).toLowerCase();
  for (const j of t.junk) if (!rawLower.includes(j.toLowerCase())) err(d, "junk not found: " + j);
  const known = new Set([...t.emails, ...t.junk.map((j) => j.toLowerCase())]);
  const seen = new Set(ev.match(RX) ?? []);
  for (const h of seen) {
    if (known.has(h)) continue;
    if ([...known].some((k) => k.includes(h) || h.includes(k))) continue;
    warn(d, "unlabelled @-string: " + h);
  }
}
console.log(`\n${dirs.length} sites, ${nEmails} emails, ${nContacts} contacts; errors ${errors}, warnings ${warns}`);
console.log("per language:", JSON.stringify(perLang));
for (const l of [...LABELS].sort()) console.log(`  ${l.padEnd(22)} ${String(perLabel[l] ?? 0).padStart(3)}  ${[...(perLabelLang[l] ?? [])].sort().join(",")}`);
process.exitCode = errors ? 1 : 0;
