// JavaScript the browser loads for `/` before first paint. `/` is the prerendered landing
// (dist/landing/es.html and en.html, picked by the server; see apps/server/src/http/landing.ts);
// a build without them falls back to index.html (the SPA). Everything a page names counts,
// whatever its loading attribute (blocking, defer, async, module): every <script src> and,
// for Vite chunks, their static imports; every inline script; every modulepreload. Only what
// is loaded by code after paint is left out, and shown as such. Sizes gzipped at level 9;
// 1 KB = 1000 bytes, as Vite prints them.
// Usage: npm run build && node bench/landing-bundle.mjs [web dist folder]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const shown = (file) =>
  path.relative(ROOT, file).startsWith('..') ? file : path.relative(ROOT, file);
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/dist'));
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const TARGET_KB = 60;

if (!existsSync(MANIFEST)) {
  console.error(`${shown(MANIFEST)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const prerendered = ['es', 'en']
  .map((lang) => path.join(DIST, 'landing', `${lang}.html`))
  .filter((file) => existsSync(file));
const pages = prerendered.length > 0 ? prerendered : [path.join(DIST, 'index.html')];

const kb = (bytes) => (bytes / 1000).toFixed(2);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const local = (src) => (/^[a-z]+:|^\/\//i.test(src) ? null : src.replace(/^\//, ''));

/** The JavaScript one page names, in document order, with why each is loaded. */
function pageScripts(html) {
  const rows = [];
  const seen = new Set();
  const add = (file, reason) => {
    if (seen.has(file)) return;
    seen.add(file);
    const full = path.join(DIST, file);
    if (!existsSync(full)) throw new Error(`${file} is named by the page but not in the build`);
    const buffer = readFileSync(full);
    rows.push({ file, raw: buffer.length, gzip: gzipSize(buffer), reason });
    // A Vite chunk brings its static imports before it runs.
    const key = byFile.get(file);
    for (const imported of (key && manifest[key].imports) ?? []) {
      add(manifest[imported].file, `static import of ${file}`);
    }
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1])?.[1];
    const kind = /\btype="module"/.test(match[1])
      ? 'module script'
      : /\b(defer|async)\b/.test(match[1])
        ? `script (${/\bdefer\b/.test(match[1]) ? 'defer' : 'async'})`
        : 'script (blocking)';
    if (src) {
      const file = local(src);
      if (file) add(file, kind);
    } else if (match[2].trim()) {
      const buffer = Buffer.from(match[2]);
      rows.push({ file: '(inline)', raw: buffer.length, gzip: gzipSize(buffer), reason: kind });
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    const file = local(match[1]);
    if (file) add(file, 'modulepreload');
  }
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)]
    .map((match) => local(match[1]))
    .filter(Boolean);
  const later = /\bdata-app="([^"]+)"/.exec(html)?.[1];
  return { rows, css, later: later ? local(later) : null };
}

let worst = 0;
for (const page of pages) {
  const { rows, css, later } = pageScripts(readFileSync(page, 'utf8'));
  const width = Math.max(24, ...rows.map((row) => row.file.length), ...css.map((f) => f.length));
  const line = (file, raw, gzip, note = '') =>
    `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}${note ? `  ${note}` : ''}`;
  console.log(`Landing (/) JavaScript before first paint: ${shown(page)}`);
  console.log(line('file', 'raw KB', 'gzip KB'));
  for (const row of rows) console.log(line(row.file, kb(row.raw), kb(row.gzip), row.reason));
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
  const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  worst = Math.max(worst, totalGzip);
  console.log(line('total JS', kb(totalRaw), kb(totalGzip)));
  for (const file of css) {
    const buffer = readFileSync(path.join(DIST, file));
    console.log(line(file, kb(buffer.length), kb(gzipSize(buffer)), 'stylesheet (not counted)'));
  }
  if (later) {
    const after = pageScripts(`<script type="module" src="/${later}"></script>`).rows;
    const gzip = after.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      line(`${later} + imports`, '', kb(gzip), 'the application, loaded after paint (not counted)'),
    );
  }
  console.log('');
}
console.log(
  `target ≤ ${TARGET_KB} KB gzip on every page: ${worst <= TARGET_KB * 1000 ? 'PASS' : 'FAIL'} (largest ${kb(worst)} KB)`,
);
