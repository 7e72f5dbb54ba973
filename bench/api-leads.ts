// Listing a 5,000-lead search through the public API (issue 17): clients walk the leads a page
// of 100 at a time by cursor, with keep-alive connections, for a few seconds per round.
// Prints requests per second and latency percentiles per round, then min / median / max.
// Target on this 2-core machine: >= 500 requests/s with p99 <= 50 ms.
// Usage: npm run build && node --import tsx bench/api-leads.ts [rounds] [concurrency] [page size]
import { Agent, request } from 'undici';
import { median, searchPayload, startStack } from './support/stack.js';
import { seedLeads } from './support/seed-leads.js';

const LEADS = 5000;
const ROUNDS = Number(process.argv[2] ?? 5);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const ROUND_MS = 5000;
const PAGE = Number(process.argv[4] ?? 100);
// A server in use is warm: V8 has optimised the hot path and PostgreSQL has the pages cached.
const WARM_UP_MS = 15_000;

const stack = await startStack({
  sandbox: { latency: {} },
  // The per-key limit would stop the bench itself; it is measured by the tests.
  env: { API_RATE_LIMIT_PER_MINUTE: '1000000' },
});
try {
  const { searchId } = await stack.startSearch(searchPayload('dentistas', 'Madrid', 10, []));
  await stack.waitSettled(searchId);
  const { total } = await seedLeads(stack, searchId, LEADS);
  await stack.pool.query(`update organizations set plan = 'pro' where id = $1`, [stack.orgId]);
  const made = await fetch(`${stack.baseUrl}/api/organizations/${stack.orgId}/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stack.cookie },
    body: JSON.stringify({ name: 'bench', scope: 'read' }),
  });
  if (!made.ok) throw new Error(`key: ${made.status} ${await made.text()}`);
  const { token } = (await made.json()) as { token: string };

  const dispatcher = new Agent({ connections: CONCURRENCY, pipelining: 1 });
  const headers = { authorization: `Bearer ${token}` };
  const url = (cursor: string | null) =>
    `${stack.baseUrl}/api/v1/searches/${searchId}/leads?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`;

  /** One client: walks the search's leads from the start, again and again, until the deadline. */
  async function client(deadline: number, latencies: number[]) {
    let cursor: string | null = null;
    let seen = 0;
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await request(url(cursor), { headers, dispatcher });
      const body = (await response.body.json()) as { items: unknown[]; nextCursor: string | null };
      latencies.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
      seen += body.items.length;
      cursor = body.nextCursor;
      if (!cursor) {
        if (seen !== total) throw new Error(`walked ${seen} leads of ${total}`);
        seen = 0;
      }
    }
  }

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
  process.stdout.write(
    `v1 leads listing: ${total} leads, pages of ${PAGE}, ${CONCURRENCY} keep-alive clients, ${ROUND_MS / 1000} s per round\n`,
  );
  // Warm-up: caches, JIT, connections.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, () => client(performance.now() + WARM_UP_MS, [])),
  );
  const rps: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const latencies: number[] = [];
    const start = performance.now();
    const deadline = start + ROUND_MS;
    await Promise.all(Array.from({ length: CONCURRENCY }, () => client(deadline, latencies)));
    const seconds = (performance.now() - start) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    rps.push(latencies.length / seconds);
    p99s.push(p99);
    process.stdout.write(
      `  round ${round}: ${(latencies.length / seconds).toFixed(0)} req/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms\n`,
    );
  }
  const fmt = (values: number[], digits: number) =>
    `min ${Math.min(...values).toFixed(digits)} / median ${median(values).toFixed(digits)} / max ${Math.max(...values).toFixed(digits)}`;
  const medianRps = median(rps);
  const medianP99 = median(p99s);
  process.stdout.write(
    `requests/s: ${fmt(rps, 0)}  (target >= 500: ${medianRps >= 500 ? 'PASS' : 'FAIL'})\n`,
  );
  process.stdout.write(
    `p99 ms:     ${fmt(p99s, 1)}  (target <= 50: ${medianP99 <= 50 ? 'PASS' : 'FAIL'})\n`,
  );
  await dispatcher.close();
} finally {
  await stack.close();
}
