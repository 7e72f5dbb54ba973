/**
 * A search served by Google Places (New) when a key is configured: the source is recorded,
 * the area is tiled past the 60-result cap, the minimum rating is applied (Google has ratings),
 * and the complex-filter surcharge is charged because that filter really applied.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pricePerLead, type PricedField } from '@leadatlas/shared';
import { APP_URL, nextIp, signedInUser, type TestApp } from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearchWorld,
  type SearchWorld,
  waitForSearch,
  wizard,
} from './helpers/search-world.js';

let world: SearchWorld;
let t: TestApp;

beforeAll(async () => {
  world = await startSearchWorld({ google: true });
  ({ t } = world);
});
afterAll(async () => world?.close());

async function runSearch(minRating: number, maxLeads: number) {
  const email = `google${minRating}@example.com`;
  const { cookie, orgId } = await signedInUser(t, email);
  await fundOrg(t.pool, orgId, 2000, 'growth');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/searches',
    headers: { cookie, origin: APP_URL },
    remoteAddress: nextIp(),
    payload: { orgId, searchPayload: wizard({ step2: { minRating }, step4: { maxLeads } }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { searchId } = response.json() as { searchId: string };
  const done = await waitForSearch(t.pool, searchId, undefined, 60_000);
  expect(done.status).toBe('completed');
  const summary = (
    await t.app.inject({ method: 'GET', url: `/api/searches/${searchId}`, headers: { cookie } })
  ).json() as { source: string; unavailableFilters: string[]; placesFound: number };
  const { rows } = await t.pool.query<{
    rating: number;
    fields_delivered: PricedField[];
    credits_charged: number;
  }>('select rating, fields_delivered, credits_charged from leads where search_id = $1', [
    searchId,
  ]);
  expect(rows.length).toBe(done.results_count);
  const balance = await balanceAndLedger(t.pool, orgId);
  expect(balance.credits).toBeCloseTo(2000 - done.credits_used, 2);
  expect(balance.ledger).toBeCloseTo(balance.credits, 2);
  return { summary, leads: rows };
}

it('records Google as the source and tiles past the 60-result cap, each place once', async () => {
  const { summary, leads } = await runSearch(1, 200);
  expect(summary.source).toBe('google');
  expect(summary.unavailableFilters).not.toContain('minRating');
  // No source knows company sizes: a band is checked only against what a site states.
  expect(summary.unavailableFilters).toEqual(['companySize']);
  expect(summary.placesFound).toBeGreaterThan(60);
  expect(leads.length).toBeGreaterThan(60);
  for (const lead of leads) {
    expect(lead.credits_charged).toBe(pricePerLead(lead.fields_delivered, false));
  }
});

it('applies a minimum rating of 5 and charges its complex-filter surcharge', async () => {
  const { leads } = await runSearch(5, 50);
  expect(leads.length).toBeGreaterThan(0);
  for (const lead of leads) {
    expect(lead.rating).toBeGreaterThanOrEqual(5);
    expect(lead.credits_charged).toBe(pricePerLead(lead.fields_delivered, true));
  }
});

it('a location answered with businesses only starts no search and holds nothing (issue 11 item 25)', async () => {
  const { cookie, orgId } = await signedInUser(t, 'google-area@example.com');
  await fundOrg(t.pool, orgId, 100, 'growth');
  const before = await balanceAndLedger(t.pool, orgId);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/searches',
    headers: { cookie, origin: APP_URL },
    remoteAddress: nextIp(),
    payload: {
      orgId,
      searchPayload: wizard({ step1: { location: 'clínica dental Madrid' } }),
    },
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({
    error: 'location_not_found',
    candidates: ['Madrid, España'],
  });
  expect(await balanceAndLedger(t.pool, orgId)).toEqual(before);
  const { rows } = await t.pool.query('select 1 from searches where org_id = $1', [orgId]);
  expect(rows).toHaveLength(0);
});
