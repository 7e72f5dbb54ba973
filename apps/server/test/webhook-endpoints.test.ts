/**
 * Pro's custom webhooks through the app (issue 17): endpoint lifecycle, roles, plans and other
 * organizations refused on every route, bad input that changes nothing, events delivered
 * signed the Standard Webhooks way (verified with the scheme's reference library, an
 * implementation independent of ours), retries with backoff, 410, secret rotation with overlap,
 * a downgrade stopping deliveries, and the delivery log. Receivers listen on loopback only.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  type WebhookDeliveryView,
  type WebhookEndpointListResponse,
  type WebhookEndpointSecretResponse,
  type WebhookEndpointView,
} from '@leadatlas/shared';
import { emitWebhookEvent, insertDelivery, webhookMessage } from '../src/domain/webhooks/emit.js';
import { attemptDelivery, resumeAbandonedDeliveries } from '../src/domain/webhooks/deliver.js';
import { createWebhookServices } from '../src/domain/webhooks/services.js';
import { notifyCreditsLow } from '../src/domain/notifications/credits-low.js';
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

// ── A loopback receiver: per path, the answers to give (the last one repeats) ─────────────

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

let server: Server;
let receiverUrl: string;
const received: Received[] = [];
const answers = new Map<string, Array<{ status: number; body: string }>>();

function answer(path: string, ...replies: Array<{ status: number; body?: string }>) {
  answers.set(
    path,
    replies.map((reply) => ({ status: reply.status, body: reply.body ?? '' })),
  );
}

const at = (path: string) => received.filter((request) => request.path === path);
const url = (path: string) => `${receiverUrl}${path}`;

async function waitFor<T>(what: () => Promise<T | undefined> | T | undefined, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The receiver's side: the reference library checks the signature and answers the message. */
function verify(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
}

// ── The app ───────────────────────────────────────────────────────────────────────────────

let world: SearchWorld;
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

const base = (who: TestUser) => `/api/organizations/${who.orgId}/webhook-endpoints`;

async function create(who: TestUser, body: Record<string, unknown>, app = t) {
  return send(app, 'POST', base(who), who.cookie, body);
}

async function createOk(who: TestUser, body: Record<string, unknown>) {
  const response = await create(who, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WebhookEndpointSecretResponse;
}

async function list(who: TestUser, orgOf: TestUser = who) {
  const response = await get(t, base(orgOf), who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WebhookEndpointListResponse;
}

async function deliveries(who: TestUser, endpointId: string, orgOf: TestUser = who) {
  const response = await get(t, `${base(orgOf)}/${endpointId}/deliveries`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { deliveries: WebhookDeliveryView[] }).deliveries;
}

async function testEvent(who: TestUser, endpointId: string) {
  const response = await send(t, 'POST', `${base(who)}/${endpointId}/test`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { delivery: WebhookDeliveryView }).delivery;
}

async function endpointCount(orgId: string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    'select count(*)::int as n from webhook_endpoints where org_id = $1',
    [orgId],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const queue = answers.get(path) ?? [{ status: 200, body: 'ok' }];
      let reply = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (path === '/echo') {
        // Answers depend on the message: event n gets 200 when odd, 503 when even.
        const n = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n: number } })
          .data.n;
        reply = { status: n % 2 ? 200 : 503, body: `answer ${n}` };
      }
      response.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  world = await startSearchWorld({ env: { WEBHOOK_RETRY_DELAYS: '0.3,0.6' } });
  t = world.t;
  owner = await signedInUser(t, 'owner@hooks.test');
  admin = await signedInUser(t, 'admin@hooks.test');
  member = await signedInUser(t, 'member@hooks.test');
  outsider = await signedInUser(t, 'outsider@hooks.test');
  await fundOrg(t.pool, owner.orgId, 5000, 'pro');
  await fundOrg(t.pool, outsider.orgId, 100, 'pro');
  await addMember(t.pool, owner.orgId, 'admin@hooks.test', 'admin');
  await addMember(t.pool, owner.orgId, 'member@hooks.test', 'member');
}, 60_000);

