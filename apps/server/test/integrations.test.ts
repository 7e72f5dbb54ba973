/**
 * Connections and pushes through the app (issue 14), against the sandbox: connect after a live
 * test, gates and roles, secrets never shown again, pushes to a webhook signed the Standard
 * Webhooks way (verified with the scheme's reference library), retries, 410, a search whose
 * destination is an integration, a push whose worker dies, and other organizations kept out.
 * Each connector's own behaviour against its stand-in: connector-*.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { IntegrationListResponse, PushView } from '@leadatlas/shared';
import { createLogger } from '../src/logger.js';
import { runPush, resumeAbandonedPushes } from '../src/domain/integrations/push-run.js';
import {
  createTestApp,
  get,
  send,
  signedInUser,
  type TestApp,
  type TestUser,
} from './helpers/test-app.js';
import {
  fundOrg,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';
import { addMember } from './helpers/billing.js';

let world: SearchWorld;
let t: TestApp;
let owner: TestUser;
let searchId: string;
let leadCount: number;

const hookUrl = (name: string) => `${world.sandbox.hooksUrl}/hooks/${name}`;

async function connectWebhook(who: TestUser, name: string) {
  const response = await send(
    t,
    'PUT',
    `/api/organizations/${who.orgId}/integrations/webhook`,
    who.cookie,
    {
      provider: 'webhook',
      url: hookUrl(name),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { signingSecret: string };
}

async function pushTo(who: TestUser, search: string, body: Record<string, unknown>) {
  const response = await send(t, 'POST', `/api/searches/${search}/pushes`, who.cookie, body);
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { push: PushView }).push;
}

async function waitForPush(who: TestUser, pushId: string, ms = 20_000): Promise<PushView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await get(t, `/api/pushes/${pushId}`, who.cookie);
    const push = (response.json() as { push: PushView }).push;
    if (push.status === 'done' || push.status === 'failed') return push;
    if (Date.now() > deadline) throw new Error(`push timed out: ${JSON.stringify(push)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Leads per distinct webhook-id: a batch sent again carries the same id and the same leads. */
function deliveredLeads(name: string) {
  const byId = new Map<string, string[]>();
  for (const delivery of world.sandbox.hooks.deliveries(name)) {
    const body = JSON.parse(delivery.body) as {
      type: string;
      data: { leads?: Array<{ id: string }> };
    };
    if (body.type !== 'leads.pushed') continue;
    const ids = body.data.leads!.map((lead) => lead.id);
    const seen = byId.get(delivery.headers['webhook-id']!);
    if (seen) expect(seen).toEqual(ids);
    byId.set(delivery.headers['webhook-id']!, ids);
  }
  return [...byId.values()].flat();
}

beforeAll(async () => {
  world = await startSearchWorld({
    env: { PUSH_RETRY_DELAYS: '0.05,0.1,0.2', PUSH_LEASE_SECONDS: '1' },
  });
  t = world.t;
  owner = await signedInUser(t, 'owner@integrations.test');
  await fundOrg(t.pool, owner.orgId, 5000, 'pro');
  searchId = await startSearch(t, owner, wizard({ step4: { maxLeads: 150 } }));
  const row = await waitForSearch(t.pool, searchId);
  leadCount = row.results_count;
  expect(leadCount).toBeGreaterThan(100);
}, 60_000);

afterAll(async () => {
  await world?.close();
});

