// After `vite build` and `vite build --ssr src/landing-prerender.tsx`: writes the landing `/`
// as static HTML, one page per language (dist/landing/es.html, dist/landing/en.html), from the
// built index.html (its stylesheet and boot.js kept). The application's entry is not a script
// of these pages: public/landing.js loads it once the page has painted (or at the first
// interaction) and it hydrates the markup. The server picks the page (apps/server/src/http/landing.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const SSR = path.join(WEB, 'dist-ssr');
const LANGS = ['es', 'en'];
const DESCRIPTIONS = {
  es: 'LeadAtlas: encuentra, enriquece y exporta leads B2B verificados.',
  en: 'LeadAtlas: find, enrich and export verified B2B leads.',
};

const { renderLanding } = await import(pathToFileURL(path.join(SSR, 'landing-prerender.js')).href);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');

const entry = template.match(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/);
if (!entry) throw new Error('dist/index.html has no module entry script');
const page = template
  .replace(entry[0], '')
  // The entry's own imports load with it, after paint.
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(
    '<script src="/boot.js"></script>',
    '<script src="/boot.js"></script>\n    <script src="/landing.js" defer></script>',
  );
if (!page.includes('<script src="/landing.js" defer>')) throw new Error('boot.js tag not found');

mkdirSync(path.join(DIST, 'landing'), { recursive: true });
for (const lang of LANGS) {
  const markup = await renderLanding(lang);
  const html = page
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}" data-landing-lang="${lang}"`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${DESCRIPTIONS[lang]}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered data-app="${entry[1]}">${markup}</div>`,
    );
  if (!html.includes('data-prerendered')) throw new Error('<div id="root"></div> not found');
  writeFileSync(path.join(DIST, 'landing', `${lang}.html`), html);
  process.stdout.write(
    `prerendered / (${lang}): dist/landing/${lang}.html, ${(html.length / 1000).toFixed(1)} kB\n`,
  );
}
// The server bundle served its purpose; it is never deployed.
rmSync(SSR, { recursive: true, force: true });
