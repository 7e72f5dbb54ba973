// The results page with 5,000 leads, measured in Chromium: time to the first rendered rows, time
// to apply a text filter (typing to the table showing the filtered rows, including the 300 ms
// debounce), a sort, the next page, and opening the map with every lead as a marker.
// A real 10-lead search runs against the sandbox; 5,000 leads built from the sandbox world's
// businesses are then stored in it, as a long-running search would have.
// Usage: npm run build && node --import tsx bench/results-render.ts [runs]
import { chromium } from '@playwright/test';
import { median, searchPayload, startStack } from './support/stack.js';
import { seedLeads } from './support/seed-leads.js';

const LEADS = 5000;
const RUNS = Number(process.argv[2] ?? 5);

const stack = await startStack({ sandbox: { latency: {} } });
try {
  const { searchId } = await stack.startSearch(searchPayload('dentistas', 'Madrid', 10, []));
  await stack.waitSettled(searchId);

  const { businesses, total } = await seedLeads(stack, searchId, LEADS);
  const filterText = businesses[1234]!.city.name;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
  });

  const figures = { firstRows: [] as number[], filter: [] as number[], sort: [] as number[] };
  const more = { nextPage: [] as number[], map: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/results/${searchId}`);
    await page.getByTestId('results-row').first().waitFor();
    // From navigation start to the first rows painted (fresh page, cold query cache).
    figures.firstRows.push(await page.evaluate(() => performance.now()));
    const shown = await page.getByTestId('results-total').getAttribute('data-total');
    if (Number(shown) !== total) throw new Error(`table says ${shown} leads, stored ${total}`);

    const timeUntil = async (action: () => Promise<void>, done: () => Promise<unknown>) => {
      const start = await page.evaluate(() => performance.now());
      await action();
      await done();
      return (await page.evaluate(() => performance.now())) - start;
    };
    /** Waits until the table's total is `exactly` (or, with `below`, under it and above 0). */
    const totalIs = (expected: { exactly?: number; below?: number }) =>
      page.waitForFunction(
        ({ exactly, below }) => {
          const value = Number(
            document.querySelector('[data-testid="results-total"]')?.getAttribute('data-total'),
          );
          return exactly !== undefined ? value === exactly : value > 0 && value < below!;
        },
        expected,
        { polling: 'raf' },
      );

    figures.filter.push(
      await timeUntil(
        () => page.getByTestId('results-filter').fill(filterText),
        () => totalIs({ below: total }),
      ),
    );
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
        () =>
          page.waitForFunction(
            (prev) =>
              document.querySelector('[data-testid="results-row"]')?.textContent !== prev &&
              !document.querySelector('[aria-busy="true"]'),
            before,
            { polling: 'raf' },
          ),
      ),
    );
    const beforePage = await firstName();
    more.nextPage.push(
      await timeUntil(
        () =>
          page
            .getByRole('button', { name: /siguiente/i })
            .first()
            .click(),
        () =>
          page.waitForFunction(
            (prev) => document.querySelector('[data-testid="results-row"]')?.textContent !== prev,
            beforePage,
            { polling: 'raf' },
          ),
      ),
    );
    more.map.push(
      await timeUntil(
        () => page.getByTestId('view-map').click(),
        () =>
          page.waitForFunction(
            () => {
              const text = document.querySelector('[data-testid="results-map"]')?.textContent;
              return Boolean(document.querySelector('.leaflet-overlay-pane canvas')) && !!text;
            },
            undefined,
            { polling: 'raf' },
          ),
      ),
    );
    await page.close();
  }
  await browser.close();

  const ms = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`Results page with ${total.toLocaleString('en-US')} leads, ${RUNS} runs, Chromium`);
  console.log(`  first rows rendered after navigation: ${ms(figures.firstRows)}`);
  console.log(`  filter "${filterText}" applied (incl. 300 ms debounce): ${ms(figures.filter)}`);
  console.log(`  sort by name applied: ${ms(figures.sort)}`);
  console.log(`  next page shown: ${ms(more.nextPage)}`);
  console.log(`  map opened with every located lead: ${ms(more.map)}`);
} finally {
  await stack.close();
}
