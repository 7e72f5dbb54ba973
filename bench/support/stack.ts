// The whole product against the sandbox world, for benchmarks: an embedded PostgreSQL, the
// built API and one worker as separate processes, and a signed-in Pro user with credits.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxAppEnv, startSandbox, type Sandbox, type SandboxOptions } from '@leadatlas/sandbox';
import type { WizardDataInput } from '@leadatlas/shared';
import { freePort, startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.js';
import { createLogger } from '../../apps/server/src/logger.js';
import { createPool, inTransaction, type Pool } from '../../apps/server/src/db/pool.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { migrateQueue } from '../../apps/server/src/jobs/worker.js';
import { createAppContext } from '../../apps/server/src/http/context.js';
import { signUpWithEmail } from '../../apps/server/src/domain/accounts/sign-up.js';
import { recordCreditMovement } from '../../apps/server/src/domain/credits/ledger.js';
import { loadConfig, type Config } from '../../apps/server/src/config.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = path.join(ROOT, 'apps/server/dist');
const APP_URL = 'http://localhost:3999';
const SECRET = 'bench-secret-bench-secret-bench-secret-01';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export { median } from './figures.js';

export interface Stack {
  sandbox: Sandbox;
  /** The API (which also serves the built web app), e.g. http://127.0.0.1:PORT. */
  baseUrl: string;
  /** The signed-in bench user's session cookie ("name=value; …"). */
  cookie: string;
  orgId: string;
  pool: Pool;
  config: Config;
  env: Record<string, string>;
  workerPid: number;
  /** Highest resident memory of the worker process so far (VmHWM), in MB. */
  workerPeakMb(): number;
  startSearch(searchPayload: WizardDataInput): Promise<{ searchId: string; started: number }>;
  /** Creation times of the first `count` leads, relative to `started`, once there are that many or the search ended. */
  leadTimes(
    searchId: string,
    started: number,
    count: number,
    timeoutMs: number,
  ): Promise<{ times: number[]; status: string }>;
  waitSettled(searchId: string): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(options: {
  sandbox: SandboxOptions;
  env?: Record<string, string>;
}): Promise<Stack> {
  if (!existsSync(path.join(DIST, 'main.js'))) {
    throw new Error('apps/server/dist is missing: run `npm run build` first.');
  }
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-bench-'));
  const log = createLogger('warn');
  const pg = await startEmbeddedPostgres({ dataDir, port: 0, log });
  const sandbox = await startSandbox(options.sandbox);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: pg.url,
    AUTH_SECRET: SECRET,
    APP_URL,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...sandboxAppEnv(sandbox),
    ...options.env,
  };
  const config = loadConfig(env);
  const pool = createPool(pg.url);
  await migrate(pool);
  await migrateQueue(pool);

  // A confirmed user with a Pro organization and plenty of credits, signed in for real.
  const ctx = createAppContext({ config, pool, log, secret: SECRET });
  const email = 'bench@example.com';
  const password = 'bench-password-1';
  await signUpWithEmail(ctx, { email, password, name: 'Bench', locale: 'es', appUrl: APP_URL });
  const { rows: users } = await pool.query<{ id: string }>(
    'update "user" set "emailVerified" = true where email = $1 returning id',
    [email],
  );
  const user = users[0]!;
  const { rows } = await pool.query<{ id: string }>(
    'select id from organizations where owner_user_id = $1',
    [user.id],
  );
  const orgId = rows[0]!.id;
  await inTransaction(pool, async (db) => {
    await db.query(`update organizations set plan = 'pro' where id = $1`, [orgId]);
    await recordCreditMovement(db, {
      orgId,
      userId: null,
      change: 1_000_000,
      kind: 'adjustment',
      reasonKey: 'bench',
    });
  });
  const signIn = await ctx.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await ctx.search.close();
  await ctx.integrations.close();

  const port = await freePort();
  // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API process.
  const apiArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = spawn(process.execPath, [...apiArgs, path.join(DIST, 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // BENCH_WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the worker.
  // The worker runs with the flags `npm run worker` gives it (scripts/worker-node-flags.json).
  const workerArgs = [
    ...(JSON.parse(
      readFileSync(path.join(ROOT, 'scripts/worker-node-flags.json'), 'utf8'),
    ) as string[]),
    ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const worker = spawn(process.execPath, [...workerArgs, path.join(DIST, 'worker-main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api, worker);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (i > 400) throw new Error('API did not start');
    await sleep(50);
  }

  let peakKb = 0;
  const memory = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${worker.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // worker gone
    }
  }, 200);

  return {
    sandbox,
    baseUrl: base,
    cookie,
    orgId,
    pool,
    config,
    env,
    workerPid: worker.pid!,
    workerPeakMb: () => peakKb / 1024,
    async startSearch(searchPayload) {
      const started = Date.now();
      const response = await fetch(`${base}/api/searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: APP_URL },
        body: JSON.stringify({ orgId, searchPayload }),
      });
      if (!response.ok) {
        throw new Error(`POST /api/searches: ${response.status} ${await response.text()}`);
      }
      const { searchId } = (await response.json()) as { searchId: string };
      return { searchId, started };
    },
    async leadTimes(searchId, started, count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows: leads } = await pool.query<{ created_at: Date }>(
          'select created_at from leads where search_id = $1 order by seq limit $2',
          [searchId, count],
        );
        const { rows: search } = await pool.query<{ settled_at: Date | null; status: string }>(
          'select settled_at, status from searches where id = $1',
          [searchId],
        );
        if (leads.length >= count || search[0]?.settled_at) {
          return {
            times: leads.map((lead) => lead.created_at.getTime() - started),
            status: search[0]!.status,
          };
        }
        if (Date.now() > deadline) throw new Error(`search ${searchId} too slow`);
        await sleep(50);
      }
    },
    async waitSettled(searchId) {
      for (;;) {
        const { rows } = await pool.query<{ settled_at: Date | null }>(
          'select settled_at from searches where id = $1',
          [searchId],
        );
        if (rows[0]?.settled_at) return;
        await sleep(100);
      }
    },
    async close() {
      clearInterval(memory);
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await sleep(500);
      await pool.end();
      await sandbox.close();
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The wizard's data for a search of `profession` in `location`. */
export function searchPayload(
  profession: string,
  location: string,
  maxLeads: number,
  selectedFields: NonNullable<WizardDataInput['step3']>['selectedFields'],
): WizardDataInput {
  return {
    step1: { profession, location, companySize: '1-10' },
    step2: { phoneVisible: false, activeWeb: false, ownersOnly: false, minRating: 3, industry: '' },
    step3: { selectedFields },
    step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads },
  };
}
