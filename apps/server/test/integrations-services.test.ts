/**
 * Pushes through the app to each service's stand-in (issue 14): HubSpot, Pipedrive, Instantly
 * and lemlist connected the way a user does (tested before saving, the service's words when
 * refused), leads pushed by the engine with rate limits, a token revoked mid-push, a campaign
 * deleted before the push, re-pushes that create nothing, and no secret in any log line or
 * answer. The engine against a webhook: integrations.test.ts.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationView, PushView } from '@leadatlas/shared';
import { get, send, signedInUser, type TestApp, type TestUser } from './helpers/test-app.js';
import {
  fundOrg,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';

let world: SearchWorld;
let t: TestApp;
let owner: TestUser;
let searchId: string;
let leads: Array<{ id: string; email: string | null; website: string | null }>;
const logs: string[] = [];

const responses: string[] = [];

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await send(t, method, url, owner.cookie, body);
  responses.push(response.body);
  return response;
}

async function connect(body: Record<string, unknown> & { provider: string }) {
  return call('PUT', `/api/organizations/${owner.orgId}/integrations/${body.provider}`, body);
}

async function push(provider: string, leadIds?: string[]): Promise<PushView> {
  const response = await call('POST', `/api/searches/${searchId}/pushes`, {
    provider,
    ...(leadIds ? { leadIds } : {}),
  });
  expect(response.statusCode, response.body).toBe(202);
  const id = (response.json() as { push: PushView }).push.id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = (await get(t, `/api/pushes/${id}`, owner.cookie)).json() as { push: PushView };
    responses.push(JSON.stringify(current));
    if (current.push.status === 'done' || current.push.status === 'failed') return current.push;
    if (Date.now() > deadline) throw new Error(`push timed out: ${JSON.stringify(current.push)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function card(provider: string): Promise<IntegrationView> {
  const response = await call('GET', `/api/organizations/${owner.orgId}/integrations`);
  return (response.json() as { integrations: IntegrationView[] }).integrations.find(
    (entry) => entry.provider === provider,
  )!;
}

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  world = await startSearchWorld({
    env: { LOG_LEVEL: 'debug', PUSH_RETRY_DELAYS: '0.05,0.1,0.2', PUSH_LEASE_SECONDS: '2' },
    logDestination: capture,
  });
  t = world.t;
  owner = await signedInUser(t, 'owner@services.test');
  await fundOrg(t.pool, owner.orgId, 5000, 'growth');
  searchId = await startSearch(
    t,
    owner,
    wizard({ step3: { selectedFields: ['phone', 'website', 'email'] }, step4: { maxLeads: 120 } }),
  );
  await waitForSearch(t.pool, searchId);
  const { rows } = await t.pool.query<{ id: string; email: string | null; website: string | null }>(
    'select id, email, website from leads where search_id = $1 order by seq',
    [searchId],
  );
  leads = rows;
  expect(leads.filter((lead) => lead.email).length).toBeGreaterThan(10);
  expect(leads.filter((lead) => !lead.email).length).toBeGreaterThan(0);
}, 90_000);

afterAll(async () => {
  await world?.close();
});

describe('HubSpot', () => {
  it("refuses a wrong token with HubSpot's words, then connects the right one", async () => {
    const wrong = await connect({
      provider: 'hubspot',
      accessToken: 'pat-na1-not-a-real-token-0000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'integration_rejected' });
    expect(wrong.json().serviceMessage).toMatch(/authentication/i);
    const right = await connect({
      provider: 'hubspot',
      accessToken: world.sandbox.hubspot.accessToken,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().integration).toMatchObject({
      connected: true,
      status: 'connected',
      accountLabel: `Portal ${world.sandbox.hubspot.portalId}`,
      secretHint: `…${world.sandbox.hubspot.accessToken.slice(-4)}`,
    });
  });

  it('creates companies and contacts, associated, and a re-push creates nothing new', async () => {
    const hubspot = world.sandbox.hubspot;
    const first = await push('hubspot');
    expect(first).toMatchObject({ status: 'done', total: leads.length, failed: 0, skipped: 0 });
    expect(first.created + first.updated).toBe(leads.length);
    const withEmail = new Set(
      leads.filter((lead) => lead.email).map((lead) => lead.email!.toLowerCase()),
    );
    expect(hubspot.contacts()).toHaveLength(withEmail.size);
    expect(hubspot.associations().length).toBe(withEmail.size);
    expect(hubspot.duplicateDomains()).toEqual([]);
    const companies = hubspot.companies().length;

    const again = await push('hubspot');
    expect(again).toMatchObject({ status: 'done', created: 0, updated: leads.length, failed: 0 });
    expect(hubspot.companies()).toHaveLength(companies);
    expect(hubspot.contacts()).toHaveLength(withEmail.size);
    expect((await card('hubspot')).lastUsedAt).not.toBeNull();
  });

  it('waits out a storm of 429s and loses nothing', async () => {
    const hubspot = world.sandbox.hubspot;
    hubspot.setRateLimit({ max: 3, windowMs: 1000 });
    const callsBefore = hubspot.calls.length;
    try {
      const before = hubspot.companies().length;
      const result = await push('hubspot');
      expect(result).toMatchObject({ status: 'done', failed: 0, updated: leads.length });
      expect(hubspot.companies()).toHaveLength(before);
      const limited = hubspot.calls.slice(callsBefore).filter((entry) => entry.status === 429);
      expect(limited.length).toBeGreaterThan(0);
    } finally {
      hubspot.setRateLimit({ max: 100, windowMs: 10_000 });
    }
  });

  it('stops when the token is revoked mid-push: every lead accounted for, the card says why', async () => {
    const hubspot = world.sandbox.hubspot;
    hubspot.revokeToken({ afterCalls: 2 });
    try {
      const result = await push('hubspot');
      expect(result.status).toBe('failed');
      expect(result.errorCode).toBe('auth_rejected');
      expect(result.error).toMatch(/authentication/i);
      expect(result.pending).toBe(0);
      expect(result.created + result.updated + result.failed + result.skipped).toBe(leads.length);
      expect(result.failed).toBeGreaterThan(0);
      expect(await card('hubspot')).toMatchObject({ status: 'error' });
      const refused = await call('POST', `/api/searches/${searchId}/pushes`, {
        provider: 'hubspot',
      });
      expect(refused.json()).toMatchObject({ error: 'integration_not_connected' });
    } finally {
      hubspot.restoreToken();
    }
    const tested = await call(
      'POST',
      `/api/organizations/${owner.orgId}/integrations/hubspot/test`,
    );
    expect(tested.json().integration).toMatchObject({ status: 'connected', statusReason: null });
  });
});

describe('HubSpot, a batch cut short', () => {
  it('keeps the companies it made: the retry updates them even while HubSpot search lags', async () => {
    const hubspot = world.sandbox.hubspot;
    hubspot.reset();
    // A new connection: what the old one delivered is forgotten, so every company is new again.
    const again = await connect({ provider: 'hubspot', accessToken: hubspot.accessToken });
    expect(again.statusCode, again.body).toBe(200);
    hubspot.setSearchLag(60_000);
    hubspot.failNext(503, { path: 'contacts/batch/upsert' });
    try {
      // One batch, so HubSpot's lagging search is never what finds a company the push made.
      const result = await push(
        'hubspot',
        leads.slice(0, 100).map((lead) => lead.id),
      );
      expect(result).toMatchObject({ status: 'done', failed: 0, total: 100 });
      expect(hubspot.duplicateDomains()).toEqual([]);
      const created = hubspot.companies().length;
      hubspot.reset();
      await connect({ provider: 'hubspot', accessToken: hubspot.accessToken });
      const clean = await push(
        'hubspot',
        leads.slice(0, 100).map((lead) => lead.id),
      );
      expect(clean).toMatchObject({ status: 'done', failed: 0 });
      // As many companies as the same batch makes without a failure: none made twice.
      expect(created).toBe(hubspot.companies().length);
    } finally {
      hubspot.setSearchLag(0);
    }
  });
});

describe('Pipedrive', () => {
  it('checks the company domain, creates organizations and persons once', async () => {
    const pipedrive = world.sandbox.pipedrive;
    pipedrive.setRateLimit({ requests: 10_000, searches: 10_000 });
    const wrongDomain = await connect({
      provider: 'pipedrive',
      apiToken: pipedrive.apiToken,
      companyDomain: 'https://othercompany.pipedrive.com/',
    });
    expect(wrongDomain.statusCode).toBe(422);
    expect(wrongDomain.json().serviceMessage).toContain('othercompany');
    const right = await connect({
      provider: 'pipedrive',
      apiToken: pipedrive.apiToken,
      companyDomain: pipedrive.companyDomain,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().integration.companyDomain).toBe(pipedrive.companyDomain);

    const first = await push('pipedrive');
    // Two leads of one business (same website) make one organization: the second is "updated".
    expect(first).toMatchObject({ status: 'done', failed: 0 });
    expect(first.created + first.updated).toBe(leads.length);
    expect(first.created).toBeGreaterThan(leads.length / 2);
    const organizations = pipedrive.organizations().length;
    const persons = pipedrive.persons().length;
    expect(organizations).toBeGreaterThan(0);
    const again = await push('pipedrive');
    expect(again).toMatchObject({ status: 'done', created: 0, updated: leads.length });
    expect(pipedrive.organizations()).toHaveLength(organizations);
    expect(pipedrive.persons()).toHaveLength(persons);
  });
});

describe('Instantly and lemlist', () => {
  it("lists a key's campaigns, connects to one, adds the leads with an email once", async () => {
    const instantly = world.sandbox.instantly;
    const lookup = await call(
      'POST',
      `/api/organizations/${owner.orgId}/integrations/instantly/campaigns`,
      {
        apiKey: instantly.apiKey,
      },
    );
    expect(lookup.statusCode, lookup.body).toBe(200);
    const campaign = lookup.json().campaigns[0];
    expect(campaign).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const missing = await connect({
      provider: 'instantly',
      apiKey: instantly.apiKey,
      campaignId: 'nope',
    });
    expect(missing.json()).toMatchObject({ error: 'campaign_not_found' });
    const connected = await connect({
      provider: 'instantly',
      apiKey: instantly.apiKey,
      campaignId: campaign.id,
    });
    expect(connected.json().integration.campaign).toEqual({ id: campaign.id, name: campaign.name });

    const withEmail = leads.filter((lead) => lead.email).length;
    const first = await push('instantly');
    expect(first).toMatchObject({
      status: 'done',
      created: withEmail,
      skipped: leads.length - withEmail,
      skippedReasons: { no_email: leads.length - withEmail },
    });
    expect(instantly.leads(campaign.id)).toHaveLength(withEmail);
    const calls = world.sandbox.requests.instantly;
    const again = await push('instantly');
    expect(again).toMatchObject({ created: 0, skippedReasons: { already_in_campaign: withEmail } });
    expect(world.sandbox.requests.instantly).toBe(calls);
    expect(instantly.leads(campaign.id)).toHaveLength(withEmail);

    // Another campaign holds none of them: they all go there.
    const second = lookup.json().campaigns[1];
    const changed = await call(
      'PATCH',
      `/api/organizations/${owner.orgId}/integrations/instantly`,
      {
        campaignId: second.id,
      },
    );
    expect(changed.json().integration.campaign).toEqual({ id: second.id, name: second.name });
    const moved = await push('instantly');
    expect(moved).toMatchObject({ created: withEmail });
    expect(instantly.leads(second.id)).toHaveLength(withEmail);
  });

  it('fails every lead with the service words when the campaign was deleted before the push', async () => {
    const lemlist = world.sandbox.lemlist;
    const lookup = await call(
      'POST',
      `/api/organizations/${owner.orgId}/integrations/lemlist/campaigns`,
      {
        apiKey: lemlist.apiKey,
      },
    );
    const campaign = lookup.json().campaigns[0];
    const connected = await connect({
      provider: 'lemlist',
      apiKey: lemlist.apiKey,
      campaignId: campaign.id,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const some = leads.filter((lead) => lead.email).slice(0, 5);
    const ok = await push(
      'lemlist',
      some.map((lead) => lead.id),
    );
    expect(ok).toMatchObject({ status: 'done', created: 5 });
    lemlist.deleteCampaign(campaign.id);
    const rest = leads.filter((lead) => lead.email).slice(5, 10);
    const result = await push(
      'lemlist',
      rest.map((lead) => lead.id),
    );
    expect(result).toMatchObject({ status: 'done', failed: 5, created: 0 });
    const csv = await get(t, `/api/pushes/${result.id}/failed.csv`, owner.cookie);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(csv.body.toLowerCase()).toContain('campaign');
  });
});

describe('secrets', () => {
  it('are in no answer and no log line', () => {
    const secrets = [
      world.sandbox.hubspot.accessToken,
      world.sandbox.pipedrive.apiToken,
      world.sandbox.instantly.apiKey,
      world.sandbox.lemlist.apiKey,
      'pat-na1-not-a-real-token-0000',
    ];
    const logText = logs.join('');
    expect(logText.length).toBeGreaterThan(1000);
    for (const secret of secrets) {
      expect(logText.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
      expect(
        responses.some((body) => body.includes(secret)),
        `an answer holds ${secret.slice(0, 6)}…`,
      ).toBe(false);
    }
  });

  it("another organization neither sees nor uses this organization's connections", async () => {
    const outsider = await signedInUser(t, 'outsider@services.test');
    await fundOrg(t.pool, outsider.orgId, 0, 'growth');
    const own = (
      await get(t, `/api/organizations/${outsider.orgId}/integrations`, outsider.cookie)
    ).json() as {
      integrations: IntegrationView[];
    };
    expect(own.integrations.every((entry) => !entry.connected)).toBe(true);
    const theirs = await get(t, `/api/organizations/${owner.orgId}/integrations`, outsider.cookie);
    expect(theirs.statusCode).toBe(403);
    const campaigns = await get(
      t,
      `/api/organizations/${owner.orgId}/integrations/instantly/campaigns`,
      outsider.cookie,
    );
    expect(campaigns.statusCode).toBe(403);
    const pushId = (
      (await get(t, `/api/searches/${searchId}/pushes`, owner.cookie)).json() as {
        pushes: PushView[];
      }
    ).pushes[0]!.id;
    expect((await get(t, `/api/pushes/${pushId}`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(t, `/api/pushes/${pushId}/failed.csv`, outsider.cookie)).statusCode).toBe(
      404,
    );
  });
});
