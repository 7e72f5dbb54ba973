/**
 * Plan credits (PRODUCT.md §3): spent first, the unused part expires at renewal, pack and gift
 * credits never expire. The ledger's arithmetic movement by movement, then real searches (hold,
 * release, charge by the worker against the sandbox) across test-mode renewals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Pool } from '../src/db/pool.js';
import {
  InsufficientCreditsError,
  expirePlanCredits,
  recordCreditMovement,
  type CreditMovement,
} from '../src/domain/credits/ledger.js';
import {
  renewTestSubscription,
  testSubscriptionIdOf,
} from '../src/domain/billing/test-checkout.js';
import type { BillingDeps } from '../src/domain/billing/services.js';
import { post, signedInUser, type TestUser } from './helpers/test-app.js';
import {
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';
import { billingDeps, ledgerRows, orgState, startCheckout } from './helpers/billing.js';

let world: SearchWorld;
let pool: Pool;
let deps: BillingDeps;

beforeAll(async () => {
  world = await startSearchWorld();
  pool = world.t.pool;
  deps = billingDeps(world.t);
});

afterAll(async () => {
  await world?.close();
});

const GIFT = 50;

function move(orgId: string, movement: Omit<CreditMovement, 'orgId' | 'userId' | 'reasonKey'>) {
  return inTransaction(pool, (db) =>
    recordCreditMovement(db, { orgId, userId: null, reasonKey: movement.kind, ...movement }),
  );
}

/** The invariants: balance = Σ change, plan credits = Σ plan_part, 0 ≤ plan credits ≤ balance. */
async function books(orgId: string) {
  const { rows } = await pool.query<{
    credits: number;
    plan_credits: number;
    ledger: number;
    plan_parts: number;
  }>(
    `select o.credits, o.plan_credits,
       (select coalesce(sum(change), 0) from credit_ledger where org_id = o.id)::float as ledger,
       (select coalesce(sum(plan_part), 0) from credit_ledger where org_id = o.id)::float as plan_parts
     from organizations o where o.id = $1`,
    [orgId],
  );
  const row = rows[0]!;
  expect(row.ledger).toBeCloseTo(row.credits, 2);
  expect(row.plan_parts).toBeCloseTo(row.plan_credits, 2);
  expect(row.plan_credits).toBeGreaterThanOrEqual(0);
  expect(row.plan_credits).toBeLessThanOrEqual(row.credits);
  return { credits: row.credits, plan: row.plan_credits };
}

async function lastPlanPart(orgId: string): Promise<number> {
  const rows = await ledgerRows(pool, orgId);
  return rows.at(-1)!.plan_part;
}

