/**
 * Issue 11 items 11 and 16: a search ticked to refresh every month is visible on the dashboard,
 * in the history and on its results, with its next run; it can be paused, resumed and stopped
 * (stop asks first), and the stop is what the scheduler reads. The dashboard's and history's
 * rows keep their actions inside the card at 1280, 1024, 768 and 390 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

/** Every button and link of each row lies within the row's card. */
async function expectActionsInside(page: Page, card: Locator, rows: Locator) {
  const box = (await card.boundingBox())!;
  for (const row of await rows.all()) {
    for (const action of await row.locator('a, button').all()) {
      if (!(await action.isVisible())) continue;
      const inner = (await action.boundingBox())!;
      expect(inner.x, await action.innerText()).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(inner.x + inner.width, await action.innerText()).toBeLessThanOrEqual(
        box.x + box.width + 0.5,
      );
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width + 1,
  );
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a monthly search shows its schedule and can be paused, resumed and stopped`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text =
      lang === 'es'
        ? { pause: 'Pausar', stop: 'Detener', paused: 'En pausa', monthly: 'Mensual' }
        : { pause: 'Pause', stop: 'Stop', paused: 'Paused', monthly: 'Monthly' };
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await prepare(context, { lang, theme: 'light', consent: true });
    const page = await context.newPage();
    const email = await signUpAndConfirm(page, {
      lang,
      name: lang === 'es' ? 'Carmen Ortiz' : 'Carol Ortiz',
      prefix: `e2e-schedule-${lang}`,
    });

    await page.goto('/wizard/step-1');
    await page.getByTestId('wizard-profession').fill(lang === 'es' ? 'dentistas' : 'dentists');
    await page.getByTestId('wizard-location').fill('Madrid');
    await page.getByTestId('wizard-company-size').selectOption('1-10');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-role').selectOption('owner');
    await page.getByTestId('wizard-max-leads').fill('3');
    await page.getByTestId('wizard-auto-refresh').check();
    await page.getByTestId('wizard-confirm').click();
    await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });

    // The results page shows the schedule with its next run.
    const panel = page.getByTestId('schedule-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('schedule-facts')).toContainText(
      lang === 'es' ? 'Próxima:' : 'Next:',
    );

    // The dashboard lists it; pause, then resume.
    await page.goto('/dashboard');
    const card = page.getByTestId('scheduled-searches');
    await expect(card.getByTestId('scheduled-search-row')).toHaveCount(1);
    await card.getByTestId('schedule-pause').click();
    await expect(card.getByTestId('schedule-badge')).toHaveAttribute('data-status', 'paused');
    await expect(card.getByTestId('schedule-facts')).toContainText(text.paused);
    await shootScreen(page, `dashboard-scheduled-${lang}`);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectActionsInside(
        page,
        page.getByTestId('recent-searches'),
        page.getByTestId('recent-search-row'),
      );
      await expectActionsInside(page, card, card.getByTestId('scheduled-search-row'));
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await card.getByTestId('schedule-resume').click();
    await expect(card.getByTestId('schedule-badge')).toHaveAttribute('data-status', 'active');

    // Stop asks first; then it is gone from the dashboard and the history says so.
    await card.getByTestId('schedule-stop').click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.stop }).click();
    await expect(page.getByTestId('scheduled-searches')).toHaveCount(0);
    const [row] = await query<{ refresh_status: string; next_refresh_at: Date | null }>(
      `select s.refresh_status, s.next_refresh_at from searches s join "user" u on u.id = s.user_id
       where u.email = $1 and s.auto_refresh`,
      [email],
    );
    expect(row).toEqual({ refresh_status: 'stopped', next_refresh_at: null });

    await page.goto('/history');
    const history = page.getByTestId('history-row').first();
    await expect(history.getByTestId('schedule-badge')).toHaveAttribute('data-status', 'stopped');
    await expect(history.getByTestId('schedule-badge')).toContainText(text.monthly);
    await shootScreen(page, `history-scheduled-${lang}`);
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectActionsInside(
        page,
        page.getByTestId('history-table'),
        page.getByTestId('history-row'),
      );
    }
    await context.close();
  });
}
