// JavaScript each route loads (gzip), from the Vite manifest: the entry chunk and its static
// imports (what every route pays), then the route's own lazy chunk and what it imports that the
// entry does not have. Shows that the search screens are split from the landing.
// Usage: npm run build && node bench/route-bundles.mjs [web dist folder]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/dist'));
const MANIFEST = path.join(DIST, '.vite/manifest.json');
if (!existsSync(MANIFEST)) {
  console.error(`${MANIFEST} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/**
 * Route → the page module the router imports lazily (null: rendered by the entry itself). `/`
 * paints from its prerendered HTML with no application code (bench/landing-bundle.mjs measures
 * that); the entry comes after, when the browser is idle or at the first interaction.
 */
const ROUTES = [
  ['/ (app, after first paint)', null],
  ['/register', 'src/features/auth/auth-page.tsx'],
  ['/dashboard', 'src/features/dashboard/dashboard-page.tsx'],
  ['/wizard/step-1', 'src/features/wizard/wizard-page.tsx'],
  ['/loading', 'src/features/search-progress/loading-page.tsx'],
  ['/results/:id', 'src/features/results/results-page.tsx'],
  ['/results/:id (map opened)', 'src/features/results/results-page.tsx', 'lead-map'],
  ['/history', 'src/features/history/history-page.tsx'],
  ['/plans', 'src/features/plans/plans-page.tsx'],
  ['/checkout/billing', 'src/features/checkout/billing-page.tsx'],
  ['/checkout/success', 'src/features/checkout/success-page.tsx'],
  ['/billing-history', 'src/features/billing-history/billing-history-page.tsx'],
  // Public, yet split off like the signed-in screens: `/` does not carry the alternate landing.
  ['/alt', 'src/features/landing/alt-landing-page.tsx'],
];

const gzip = (file) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

function closure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
}
const jsBytes = (keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzip(file), 0);

const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const entryKb = jsBytes(entry);

/** Dynamic imports of a chunk whose source path contains `needle` (e.g. the map's leaflet). */
function dynamicWith(keys, needle) {
  const found = new Set();
  for (const key of keys) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      const inner = closure([dynamic]);
      if ([...inner].some((k) => k.includes(needle) || manifest[k].file.includes(needle))) {
        for (const k of inner) found.add(k);
      }
    }
  }
  return found;
}

console.log(
  `JavaScript per route, gzip level 9 (1 KB = 1000 bytes), from ${path.relative(ROOT, DIST)}`,
);
console.log(
  `${'route'.padEnd(28)} ${'shared entry'.padStart(13)} ${'route only'.padStart(11)} ${'total'.padStart(8)}`,
);
const landingOwn = new Set();
for (const [route, page, extra] of ROUTES) {
  let own = new Set();
  if (page) {
    if (!manifest[page]) {
      console.log(`${route.padEnd(28)} (no chunk for ${page})`);
      continue;
    }
    own = closure([page]);
    if (extra) for (const key of dynamicWith(own, extra)) own.add(key);
    for (const key of entry) own.delete(key);
  }
  if (!page) for (const key of own) landingOwn.add(key);
  const ownKb = jsBytes(own);
  console.log(
    `${route.padEnd(28)} ${kb(entryKb).padStart(10)} KB ${kb(ownKb).padStart(8)} KB ${kb(entryKb + ownKb).padStart(5)} KB`,
  );
}

// The landing pays only the entry: none of the signed-in screens' code may be in it.
const searchPages = ROUTES.slice(2)
  .map(([, page]) => page)
  .filter(Boolean);
const leaked = searchPages.filter((page) => entry.has(page));
const leafletInEntry = [...entry].some((key) => /leaflet|lead-map/.test(key));
console.log('');
console.log(
  `signed-in screens split from the landing: ${leaked.length === 0 && !leafletInEntry ? 'PASS' : `FAIL (${[...leaked, ...(leafletInEntry ? ['leaflet'] : [])].join(', ')})`}`,
);
