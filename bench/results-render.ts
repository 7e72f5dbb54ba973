// The results page with 5,000 and with 50,000 leads, measured in Chromium: time to the first
// rendered rows, time to apply a text filter once its 300 ms debounce has sent it (the moment
// the page writes ?q= into its URL, to the table showing the filtered total), a sort, the next
// page, and opening the map (up to 10,000 markers).
// A real 10-lead search runs against the sandbox; the leads built from the sandbox world's
// businesses are then stored in it, as a long-running search would have.
// Usage: npm run build && node --import tsx bench/results-render.ts [runs]
import type { Page } from '@playwright/test';
import { launchBenchChromium } from './support/browser.js';
import { figure } from './support/figures.js';
import { searchPayload, startStack } from './support/stack.js';
import { seedLeads } from './support/seed-leads.js';

const SIZES = [
  { leads: 5_000, firstRowsMs: 800, filterMs: 100 },
  { leads: 50_000, firstRowsMs: 1500, filterMs: 200 },
];
const RUNS = Number(process.argv[2] ?? 5);

const stack = await startStack({ sandbox: { latency: {} } });
try {
  const browser = await launchBenchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = new URL(stack.baseUrl).hostname;
  await context.addCookies(
    stack.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
    }),
  );
  await context.addInitScript(() => {
    localStorage.setItem('app_lang', 'es');
    localStorage.setItem('app_theme', 'light');
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ functional: true, analytics: false, marketing: false }),
    );
    // When the debounced filter is sent: the page writes it into the URL (?q=).
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, url) => {
      const q = url ? new URL(String(url), location.href).searchParams.get('q') : null;
      if (q) (window as unknown as { filterSentAt: number }).filterSentAt = performance.now();
      replace(data, unused, url);
    };
    // When the first rows are in the document (polling from outside would add its own delay).
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="results-row"]')) return;
      (window as unknown as { firstRowsAt: number }).firstRowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });

  const lines: string[] = [];
  for (const size of SIZES) {
    const { searchId } = await stack.startSearch(searchPayload('dentistas', 'Madrid', 10, []));
    await stack.waitSettled(searchId);
    const { businesses, total } = await seedLeads(stack, searchId, size.leads);
    const filterText = businesses[1234]!.city.name;
    const figures = { firstRows: [], filter: [], sort: [], nextPage: [], map: [] } as Record<
      'firstRows' | 'filter' | 'sort' | 'nextPage' | 'map',
      number[]
    >;
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await measureRun(page, searchId, total, filterText, figures);
      await page.close();
    }
    const n = total.toLocaleString('en-US');
    lines.push(
      `Results page with ${n} leads, Chromium:`,
      '  ' +
        figure('first rows rendered after navigation', figures.firstRows, 'ms', {
          targets: [{ on: 'median', is: 'le', value: size.firstRowsMs }],
        }),
      '  ' +
        figure(`filter "${filterText}" applied after its debounce`, figures.filter, 'ms', {
          targets: [{ on: 'median', is: 'le', value: size.filterMs }],
        }),
      '  ' + figure('sort by name applied', figures.sort, 'ms'),
      '  ' + figure('next page shown', figures.nextPage, 'ms'),
      '  ' + figure('map opened (up to 10,000 markers)', figures.map, 'ms'),
    );
  }
  await browser.close();
  console.log(lines.join('\n'));
} finally {
  await stack.close();
}

async function measureRun(
  page: Page,
  searchId: string,
  total: number,
  filterText: string,
  figures: Record<'firstRows' | 'filter' | 'sort' | 'nextPage' | 'map', number[]>,
) {
  await page.goto(`${stack.baseUrl}/results/${searchId}`);
  await page.getByTestId('results-row').first().waitFor();
  // From navigation start to the first rows in the page (fresh page, cold query cache).
  figures.firstRows.push(
    await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt),
  );
  const shown = await page.getByTestId('results-total').getAttribute('data-total');
  if (Number(shown) !== total) throw new Error(`table says ${shown} leads, stored ${total}`);

  const now = () => page.evaluate(() => performance.now());
  /** Runs `action`; answers the time until `done` (the page's clock when it first held). */
  const timeUntil = async (action: () => Promise<void>, done: () => Promise<number>) => {
    const start = await now();
    await action();
    return (await done()) - start;
  };
  /** The page's clock at the animation frame where the table's first row changed and settled. */
  const firstRowChanged = (prev: string) =>
    page
      .waitForFunction(
        (prev) =>
          document.querySelector('[data-testid="results-row"]')?.textContent !== prev &&
          !document.querySelector('[aria-busy="true"]') &&
          performance.now(),
        prev,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
  /** The page's clock when the table's total is `exactly` (or, with `below`, under it and above 0). */
  const totalIs = (expected: { exactly?: number; below?: number }) =>
    page
      .waitForFunction(
        ({ exactly, below }) => {
          const value = Number(
            document.querySelector('[data-testid="results-total"]')?.getAttribute('data-total'),
          );
          const met = exactly !== undefined ? value === exactly : value > 0 && value < below!;
          return met && !document.querySelector('[aria-busy="true"]') && performance.now();
        },
        expected,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);

  await page.getByTestId('results-filter').fill(filterText);
  const filtered = await totalIs({ below: total });
  const sentAt = await page.evaluate(
    () => (window as unknown as { filterSentAt: number }).filterSentAt,
  );
  figures.filter.push(filtered - sentAt);
  await page.getByTestId('results-filter').fill('');
  await totalIs({ exactly: total });

  const firstName = () =>
    page.evaluate(() => document.querySelector('[data-testid="results-row"]')?.textContent ?? '');
  const before = await firstName();
  figures.sort.push(
    await timeUntil(
      async () => {
        await page.getByTestId('results-sort').selectOption('name');
      },
      () => firstRowChanged(before),
    ),
  );
  const beforePage = await firstName();
  figures.nextPage.push(
    await timeUntil(
      () => page.getByTestId('results-next').click(),
      () => firstRowChanged(beforePage),
    ),
  );
  figures.map.push(
    await timeUntil(
      () => page.getByTestId('view-map').click(),
      () =>
        page
          .waitForFunction(
            () => {
              const text = document.querySelector('[data-testid="results-map"]')?.textContent;
              return (
                Boolean(document.querySelector('.leaflet-overlay-pane canvas')) &&
                !!text &&
                performance.now()
              );
            },
            undefined,
            { polling: 'raf' },
          )
          .then((handle) => handle.jsonValue() as Promise<number>),
    ),
  );
}
