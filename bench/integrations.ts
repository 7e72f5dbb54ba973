// Pushing 1,000 leads to each integration's stand-in with 100 ms per call and the service's own
// rate limit (the stand-ins' defaults follow the vendors' documented limits), through the built
// API and worker as separate processes: time to finish, calls made, calls per lead, outcomes.
// Usage: npm run build && node --import tsx bench/integrations.ts [--providers hubspot,webhook]
import { parseArgs } from 'node:util';
import type { IntegrationProvider, PushView } from '@leadatlas/shared';
import type { Target } from '@leadatlas/sandbox';
import { searchPayload, sleep, startStack } from './support/stack.js';

const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: 'hubspot,pipedrive,instantly,lemlist,webhook' },
  },
});
const providers = values.providers.split(',') as IntegrationProvider[];
const LEADS = 1000;
const CALL_MS = 100;

const stack = await startStack({
  sandbox: {
    latency: {
      hubspot: CALL_MS,
      pipedrive: CALL_MS,
      instantly: CALL_MS,
      lemlist: CALL_MS,
      hooks: CALL_MS,
    },
  },
});
const APP_URL = 'http://localhost:3999';

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: stack.cookie, origin: APP_URL },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

try {
  const { searchId } = await stack.startSearch(
    searchPayload('restaurantes', 'Madrid', LEADS, ['phone', 'website', 'email']),
  );
  await stack.waitSettled(searchId);
  const { rows } = await stack.pool.query<{ n: number; emails: number }>(
    'select count(*)::int as n, count(email)::int as emails from leads where search_id = $1',
    [searchId],
  );
  const { n, emails } = rows[0]!;
  process.stdout.write(
    `Search: ${n} leads (${emails} with an email); each service call takes ${CALL_MS} ms\n\n`,
  );
  const org = `/api/organizations/${stack.orgId}/integrations`;
  const sandbox = stack.sandbox;
  const connect: Record<IntegrationProvider, () => Promise<unknown>> = {
    hubspot: () =>
      api('PUT', `${org}/hubspot`, {
        provider: 'hubspot',
        accessToken: sandbox.hubspot.accessToken,
      }),
    pipedrive: () =>
      api('PUT', `${org}/pipedrive`, {
        provider: 'pipedrive',
        apiToken: sandbox.pipedrive.apiToken,
        companyDomain: sandbox.pipedrive.companyDomain,
      }),
    instantly: () =>
      api('PUT', `${org}/instantly`, {
        provider: 'instantly',
        apiKey: sandbox.instantly.apiKey,
        campaignId: sandbox.instantly.campaigns()[0]!.id,
      }),
    lemlist: () =>
      api('PUT', `${org}/lemlist`, {
        provider: 'lemlist',
        apiKey: sandbox.lemlist.apiKey,
        campaignId: sandbox.lemlist.campaigns()[0]!.id,
      }),
    webhook: () =>
      api('PUT', `${org}/webhook`, { provider: 'webhook', url: `${sandbox.hooksUrl}/hooks/bench` }),
  };
  const target: Record<IntegrationProvider, Target> = {
    hubspot: 'hubspot',
    pipedrive: 'pipedrive',
    instantly: 'instantly',
    lemlist: 'lemlist',
    webhook: 'hooks',
  };
  process.stdout.write(
    'integration  time (s)  calls  calls/lead  created  updated  skipped  failed\n',
  );
  for (const provider of providers) {
    await connect[provider]();
    const callsBefore = sandbox.requests[target[provider]];
    const started = Date.now();
    const { push } = await api<{ push: PushView }>('POST', `/api/searches/${searchId}/pushes`, {
      provider,
    });
    let current = push;
    while (current.status !== 'done' && current.status !== 'failed') {
      await sleep(100);
      current = (await api<{ push: PushView }>('GET', `/api/pushes/${push.id}`)).push;
    }
    const seconds = (Date.now() - started) / 1000;
    const calls = sandbox.requests[target[provider]] - callsBefore;
    process.stdout.write(
      [
        provider.padEnd(11),
        seconds.toFixed(1).padStart(8),
        String(calls).padStart(6),
        (calls / current.total).toFixed(2).padStart(10),
        String(current.created).padStart(8),
        String(current.updated).padStart(8),
        String(current.skipped).padStart(8),
        String(current.failed).padStart(7),
      ].join('  ') +
        (current.status === 'failed' ? `  (failed: ${current.error})` : '') +
        '\n',
    );
  }
} finally {
  await stack.close();
}
