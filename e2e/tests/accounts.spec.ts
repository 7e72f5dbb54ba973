import { expect, test } from '@playwright/test';
import { confirmationLink, query } from './support/db';
import { hasHorizontalOverflow, prepare, uniqueEmail } from './support/page';

test('sign-up through the real captcha, confirm from the outbox, dashboard shows 50 credits', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  const email = uniqueEmail('e2e-signup');

  await page.goto('/');
  await page.getByRole('link', { name: 'Registrarse' }).first().click();
  await expect(page).toHaveURL(/\/register/);
  await page.getByLabel('Nombre completo (opcional)').fill('Lucía Gómez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura-1');
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').last().check();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', {
    timeout: 30_000,
  });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Confirma tu email')).toBeVisible();

  const link = await confirmationLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toContainText('Lucía Gómez');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');

  // The avatar menu shows the name and email; Logout goes to /.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByTestId('menu-name')).toHaveText('Lucía Gómez');
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  // Sign in with remember-me; the email is pre-filled next time.
  await page.goto('/register?mode=signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura-1');
  await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  await page.screenshot({ path: 'screenshots/dashboard-es-light-desktop.png' });
  // Phone size, dark theme, English: the header fits and the toggles work.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  await page.getByRole('button', { name: 'en', exact: true }).click();
  await expect(page.getByTestId('welcome')).toContainText('Hi, Lucía Gómez!');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: 'screenshots/dashboard-en-dark-phone.png' });
  await page.getByRole('button', { name: 'es', exact: true }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  // A signed-in visitor of / goes to /dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register?mode=signin');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Recordarme')).toBeChecked();

  // A reused confirmation link explains itself and signs nobody in.
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/callback\?error=already_used/);
  await expect(page.getByRole('alert')).toContainText('ya se usó');

  const rows = await query<{ change: number }>(
    `select l.change::float as change from credit_ledger l join "user" u on u.id = l.user_id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ change: 50 }]);
  await context.close();
});

test('a referral link shows its code on the auth screen', async ({ browser }) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'en', theme: 'light', consent: true });
  const page = await context.newPage();
  // A made-up code promises nothing (issue 11 item 21).
  await page.goto('/register?ref=MADEUP999');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('referral-banner')).toHaveCount(0);
  // A code someone really handed out: its banner.
  await query(
    `insert into referrals (referrer_user_id, referral_code)
     select id, 'FRIEND100' from "user" order by "createdAt" limit 1
     on conflict (referral_code) do nothing`,
  );
  await page.goto('/register?ref=FRIEND100');
  await expect(page.getByTestId('referral-banner')).toContainText('FRIEND100');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: 'screenshots/auth-en-light-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot({ path: 'screenshots/auth-en-dark-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByTestId('referral-banner')).toHaveCount(0);
  await context.close();
});

test('wrong password shows a clear message in the user language', async ({ browser }) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'en', consent: true });
  const page = await context.newPage();
  await page.goto('/register?mode=signin');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await context.close();
});
