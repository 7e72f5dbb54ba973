/**
 * The built server and worker as separate processes over one database: two API processes
 * stream the same search live, one of two workers is killed with SIGKILL mid-search, and the
 * other finishes it with no duplicate lead and credits settled once. Needs `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import type { Lead, SearchSummary } from '@leadatlas/shared';
import { freePort } from '../src/db/embedded-postgres.js';
import { APP_URL, createTestApp, nextIp, signedInUser, type TestApp } from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  sandboxEnv,
  startWorld,
  waitForSearch,
  wizard,
} from './helpers/search-world.js';
import { readEvents, type SseEvent } from './helpers/sse.js';

const DIST = path.resolve(import.meta.dirname, '../dist');
let sandbox: Sandbox;
let t: TestApp;
const children: ChildProcess[] = [];

function spawnBuilt(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(DIST, script)], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: t.config.DATABASE_URL!,
      AUTH_SECRET: t.config.AUTH_SECRET!,
      INTEGRATIONS_KEY: t.config.INTEGRATIONS_KEY!,
      APP_URL,
      LOG_LEVEL: 'warn',
      ...sandboxEnv(sandbox),
      SEARCH_CONCURRENCY: '3',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function startApi(): Promise<string> {
  const port = await freePort();
  spawnBuilt('main.js', { PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: 'false' });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // Websites answer slowly enough that the search is still running when a worker dies.
  sandbox = await startWorld({ latency: { websites: [150, 300] } });
  t = await createTestApp(sandboxEnv(sandbox));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await t?.close();
  await sandbox?.close();
});

const isFinal = (events: SseEvent[]) => {
  const last = events.at(-1);
  return (
    last?.event === 'status' &&
    ['completed', 'failed', 'cancelled'].includes((last.data as SearchSummary).status)
  );
};

it('two API processes stream it, a killed worker is replaced, nothing is duplicated or charged twice', async () => {
  const [apiA, apiB] = await Promise.all([startApi(), startApi()]);
  const workers = [spawnBuilt('worker-main.js', {}), spawnBuilt('worker-main.js', {})];

  const { cookie, orgId } = await signedInUser(t, 'procesos@example.com');
  await fundOrg(t.pool, orgId, 1000, 'starter');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/searches',
    headers: { cookie, origin: APP_URL },
    remoteAddress: nextIp(),
    payload: {
      searchPayload: wizard({ step1: { profession: 'restaurantes' }, step4: { maxLeads: 60 } }),
      orgId,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { searchId } = response.json() as { searchId: string };

  const streams = [apiA, apiB].map((base) =>
    readEvents(
      `${base}/api/searches/${searchId}/events`,
      { cookie },
      { stopAfter: isFinal, timeoutMs: 90_000 },
    ),
  );

  // Kill the worker that holds the search once it has stored some leads.
  await waitForSearch(t.pool, searchId, (row) => row.results_count >= 8, 60_000);
  const { rows } = await t.pool.query<{ worker_id: string }>(
    'select worker_id from searches where id = $1',
    [searchId],
  );
  const pid = Number(rows[0]!.worker_id.split(':')[1]);
  const victim = workers.find((child) => child.pid === pid);
  expect(victim).toBeDefined();
  victim!.kill('SIGKILL');

  const done = await waitForSearch(t.pool, searchId, (row) => row.settled_at !== null, 90_000);
  expect(done.status).toBe('completed');
  expect(done.results_count).toBe(60);
  const { rows: after } = await t.pool.query<{ worker_id: string | null; attempts: number }>(
    'select worker_id, attempts from searches where id = $1',
    [searchId],
  );
  expect(after[0]!.attempts).toBeGreaterThanOrEqual(2);

  const leads = await t.pool.query<{ n: number; keys: number }>(
    'select count(*)::int as n, count(distinct place_key)::int as keys from leads where search_id = $1',
    [searchId],
  );
  expect(leads.rows[0]).toEqual({ n: 60, keys: 60 });
  const movements = await t.pool.query<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from credit_ledger where idempotency_key like $1 group by kind order by kind`,
    [`search:${searchId}:%`],
  );
  expect(movements.rows).toEqual([
    { kind: 'charge', n: 1 },
    { kind: 'hold', n: 1 },
    { kind: 'release', n: 1 },
  ]);
  const balance = await balanceAndLedger(t.pool, orgId);
  expect(balance.credits).toBeCloseTo(1000 - done.credits_used, 2);
  expect(balance.ledger).toBeCloseTo(balance.credits, 2);

  // Both API processes streamed every lead, in storage order, ending with the final status.
  const [eventsA, eventsB] = await Promise.all(streams);
  for (const events of [eventsA!, eventsB!]) {
    const leadEvents = events.filter((event) => event.event === 'lead');
    const seqs = leadEvents.map((event) => (event.data as Lead).seq);
    expect(seqs).toHaveLength(60);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(leadEvents.map((event) => Number(event.id))).toEqual(seqs);
    const statuses = events
      .filter((event) => event.event === 'status')
      .map((event) => event.data as SearchSummary);
    const counts = statuses.map((status) => status.resultsCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(statuses.at(-1)).toMatchObject({ status: 'completed', resultsCount: 60 });
  }

  // A reconnect with Last-Event-ID resumes after that lead: nothing lost, nothing repeated.
  const twentieth = eventsA!.filter((event) => event.event === 'lead')[19]!;
  const resumed = await readEvents(
    `${apiB}/api/searches/${searchId}/events`,
    { cookie, 'last-event-id': twentieth.id! },
    { stopAfter: isFinal },
  );
  const resumedSeqs = resumed
    .filter((event) => event.event === 'lead')
    .map((event) => (event.data as Lead).seq);
  expect(resumedSeqs).toHaveLength(40);
  expect(resumedSeqs[0]).toBeGreaterThan(Number(twentieth.id));
}, 150_000);
