// `npm start` / `npm run worker`: builds the web app and the server when their sources changed
// since the last build, then runs the built server (or worker) in this terminal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const worker = process.argv.includes('--worker');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/shared/src',
  'package-lock.json',
];
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/landing/es.html',
  'apps/server/dist/main.js',
];
const stampFile = path.join(root, '.build-stamp');

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

const sourceTime = Math.max(...SOURCES.map((source) => newest(path.join(root, source))));
const built = existsSync(stampFile) ? Number(readFileSync(stampFile, 'utf8')) : 0;
const missing = OUTPUTS.some((output) => !existsSync(path.join(root, output)));
if (missing || sourceTime > built) {
  console.log('Building LeadAtlas…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, String(sourceTime));
}

const entry = path.join(root, 'apps/server/dist', worker ? 'worker-main.js' : 'main.js');
// A worker's live data is small (about 50 MB at a search's full concurrency) but V8 lets the
// garbage of parsed pages grow to several times that before collecting; a smaller growing
// factor makes it collect sooner, at no measured cost in speed, while the heap still follows
// the live data (no hard cap to run out of with several searches at once; decision 0028).
const workerFlags = JSON.parse(
  readFileSync(new URL('./worker-node-flags.json', import.meta.url), 'utf8'),
);
const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...(worker ? workerFlags : []), entry],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the child from the terminal; forward signals sent to this process only.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