afterAll(async () => {
  await world?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('endpoints', () => {
  it('are created with a secret shown once, listed, changed, tested, rotated and deleted', async () => {
    const created = await createOk(owner, {
      url: url('/life'),
      events: ['search.completed', 'search.failed'],
      description: 'CRM sync',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    expect(created.endpoint).toMatchObject({
      url: url('/life'),
      description: 'CRM sync',
      events: ['search.completed', 'search.failed'],
      enabled: true,
      disabledReason: null,
      secretHint: `…${created.secret.slice(-4)}`,
      previousSecretExpiresAt: null,
      lastDelivery: null,
    });
    const id = created.endpoint.id;

    // Every member sees it, none sees the secret again.
    for (const who of [owner, admin, member]) {
      const seen = await list(who, owner);
      expect(seen.allowed).toBe(true);
      expect(seen.canManage).toBe(who !== member);
      expect(seen.endpoints.map((endpoint) => endpoint.id)).toContain(id);
      expect(JSON.stringify(seen)).not.toContain(created.secret.slice(6));
    }
    const { rows } = await t.pool.query<{ secret_sealed: string }>(
      'select secret_sealed from webhook_endpoints where id = $1',
      [id],
    );
    expect(rows[0]!.secret_sealed).not.toContain(created.secret.slice(6));

    const patched = await send(t, 'PATCH', `${base(owner)}/${id}`, admin.cookie, {
      events: ['credits.low'],
      description: 'Ops',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as { endpoint: WebhookEndpointView }).endpoint).toMatchObject({
      events: ['credits.low'],
      description: 'Ops',
      url: url('/life'),
    });

    answer('/life', { status: 202, body: '{"received":true}' });
    const delivery = await testEvent(owner, id);
    expect(delivery).toMatchObject({
      eventType: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 202,
      responseBody: '{"received":true}',
      error: null,
    });
    const sent = at('/life').at(-1)!;
    expect(sent.headers['webhook-id']).toBe(delivery.messageId);
    expect(delivery.messageId).toMatch(/^msg_/);
    expect(verify(created.secret, sent)).toMatchObject({
      type: 'webhook.test',
      data: { message: 'LeadAtlas test event', endpointId: id },
    });
    expect((await list(owner)).endpoints.find((e) => e.id === id)!.lastDelivery).toMatchObject({
      status: 'delivered',
      responseStatus: 202,
    });

    const rotated = await send(t, 'POST', `${base(owner)}/${id}/rotate-secret`, owner.cookie);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, endpoint } = rotated.json() as WebhookEndpointSecretResponse;
    expect(secret).not.toBe(created.secret);
    expect(endpoint.secretHint).toBe(`…${secret.slice(-4)}`);
    expect(Date.parse(endpoint.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(
      23 * 3600_000,
    );

    const removed = await send(t, 'DELETE', `${base(owner)}/${id}`, owner.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(owner)).endpoints.map((e) => e.id)).not.toContain(id);
    const left = await t.pool.query('select 1 from webhook_deliveries where endpoint_id = $1', [
      id,
    ]);
    expect(left.rowCount).toBe(0);
  });

  it('refuses members, other organizations, plans below Pro and anonymous callers on every route', async () => {
    const { endpoint } = await createOk(owner, { url: url('/guarded'), events: ['credits.low'] });
    const one = `${base(owner)}/${endpoint.id}`;
    const changes: Array<['POST' | 'PATCH' | 'DELETE', string, unknown]> = [
      ['POST', base(owner), { url: url('/x'), events: ['credits.low'] }],
      ['PATCH', one, { description: 'nope' }],
      ['DELETE', one, undefined],
      ['POST', `${one}/rotate-secret`, undefined],
      ['POST', `${one}/test`, undefined],
    ];
    const reads = [base(owner), `${one}/deliveries`];
    const before = at('/guarded').length;

    for (const [method, path, body] of changes) {
      const byMember = await send(t, method, path, member.cookie, body);
      expect(byMember.statusCode, `${method} ${path}`).toBe(403);
      expect(byMember.json()).toMatchObject({ error: 'role_forbidden', requiredRole: 'admin' });
      const byOutsider = await send(t, method, path, outsider.cookie, body);
      expect(byOutsider.statusCode, `${method} ${path}`).toBe(403);
      expect(byOutsider.json()).toMatchObject({ error: 'forbidden' });
      expect((await send(t, method, path, null, body)).statusCode).toBe(401);
    }
    for (const path of reads) {
      expect((await get(t, path, member.cookie)).statusCode).toBe(200);
      const byOutsider = await get(t, path, outsider.cookie);
      expect(byOutsider.statusCode).toBe(403);
      expect(byOutsider.json()).toMatchObject({ error: 'forbidden' });
      expect((await get(t, path, null)).statusCode).toBe(401);
    }
    // The outsider's own organization with the owner's endpoint: not found, untouched.
    const theirs = `${base(outsider)}/${endpoint.id}`;
    for (const [method, path] of [
      ['PATCH', theirs],
      ['DELETE', theirs],
      ['POST', `${theirs}/rotate-secret`],
      ['POST', `${theirs}/test`],
      ['GET', `${theirs}/deliveries`],
    ] as const) {
      const body = method === 'PATCH' ? { description: 'x' } : undefined;
      const response = await send(t, method, path, outsider.cookie, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(at('/guarded').length).toBe(before);
    const still = (await list(owner)).endpoints.find((e) => e.id === endpoint.id)!;
    expect(still).toMatchObject({ description: '', secretHint: endpoint.secretHint });

    // Below Pro: listed as not allowed; nothing can be registered.
    const growth = await signedInUser(t, 'growth@hooks.test');
    await fundOrg(t.pool, growth.orgId, 100, 'growth');
    const shown = await list(growth);
    expect(shown).toMatchObject({ endpoints: [], allowed: false, canManage: true });
    const refused = await create(growth, { url: url('/growth'), events: ['credits.low'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'plan_api_locked', requiredPlan: 'pro' });
    expect(await endpointCount(growth.orgId)).toBe(0);
    await send(t, 'DELETE', one, owner.cookie);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await endpointCount(owner.orgId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: 'not a url', events: ['credits.low'] }, 'validation_failed'],
      [{ url: 'ftp://127.0.0.1/x', events: ['credits.low'] }, 'validation_failed'],
      [{ url: url('/x'), events: ['lead.created'] }, 'validation_failed'],
      [{ url: url('/x'), events: [] }, 'validation_failed'],
      [
        { url: url('/x'), events: ['credits.low'], description: 'x'.repeat(201) },
        'validation_failed',
      ],
      // Private ranges other than loopback stay refused even where loopback is allowed.
      [{ url: 'http://10.0.0.7/hook', events: ['credits.low'] }, 'webhook_url_blocked'],
      [{ url: 'http://169.254.169.254/latest', events: ['credits.low'] }, 'webhook_url_blocked'],
    ];
    for (const [body, error] of cases) {
      const response = await create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error });
    }
    const { endpoint } = await createOk(owner, { url: url('/bad'), events: ['credits.low'] });
    const patched = await send(t, 'PATCH', `${base(owner)}/${endpoint.id}`, owner.cookie, {
      url: 'http://192.168.1.1/hook',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ error: 'webhook_url_blocked', fields: ['url'] });
    const empty = await send(t, 'PATCH', `${base(owner)}/${endpoint.id}`, owner.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect((await list(owner)).endpoints.find((e) => e.id === endpoint.id)!.url).toBe(url('/bad'));
    expect(await endpointCount(owner.orgId)).toBe(before + 1);
    await send(t, 'DELETE', `${base(owner)}/${endpoint.id}`, owner.cookie);
  });

  it('with the default configuration refuses loopback and private addresses before any packet', async () => {
    const strict = await createTestApp({});
    try {
      const who = await signedInUser(strict, 'strict@hooks.test');
      await fundOrg(strict.pool, who.orgId, 100, 'pro');
      const before = received.length;
      for (const target of [url('/strict'), 'https://127.0.0.1/hook', 'https://[::1]/hook']) {
        const response = await create(who, { url: target, events: ['credits.low'] }, strict);
        expect(response.statusCode, target).toBe(400);
        expect(response.json()).toMatchObject({ error: 'webhook_url_blocked' });
      }
      // Plain http is refused too (events carry customer data), before any lookup.
      const plain = await create(
        who,
        { url: 'http://hooks.example.com/x', events: ['credits.low'] },
        strict,
      );
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({ error: 'validation_failed', fields: ['url'] });
      expect(received.length).toBe(before);
      const { rows } = await strict.pool.query('select 1 from webhook_endpoints');
      expect(rows).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it(`allows at most ${WEBHOOK_ENDPOINTS_PER_ORGANIZATION} endpoints per organization`, async () => {
    const busy = await signedInUser(t, 'busy@hooks.test');
    await fundOrg(t.pool, busy.orgId, 100, 'pro');
    for (let i = 0; i < WEBHOOK_ENDPOINTS_PER_ORGANIZATION; i++) {
      await createOk(busy, { url: url(`/many/${i}`), events: ['credits.low'] });
    }
    const over = await create(busy, { url: url('/many/over'), events: ['credits.low'] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'limit_reached' });
    expect(await endpointCount(busy.orgId)).toBe(WEBHOOK_ENDPOINTS_PER_ORGANIZATION);
  });
});

describe('events', () => {
  it('a completed search reaches the endpoints subscribed to search.completed only, signed', async () => {
    const subscribed = await createOk(owner, {
      url: url('/search'),
      events: ['search.completed'],
    });
    const other = await createOk(owner, { url: url('/pushes'), events: ['push.completed'] });
    const searchId = await startSearch(t, owner, wizard());
    const row = await waitForSearch(t.pool, searchId);
    expect(row.status).toBe('completed');

    const request = await waitFor(() => at('/search')[0]);
    const message = verify(subscribed.secret, request);
    expect(message.type).toBe('search.completed');
    expect(Number.isNaN(Date.parse(message.timestamp))).toBe(false);
    expect(message.data.search).toMatchObject({
      id: searchId,
      status: 'completed',
      counts: { leads: row.results_count },
      credits: { used: Number(row.credits_used) },
    });
    // Another secret does not verify it.
    expect(() => verify(other.secret, request)).toThrow();
    const log = await waitFor(async () => {
      const rows = await deliveries(owner, subscribed.endpoint.id);
      return rows[0]?.status === 'delivered' ? rows : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ eventType: 'search.completed', responseStatus: 200 });
    expect(log[0]!.messageId).toBe(request.headers['webhook-id']);
    expect(await deliveries(owner, other.endpoint.id)).toEqual([]);
    expect(at('/pushes')).toEqual([]);

    // push.completed: the search's leads pushed to the organization's webhook integration.
    const connected = await send(
      t,
      'PUT',
      `/api/organizations/${owner.orgId}/integrations/webhook`,
      owner.cookie,
      { provider: 'webhook', url: url('/integration') },
    );
    expect(connected.statusCode, connected.body).toBe(200);
    const pushed = await send(t, 'POST', `/api/searches/${searchId}/pushes`, owner.cookie, {
      provider: 'webhook',
    });
    expect(pushed.statusCode, pushed.body).toBe(202);
    const pushId = (pushed.json() as { push: { id: string } }).push.id;
    const pushEvent = verify(other.secret, await waitFor(() => at('/pushes')[0]));
    expect(pushEvent).toMatchObject({
      type: 'push.completed',
      data: {
        push: {
          id: pushId,
          searchId,
          provider: 'webhook',
          status: 'done',
          counts: { created: row.results_count, updated: 0, skipped: 0, failed: 0 },
        },
      },
    });
    expect(at('/search')).toHaveLength(1);
    for (const endpoint of [subscribed, other]) {
      await send(t, 'DELETE', `${base(owner)}/${endpoint.endpoint.id}`, owner.cookie);
    }
  }, 60_000);

  it('credits.low is sent when the low-credit notification fires', async () => {
    const low = await signedInUser(t, 'low@hooks.test');
    await fundOrg(t.pool, low.orgId, 3, 'pro');
    const { secret } = await createOk(low, { url: url('/low'), events: ['credits.low'] });
    await notifyCreditsLow(t.notify, t.pool, low.orgId);
    const message = verify(secret, await waitFor(() => at('/low')[0]));
    expect(message).toMatchObject({
      type: 'credits.low',
      data: { organizationId: low.orgId, credits: 3 },
    });
    expect(message.data.threshold).toBeGreaterThan(3);
    // Once per crossing, as the notification.
    await notifyCreditsLow(t.notify, t.pool, low.orgId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(at('/low')).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('are retried with backoff under the same webhook-id, then fail', async () => {
    answer('/flaky', { status: 500, body: 'x'.repeat(5000) });
    const { endpoint } = await createOk(owner, { url: url('/flaky'), events: ['credits.low'] });
    expect(await emitWebhookEvent(t.pool, owner.orgId, 'credits.low', { n: 1 })).toBe(1);
    const [delivery] = await waitFor(async () => {
      const rows = await deliveries(owner, endpoint.id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 3,
      responseStatus: 500,
      nextAttemptAt: null,
    });
    expect(delivery!.responseBody).toBe('x'.repeat(1000));
    const tries = at('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([delivery!.messageId]),
    );
    // WEBHOOK_RETRY_DELAYS=0.3,0.6: each wait at least what the schedule says.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(300);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(600);
    // A passing failure then an answer: delivered on the second try.
    answer('/flaky', { status: 503, body: 'busy' }, { status: 200, body: 'fine' });
    await emitWebhookEvent(t.pool, owner.orgId, 'credits.low', { n: 2 });
    const [second] = await waitFor(async () => {
      const rows = await deliveries(owner, endpoint.id);
      return rows[0]?.status === 'delivered' ? rows : undefined;
    });
    expect(second).toMatchObject({ attempts: 2, responseStatus: 200, responseBody: 'fine' });
    await send(t, 'DELETE', `${base(owner)}/${endpoint.id}`, owner.cookie);
  }, 30_000);

  it('a 410 disables the endpoint until it is enabled again', async () => {
    answer('/gone', { status: 410, body: 'gone' });
    const { endpoint } = await createOk(owner, { url: url('/gone'), events: ['credits.low'] });
    await emitWebhookEvent(t.pool, owner.orgId, 'credits.low', {});
    const [delivery] = await waitFor(async () => {
      const rows = await deliveries(owner, endpoint.id);
      return rows[0]?.status === 'failed' ? rows : undefined;
    });
    expect(delivery).toMatchObject({ attempts: 1, responseStatus: 410 });
    const view = (await list(owner)).endpoints.find((e) => e.id === endpoint.id)!;
    expect(view).toMatchObject({ enabled: false, disabledReason: 'endpoint_gone' });
    expect(await emitWebhookEvent(t.pool, owner.orgId, 'credits.low', {})).toBe(0);
    expect(at('/gone')).toHaveLength(1);

    const enabled = await send(t, 'PATCH', `${base(owner)}/${endpoint.id}`, owner.cookie, {
      enabled: true,
    });
    expect((enabled.json() as { endpoint: WebhookEndpointView }).endpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    await send(t, 'DELETE', `${base(owner)}/${endpoint.id}`, owner.cookie);
  });

  it('after a rotation both secrets verify during the overlap, then only the new one', async () => {
    const created = await createOk(owner, { url: url('/rotate'), events: ['credits.low'] });
    const id = created.endpoint.id;
    const rotated = (
      await send(t, 'POST', `${base(owner)}/${id}/rotate-secret`, owner.cookie)
    ).json() as WebhookEndpointSecretResponse;

    await testEvent(owner, id);
    const during = at('/rotate').at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(created.secret, during).type).toBe('webhook.test');
    expect(verify(rotated.secret, during).type).toBe('webhook.test');

    // The overlap ends (its end moved to the past rather than waiting 24 hours).
    await t.pool.query(
      `update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second'
       where id = $1`,
      [id],
    );
    await testEvent(owner, id);
    const after = at('/rotate').at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verify(rotated.secret, after).type).toBe('webhook.test');
    expect(() => verify(created.secret, after)).toThrow();
    expect((await list(owner)).endpoints.find((e) => e.id === id)!.previousSecretExpiresAt).toBe(
      null,
    );
    await send(t, 'DELETE', `${base(owner)}/${id}`, owner.cookie);
  });

  it('an organization below Pro gets no deliveries; its endpoints are kept and say why', async () => {
    const down = await signedInUser(t, 'down@hooks.test');
    await fundOrg(t.pool, down.orgId, 100, 'pro');
    const { endpoint } = await createOk(down, { url: url('/down'), events: ['credits.low'] });
    // A delivery still waiting when the plan changes is not sent either.
    const waiting = await insertDelivery(
      t.pool,
      endpoint.id,
      'credits.low',
      webhookMessage('credits.low', {}),
    );
    await fundOrg(t.pool, down.orgId, 100, 'growth');
    const deps = { pool: t.pool, webhooks: createWebhookServices(t.config, t.integrations) };
    expect(await attemptDelivery(deps, waiting)).toBe('handled');
    const [stopped] = await deliveries(down, endpoint.id);
    expect(stopped).toMatchObject({ id: waiting, status: 'failed', attempts: 0 });
    expect(stopped!.error).toMatch(/plan/);

    expect(await emitWebhookEvent(t.pool, down.orgId, 'credits.low', {})).toBe(0);
    const shown = await list(down);
    expect(shown.allowed).toBe(false);
    expect(shown.endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, enabled: false, disabledReason: 'plan' }),
    ]);
    const test = await send(t, 'POST', `${base(down)}/${endpoint.id}/test`, down.cookie);
    expect(test.statusCode).toBe(403);
    expect(test.json()).toMatchObject({ error: 'plan_api_locked', requiredPlan: 'pro' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(at('/down')).toEqual([]);

    // Back on Pro, deliveries resume.
    await fundOrg(t.pool, down.orgId, 100, 'pro');
    expect(await emitWebhookEvent(t.pool, down.orgId, 'credits.low', {})).toBe(1);
    await waitFor(() => at('/down')[0]);
    // Removing what was set up needs no plan.
    await fundOrg(t.pool, down.orgId, 100, 'growth');
    const removed = await send(t, 'DELETE', `${base(down)}/${endpoint.id}`, down.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('is never sent twice at once, and one whose worker died is sent again', async () => {
    const { endpoint } = await createOk(owner, { url: url('/once'), events: ['credits.low'] });
    const deps = { pool: t.pool, webhooks: createWebhookServices(t.config, t.integrations) };
    const message = webhookMessage('credits.low', { n: 1 });
    const id = await insertDelivery(t.pool, endpoint.id, 'credits.low', message);
    const results = await Promise.all([attemptDelivery(deps, id), attemptDelivery(deps, id)]);
    // The other finds it leased (busy) or, on a loaded machine, already delivered (closed).
    expect(results.filter((result) => result === 'handled')).toHaveLength(1);
    expect(results.filter((result) => result !== 'handled')).toEqual([
      expect.stringMatching(/^(busy|closed)$/),
    ]);
    expect(at('/once')).toHaveLength(1);

    // A worker died while sending: its lease lapsed, its job is gone. The sweep queues it again.
    const lost = await insertDelivery(t.pool, endpoint.id, 'credits.low', message);
    await t.pool.query(
      `update webhook_deliveries set lease_until = now() - interval '1 second',
         next_attempt_at = now() - interval '1 minute' where id = $1`,
      [lost],
    );
    expect(await resumeAbandonedDeliveries(t.pool)).toBe(1);
    const revived = await waitFor(async () => {
      const rows = await deliveries(owner, endpoint.id);
      const row = rows.find((delivery) => delivery.id === lost);
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(revived.attempts).toBe(1);
    expect(at('/once')).toHaveLength(2);
    await send(t, 'DELETE', `${base(owner)}/${endpoint.id}`, owner.cookie);
  });

  it('the log shows the last 50 answers, newest first', async () => {
    const { endpoint } = await createOk(owner, { url: url('/echo'), events: ['credits.low'] });
    for (let n = 0; n < 52; n++) {
      await emitWebhookEvent(t.pool, owner.orgId, 'credits.low', { n });
    }
    const log = await waitFor(async () => {
      const rows = await deliveries(member, endpoint.id, owner);
      return rows.length === 50 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    });
    expect(log.slice(0, 3).map((d) => [d.responseStatus, d.responseBody, d.status])).toEqual([
      [200, 'answer 51', 'delivered'],
      [503, 'answer 50', 'failed'],
      [200, 'answer 49', 'delivered'],
    ]);
    expect(log[1]!.attempts).toBe(3);
    expect(log.at(-1)!.responseBody).toBe('answer 2');
    await send(t, 'DELETE', `${base(owner)}/${endpoint.id}`, owner.cookie);
  }, 30_000);
});
