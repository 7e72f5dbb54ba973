/**
 * Issue 15 on the results page, against the sandbox world: each email's confidence badge and
 * where it was found, the coverage panel (opened, its counts are the API's) and its CSV, in
 * Spanish and English, light and dark, at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from './support/a11y';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { hasHorizontalOverflow, prepare, setTheme, shootScreen, VIEWPORTS } from './support/page';

/** GET /api/searches/:id/coverage, as much as this journey reads of it. */
interface SearchCoverage {
  leads: number;
  fields: Array<{
    field: string;
    found: number;
    missing: Array<{ reason: string; leads: number }>;
  }>;
}

async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
}

/** Starts a search from the page, as the wizard's confirm does, and waits for it to settle. */
async function runSearch(page: Page): Promise<string> {
  const searchId = await page.evaluate(async () => {
    const me = (await (await fetch('/api/me')).json()) as {
      activeOrganization: { id: string };
    };
    const response = await fetch('/api/searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orgId: me.activeOrganization.id,
        searchPayload: {
          step1: { profession: 'dentistas', location: 'Madrid', companySize: 'any' },
          step2: { phoneVisible: false, activeWeb: false, ownersOnly: false, minRating: 3 },
          step3: { selectedFields: ['email'] },
          step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads: 10 },
        },
      }),
    });
    return ((await response.json()) as { searchId: string }).searchId;
  });
  await expect
    .poll(
      async () => {
        const search = (await (await page.request.get(`/api/searches/${searchId}`)).json()) as {
          status: string;
          recheckPending: number;
        };
        return search.status === 'completed' && search.recheckPending === 0;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  return searchId;
}

/** The email cells themselves (below the panel): light and dark, 1280 and 390 px. */
async function shootEmails(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      // The email column is off to the side at 390 px: the table scrolls inside itself.
      // As a reader swipes it: the email cell just right of the sticky name column.
      await page
        .getByTestId('email-confidence')
        .first()
        .evaluate((badge) => {
          badge.scrollIntoView({ block: 'center' });
          const cell = badge.closest('td')!;
          const name = cell.parentElement!.querySelector('th')!;
          cell.closest('.overflow-x-auto')!.scrollLeft = cell.offsetLeft - name.offsetWidth;
        });
      await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png` });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('confidence, origin and coverage on the results page, es and en', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ acceptDownloads: true, viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, { lang: 'es', name: 'Lucía Gil', prefix: 'e2e-quality-es' });
  const searchId = await runSearch(page);
  const coverage = (await (
    await page.request.get(`/api/searches/${searchId}/coverage`)
  ).json()) as SearchCoverage;
  expect(coverage.fields.map((row) => row.field)).toEqual(['phone', 'website', 'email']);

  await page.goto(`/results/${searchId}`);
  await expect(page.getByTestId('results-row').first()).toBeVisible();
  // Every email carries its score; the ones printed on a site link to their page.
  const emails = await page.getByTestId('email-badge').count();
  expect(emails).toBeGreaterThan(0);
  await expect(page.getByTestId('email-confidence')).toHaveCount(emails);
  await expect(page.getByTestId('email-confidence').first()).toHaveText(/^Confianza \d+$/);
  const fromPage = page.locator('[data-testid="email-origin"][data-origin="page"] a');
  await expect(fromPage.first()).toHaveAttribute('href', /^http:\/\/.+\.test(:\d+)?\//);
  await expect(fromPage.first()).toHaveAttribute('target', '_blank');

  // The coverage panel: one line until opened, then each paid field with its reasons.
  const panel = page.getByTestId('coverage-panel');
  await expect(panel.getByTestId('coverage-brief')).toContainText('Email verificado');
  await panel.getByText('Cobertura de los datos').click();
  const email = panel.locator('[data-testid="coverage-field"][data-field="email"]');
  await expect(email).toBeVisible();
  const row = coverage.fields.find((entry) => entry.field === 'email')!;
  await expect(email).toContainText(`${row.found} de ${coverage.leads}`);
  for (const reason of row.missing) {
    await expect(email.locator(`[data-reason="${reason.reason}"]`)).toContainText(
      String(reason.leads),
    );
  }
  await expectAccessible(page);
  await shootScreen(page, 'lead-quality-es');
  await shootEmails(page, 'lead-quality-emails-es');

  // Its CSV, the export's companion sheet, in Spanish.
  const downloadPromise = page.waitForEvent('download');
  await panel.getByTestId('coverage-csv').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`coverage_${searchId}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFCampo,Resultado,Leads,Porcentaje\r\n')).toBe(true);
  expect(csv).toContain(`Email verificado,Obtenido,${row.found},`);

  // The same user reading in English.
  const english = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    storageState: await context.storageState(),
  });
  await prepare(english, { lang: 'en', theme: 'light', consent: true });
  const enPage = await english.newPage();
  await enPage.goto(`/results/${searchId}`);
  await expect(enPage.getByTestId('email-confidence').first()).toHaveText(/^Confidence \d+$/);
  await expect(
    enPage.locator('[data-testid="email-origin"][data-origin="page"]').first(),
  ).toContainText('Found on');
  const enPanel = enPage.getByTestId('coverage-panel');
  await enPanel.getByText('Data coverage').click();
  await expect(enPanel.locator('[data-testid="coverage-field"][data-field="email"]')).toContainText(
    `${row.found} of ${coverage.leads}`,
  );
  await expectAccessible(enPage);
  await shootScreen(enPage, 'lead-quality-en');
  await shootEmails(enPage, 'lead-quality-emails-en');
  await english.close();
  await context.close();
});
