// Search figures in the sandbox world with realistic latencies (geocoding 300 ms, places query
// 1.5 s, each website 200–800 ms), against the built API and a separate worker process:
//   1. time from POST /api/searches to the first lead stored and to 10 leads stored (target:
//      10 leads ≤ 10 s), median of several runs, each on a fresh city;
//   2. a 500-lead search: leads per minute and the worker's peak memory (VmHWM).
// Usage: npm run build && node --import tsx bench/search.ts [--runs N]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@leadatlas/sandbox';
import { freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.js';
import { createLogger } from '../apps/server/src/logger.js';
import { createPool, inTransaction } from '../apps/server/src/db/pool.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { migrateQueue } from '../apps/server/src/jobs/worker.js';
import { createAppContext } from '../apps/server/src/http/context.js';
import { provisionAccount } from '../apps/server/src/domain/accounts/provision.js';
import { recordCreditMovement } from '../apps/server/src/domain/credits/ledger.js';
import { loadConfig } from '../apps/server/src/config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/server/dist');
const TEN_LEADS_TARGET_MS = 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const APP_URL = 'http://localhost:3999';
const SECRET = 'bench-secret-bench-secret-bench-secret-01';

if (!existsSync(path.join(DIST, 'main.js'))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-bench-search-'));

const log = createLogger('warn');
const pg = await startEmbeddedPostgres({ dataDir, port: 0, log });
const sandbox = await startSandbox({
  latency: { nominatim: 300, overpass: 1500, google: 1500, websites: [200, 800] },
});

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(500);
  await sandbox.close();
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const env = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: pg.url,
    AUTH_SECRET: SECRET,
    APP_URL,
    LOG_LEVEL: 'warn',
    NOMINATIM_URL: sandbox.nominatimUrl,
    OVERPASS_URL: sandbox.overpassUrl,
    GOOGLE_PLACES_BASE_URL: sandbox.googlePlacesBaseUrl,
    DNS_SERVERS: sandbox.dnsServer,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const config = loadConfig(env);
  const pool = createPool(pg.url);
  await migrate(pool);
  await migrateQueue(pool);

  // A confirmed user with a Pro organization and plenty of credits, signed in for real.
  const ctx = createAppContext({ config, pool, log, secret: SECRET });
  const email = 'bench@example.com';
  const password = 'bench-password-1';
  const { user } = await ctx.auth.api.signUpEmail({ body: { email, password, name: 'Bench' } });
  await provisionAccount(pool, { userId: user.id, email, fullName: 'Bench', locale: 'es' });
  await pool.query('update "user" set "emailVerified" = true where id = $1', [user.id]);
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
      change: 100_000,
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

  const port = await freePort();
  const api = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const worker = spawn(process.execPath, [path.join(DIST, 'worker-main.js')], {
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

  let peakRssKb = 0;
  const memory = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${worker.pid}/status`, 'utf8');
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakRssKb = Math.max(peakRssKb, hwm);
    } catch {
      // worker gone
    }
  }, 200);

  async function startSearch(profession: string, location: string, maxLeads: number) {
    const started = Date.now();
    const response = await fetch(`${base}/api/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: APP_URL },
      body: JSON.stringify({
        orgId,
        searchPayload: {
          step1: { profession, location, companySize: '1-10' },
          step2: {
            phoneVisible: false,
            activeWeb: false,
            ownersOnly: false,
            minRating: 3,
            industry: '',
          },
          step3: { selectedFields: ['phone', 'website', 'email'] },
          step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads },
        },
      }),
    });
    if (!response.ok)
      throw new Error(`POST /api/searches: ${response.status} ${await response.text()}`);
    const { searchId } = (await response.json()) as { searchId: string };
    return { searchId, started };
  }

  async function leadTimes(searchId: string, started: number, count: number, timeoutMs: number) {
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
  }

  // 1. Time to the first lead and to 10 leads; each run on another city so no cache helps.
  const cities = ['Barcelona', 'Valencia', 'Sevilla', 'Lima', 'Bogotá', 'Buenos Aires', 'Miami'];
  const first: number[] = [];
  const ten: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const city = cities[run % cities.length]!;
    const { searchId, started } = await startSearch('restaurantes', city, 10);
    const { times } = await leadTimes(searchId, started, 10, 60_000);
    first.push(times[0]!);
    ten.push(times[9] ?? Number.NaN);
    console.log(`  run ${run + 1} (${city}): first lead ${times[0]} ms, 10 leads ${times[9]} ms`);
    const { rows: settled } = await pool.query<{ settled_at: Date | null }>(
      'select settled_at from searches where id = $1',
      [searchId],
    );
    while (!settled[0]?.settled_at) {
      await sleep(100);
      const again = await pool.query<{ settled_at: Date | null }>(
        'select settled_at from searches where id = $1',
        [searchId],
      );
      settled[0] = again.rows[0]!;
    }
  }
  const tenMedian = median(ten);
  console.log(`First lead stored: median ${median(first)} ms over ${RUNS} runs`);
  console.log(
    `10 leads stored: median ${tenMedian} ms (target ≤ ${TEN_LEADS_TARGET_MS} ms: ${tenMedian <= TEN_LEADS_TARGET_MS ? 'PASS' : 'FAIL'})`,
  );

  // 2. A 500-lead search in Madrid.
  const big = await startSearch('restaurantes', 'Madrid', 500);
  const { times, status } = await leadTimes(big.searchId, big.started, 500, 15 * 60_000);
  clearInterval(memory);
  const total = times.at(-1)!;
  console.log(
    `500-lead search: ${times.length} leads stored (${status} at that moment) in ${(total / 1000).toFixed(1)} s ` +
      `from POST: ${Math.round((times.length / total) * 60_000)} leads/min; ` +
      `worker peak memory (VmHWM) ${(peakRssKb / 1024).toFixed(0)} MB`,
  );
  await pool.end();
} finally {
  await cleanup();
}
