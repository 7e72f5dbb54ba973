// Search figures in the sandbox world with realistic latencies (geocoding 300 ms, places query
// 1.5 s, each website request 200–800 ms, each mail server reply 50–300 ms, slow sites and
// tarpitting mail servers as the world has them), against the built API and a separate worker:
//   1. submit → 10 leads stored with their paid fields settled (target: median ≤ 4.5 s, worst
//      ≤ 8 s), each run on a fresh city so no cache helps;
//   2. a 1,000-lead enrichment search: leads per minute to the LAST lead (target ≥ 3,000) and
//      the worker's peak memory (VmHWM, target ≤ 250 MB), each run in a fresh worker.
// Usage: npm run build && node --import tsx bench/search.ts [--runs N] [--big-runs N]
import { figure } from './support/figures.js';
import { searchPayload, startStack } from './support/stack.js';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Math.max(0, Number(process.argv[at + 1] ?? fallback)) : fallback;
};
const RUNS = arg('--runs', 5);
const BIG_RUNS = arg('--big-runs', 5);
const BIG = 1000;
const LATENCY = {
  nominatim: 300,
  overpass: 1500,
  google: 1500,
  websites: [200, 800] as [number, number],
  smtp: [50, 300] as [number, number],
};

// BENCH_WORKER_ENV="SEARCH_CONCURRENCY=256 …" tries other settings on the app and the worker.
const tried = Object.fromEntries(
  (process.env.BENCH_WORKER_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

// 1. Ten leads, each run on another city.
if (RUNS > 0) {
  const stack = await startStack({ sandbox: { latency: LATENCY }, env: tried });
  try {
    const cities = ['Barcelona', 'Valencia', 'Sevilla', 'Lima', 'Bogotá', 'Buenos Aires', 'Miami'];
    const first: number[] = [];
    const ten: number[] = [];
    const cut: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const city = cities[run % cities.length]!;
      const { searchId, started } = await stack.startSearch(
        searchPayload('restaurantes', city, 10, ['phone', 'website', 'email']),
      );
      const { times } = await stack.leadTimes(searchId, started, 10, 60_000);
      first.push(times[0]!);
      ten.push(times[9] ?? Number.NaN);
      const budgetCut = await stack.pool.query<{ n: number }>(
        `select count(*)::int as n from leads where search_id = $1 and missing::text like '%time_budget%'`,
        [searchId],
      );
      cut.push(budgetCut.rows[0]!.n);
      console.log(
        `  run ${run + 1} (${city}): first lead ${times[0]} ms, 10 leads ${times[9]} ms, ${cut.at(-1)} cut by the time budget`,
      );
      await stack.waitSettled(searchId);
    }
    console.log(figure('Submit → first lead', first, 'ms'));
    console.log(
      figure('Submit → 10 leads settled', ten, 'ms', {
        targets: [
          { on: 'median', is: 'le', value: 4500 },
          { on: 'max', is: 'le', value: 8000 },
        ],
      }),
    );
    console.log(figure('Leads of 10 cut by the time budget', cut, 'leads'));
  } finally {
    await stack.close();
  }
}

// 2. A 1,000-lead search per run, each in a fresh stack (a fresh worker's memory).
if (BIG_RUNS > 0) {
  const perMinute: number[] = [];
  const peaks: number[] = [];
  const p90: number[] = [];
  for (let run = 0; run < BIG_RUNS; run++) {
    const stack = await startStack({ sandbox: { latency: LATENCY }, env: tried });
    try {
      // The world's only city with a thousand matching places; each run has fresh caches.
      const city = 'Madrid';
      const big = await stack.startSearch(
        searchPayload('restaurantes', city, BIG, ['phone', 'website', 'email']),
      );
      const { times } = await stack.leadTimes(big.searchId, big.started, BIG, 15 * 60_000);
      const last = times.at(-1)!;
      const rate = times.length < BIG ? Number.NaN : Math.round((BIG / last) * 60_000);
      perMinute.push(rate);
      p90.push(times[Math.floor(times.length * 0.9) - 1]! / 1000);
      peaks.push(stack.workerPeakMb());
      const { rows } = await stack.pool.query<{
        cut: number;
        unconfirmed: number;
        email: number;
        valid: number;
      }>(
        `select count(*) filter (where missing::text like '%time_budget%')::int as cut,
                count(*) filter (where email_status_reason = 'time_budget')::int as unconfirmed,
                count(email)::int as email,
                count(*) filter (where email_status = 'valid')::int as valid
         from leads where search_id = $1`,
        [big.searchId],
      );
      const found = rows[0]!;
      console.log(
        `  run ${run + 1} (${city}): ${times.length} leads, 90 % by ${p90.at(-1)!.toFixed(1)} s, ` +
          `last at ${(last / 1000).toFixed(1)} s: ${rate} leads/min; worker peak ${peaks.at(-1)!.toFixed(0)} MB; ` +
          `${found.email} emails (${found.valid} verified), ${found.cut} leads cut by the time budget ` +
          `(${found.unconfirmed} of them with an email not yet confirmed)`,
      );
    } finally {
      await stack.close();
    }
  }
  console.log(
    figure(`${BIG}-lead search, leads/min to the last lead`, perMinute, 'leads/min', {
      targets: [{ on: 'median', is: 'ge', value: 3000 }],
    }),
  );
  console.log(figure(`${BIG}-lead search, 90 % of leads stored`, p90, 's', { digits: 1 }));
  console.log(
    figure('Worker peak memory (VmHWM)', peaks, 'MB', {
      targets: [{ on: 'max', is: 'le', value: 250 }],
    }),
  );
}
