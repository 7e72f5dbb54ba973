import { expect, test, type Page } from '@playwright/test';
import { query } from './support/db';

const banner = (page: Page) => page.getByRole('region', { name: /cookies/i });
const visitorId = (page: Page) => page.evaluate(() => localStorage.getItem('visitor_id'));

async function serverConsent(id: string | null) {
  return query<{ analytics_cookies: boolean; marketing_cookies: boolean }>(
    'select analytics_cookies, marketing_cookies from cookie_preferences where visitor_id = $1',
    [id],
  );
}

test('reject all persists locally and on the server; no analytics recorded', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const id = await visitorId(page);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: false, marketing_cookies: false }]);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(await query('select 1 from analytics_events where visitor_id = $1', [id])).toHaveLength(0);
});

test('analytics events are recorded only after accept all', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const id = await visitorId(page);
  await page.waitForTimeout(300);
  expect(await query('select 1 from analytics_events where visitor_id = $1', [id])).toHaveLength(0);
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: true, marketing_cookies: true }]);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () =>
      query('select 1 from analytics_events where visitor_id = $1 and name = $2', [
        id,
        'scroll_depth',
      ]),
    )
    .not.toHaveLength(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Registrarse' }).first().click();
  await expect
    .poll(async () =>
      (
        await query<{ name: string }>(
          'select distinct name from analytics_events where visitor_id = $1 order by name',
          [id],
        )
      ).map((row: { name: string }) => row.name),
    )
    .toEqual(expect.arrayContaining(['cta_click', 'page_view', 'scroll_depth']));
});

test('personalise saves the chosen categories and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Personalizar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('switch').first()).toBeDisabled();
  await expect(dialog.getByRole('switch').first()).toBeChecked();
  await dialog.getByRole('switch').nth(1).check();
  await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const id = await visitorId(page);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: true, marketing_cookies: false }]);
});

test('consent stored on the server hides the banner on a browser that lost it locally', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rechazar todo' }).click();
  await page.evaluate(() => localStorage.removeItem('cookie_consent'));
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
});

test('the footer reopens the choice: analytics withdrawn stop at once; the banner comes back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await expect(banner(page)).toHaveCount(0);
  const id = await visitorId(page);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: true, marketing_cookies: true }]);

  // Withdraw analytics from the footer's "Cookies".
  await page.getByTestId('footer-cookies').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch').nth(1).uncheck();
  await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: false, marketing_cookies: true }]);
  const before = (await query('select 1 from analytics_events where visitor_id = $1', [id])).length;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('link', { name: 'Registrarse' }).first().click();
  await page.waitForTimeout(500);
  expect(await query('select 1 from analytics_events where visitor_id = $1', [id])).toHaveLength(
    before,
  );

  // The banner can be shown again, from any footer (here the auth screen's).
  await page.getByTestId('footer-cookies').first().click();
  await page.getByTestId('cookies-show-banner').click();
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Rechazar todo' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(() => serverConsent(id))
    .toEqual([{ analytics_cookies: false, marketing_cookies: false }]);
});
