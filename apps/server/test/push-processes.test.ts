/**
 * A push run by the built worker as a separate process, killed with SIGKILL mid-push: another
 * worker process resumes it once the lease lapses, and the webhook receives every lead, none
 * under two message ids (a batch sent again carries its id). Needs `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PushView } from '@leadatlas/shared';
import { APP_URL, get, send, signedInUser, type TestUser } from './helpers/test-app.js';
import {
  fundOrg,
  sandboxEnv,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';

const DIST = path.resolve(import.meta.dirname, '../dist');
let world: SearchWorld;
let owner: TestUser;
let searchId: string;
const children: ChildProcess[] = [];

function spawnWorker(): ChildProcess {
  const { t, sandbox } = world;
  const child = spawn(process.execPath, [path.join(DIST, 'worker-main.js')], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: t.config.DATABASE_URL!,
      AUTH_SECRET: t.config.AUTH_SECRET!,
      INTEGRATIONS_KEY: t.config.INTEGRATIONS_KEY!,
      APP_URL,
      LOG_LEVEL: 'warn',
      ...sandboxEnv(sandbox),
      // The sweep that resumes dead pushes runs every half search lease.
      SEARCH_LEASE_SECONDS: '2',
      PUSH_LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  world = await startSearchWorld();
  owner = await signedInUser(world.t, 'killed@push-processes.test');
  await fundOrg(world.t.pool, owner.orgId, 5000, 'pro');
  searchId = await startSearch(world.t, owner, wizard({ step4: { maxLeads: 250 } }));
  await waitForSearch(world.t.pool, searchId, undefined, 60_000);
  // From here only the worker processes run jobs.
  await world.stopWorker();
}, 90_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await world?.close();
});

it('resumes a push whose worker process was killed, with no lead sent under two ids', async () => {
  const { t, sandbox } = world;
  const connected = await send(
    t,
    'PUT',
    `/api/organizations/${owner.orgId}/integrations/webhook`,
    owner.cookie,
    { provider: 'webhook', url: `${sandbox.hooksUrl}/hooks/processes` },
  );
  expect(connected.statusCode, connected.body).toBe(200);
  const { rows } = await t.pool.query<{ n: number }>(
    'select count(*)::int as n from leads where search_id = $1',
    [searchId],
  );
  const total = rows[0]!.n;
  expect(total).toBeGreaterThan(150);

  // Each delivery takes 400 ms: the first worker dies while a batch is in flight.
  sandbox.setFault('hooks', { latencyMs: 400 });
  const first = spawnWorker();
  const created = await send(t, 'POST', `/api/searches/${searchId}/pushes`, owner.cookie, {
    provider: 'webhook',
  });
  expect(created.statusCode, created.body).toBe(202);
  const pushId = (created.json() as { push: PushView }).push.id;
  const deadline = Date.now() + 30_000;
  while (
    sandbox.hooks.deliveries('processes').filter((d) => d.body.includes('leads.pushed')).length < 1
  ) {
    if (Date.now() > deadline) throw new Error('the first worker never delivered');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 150));
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  sandbox.setFault('hooks', null);

  spawnWorker();
  let push: PushView | undefined;
  for (const end = Date.now() + 45_000; Date.now() < end; ) {
    push = ((await get(t, `/api/pushes/${pushId}`, owner.cookie)).json() as { push: PushView })
      .push;
    if (push.status === 'done' || push.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(push).toMatchObject({ status: 'done', created: total, failed: 0, pending: 0 });

  const byId = new Map<string, string[]>();
  for (const delivery of sandbox.hooks.deliveries('processes')) {
    const body = JSON.parse(delivery.body) as {
      type: string;
      data: { leads?: Array<{ id: string }> };
    };
    if (body.type !== 'leads.pushed') continue;
    const ids = body.data.leads!.map((lead) => lead.id);
    const id = delivery.headers['webhook-id']!;
    if (byId.has(id)) expect(byId.get(id)).toEqual(ids);
    byId.set(id, ids);
  }
  const leads = [...byId.values()].flat();
  expect(leads).toHaveLength(total);
  expect(new Set(leads).size).toBe(total);
}, 120_000);