describe('connections', () => {
  it('lists the five connectors, locked below Growth, and a webhook to a custom endpoint needs Pro', async () => {
    const free = await signedInUser(t, 'free@integrations.test');
    const list = (
      await get(t, `/api/organizations/${free.orgId}/integrations`, free.cookie)
    ).json() as IntegrationListResponse;
    expect(
      list.integrations.map((card) => [card.provider, card.locked, card.requiredPlan]),
    ).toEqual([
      ['hubspot', true, 'growth'],
      ['pipedrive', true, 'growth'],
      ['instantly', true, 'growth'],
      ['lemlist', true, 'growth'],
      ['webhook', true, 'growth'],
    ]);
    expect(list.canManage).toBe(true);
    const refused = await send(
      t,
      'PUT',
      `/api/organizations/${free.orgId}/integrations/webhook`,
      free.cookie,
      {
        provider: 'webhook',
        url: hookUrl('free'),
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'integration_locked', requiredPlan: 'pro' });

    await fundOrg(t.pool, free.orgId, 0, 'growth');
    const growth = await send(
      t,
      'PUT',
      `/api/organizations/${free.orgId}/integrations/webhook`,
      free.cookie,
      {
        provider: 'webhook',
        url: hookUrl('growth'),
      },
    );
    // Loopback is no automation platform: a custom endpoint, Pro's.
    expect(growth.json()).toMatchObject({ error: 'integration_locked', requiredPlan: 'pro' });
    expect(world.sandbox.hooks.deliveries('growth')).toHaveLength(0);
  });

  it('tests a webhook before saving it, shows the signing secret once and never again', async () => {
    const { signingSecret } = await connectWebhook(owner, 'main');
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    const test = world.sandbox.hooks.deliveries('main').at(-1)!;
    const verified = new Webhook(signingSecret).verify(test.body, test.headers) as { type: string };
    expect(verified.type).toBe('integration.test');

    const list = await get(t, `/api/organizations/${owner.orgId}/integrations`, owner.cookie);
    expect(list.body).not.toContain(signingSecret);
    expect(list.body).not.toContain(signingSecret.slice(6, 20));
    const card = (list.json() as IntegrationListResponse).integrations.find(
      (c) => c.provider === 'webhook',
    )!;
    expect(card).toMatchObject({
      connected: true,
      status: 'connected',
      secretHint: `…${signingSecret.slice(-4)}`,
      webhookUrl: hookUrl('main'),
      locked: false,
      requiredPlan: 'pro',
    });
    const { rows } = await t.pool.query<{ secret_sealed: string }>(
      `select secret_sealed from integration_connections where org_id = $1`,
      [owner.orgId],
    );
    expect(rows[0]!.secret_sealed).not.toContain(signingSecret.slice(6));
    expect(rows[0]!.secret_sealed).toMatch(/^v1\./);
  });

  it("shows the endpoint's own answer when the test fails, and saves nothing", async () => {
    const other = await signedInUser(t, 'failing@integrations.test');
    await fundOrg(t.pool, other.orgId, 0, 'pro');
    world.sandbox.hooks.respondWith('down', 500, 1);
    const response = await send(
      t,
      'PUT',
      `/api/organizations/${other.orgId}/integrations/webhook`,
      other.cookie,
      {
        provider: 'webhook',
        url: hookUrl('down'),
      },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: 'integration_unreachable',
      serviceMessage: expect.stringContaining('500'),
    });
    const { rowCount } = await t.pool.query(
      'select 1 from integration_connections where org_id = $1',
      [other.orgId],
    );
    expect(rowCount).toBe(0);
  });

  it('lets owners and admins manage, members only look and push, outsiders nothing', async () => {
    const member = await signedInUser(t, 'member@integrations.test');
    const outsider = await signedInUser(t, 'outsider@integrations.test');
    await addMember(t.pool, owner.orgId, 'member@integrations.test', 'member');
    const list = await get(t, `/api/organizations/${owner.orgId}/integrations`, member.cookie);
    expect(list.statusCode).toBe(200);
    expect((list.json() as IntegrationListResponse).canManage).toBe(false);
    for (const [method, url, body] of [
      ['PUT', '/integrations/webhook', { provider: 'webhook', url: hookUrl('member') }],
      ['POST', '/integrations/webhook/test', undefined],
      ['DELETE', '/integrations/webhook', undefined],
    ] as const) {
      const refused = await send(
        t,
        method,
        `/api/organizations/${owner.orgId}${url}`,
        member.cookie,
        body,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'role_forbidden', requiredRole: 'admin' });
      const outside = await send(
        t,
        method,
        `/api/organizations/${owner.orgId}${url}`,
        outsider.cookie,
        body,
      );
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ error: 'forbidden' });
    }
    expect(
      (await get(t, `/api/organizations/${owner.orgId}/integrations`, outsider.cookie)).statusCode,
    ).toBe(403);
    const push = await send(t, 'POST', `/api/searches/${searchId}/pushes`, outsider.cookie, {
      provider: 'webhook',
    });
    expect(push.statusCode).toBe(404);
    expect((await get(t, `/api/searches/${searchId}/pushes`, outsider.cookie)).statusCode).toBe(
      404,
    );
  });

  it('refuses a webhook to a private or loopback address where the crawler may not go (no packet sent)', async () => {
    const strict = await createTestApp({});
    try {
      const user = await signedInUser(strict, 'strict@integrations.test');
      await fundOrg(strict.pool, user.orgId, 0, 'pro');
      for (const url of [
        hookUrl('strict'),
        'http://10.1.2.3/hook',
        'http://[::1]:8080/x',
        'http://169.254.169.254/latest',
      ]) {
        const response = await send(
          strict,
          'PUT',
          `/api/organizations/${user.orgId}/integrations/webhook`,
          user.cookie,
          {
            provider: 'webhook',
            url,
          },
        );
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toMatchObject({ error: 'webhook_url_blocked' });
      }
      expect(world.sandbox.hooks.deliveries('strict')).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});

describe('pushes to a webhook', () => {
  it('delivers every lead once, in signed batches of at most 100, for free', async () => {
    const before = await t.pool.query(
      'select count(*)::int as n from credit_ledger where org_id = $1',
      [owner.orgId],
    );
    const queued = await pushTo(owner, searchId, { provider: 'webhook' });
    expect(queued).toMatchObject({ provider: 'webhook', trigger: 'manual', total: leadCount });
    const push = await waitForPush(owner, queued.id);
    expect(push).toMatchObject({
      status: 'done',
      created: leadCount,
      failed: 0,
      skipped: 0,
      pending: 0,
    });

    const deliveries = world.sandbox.hooks
      .deliveries('main')
      .filter((d) => d.body.includes('leads.pushed'));
    expect(deliveries.length).toBe(Math.ceil(leadCount / 100));
    for (const delivery of deliveries) {
      expect(JSON.parse(delivery.body).data.leads.length).toBeLessThanOrEqual(100);
    }
    const ids = deliveredLeads('main');
    expect(new Set(ids).size).toBe(leadCount);
    const after = await t.pool.query(
      'select count(*)::int as n from credit_ledger where org_id = $1',
      [owner.orgId],
    );
    expect(after.rows[0]).toEqual(before.rows[0]);

    const listed = await get(t, `/api/searches/${searchId}/pushes`, owner.cookie);
    expect((listed.json() as { pushes: PushView[] }).pushes[0]!.id).toBe(push.id);
    const summary = await get(t, `/api/searches/${searchId}`, owner.cookie);
    expect(summary.json()).toMatchObject({ pushes: [{ id: push.id, created: leadCount }] });
  });

  it('never sends the same lead to the same webhook twice', async () => {
    const sent = world.sandbox.hooks.deliveries('main').length;
    const push = await waitForPush(
      owner,
      (await pushTo(owner, searchId, { provider: 'webhook' })).id,
    );
    expect(push).toMatchObject({
      status: 'done',
      created: 0,
      skipped: leadCount,
      skippedReasons: { already_sent: leadCount },
    });
    expect(world.sandbox.hooks.deliveries('main').length).toBe(sent);
  });

  it('retries an endpoint that fails for a while, with the same webhook-id', async () => {
    const { other, otherSearch } = await proOrgWithLeads('retry@integrations.test', 5);
    const { signingSecret } = await connectWebhook(other, 'flaky');
    world.sandbox.hooks.respondWith('flaky', 503, 2);
    const push = await waitForPush(
      other,
      (await pushTo(other, otherSearch, { provider: 'webhook' })).id,
    );
    expect(push).toMatchObject({ status: 'done', created: 5 });
    const attempts = world.sandbox.hooks
      .deliveries('flaky')
      .filter((d) => d.body.includes('leads.pushed'));
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((d) => d.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts)
      new Webhook(signingSecret).verify(attempt.body, attempt.headers);
  });

  it('fails the leads with the last answer when the retries run out', async () => {
    const { other, otherSearch } = await proOrgWithLeads('dead@integrations.test', 3);
    await connectWebhook(other, 'dead');
    world.sandbox.hooks.respondWith('dead', 500);
    const push = await waitForPush(
      other,
      (await pushTo(other, otherSearch, { provider: 'webhook' })).id,
    );
    world.sandbox.hooks.respondWith('dead', 200, 0);
    expect(push).toMatchObject({ status: 'done', failed: 3, created: 0 });
    const csv = await get(t, `/api/pushes/${push.id}/failed.csv`, other.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('The endpoint answered 500');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('disables the connection on 410 Gone and tells the user', async () => {
    const { other, otherSearch } = await proOrgWithLeads('gone@integrations.test', 3);
    await connectWebhook(other, 'gone');
    world.sandbox.hooks.respondWith('gone', 410);
    const push = await waitForPush(
      other,
      (await pushTo(other, otherSearch, { provider: 'webhook' })).id,
    );
    expect(push).toMatchObject({ status: 'failed', failed: 3 });
    expect(push.error).toContain('410');
    const list = (
      await get(t, `/api/organizations/${other.orgId}/integrations`, other.cookie)
    ).json() as IntegrationListResponse;
    expect(list.integrations.find((c) => c.provider === 'webhook')).toMatchObject({
      status: 'disabled',
    });
    const { rows } = await t.pool.query(
      `select type from notifications n join "user" u on u.id = n.user_id where u.email = $1`,
      ['gone@integrations.test'],
    );
    expect(rows.map((row) => row.type)).toContain('push_failed');
    const again = await send(t, 'POST', `/api/searches/${otherSearch}/pushes`, other.cookie, {
      provider: 'webhook',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'integration_not_connected' });
  });

  it('resumes a push whose worker died mid-batch, with no lead delivered under two ids', async () => {
    const { other, otherSearch } = await proOrgWithLeads('killed@integrations.test', 120);
    await connectWebhook(other, 'killed');
    await world.stopWorker();
    try {
      const queued = await pushTo(other, otherSearch, { provider: 'webhook' });
      // The first batch is delivered slowly; the "process" dies while it is in flight.
      world.sandbox.setFault('hooks', { latencyMs: 400 });
      const dying = new AbortController();
      const deps = {
        pool: t.pool,
        log: createLogger('silent'),
        integrations: t.integrations,
        notify: t.notify,
        leaseSeconds: 1,
        retryDelaysMs: [50],
      };
      const run = runPush({ ...deps, signal: dying.signal }, queued.id);
      await new Promise((resolve) => setTimeout(resolve, 150));
      dying.abort(new Error('SIGKILL'));
      await expect(run).rejects.toThrow();
      world.sandbox.setFault('hooks', null);
      const { rows } = await t.pool.query('select status from integration_pushes where id = $1', [
        queued.id,
      ]);
      expect(rows[0]).toEqual({ status: 'running' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await resumeAbandonedPushes(deps)).toContain(queued.id);
    } finally {
      await world.startWorker();
    }
    const push = await waitForPush(
      other,
      (await get(t, `/api/searches/${otherSearch}/pushes`, other.cookie)).json().pushes[0].id,
    );
    expect(push).toMatchObject({ status: 'done', created: 120 });
    const ids = deliveredLeads('killed');
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
  });
});

describe('what the engine does when things go wrong', () => {
  it('runs one push per destination at a time: two at once never send a lead twice', async () => {
    const { other, otherSearch } = await proOrgWithLeads('twice@integrations.test', 30);
    await connectWebhook(other, 'twice');
    world.sandbox.setFault('hooks', { latencyMs: 100 });
    try {
      const [a, b] = await Promise.all([
        pushTo(other, otherSearch, { provider: 'webhook' }),
        pushTo(other, otherSearch, { provider: 'webhook' }),
      ]);
      const done = await Promise.all([waitForPush(other, a.id), waitForPush(other, b.id)]);
      expect(done.map((push) => push.created).sort()).toEqual([0, 30]);
      expect(done.map((push) => push.skippedReasons.already_sent ?? 0).sort()).toEqual([0, 30]);
    } finally {
      world.sandbox.setFault('hooks', null);
    }
    const ids = deliveredLeads('twice');
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('fails the leads of an endpoint that answers 429 past the whole retry schedule', async () => {
    const { other, otherSearch } = await proOrgWithLeads('limited@integrations.test', 3);
    await connectWebhook(other, 'limited');
    world.sandbox.hooks.respondWith('limited', 429, Number.POSITIVE_INFINITY, {
      'retry-after': '0.1',
    });
    try {
      const push = await waitForPush(
        other,
        (await pushTo(other, otherSearch, { provider: 'webhook' })).id,
      );
      expect(push).toMatchObject({ status: 'done', failed: 3 });
    } finally {
      world.sandbox.hooks.respondWith('limited', 200, 0);
    }
  });

  it('stops a push that keeps failing on our side, with every lead accounted for', async () => {
    const { other, otherSearch } = await proOrgWithLeads('internal@integrations.test', 4);
    await connectWebhook(other, 'internal');
    await world.stopWorker();
    try {
      const queued = await pushTo(other, otherSearch, { provider: 'webhook' });
      // The sealed secret no longer opens (a key that changed): every run fails on our side.
      await t.pool.query(
        `update integration_connections set secret_sealed = 'v1.AAAA.AAAA.AAAA' where org_id = $1`,
        [other.orgId],
      );
      const deps = {
        pool: t.pool,
        log: createLogger('silent'),
        integrations: t.integrations,
        notify: t.notify,
        leaseSeconds: 1,
        retryDelaysMs: [50],
      };
      for (let run = 0; run < 5; run++) {
        await t.pool.query('update integration_pushes set next_attempt_at = null where id = $1', [
          queued.id,
        ]);
        await runPush(deps, queued.id);
      }
      const push = (await get(t, `/api/pushes/${queued.id}`, other.cookie)).json().push as PushView;
      expect(push).toMatchObject({
        status: 'failed',
        errorCode: 'internal_error',
        failed: 4,
        pending: 0,
      });
    } finally {
      await world.startWorker();
    }
  });

  it("refuses at connection a URL that answers 404, in the endpoint's words", async () => {
    const other = await signedInUser(t, 'notfound@integrations.test');
    await fundOrg(t.pool, other.orgId, 0, 'pro');
    const response = await send(
      t,
      'PUT',
      `/api/organizations/${other.orgId}/integrations/webhook`,
      other.cookie,
      {
        provider: 'webhook',
        url: `${world.sandbox.hooksUrl}/not-a-hook`,
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'integration_rejected',
      serviceMessage: expect.stringContaining('404'),
    });
  });

  it('keeps a connection connected when its test meets a passing outage', async () => {
    const other = await signedInUser(t, 'outage@integrations.test');
    await fundOrg(t.pool, other.orgId, 0, 'pro');
    await connectWebhook(other, 'outage');
    world.sandbox.hooks.respondWith('outage', 503, 1);
    const tested = await send(
      t,
      'POST',
      `/api/organizations/${other.orgId}/integrations/webhook/test`,
      other.cookie,
    );
    expect(tested.statusCode).toBe(503);
    expect(tested.json()).toMatchObject({ error: 'integration_unreachable' });
    const list = (
      await get(t, `/api/organizations/${other.orgId}/integrations`, other.cookie)
    ).json() as IntegrationListResponse;
    expect(list.integrations.find((c) => c.provider === 'webhook')).toMatchObject({
      status: 'connected',
    });
  });

  it('replaces a connection (a new secret; what the old one received is forgotten)', async () => {
    const { other, otherSearch } = await proOrgWithLeads('replace@integrations.test', 2);
    const first = await connectWebhook(other, 'replace');
    await waitForPush(other, (await pushTo(other, otherSearch, { provider: 'webhook' })).id);
    const [second, third] = await Promise.all([
      connectWebhook(other, 'replace'),
      connectWebhook(other, 'replace'),
    ]);
    expect(new Set([first.signingSecret, second.signingSecret, third.signingSecret]).size).toBe(3);
    const { rows } = await t.pool.query('select 1 from integration_connections where org_id = $1', [
      other.orgId,
    ]);
    expect(rows).toHaveLength(1);
    const again = await waitForPush(
      other,
      (await pushTo(other, otherSearch, { provider: 'webhook' })).id,
    );
    expect(again).toMatchObject({ created: 2 });
  });

  it("shows members the webhook endpoint's origin only", async () => {
    const viewer = await signedInUser(t, 'viewer@integrations.test');
    await addMember(t.pool, owner.orgId, 'viewer@integrations.test', 'member');
    const list = (
      await get(t, `/api/organizations/${owner.orgId}/integrations`, viewer.cookie)
    ).json() as IntegrationListResponse;
    expect(list.integrations.find((c) => c.provider === 'webhook')!.webhookUrl).toBe(
      world.sandbox.hooksUrl,
    );
  });
});

describe('a search whose destination is an integration', () => {
  it('is refused while the integration is not connected', async () => {
    const other = await signedInUser(t, 'dest@integrations.test');
    await fundOrg(t.pool, other.orgId, 500, 'pro');
    const payload = wizard({
      step4: { exportMethod: 'automation', integration: 'webhook', maxLeads: 5 },
    });
    const refused = await send(t, 'POST', '/api/searches', other.cookie, {
      searchPayload: payload,
      orgId: other.orgId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'integration_not_connected' });
    const mismatch = await send(t, 'POST', '/api/searches', other.cookie, {
      searchPayload: wizard({ step4: { exportMethod: 'crm', integration: 'webhook' } }),
      orgId: other.orgId,
    });
    expect(mismatch.json()).toMatchObject({ error: 'export_method_unavailable' });
  });

  it('pushes its leads when it completes', async () => {
    const other = await signedInUser(t, 'auto@integrations.test');
    await fundOrg(t.pool, other.orgId, 500, 'pro');
    await connectWebhook(other, 'auto');
    const id = await startSearch(
      t,
      other,
      wizard({ step4: { exportMethod: 'automation', integration: 'webhook', maxLeads: 8 } }),
    );
    const row = await waitForSearch(t.pool, id);
    expect(row.status).toBe('completed');
    let pushes: PushView[] = [];
    for (let i = 0; i < 200 && !(pushes[0] && ['done', 'failed'].includes(pushes[0].status)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      pushes = (
        (await get(t, `/api/searches/${id}/pushes`, other.cookie)).json() as { pushes: PushView[] }
      ).pushes;
    }
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      trigger: 'search',
      status: 'done',
      created: row.results_count,
    });
    expect(deliveredLeads('auto')).toHaveLength(row.results_count);
    const summary = await get(t, `/api/searches/${id}`, other.cookie);
    expect(summary.json()).toMatchObject({ integration: 'webhook' });
  });

  it('pushes only the leads chosen, and refuses leads of another search', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from leads where search_id = $1 order by seq limit 3',
      [searchId],
    );
    const { other, otherSearch } = await proOrgWithLeads('chosen@integrations.test', 4);
    await connectWebhook(other, 'chosen');
    const foreign = await send(t, 'POST', `/api/searches/${otherSearch}/pushes`, other.cookie, {
      provider: 'webhook',
      leadIds: rows.map((row) => row.id),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'push_empty' });
    const own = await t.pool.query<{ id: string }>(
      'select id from leads where search_id = $1 order by seq limit 2',
      [otherSearch],
    );
    const push = await waitForPush(
      other,
      (
        await pushTo(other, otherSearch, {
          provider: 'webhook',
          leadIds: own.rows.map((row) => row.id),
        })
      ).id,
    );
    expect(push).toMatchObject({ total: 2, created: 2 });
  });
});

/** A new user whose Pro organization holds a search with copies of the first `n` leads. */
async function proOrgWithLeads(email: string, n: number) {
  const other = await signedInUser(t, email);
  await fundOrg(t.pool, other.orgId, 0, 'pro');
  return { other, otherSearch: await copySearch(other.orgId, other, n) };
}

/** A search of another organization holding copies of the first search's first `n` leads. */
async function copySearch(orgId: string, who: TestUser, n: number): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into searches (org_id, user_id, query, params, fields, complex_filters, max_leads, locale,
       source, status, stage, settled_at, finished_at, results_count)
     select $1, u.id, s.query, s.params, s.fields, s.complex_filters, $3, s.locale, s.source,
       'completed', 'done', now(), now(), $3
     from searches s, "user" u where s.id = $2 and u.email = $4
     returning id`,
    [orgId, searchId, n, await emailOf(who)],
  );
  const copy = rows[0]!.id;
  await t.pool.query(
    `insert into leads (search_id, org_id, place_key, business_name, website, email, phone, city,
       contact_name, fields_delivered)
     select $1, $2, place_key, business_name, website, email, phone, city, contact_name, fields_delivered
     from leads where search_id = $3 order by seq limit $4`,
    [copy, orgId, searchId, n],
  );
  return copy;
}

async function emailOf(who: TestUser): Promise<string> {
  const { rows } = await t.pool.query<{ email: string }>(
    `select u.email from organization_members m join "user" u on u.id = m.user_id
     where m.org_id = $1 and m.role = 'owner'`,
    [who.orgId],
  );
  return rows[0]!.email;
}
