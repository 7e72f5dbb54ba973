// The header bell's request (GET /api/notifications/bell: unread count + latest 10, one request)
// for a user with 10,000 notifications, against the built API over HTTP with a real session:
// p50 / p95 / max over many sequential requests (target: p95 < 20 ms). Other users' rows are in
// the table too, so the indexes have to pick the user's.
// Usage: npm run build && node --import tsx bench/notifications.ts [--requests N]
import { startStack } from './support/stack.js';

const P95_TARGET_MS = 20;
const USER_NOTIFICATIONS = 10_000;
const OTHER_NOTIFICATIONS = 50_000;
const WARMUP = 50;
const requestsArg = process.argv.indexOf('--requests');
const REQUESTS =
  requestsArg > 0 ? Math.max(10, Number(process.argv[requestsArg + 1]) || 1000) : 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const stack = await startStack({ sandbox: {} });
try {
  const { rows } = await stack.pool.query<{ user_id: string }>(
    'select owner_user_id as user_id from organizations where id = $1',
    [stack.orgId],
  );
  const userId = rows[0]!.user_id;
  // The bench user's notifications over the last months: most read, some unread, some dismissed.
  await stack.pool.query(
    `insert into notifications (user_id, org_id, type, tone, params, link, read_at, dismissed_at, created_at)
     select $1, $2, 'search_completed', 'success',
            jsonb_build_object('query', 'dentistas · Madrid ' || i, 'leads', i % 50, 'monthly', false),
            '/results/' || gen_random_uuid(),
            case when i % 5 = 0 then null else now() - make_interval(mins => i) end,
            case when i % 17 = 0 then now() - make_interval(mins => i) end,
            now() - make_interval(mins => i * 7)
     from generate_series(1, $3) as i`,
    [userId, stack.orgId, USER_NOTIFICATIONS],
  );
  // Other users' rows share the table (and its indexes).
  await stack.pool.query(
    `insert into "user" (id, name, email, "emailVerified") select 'bench-other-' || i, 'Other', 'other-' || i || '@example.com', true
     from generate_series(1, 50) as i`,
  );
  await stack.pool.query(
    `insert into notifications (user_id, type, tone, params, created_at)
     select 'bench-other-' || (i % 50 + 1), 'credits_low', 'warning', '{}',
            now() - make_interval(mins => i)
     from generate_series(1, $1) as i`,
    [OTHER_NOTIFICATIONS],
  );
  // The steady state autovacuum keeps: statistics and the visibility map (index-only counts).
  await stack.pool.query('vacuum analyze notifications');

  const url = `${stack.baseUrl}/api/notifications/bell`;
  const headers = { cookie: stack.cookie };
  let unread = 0;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { unreadCount: number; items: unknown[] };
    const elapsed = performance.now() - started;
    if (!response.ok || body.items.length !== 10) {
      throw new Error(`bell answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    unread = body.unreadCount;
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `Bell (unread count + latest 10) for a user with ${USER_NOTIFICATIONS.toLocaleString('en-US')} ` +
      `notifications (${unread.toLocaleString('en-US')} unread; ${OTHER_NOTIFICATIONS.toLocaleString('en-US')} of other users in the table), ` +
      `${REQUESTS} requests over HTTP:`,
  );
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
      `(target p95 < ${P95_TARGET_MS} ms: ${p95 < P95_TARGET_MS ? 'PASS' : 'FAIL'})`,
  );
} finally {
  await stack.close();
}
