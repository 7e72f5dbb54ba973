/**
 * The search journey against the sandbox world (loopback only): sign up → dashboard → wizard
 * (validation, plan locks, the server's estimate) → confirm → live progress → results (filter,
 * sort, map, CSV whose rows match the table) → history → re-run. In Spanish and in English.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from './support/a11y';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS, hasHorizontalOverflow } from './support/page';

async function expectAccessible(page: Page) {
  // Toasts are checked in ui.spec.ts; one caught mid-animation here would read as low contrast.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
}

/** The name cell shows the category under the name. */
const firstLine = (text: string) => text.split('\n')[0]!.trim();

/** RFC 4180 rows of a CSV text (quotes doubled, commas and newlines inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('es: sign up, wizard, live progress, results, CSV, history and re-run', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ acceptDownloads: true, viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Marta Ruiz',
    prefix: 'e2e-journey-es',
    via: 'form',
  });

  // Dashboard: real figures of a new account.
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  await expect(page.getByTestId('metric-searches-month')).toHaveText('0');
  await expect(page.getByTestId('metric-leads')).toHaveText('0');
  await expect(page.getByTestId('metric-plan')).toHaveText('Gratis');
  await expect(page.getByText('Aún no tienes búsquedas')).toBeVisible();
  await expect(page.getByTestId('credit-movement').first()).toContainText('Regalo de bienvenida');
  await expectAccessible(page);
  await shootScreen(page, 'dashboard-empty-es');

  // Step 1: Next stays disabled until the three fields are filled.
  await page.getByTestId('new-search').click();
  await expect(page).toHaveURL(/\/wizard\/step-1$/);
  await expect(page.getByTestId('wizard-step')).toContainText('Paso 1 de 4');
  const next = page.getByTestId('wizard-next');
  await expect(next).toBeDisabled();
  await page.getByTestId('wizard-profession').fill('dentistas');
  await page.getByTestId('wizard-location').fill('Madrid');
  await expect(next).toBeDisabled();
  await page.getByTestId('wizard-company-size').selectOption('1-10');
  await expect(next).toBeEnabled();
  await expectAccessible(page);
  await shootScreen(page, 'wizard-step1-es');
  await next.click();

  // Step 2: OpenStreetMap has no ratings; advanced filters are locked on the free plan.
  await expect(page).toHaveURL(/\/wizard\/step-2$/);
  await expect(page.getByTestId('no-ratings-note')).toBeVisible();
  await expect(page.getByTestId('filter-min-rating')).toBeDisabled();
  await expect(page.getByTestId('filter-owners-only')).toBeDisabled();
  await expect(page.getByTestId('filter-industry')).toBeDisabled();
  await expectAccessible(page);
  await shootScreen(page, 'wizard-step2-es');
  await next.click();

  // Step 3: phone and website locked on; plan locks; the real balance; live cost per lead.
  await expect(page).toHaveURL(/\/wizard\/step-3$/);
  await expect(page.getByTestId('field-phone')).toBeChecked();
  await expect(page.getByTestId('field-phone')).toBeDisabled();
  await expect(page.getByTestId('field-website')).toBeDisabled();
  await expect(page.getByTestId('field-socialMedia')).toBeDisabled();
  await expect(page.getByTestId('field-linkedin')).toBeDisabled();
  await expect(page.getByText('Disponible desde Growth').first()).toBeVisible();
  await expect(page.getByText('Solo Pro').first()).toBeVisible();
  await expect(page.getByTestId('wizard-balance')).toContainText('50');
  await expect(page.getByTestId('cost-per-lead')).toContainText('0,7');
  await page.getByTestId('field-email').check();
  await expect(page.getByTestId('cost-per-lead')).toContainText('2,7');
  // A reload mid-wizard keeps what was chosen.
  await next.click();
  await expect(page).toHaveURL(/\/wizard\/step-4$/);
  await page.reload();
  await expect(page).toHaveURL(/\/wizard\/step-4$/);
  await page.getByTestId('wizard-previous').click();
  await expect(page.getByTestId('field-email')).toBeChecked();
  await expectAccessible(page);
  await shootScreen(page, 'wizard-step3-es');
  await next.click();

  // Step 4: a masked preview of real places, the free plan's 10 leads, the server's estimate.
  await expect(page.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('preview-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('preview-table')).toContainText('•');
  await expect(page.getByTestId('wizard-max-leads')).toHaveValue('10');
  await page.getByTestId('wizard-role').selectOption('owner');
  await expect(page.getByTestId('export-csv')).toBeChecked();
  await expect(page.getByTestId('export-crm')).toBeDisabled();
  const estimate = await page.request.post('/api/searches/estimate', {
    data: { selectedFields: ['email'], leadsCount: 10, hasComplexFilters: false },
  });
  const { totalCredits } = (await estimate.json()) as { totalCredits: number };
  expect(totalCredits).toBe(27);
  await expect(page.getByTestId('estimate-total')).toContainText(String(totalCredits));
  await expectAccessible(page);
  await shootScreen(page, 'wizard-step4-es');
  await page.getByTestId('wizard-confirm').click();

  // Progress: live over SSE, leads appear, then the results.
  await expect(page).toHaveURL(/\/loading\?searchId=/);
  const searchId = new URL(page.url()).searchParams.get('searchId')!;
  await expect(page.getByTestId('progress-stage')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('wizardData'))).toBeNull();
  // The first leads appear in the live table before the search is over.
  await expect(page.getByTestId('live-lead').first()).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/loading\?searchId=/);
  await page.screenshot({ path: 'screenshots/progress-es-light-desktop.png' });
  await expect(page).toHaveURL(new RegExp(`/results/${searchId}$`), { timeout: 90_000 });

  // Results: the table, filter, sort.
  const rows = page.getByTestId('results-row');
  await expect(rows.first()).toBeVisible();
  const total = Number(await page.getByTestId('results-total').getAttribute('data-total'));
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(10);
  await expect(rows).toHaveCount(total);
  const names = (await rows.locator('td:first-child, th:first-child').allInnerTexts()).map(
    firstLine,
  );
  await expect(page.getByTestId('email-badge').first()).toBeVisible();
  await expectAccessible(page);
  await shootScreen(page, 'results-es');

  await page.getByTestId('results-sort').selectOption('name');
  await page.getByTestId('results-order').selectOption('desc');
  await expect
    .poll(async () =>
      (await rows.locator('td:first-child, th:first-child').allInnerTexts()).map(firstLine),
    )
    .toEqual([...names].sort((a, b) => b.localeCompare(a, 'es')));
  const first = [...names].sort((a, b) => a.localeCompare(b, 'es'))[0]!;
  await page.getByTestId('results-filter').fill(first);
  await expect(rows.first()).toContainText(first);
  await expect
    .poll(async () => Number(await page.getByTestId('results-total').getAttribute('data-total')))
    .toBeLessThanOrEqual(total);
  await page.getByTestId('results-filter').fill('');
  await expect(rows).toHaveCount(total);

  // Map: markers for the located leads, tiles from the sandbox.
  await page.getByTestId('view-map').click();
  await expect(page.getByTestId('results-map')).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.leaflet-overlay-pane canvas')).toBeVisible();
  await shootScreen(page, 'results-map-es');
  await page.getByTestId('view-table').click();

  // CSV with a column choice: its rows are the table's rows.
  await page.getByTestId('export-csv').click();
  await expect(page.getByTestId('csv-columns')).toBeVisible();
  await page.screenshot({ path: 'screenshots/csv-columns-es-light-desktop.png' });
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('csv-download').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`leads_${searchId}.csv`);
  const csv = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
  const header = csv[0]!;
  // Headed in Spanish for a Spanish reader; phones exported as E.164, no apostrophe.
  const nameColumn = header.indexOf('Nombre del negocio');
  expect(nameColumn).toBeGreaterThanOrEqual(0);
  const csvNames = csv.slice(1).map((row) => row[nameColumn]!);
  expect([...csvNames].sort()).toEqual([...names].sort());
  const phoneColumn = header.indexOf('Teléfono');
  for (const row of csv.slice(1)) {
    if (row[phoneColumn]) expect(row[phoneColumn]).toMatch(/^\+\d{6,15}$/);
  }
  await expect(page.getByText('CSV exportado')).toBeVisible();

  // History: the real search, its file, a re-run back to step 4 with the data.
  await page.goto('/history');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row')).toContainText('dentistas');
  await expect(page.getByTestId('history-row').getByTestId('search-status')).toHaveText(
    'Completada',
  );
  await expect(page.getByTestId('history-summary')).toContainText('Hiciste 1 búsqueda este mes');
  await expectAccessible(page);
  await shootScreen(page, 'history-es');
  await page.getByTestId('history-row').getByTestId('rerun-search').click();
  await expect(page).toHaveURL(/\/wizard\/step-4$/);
  await expect(page.getByTestId('wizard-max-leads')).toHaveValue('10');
  await page.getByTestId('wizard-previous').click();
  await expect(page.getByTestId('field-email')).toBeChecked();

  // Dashboard now shows the search and the real figures.
  await page.goto('/dashboard');
  await expect(page.getByTestId('metric-searches-month')).toHaveText('1');
  await expect(page.getByTestId('metric-leads')).toHaveText(String(total));
  await expect(page.getByTestId('recent-search-row')).toHaveCount(1);
  await expect(page.getByTestId('credit-movement').first()).toContainText('Búsqueda: dentistas');
  await shootScreen(page, 'dashboard-es');
  await context.close();
});

test('en, dark, phone: the journey fits 390 px and speaks English', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ acceptDownloads: true, viewport: VIEWPORTS.phone });
  await prepare(context, { lang: 'en', theme: 'dark', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, {
    lang: 'en',
    name: 'Sam Lee',
    prefix: 'e2e-journey-en',
    via: 'form',
  });
  await expect(page.getByTestId('metric-plan')).toHaveText('Free');
  expect(await hasHorizontalOverflow(page)).toBe(false);

  await page.getByTestId('new-search').click();
  await expect(page.getByTestId('wizard-step')).toContainText('Step 1 of 4');
  await page.getByTestId('wizard-profession').fill('dentists');
  // Suggestions come from places already geocoded (the Spanish journey geocoded Madrid).
  await page.getByTestId('wizard-location').fill('Mad');
  await expect(page.getByTestId('location-suggestions')).toBeVisible();
  await page.getByTestId('location-suggestions').getByRole('option').first().click();
  await expect(page.getByTestId('wizard-location')).toHaveValue(/Madrid/);
  await page.getByTestId('wizard-company-size').selectOption('1-10');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByText('Available from Growth').first()).toBeVisible();
  await expect(page.getByText('Pro only').first()).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('preview-table')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('wizard-role').selectOption('marketing-manager');
  await expect(page.getByTestId('estimate-total')).toContainText('7');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByTestId('wizard-confirm').click();

  await expect(page).toHaveURL(/\/loading\?searchId=/);
  await expect(page.getByTestId('progress-stage')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: 'screenshots/progress-en-dark-phone.png' });
  await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });
  await expect(page.getByTestId('results-row').first()).toBeVisible();
  await expect(page.getByText('Search completed')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await shootScreen(page, 'results-en');
  await page.goto('/history');
  await expect(page.getByTestId('history-row').first()).toContainText('dentists');
  await shootScreen(page, 'history-en');
  // Back after more than a day: the dashboard welcomes the user back.
  await query(
    `update profiles set last_action_at = now() - interval '2 days'
     where user_id = (select id from "user" where email = $1)`,
    [email],
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome-back')).toContainText('Good to see you again!');
  await expect(page.getByTestId('metric-searches-month')).toHaveText('1');
  await shootScreen(page, 'dashboard-en');
  await context.close();
});

test('bad input lands somewhere sensible', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, { lang: 'es', name: 'Bad Input', prefix: 'e2e-bad-input' });

  // Another organization's or an unknown search: a clear message, no data.
  await page.goto('/results/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('results-not-found')).toContainText(
    'Esta búsqueda no existe o no pertenece a tu organización.',
  );
  await page.goto('/results/not-a-uuid');
  await expect(page.getByTestId('results-not-found')).toBeVisible();
  await page.goto('/loading?searchId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('progress-error')).toContainText('Esta búsqueda no existe');

  // No search id and no wizard data: back to the wizard.
  await page.goto('/loading');
  await expect(page.getByTestId('progress-error')).toContainText(
    'No se pudo iniciar la búsqueda. Verifica que hayas completado el wizard.',
  );

  // Stale or broken session storage at step 4: back to step 1, nothing kept.
  await page.evaluate(() => sessionStorage.setItem('wizardData', '{not json'));
  await page.goto('/wizard/step-4');
  await expect(page).toHaveURL(/\/wizard\/step-1$/);
  await page.goto('/wizard/step3');
  await expect(page).toHaveURL(/\/wizard\/step-1$/);
  await context.close();
});
