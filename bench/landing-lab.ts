// Lighthouse-style lab figures for the landing `/` in Spanish and in English, at 390 × 844 px
// (a phone), in Debian's Chromium against the built server: FCP, LCP, TBT and the JavaScript
// transferred, each over fresh visitors (empty cache, no cookies, no stored choices).
// Throttling as Lighthouse's mobile preset applies it in DevTools ("slow 4G", CPU 4×), through
// CDP: Network.emulateNetworkConditions (562.5 ms request latency, 1,474.56 kbit/s down,
// 675 kbit/s up: Lighthouse's 150 ms RTT and 1.6 Mbit/s with its DevTools adjustment factors)
// and Emulation.setCPUThrottlingRate 4. The CPU factor slows this (shared, 2-core) machine
// down, not a reference phone: compare figures taken here with each other.
// TBT as Lighthouse defines it: every long task's time beyond 50 ms after FCP, counted until
// the network has been quiet for 2 s (the application loads after paint, inside that window).
// Usage: npm run build && node --import tsx bench/landing-lab.ts [runs] [web dist folder]
// (the second argument measures another build, e.g. the one before the prerendered landing).
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './support/browser.js';
import { figure } from './support/figures.js';
import { startStack } from './support/stack.js';

const RUNS = Number(process.argv[2] ?? 5);
const WEB_DIST = process.argv[3];
const QUIET_MS = 2000;
const LIMIT_MS = 60_000;

const LANGS = [
  { lang: 'es', locale: 'es-ES' },
  { lang: 'en', locale: 'en-US' },
] as const;

interface Run {
  fcp: number;
  lcp: number;
  tbt: number;
  jsBeforeFcpKb: number;
  jsTotalKb: number;
}

/** Installed before any script of the page: paint, LCP and long-task entries from the start. */
function observe() {
  const lab = { lcp: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __lab: typeof lab }).__lab = lab;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lab.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lab.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the network never went quiet')), LIMIT_MS);
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) {
        timer = setTimeout(() => {
          clearTimeout(limit);
          resolve();
        }, QUIET_MS);
      }
    };
    page.on('request', () => {
      inFlight++;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.once('load', arm);
  });
}

async function measure(url: string, locale: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
  await quiet;
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const result = await page.evaluate(() => {
    const lab = (
      window as unknown as {
        __lab: { lcp: number; longTasks: { start: number; duration: number }[] };
      }
    ).__lab;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    let tbt = 0;
    for (const task of lab.longTasks) {
      const end = task.start + task.duration;
      const afterFcp = end - Math.max(task.start, fcp);
      if (afterFcp > 50) tbt += afterFcp - 50;
    }
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    let jsBeforeFcp = 0;
    let jsTotal = 0;
    for (const entry of scripts) {
      jsTotal += entry.transferSize;
      if (entry.responseEnd <= fcp) jsBeforeFcp += entry.transferSize;
    }
    return {
      fcp,
      lcp: lab.lcp || NaN,
      tbt,
      jsBeforeFcpKb: jsBeforeFcp / 1000,
      jsTotalKb: jsTotal / 1000,
    };
  });
  await context.close();
  return result;
}

const stack = await startStack({
  sandbox: { latency: {} },
  ...(WEB_DIST ? { env: { WEB_DIST_DIR: WEB_DIST } } : {}),
});
const browser = await launchBenchChromium();
try {
  console.log(
    `Landing lab: / at 390×844, slow 4G (562.5 ms, 1.47 Mbit/s) and CPU 4× via CDP, ${RUNS} fresh visits per language${WEB_DIST ? `, web build ${WEB_DIST}` : ''}`,
  );
  for (const { lang, locale } of LANGS) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(`${stack.baseUrl}/`, locale));
    const of = (key: keyof Run) => runs.map((run) => run[key]);
    console.log(figure(`/ ${lang}: FCP`, of('fcp'), 'ms'));
    console.log(figure(`/ ${lang}: LCP`, of('lcp'), 'ms'));
    console.log(figure(`/ ${lang}: TBT`, of('tbt'), 'ms'));
    console.log(
      figure(`/ ${lang}: JS transferred before FCP`, of('jsBeforeFcpKb'), 'KB', {
        digits: 1,
        targets: [{ on: 'max', is: 'le', value: 60 }],
      }),
    );
    console.log(
      figure(`/ ${lang}: JS transferred until quiet`, of('jsTotalKb'), 'KB', { digits: 1 }),
    );
  }
} finally {
  await browser.close();
  await stack.close();
}
