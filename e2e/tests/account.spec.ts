/**
 * The user's home (/account, decision 0015) in Chromium: the page in both languages and
 * themes at desktop and phone sizes; a new name reaches the header and the dashboard; analytics
 * withdrawn from the account's cookie panel stop at once; a deleted account cannot sign in.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

const PASSWORD = 'una-clave-segura-1';

async function openAccountFromMenu(page: Page, lang: 'es' | 'en') {
  await page.getByRole('button', { name: lang === 'es' ? 'Menú de usuario' : 'User menu' }).click();
  await page.getByRole('menuitem', { name: lang === 'es' ? 'Mi cuenta' : 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The sessions list and the subscription have loaded: no skeleton in the screenshots.
  await expect(page.getByTestId('account-session').first()).toBeVisible();
  await expect(page.getByTestId('account-renewal')).not.toBeEmpty();
}

/** The whole page at both sizes, to look at every card (shootScreen shows the first screen). */
async function fullPage(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/${name}-${size}-full.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('account page in es and en, light and dark, desktop and phone; a new name reaches the header and the dashboard', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Lucía Gómez',
    prefix: 'e2e-account',
  });

  await openAccountFromMenu(page, 'es');
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Mi cuenta',
  );
  await expect(page.getByTestId('account-email')).toHaveValue(email);
  await expect(page.getByTestId('account-plan')).toHaveText('Gratis');
  await expect(page.getByTestId('account-credits')).toHaveText('50');
  await expect(page.getByTestId('account-session').first()).toContainText('Este dispositivo');
  await shootScreen(page, 'account-es');
  await fullPage(page, 'account-es-light');

  // A new name: the avatar menu and the dashboard greeting follow without a reload.
  await page.getByLabel('Nombre completo').fill('Lucía Martín');
  await page.getByTestId('save-profile').click();
  await expect(page.getByText('Perfil guardado')).toBeVisible();
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByTestId('menu-name')).toHaveText('Lucía Martín');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('welcome')).toContainText('Lucía Martín');

  // The header's language toggle switches the interface and the account's saved language.
  await page.getByRole('button', { name: 'en', exact: true }).click();
  await expect(page.getByTestId('welcome')).toContainText('Hi, Lucía Martín!');
  await expect
    .poll(
      async () =>
        (
          await query<{ locale: string }>(
            'select p.locale from profiles p join "user" u on u.id = p.user_id where u.email = $1',
            [email],
          )
        )[0]?.locale,
    )
    .toBe('en');
  await openAccountFromMenu(page, 'en');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.locator('#account-language')).toHaveValue('en');
  await shootScreen(page, 'account-en');
  await fullPage(page, 'account-en-light');

  // The dialogs fit a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('change-email').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'screenshots/account-email-change-en-light-phone.png' });
  await page.keyboard.press('Escape');
  await page.getByTestId('delete-account').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.screenshot({ path: 'screenshots/account-delete-en-light-phone.png' });
  await page.keyboard.press('Escape');
  await context.close();
});

test('analytics withdrawn in the account cookie panel: no event is recorded after', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'light' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  await signUpAndConfirm(page, { lang: 'es', name: 'Nora Privada', prefix: 'e2e-account-cookies' });
  const visitor = await page.evaluate(() => localStorage.getItem('visitor_id'));
  const events = async () =>
    (await query('select 1 from analytics_events where visitor_id = $1', [visitor])).length;
  // With consent, navigation is recorded.
  await expect.poll(events).toBeGreaterThan(0);

  await openAccountFromMenu(page, 'es');
  const panel = page.getByTestId('cookie-settings');
  await expect(panel.getByRole('switch').nth(0)).toBeDisabled();
  await expect(panel.getByRole('switch').nth(1)).toBeChecked();
  await panel.getByRole('switch').nth(1).uncheck();
  await panel.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByText('Preferencias guardadas')).toBeVisible();
  await expect
    .poll(async () =>
      query<{ analytics_cookies: boolean }>(
        'select analytics_cookies from cookie_preferences where visitor_id = $1',
        [visitor],
      ),
    )
    .toEqual([{ analytics_cookies: false }]);
  const before = await events();

  // Pages, scrolling and a reload afterwards record nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.goto('/history');
  await page.reload();
  await page.waitForTimeout(800);
  expect(await events()).toBe(before);

  // "Show the banner again" brings the banner back.
  await page.goto('/account');
  await page.getByTestId('cookie-settings-banner').click();
  await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
  await context.close();
});

test('a deleted account cannot sign in again', async ({ browser }) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'dark', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Olga Borrada',
    prefix: 'e2e-account-delete',
  });
  await openAccountFromMenu(page, 'es');

  await page.getByTestId('delete-account').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Los movimientos de créditos se conservan anonimizados');
  const confirm = dialog.getByTestId('confirm-delete-account');
  await dialog.getByLabel(/Escribe tu email/).fill('otra-persona@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Escribe tu email/).fill(email);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Tu cuenta se eliminó.')).toBeVisible();
  expect(await query('select 1 from "user" where email = $1', [email])).toHaveLength(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register?mode=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
  await context.close();
});
