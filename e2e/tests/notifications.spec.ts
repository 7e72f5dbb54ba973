/**
 * Issue 12: after a real search in the sandbox the header bell says "Búsqueda completada"
 * without a reload, /notifications lists it, and it can be marked read and dismissed until the
 * empty state shows; the email preferences save. Screens in light and dark, 1280 and 390 px, in
 * Spanish and English, checked for overflow and with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, setTheme, shootScreen, VIEWPORTS } from './support/page';
import { expectAccessible } from './support/a11y';

/** The bell's menu, opened, in each theme and size, inside the window. */
async function shootBell(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.getByTestId('notification-bell').click();
      const menu = page.getByTestId('notification-menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png` });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('es: a finished search reaches the bell live; /notifications marks it read and dismisses it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Nora Campos',
    prefix: 'e2e-notifications',
  });

  // Nothing yet.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Notificaciones');
  await expect(page.getByTestId('latest-notifications')).toContainText('No hay notificaciones');

  await page.goto('/wizard/step-1');
  await page.getByTestId('wizard-profession').fill('dentistas');
  await page.getByTestId('wizard-location').fill('Madrid');
  await page.getByTestId('wizard-company-size').selectOption('1-10');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-role').selectOption('owner');
  await page.getByTestId('wizard-max-leads').fill('3');
  await page.getByTestId('wizard-confirm').click();
  // The progress page is open when the search ends: the bell learns it over the live stream.
  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 90_000 });
  await expect(bell).toHaveAttribute('aria-label', 'Notificaciones: 1 sin leer');
  await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });
  const searchId = new URL(page.url()).pathname.split('/').pop()!;
  // The results page has replaced the progress page (and its header) before the bell is opened.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('dentistas · Madrid');

  // Opened again if the freshly mounted page closed it (rare, right after the navigation),
  // until the menu shows the notification.
  const item = page.getByTestId('notification-menu-item').first();
  await expect(async () => {
    if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
    await expect(page.getByTestId('notification-menu')).toBeVisible({ timeout: 1000 });
    await expect(item).toContainText('Búsqueda completada', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText('«dentistas · Madrid» terminó con');
  await expect(item.locator('[data-tone]')).toHaveAttribute('data-tone', 'success');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await shootBell(page, 'notifications-bell-es');

  // The dashboard's card lists it too.
  await page.goto('/dashboard');
  await expect(page.getByTestId('latest-notifications')).toContainText('Búsqueda completada');

  await page.goto('/notifications');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Notificaciones',
  );
  const row = page.getByTestId('notification-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText('Búsqueda completada');
  await expect(page.getByTestId('notifications-count')).toContainText('1 notificación');
  await expectAccessible(page);
  await shootScreen(page, 'notifications-page-es');

  // Mark read: the row and the bell follow.
  await row.getByTestId('notification-mark-read').click();
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  const [stored] = await query<{ read_at: Date | null; link: string }>(
    `select n.read_at, n.link from notifications n join "user" u on u.id = n.user_id
     where u.email = $1 and n.type = 'search_completed'`,
    [email],
  );
  expect(stored!.read_at).not.toBeNull();
  expect(stored!.link).toBe(`/results/${searchId}`);

  // Email preferences: switch one off, saved with a toast.
  const toggle = page.getByTestId('email-pref-search_completed');
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Preferencias guardadas')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('email-pref-payment_failed')).toBeDisabled();

  // Dismiss: gone, the empty state shows.
  await row.getByTestId('notification-dismiss').click();
  await expect(page.getByTestId('notifications-empty')).toContainText('No hay notificaciones');
  await shootScreen(page, 'notifications-empty-es');

  // The same page in English.
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: 'en', exact: true })
    .click();
  await expect(page.getByTestId('notifications-empty')).toContainText('No notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await shootScreen(page, 'notifications-empty-en');
  await context.close();
});
