/**
 * Runs a real PostgreSQL from the embedded-postgres binaries, data kept in a local folder.
 * We drive initdb/postgres ourselves rather than through the package's class: its initdb call
 * hard-codes a locale many machines lack, and we need a watchdog so that a crash of this
 * process never leaves a PostgreSQL behind.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from '../logger.js';

interface Binaries {
  initdb: string;
  postgres: string;
}

export interface EmbeddedPostgres {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const DB_NAME = 'leadatlas';
const DB_USER = 'leadatlas';

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()}; set DATABASE_URL`);
  }
}

/** When running as root, PostgreSQL must run as an unprivileged system user. */
function runAsUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const read = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  };
  try {
    return read();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return read();
  }
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster whose owner died (e.g. killed with SIGKILL before its watchdog ran). */
async function stopOrphan(pgData: string, stateFile: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const owner = existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { ownerPid?: number }).ownerPid
    : undefined;
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`The data folder is in use by another LeadAtlas process (pid ${owner})`);
  }
  log.warn({ pid }, 'stopping a PostgreSQL left behind by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`PostgreSQL did not become ready: ${String(lastError)}`);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Logger;
}): Promise<EmbeddedPostgres> {
  const { log } = options;
  const bin = await binaries();
  const root = path.resolve(options.dataDir);
  const pgData = path.join(root, 'postgres');
  const stateFile = path.join(root, 'embedded-postgres.json');
  const secretFile = path.join(root, 'postgres.password');
  const user = runAsUser();
  mkdirSync(root, { recursive: true });
  // The postgres user must be able to reach its folder; our own secrets inside stay 0600.
  if (user) chmodSync(root, 0o755);
  await stopOrphan(pgData, stateFile, log);

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log.info({ pgData }, 'initialising embedded PostgreSQL');
    rmSync(pgData, { recursive: true, force: true });
    mkdirSync(pgData, { recursive: true, mode: 0o700 });
    const password = randomBytes(24).toString('base64url');
    writeFileSync(secretFile, password, { mode: 0o600 });
    const pwFile = path.join(os.tmpdir(), `leadatlas-pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (user) {
      chownSync(pgData, user.uid, user.gid);
      chownSync(pwFile, user.uid, user.gid);
    }
    try {
      execFileSync(
        bin.initdb,
        [
          `--pgdata=${pgData}`,
          `--username=${DB_USER}`,
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--no-locale',
          '--no-sync',
        ],
        { stdio: 'pipe', ...(user ?? {}) },
      );
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(`initdb failed: ${stderr || String(error)}`);
    } finally {
      rmSync(pwFile, { force: true });
    }
  }
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = options.port || (await freePort());
  const child = spawn(
    bin.postgres,
    ['-D', pgData, '-p', String(port), '-h', '127.0.0.1', '-c', 'unix_socket_directories='],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) },
  );
  child.stderr?.on('data', (chunk: Buffer) => log.debug({ postgres: chunk.toString().trim() }));
  if (!child.pid) throw new Error('Could not start PostgreSQL');
  const pid = child.pid;

  // A separate process that stops PostgreSQL if this one dies without cleaning up.
  const watchdogPath = fileURLToPath(new URL('./watchdog.js', import.meta.url));
  if (existsSync(watchdogPath)) {
    spawn(process.execPath, [watchdogPath, String(process.pid), String(pid)], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  const adminUrl = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitReady(adminUrl, child);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();

  const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  writeFileSync(stateFile, JSON.stringify({ ownerPid: process.pid, pid, port }), { mode: 0o600 });

  let stopping: Promise<void> | undefined;
  return {
    url,
    pid,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // fast shutdown: aborts transactions, checkpoints, exits
      }).then(() => rmSync(stateFile, { force: true }));
      return stopping;
    },
  };
}

/** Connection string of the embedded PostgreSQL a running `npm start` owns, for `npm run worker`. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const root = path.resolve(dataDir);
  const stateFile = path.join(root, 'embedded-postgres.json');
  if (!existsSync(stateFile)) return undefined;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { pid: number; port: number };
  if (!isAlive(state.pid)) return undefined;
  const password = readFileSync(path.join(root, 'postgres.password'), 'utf8').trim();
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${state.port}/${DB_NAME}`;
}
