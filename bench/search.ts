// Search figures in the sandbox world with realistic latencies (geocoding 300 ms, places query
// 1.5 s, each website 200–800 ms), against the built API and a separate worker process:
//   1. time from POST /api/searches to the first lead stored and to 10 leads stored (target:
//      10 leads ≤ 10 s), median of several runs, each on a fresh city;
//   2. a 500-lead search: leads per minute and the worker's peak memory (VmHWM).
// Usage: npm run build && node --import tsx bench/search.ts [--runs N]
import { median, searchPayload, startStack } from './support/stack.js';

const TEN_LEADS_TARGET_MS = 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

const stack = await startStack({
  sandbox: { latency: { nominatim: 300, overpass: 1500, google: 1500, websites: [200, 800] } },
});
try {
  // 1. Time to the first lead and to 10 leads; each run on another city so no cache helps.
  const cities = ['Barcelona', 'Valencia', 'Sevilla', 'Lima', 'Bogotá', 'Buenos Aires', 'Miami'];
  const first: number[] = [];
  const ten: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const city = cities[run % cities.length]!;
    const { searchId, started } = await stack.startSearch(
      searchPayload('restaurantes', city, 10, ['phone', 'website', 'email']),
    );
    const { times } = await stack.leadTimes(searchId, started, 10, 60_000);
    first.push(times[0]!);
    ten.push(times[9] ?? Number.NaN);
    console.log(`  run ${run + 1} (${city}): first lead ${times[0]} ms, 10 leads ${times[9]} ms`);
    await stack.waitSettled(searchId);
  }
  const tenMedian = median(ten);
  console.log(`First lead stored: median ${median(first)} ms over ${RUNS} runs`);
  console.log(
    `10 leads stored: median ${tenMedian} ms (target ≤ ${TEN_LEADS_TARGET_MS} ms: ${tenMedian <= TEN_LEADS_TARGET_MS ? 'PASS' : 'FAIL'})`,
  );

  // 2. A 500-lead search in Madrid.
  const big = await stack.startSearch(
    searchPayload('restaurantes', 'Madrid', 500, ['phone', 'website', 'email']),
  );
  const { times, status } = await stack.leadTimes(big.searchId, big.started, 500, 15 * 60_000);
  const total = times.at(-1)!;
  console.log(
    `500-lead search: ${times.length} leads stored (${status} at that moment) in ${(total / 1000).toFixed(1)} s ` +
      `from POST: ${Math.round((times.length / total) * 60_000)} leads/min; ` +
      `worker peak memory (VmHWM) ${stack.workerPeakMb().toFixed(0)} MB`,
  );
} finally {
  await stack.close();
}
