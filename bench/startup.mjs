// Start-up time of the built server with its embedded PostgreSQL, to a healthy /api/health:
//   cold: first start on an empty data folder (initdb, migrations, secret), fresh folder each run;
//   warm: a later start on a folder that already holds a database.
// Usage: npm run build && node bench/startup.mjs [--runs N]   (default 3 runs of each)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const shown = (file) =>
  path.relative(ROOT, file).startsWith('..') ? file : path.relative(ROOT, file);
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const COLD_TARGET_MS = 15_000;
const WARM_TARGET_MS = 5_000;
const POLL_MS = 50;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

if (!existsSync(MAIN)) {
  console.error(`${shown(MAIN)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const folders = new Set();
let current; // the server being measured, stopped if the bench itself is interrupted

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-bench-'));
  folders.add(dir);
  return dir;
}

function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  folders.delete(dir);
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    if (response.status !== 200) return false;
    const body = await response.json();
    return body.status === 'ok';
  } catch {
    return false;
  }
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      console.error(`server ${child.pid} did not stop within ${STOP_TIMEOUT_MS} ms; killing it`);
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** Starts the server on dataDir; resolves with the milliseconds to a healthy answer. */
async function startToHealthy(dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
  };
  // Measure the embedded database, whatever the calling shell has configured.
  delete env.DATABASE_URL;
  delete env.EMBEDDED_POSTGRES_PORT;

  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  current = child;
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  try {
    while (true) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited before it was healthy:\n${output}`);
      }
      if (await healthy(port)) return Math.round(performance.now() - started);
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(`the server was not healthy after ${START_TIMEOUT_MS} ms:\n${output}`);
      }
      await sleep(POLL_MS);
    }
  } finally {
    await stop(child);
    current = undefined;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function report(label, runs, target) {
  const figure =
    runs.length === 1 ? `${runs[0]} ms` : `median ${median(runs)} ms (runs: ${runs.join(', ')} ms)`;
  console.log(`${label} start to healthy: ${figure} (target ≤ ${target} ms)`);
}

async function cleanup() {
  if (current) await stop(current);
  for (const dir of folders) removeDataDir(dir);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanup().finally(() => process.exit(130));
  });
}

try {
  const cold = [];
  let warmDir;
  for (let i = 0; i < RUNS; i++) {
    const dir = newDataDir();
    cold.push(await startToHealthy(dir));
    if (warmDir === undefined) warmDir = dir;
    else removeDataDir(dir);
  }
  report('cold', cold, COLD_TARGET_MS);

  const warm = [];
  for (let i = 0; i < RUNS; i++) warm.push(await startToHealthy(warmDir));
  report('warm', warm, WARM_TARGET_MS);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await cleanup();
}