describe('the ledger keeps plan credits right, movement by movement', () => {
  let orgId: string;

  beforeAll(async () => {
    orgId = (await signedInUser(world.t, 'libro@example.com')).orgId;
  });

  it('a grant adds plan credits; other credits are not plan credits', async () => {
    expect(await books(orgId)).toEqual({ credits: GIFT, plan: 0 });
    await move(orgId, { change: 500, kind: 'plan_grant', idempotencyKey: 'l:grant1' });
    expect(await books(orgId)).toEqual({ credits: 550, plan: 500 });
    await move(orgId, { change: 100, kind: 'purchase', idempotencyKey: 'l:pack' });
    await move(orgId, { change: 2, kind: 'adjustment', idempotencyKey: 'l:refund' });
    expect(await books(orgId)).toEqual({ credits: 652, plan: 500 });
  });

  it('negative movements take from plan credits first', async () => {
    await move(orgId, { change: -200, kind: 'charge', idempotencyKey: 'l:charge1' });
    expect(await lastPlanPart(orgId)).toBe(-200);
    expect(await books(orgId)).toEqual({ credits: 452, plan: 300 });
    // A hold bigger than the plan credits left takes them all, then other credits.
    await move(orgId, { change: -400, kind: 'hold', idempotencyKey: 'l:s1:hold' });
    expect(await lastPlanPart(orgId)).toBe(-300);
    expect(await books(orgId)).toEqual({ credits: 52, plan: 0 });
  });

  it('a release gives back the plan part its hold took; the charge then takes it again', async () => {
    await move(orgId, {
      change: 400,
      kind: 'release',
      idempotencyKey: 'l:s1:release',
      returnsPlanPartOf: 'l:s1:hold',
    });
    expect(await lastPlanPart(orgId)).toBe(300);
    expect(await books(orgId)).toEqual({ credits: 452, plan: 300 });
    await move(orgId, { change: -350, kind: 'charge', idempotencyKey: 'l:s1:charge' });
    expect(await lastPlanPart(orgId)).toBe(-300);
    // 50 of the pack and gift were spent; the rest of them remains.
    expect(await books(orgId)).toEqual({ credits: 102, plan: 0 });
  });

  it('a release of a hold that took no plan credits gives back none', async () => {
    await move(orgId, { change: -30, kind: 'hold', idempotencyKey: 'l:s2:hold' });
    await move(orgId, { change: 500, kind: 'plan_grant', idempotencyKey: 'l:grant2' });
    await move(orgId, {
      change: 30,
      kind: 'release',
      idempotencyKey: 'l:s2:release',
      returnsPlanPartOf: 'l:s2:hold',
    });
    expect(await lastPlanPart(orgId)).toBe(0);
    expect(await books(orgId)).toEqual({ credits: 602, plan: 500 });
  });

  it('expiry removes what remains of the plan credits, once; nothing left means no row', async () => {
    await move(orgId, { change: -120.5, kind: 'charge', idempotencyKey: 'l:charge2' });
    const expired = await inTransaction(pool, (db) =>
      expirePlanCredits(db, { orgId, plan: 'starter', idempotencyKey: 'l:expiry1' }),
    );
    expect(expired).toBe(379.5);
    expect(await books(orgId)).toEqual({ credits: 102, plan: 0 });
    const rows = await ledgerRows(pool, orgId);
    expect(rows.at(-1)).toMatchObject({
      kind: 'plan_expiry',
      change: -379.5,
      plan_part: -379.5,
      reason_key: 'plan_expiry',
      reason_params: { plan: 'starter', credits: 379.5 },
    });
    const count = rows.length;
    expect(
      await inTransaction(pool, (db) =>
        expirePlanCredits(db, { orgId, plan: 'starter', idempotencyKey: 'l:expiry2' }),
      ),
    ).toBe(0);
    expect(await ledgerRows(pool, orgId)).toHaveLength(count);
  });

  it('an overdraft is refused and leaves nothing behind; the balance bounds plan credits', async () => {
    await expect(
      move(orgId, { change: -1000, kind: 'charge', idempotencyKey: 'l:too-much' }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await books(orgId)).toEqual({ credits: 102, plan: 0 });
    await expect(
      pool.query('update organizations set plan_credits = credits + 1 where id = $1', [orgId]),
    ).rejects.toThrow(/organizations_plan_credits_check/);
  });
});

describe('concurrent movements keep the books', () => {
  it('grants, holds, releases and charges at once: no deadlock, invariants hold', async () => {
    const { orgId } = await signedInUser(world.t, 'prisa@example.com');
    await move(orgId, { change: 300, kind: 'plan_grant', idempotencyKey: 'p:grant' });
    const work: Array<Promise<boolean>> = [];
    for (let i = 0; i < 20; i += 1) {
      work.push(
        inTransaction(pool, async (db) => {
          const hold = `p:s${i}:hold`;
          await recordCreditMovement(db, {
            orgId,
            userId: null,
            change: -10,
            kind: 'hold',
            reasonKey: 'search_hold',
            idempotencyKey: hold,
          });
          await recordCreditMovement(db, {
            orgId,
            userId: null,
            change: 10,
            kind: 'release',
            reasonKey: 'search_release',
            idempotencyKey: `p:s${i}:release`,
            returnsPlanPartOf: hold,
          });
          return recordCreditMovement(db, {
            orgId,
            userId: null,
            change: -7,
            kind: 'charge',
            reasonKey: 'search_charge',
            idempotencyKey: `p:s${i}:charge`,
          });
        }),
      );
      if (i % 5 === 0) {
        work.push(move(orgId, { change: 5, kind: 'purchase', idempotencyKey: `p:pack${i}` }));
      }
    }
    await Promise.all(work);
    // 50 gift + 300 plan + 4 × 5 packs − 20 × 7 charged, all 140 from plan credits.
    expect(await books(orgId)).toEqual({ credits: 230, plan: 160 });
  });
});

/** Runs a search through the API and waits for its settlement. */
async function search(
  who: TestUser,
  location: string,
): Promise<{ id: string; held: number; used: number }> {
  const id = await startSearch(
    world.t,
    who,
    wizard({ step1: { profession: 'dentistas', location } }),
  );
  const done = await waitForSearch(pool, id);
  return { id, held: done.credits_held, used: done.credits_used };
}

/** Buys through the test-mode checkout (routes, signed events, webhook). */
async function buy(who: TestUser, what: { planId?: string; packId?: string }): Promise<string> {
  const { sessionId } = await startCheckout(world.t, who, what);
  const confirmed = await post(
    world.t,
    `/api/billing/test-checkout/${sessionId}/confirm`,
    {},
    who.cookie,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return sessionId;
}

async function searchRows(orgId: string, searchId: string) {
  const rows = await ledgerRows(pool, orgId);
  const of = (suffix: string) =>
    rows.find((r) => r.idempotency_key === `search:${searchId}:${suffix}`);
  return { hold: of('hold'), release: of('release'), charge: of('charge') };
}

describe('real searches spend plan credits first; renewals expire only those', () => {
  it('a search within the plan credits; the renewal expires the rest, pack and gift stay', async () => {
    const ana = await signedInUser(world.t, 'plan-ana@example.com');
    const plan = await buy(ana, { planId: 'starter' });
    await buy(ana, { packId: 'pack-100' });
    expect(await books(ana.orgId)).toEqual({ credits: GIFT + 500 + 100, plan: 500 });

    const run = await search(ana, 'Madrid');
    expect(run.held).toBeGreaterThan(0);
    expect(run.used).toBeGreaterThan(0);
    const rows = await searchRows(ana.orgId, run.id);
    expect(rows.hold).toMatchObject({ change: -run.held, plan_part: -run.held });
    expect(rows.release).toMatchObject({ change: run.held, plan_part: run.held });
    expect(rows.charge).toMatchObject({ change: -run.used, plan_part: -run.used });
    expect(await books(ana.orgId)).toEqual({ credits: 650 - run.used, plan: 500 - run.used });

    await renewTestSubscription(deps, testSubscriptionIdOf(plan));
    expect(await books(ana.orgId)).toEqual({ credits: GIFT + 100 + 500, plan: 500 });
    const expiry = (await ledgerRows(pool, ana.orgId)).find((r) => r.kind === 'plan_expiry');
    expect(expiry).toMatchObject({
      change: -(500 - run.used),
      reason_params: { plan: 'starter', credits: 500 - run.used },
    });
    expect(await orgState(pool, ana.orgId)).toMatchObject({ plan: 'starter' });
  });

  it('a search costing more than the plan credits left: the rest comes from other credits', async () => {
    const bea = await signedInUser(world.t, 'plan-bea@example.com');
    const plan = await buy(bea, { planId: 'starter' });
    // Spend all but 1 plan credit.
    await move(bea.orgId, { change: -499, kind: 'charge', idempotencyKey: 'bea:spent' });
    expect(await books(bea.orgId)).toEqual({ credits: GIFT + 1, plan: 1 });

    const run = await search(bea, 'Barcelona');
    expect(run.used).toBeGreaterThan(1);
    const rows = await searchRows(bea.orgId, run.id);
    expect(rows.hold).toMatchObject({ change: -run.held, plan_part: -1 });
    expect(rows.release).toMatchObject({ change: run.held, plan_part: 1 });
    expect(rows.charge).toMatchObject({ change: -run.used, plan_part: -1 });
    const after = await books(bea.orgId);
    expect(after).toEqual({ credits: GIFT + 1 - run.used, plan: 0 });

    // Nothing of the plan is left to expire: no expiry row; the gift's remainder survives.
    await renewTestSubscription(deps, testSubscriptionIdOf(plan));
    expect(await books(bea.orgId)).toEqual({ credits: after.credits + 500, plan: 500 });
    expect((await ledgerRows(pool, bea.orgId)).filter((r) => r.kind === 'plan_expiry')).toEqual([]);
  });

  it('pack credits survive any number of renewals', async () => {
    const cai = await signedInUser(world.t, 'plan-cai@example.com');
    const plan = await buy(cai, { planId: 'growth' });
    await buy(cai, { packId: 'pack-500' });
    for (let i = 0; i < 3; i += 1) {
      await renewTestSubscription(deps, testSubscriptionIdOf(plan));
      expect(await books(cai.orgId)).toEqual({ credits: GIFT + 500 + 2000, plan: 2000 });
    }
    const rows = await ledgerRows(pool, cai.orgId);
    expect(rows.filter((r) => r.kind === 'plan_expiry').map((r) => r.change)).toEqual([
      -2000, -2000, -2000,
    ]);
    expect(rows.filter((r) => r.kind === 'plan_grant')).toHaveLength(4);
  });

  it('a search running across a renewal: its held plan credits are not expired, they come back', async () => {
    const dan = await signedInUser(world.t, 'plan-dan@example.com');
    const plan = await buy(dan, { planId: 'starter' });
    await world.stopWorker();
    let searchId: string;
    try {
      searchId = await startSearch(
        world.t,
        dan,
        wizard({ step1: { profession: 'dentistas', location: 'Valencia' } }),
      );
      const held = (await searchRows(dan.orgId, searchId)).hold!;
      expect(await books(dan.orgId)).toEqual({
        credits: GIFT + 500 + held.change,
        plan: 500 + held.change,
      });
      await renewTestSubscription(deps, testSubscriptionIdOf(plan));
      // Only the plan credits not held expired (500 - held); the new grant lands.
      const expiry = (await ledgerRows(pool, dan.orgId)).find((r) => r.kind === 'plan_expiry');
      expect(expiry).toMatchObject({ change: -(500 + held.change) });
      expect(await books(dan.orgId)).toEqual({ credits: GIFT + 500, plan: 500 });
    } finally {
      await world.startWorker();
    }
    // The release returns the held part as plan credits (of the new period: they expire at
    // its end); the charge takes from them first.
    const done = await waitForSearch(pool, searchId);
    const unused = done.credits_held - done.credits_used;
    expect(await books(dan.orgId)).toEqual({ credits: GIFT + 500 + unused, plan: 500 + unused });
  });
});
