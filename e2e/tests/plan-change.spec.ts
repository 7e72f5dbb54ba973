/**
 * Plan changes in the local test mode (decision 0017): subscribe to Growth, upgrade to Pro (the
 * credits difference on the dashboard at once), cancel ("Termina el …" on /plans), then end
 * the period on the test-mode page: the organization is on Free, the plan credits gone.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible } from './support/a11y';
import { fillBillingForm, payInTestMode } from './support/billing';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

async function confirmDialog(page: Page, text: RegExp) {
  const dialog = page.getByTestId('plan-change-dialog');
  await expect(dialog).toContainText(text);
  await page.getByTestId('plan-change-dialog-confirm').click();
  await expect(dialog).toBeHidden();
}

async function inEnglish(page: Page) {
  await page
    .getByRole('group', { name: 'Idioma' })
    .first()
    .getByRole('button', { name: 'en' })
    .click();
}

test('test mode: Growth → Pro at once, cancel, the end of the period → Free', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, { lang: 'es', name: 'Marta Ruiz', prefix: 'e2e-plan-change' });

  // Subscribe to Growth through the test checkout.
  await page.goto('/plans');
  await page.getByTestId('plan-choose-growth').click();
  await fillBillingForm(page);
  const paid = await payInTestMode(context, page);
  await expect(paid.getByTestId('success-balance')).toContainText('2.050', { timeout: 30_000 });
  await paid.close();

  // The plans page of a subscriber: current plan, upgrade now, downgrade at the period end.
  await page.goto('/plans');
  await expect(page.getByTestId('plan-choose-growth')).toHaveText('Plan actual');
  await expect(page.getByTestId('plan-choose-pro')).toHaveText('Mejorar a Pro');
  await expect(page.getByTestId('plan-change-hint-pro')).toHaveText(
    'Al instante: +3.000 créditos en este periodo.',
  );
  await expect(page.getByTestId('plan-choose-starter')).toHaveText('Cambiar a Starter');
  await expect(page.getByTestId('subscription-renewal')).toContainText('Se renueva el');
  await expectAccessible(page);
  await shootScreen(page, 'plans-subscriber-es');

  // A subscriber who opens the billing form for a plan is sent to the change instead.
  await page.goto('/checkout/billing?plan=pro&type=subscription');
  await expect(page).toHaveURL(/\/billing\/manage$/);
  await expect(page.getByTestId('plan-change-dialog')).toContainText('¿Mejorar a Pro?');
  // The dialog is modal (the theme toggle is behind it): light, both widths.
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `screenshots/plan-change-dialog-es-light-${size}.png` });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'Volver' }).click();

  // Upgrade Growth → Pro from the plans page: at once, +3,000 on the dashboard.
  // The button waits for the subscription: before it, a click would have gone to checkout.
  await page.goto('/plans');
  await expect(page.getByTestId('plan-choose-pro')).toHaveText('Mejorar a Pro');
  await page.getByTestId('plan-choose-pro').click();
  await confirmDialog(page, /se suman 3\.000 créditos del plan/);
  await expect(page.getByText('Ya tienes el plan Pro: +3.000 créditos.')).toBeVisible();
  await expect(page.getByTestId('plan-choose-pro')).toHaveText('Plan actual');
  await page.goto('/dashboard');
  await expect(page.getByTestId('credits-balance')).toHaveText('5.050');
  await expect(page.getByTestId('metric-plan')).toHaveText('Pro');

  // The test-mode page: clearly labelled; cancel at the period end.
  await page.goto('/plans');
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/billing\/manage$/);
  await expect(page.getByTestId('test-mode-banner')).toContainText('Modo de prueba');
  await expect(page.getByTestId('manage-plan')).toHaveText('Plan Pro');
  await expectAccessible(page);
  await shootScreen(page, 'billing-manage-es');
  await page.getByTestId('manage-cancel-button').click();
  await confirmDialog(page, /Conservas Pro y sus créditos hasta el/);
  await expect(page.getByTestId('manage-pending')).toBeVisible();
  await page.getByTestId('manage-end-period').scrollIntoViewIfNeeded();
  await shootScreen(page, 'billing-manage-cancelled-es');

  // /plans says when it ends; the plan and its credits stay until then.
  await page.goto('/plans');
  await expect(page.getByTestId('subscription-renewal')).toContainText(
    /^Termina el \d+ de \w+ de \d{4}\./,
  );
  await expect(page.getByTestId('current-plan')).toContainText('Pro');
  await shootScreen(page, 'plans-ending-es');
  await inEnglish(page);
  await expect(page.getByTestId('subscription-renewal')).toContainText(/^Ends on /);
  await shootScreen(page, 'plans-ending-en');

  // The end of the period, simulated: Free, the plan credits expired, the gift kept.
  await page.goto('/billing/manage');
  await inEnglish(page);
  await expect(page.getByTestId('test-mode-banner')).toContainText('Test mode');
  await shootScreen(page, 'billing-manage-en');
  await page.getByTestId('manage-end-period-button').click();
  await confirmDialog(page, /ends now/);
  await expect(page.getByTestId('manage-no-subscription')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('metric-plan')).toHaveText('Gratis');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  await page.goto('/billing-history');
  await expect(page.getByTestId('billing-row').first()).toContainText('−5.000');
  await context.close();
});
