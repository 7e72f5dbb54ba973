/**
 * The built server as `npm start` runs it: embedded PostgreSQL in a fresh folder, data kept
 * across restarts, clean stop on SIGINT, and no PostgreSQL left behind after a SIGKILL.
 * Needs `npm run build` (the test script runs it first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/health`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      return (await fetch(url)).status === 200;
    } catch {
      return false;
    }
  });
  return { child, url, output: () => output };
}

function postgresPid(): number {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'embedded-postgres.json'), 'utf8')) as {
    pid: number;
  };
  return state.pid;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe.skipIf(!existsSync(MAIN))('npm start process', () => {
  it('starts, prints its URL, and stops PostgreSQL on SIGINT', async () => {
    const server = await start();
    expect(server.output()).toContain('LeadAtlas is running at');
    const health = await (await fetch(server.url)).json();
    expect(health).toEqual({ status: 'ok', database: 'up' });
    const pg = postgresPid();
    expect(alive(pg)).toBe(true);
    const exit = exited(server.child);
    server.child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(alive(pg)).toBe(false);
  });

  it('reuses the data folder on a second start, and a SIGKILL leaves no PostgreSQL behind', async () => {
    const server = await start();
    const pg = postgresPid();
    const exit = exited(server.child);
    server.child.kill('SIGKILL');
    await exit;
    await waitFor(() => !alive(pg));
    expect(alive(pg)).toBe(false);
  });

  it('a bad configuration value stops the start with one line naming it', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Invalid configuration: PORT/);
  });
});
