// JavaScript the browser loads for `/` before first paint: the entry chunk of the web build and
// everything it imports statically (never its dynamic imports), plus the landing page's chunk
// should it ever be split off. Sizes gzipped at level 9; 1 KB = 1000 bytes, as Vite prints them.
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
const LANDING = 'src/features/landing/landing-page.tsx';
const TARGET_KB = 150;

if (!existsSync(MANIFEST)) {
  console.error(`${shown(MANIFEST)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const roots = entryKeys.includes('index.html') ? ['index.html'] : entryKeys;
if (roots.length === 0) {
  console.error(`No entry chunk (isEntry) in ${MANIFEST}.`);
  process.exit(1);
}

/** Manifest keys in load order, with why each one is loaded. */
const chunks = new Map();
function visit(key, reason) {
  if (chunks.has(key) || !manifest[key]) return;
  chunks.set(key, reason);
  for (const imported of manifest[key].imports ?? []) visit(imported, 'static import');
}
for (const key of roots) visit(key, 'entry');
if (manifest[LANDING] && !chunks.has(LANDING)) {
  // Split off behind a dynamic import: `/` still needs it before it can paint the landing.
  visit(LANDING, 'landing page (dynamic import)');
}

// Plain <script src> tags of index.html outside the Vite graph (public/ files) block first
// paint as well.
const INDEX_HTML = path.join(DIST, 'index.html');
const bundled = new Set(Object.values(manifest).map((chunk) => chunk.file));
const classicScripts = existsSync(INDEX_HTML)
  ? [...readFileSync(INDEX_HTML, 'utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
      .map((match) => match[1].replace(/^\//, ''))
      .filter((file) => !/^[a-z]+:|^\/\//i.test(file) && !bundled.has(file))
      .filter((file) => existsSync(path.join(DIST, file)))
  : [];

const kb = (bytes) => (bytes / 1000).toFixed(2);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

const rows = [];
const cssFiles = new Set();
for (const file of classicScripts) {
  const buffer = readFileSync(path.join(DIST, file));
  rows.push({ file, raw: buffer.length, gzip: gzipSize(buffer), reason: 'script in index.html' });
}
for (const [key, reason] of chunks) {
  const chunk = manifest[key];
  for (const css of chunk.css ?? []) cssFiles.add(css);
  if (!chunk.file.endsWith('.js')) continue;
  const buffer = readFileSync(path.join(DIST, chunk.file));
  rows.push({ file: chunk.file, raw: buffer.length, gzip: gzipSize(buffer), reason });
}

const width = Math.max(
  4,
  ...rows.map((row) => row.file.length),
  ...[...cssFiles].map((f) => f.length),
);
const line = (file, raw, gzip, note = '') =>
  `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}${note ? `  ${note}` : ''}`;

console.log(`Landing (/) JavaScript before first paint, from ${shown(DIST)}`);
console.log(line('file', 'raw KB', 'gzip KB'));
for (const row of rows) console.log(line(row.file, kb(row.raw), kb(row.gzip), row.reason));
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(line('total JS', kb(totalRaw), kb(totalGzip)));
console.log(
  `target ≤ ${TARGET_KB} KB gzip: ${totalGzip <= TARGET_KB * 1000 ? 'PASS' : 'FAIL'} (${kb(totalGzip)} KB)`,
);

if (cssFiles.size > 0) {
  console.log('');
  console.log('CSS (not counted in the target):');
  for (const file of cssFiles) {
    const buffer = readFileSync(path.join(DIST, file));
    console.log(line(file, kb(buffer.length), kb(gzipSize(buffer))));
  }
}
