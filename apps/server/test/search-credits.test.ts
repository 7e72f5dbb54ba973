/**
 * Holds under concurrency: 50 searches started at once against a balance that covers 10
 * holds. Exactly 10 are accepted, the balance never goes below zero, and the ledger sums to
 * the balance. No worker runs here, so no settlement frees credits during the race.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { APP_URL, createTestApp, nextIp, signedInUser, type TestApp } from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  sandboxEnv,
  startWorld,
  wizard,
} from './helpers/search-world.js';

let sandbox: Sandbox;
let t: TestApp;

beforeAll(async () => {
  sandbox = await startWorld();
  t = await createTestApp(sandboxEnv(sandbox));
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

// 30: one user may start 30 searches a minute (a per-user limit, not the rule under test).
it('30 concurrent starts over a balance for 10 holds: exactly 10 accepted', async () => {
  const { cookie, orgId } = await signedInUser(t, 'race@example.com');
  // Each search holds 10 leads × (0.2 website + 0.5 phone) = 7 credits.
  await fundOrg(t.pool, orgId, 70, 'free');
  const responses = await Promise.all(
    Array.from({ length: 30 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/searches',
        headers: { cookie, origin: APP_URL },
        remoteAddress: nextIp(),
        payload: { searchPayload: wizard(), orgId },
      }),
    ),
  );
  const accepted = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode === 402);
  expect(accepted).toHaveLength(10);
  expect(refused).toHaveLength(20);
  for (const response of refused) {
    expect(response.json()).toMatchObject({ error: 'insufficient_credits', required: 7 });
  }
  expect(await balanceAndLedger(t.pool, orgId)).toEqual({ credits: 0, ledger: 0 });
  const { rows } = await t.pool.query<{ n: number; held: number }>(
    `select count(*)::int as n, sum(credits_held)::float as held from searches where org_id = $1`,
    [orgId],
  );
  expect(rows[0]).toEqual({ n: 10, held: 70 });
  const jobs = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'run_search'`,
  );
  expect(jobs.rows[0]!.n).toBe(10);
});
