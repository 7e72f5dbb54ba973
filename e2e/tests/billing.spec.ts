/**
 * Money in test mode (no Stripe keys): the local checkout page drives the same signed webhook
 * path as Stripe. Buy the 500 pack, subscribe to Growth, and download the statement.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfTextRuns } from '../../apps/server/test/helpers/pdf-text';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible } from './support/a11y';
import { fillBillingForm, payInTestMode } from './support/billing';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

test('test mode: buy the 500 pack, subscribe to Growth, download the statement', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ acceptDownloads: true, viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, { lang: 'es', name: 'Marta Ruiz', prefix: 'e2e-billing' });
  await expect(page.getByTestId('credits-balance')).toHaveText('50');

  // Plans: the one catalog, Growth popular, the current plan marked.
  await page.goto('/plans');
  await expect(page.getByTestId('plan-card-growth')).toContainText('Más popular');
  await expect(page.getByTestId('plan-card-growth')).toContainText('2.000');
  await expectAccessible(page);
  await shootScreen(page, 'plans-es');
  await page.getByTestId('plans-tab-packs').click();
  await expect(page.getByTestId('pack-card-pack-500')).toContainText('Mejor valor');
  await shootScreen(page, 'packs-es');
  await page.getByTestId('pack-choose-pack-500').click();
  await expect(page).toHaveURL(/\/checkout\/billing\?pack=pack-500&type=credits$/);

  // Required fields are marked; nothing is sent until they are filled.
  await page.getByTestId('checkout-submit').click();
  // The name comes from the account; the address is still missing.
  await expect(page.getByTestId('billing-fullName')).toHaveValue('Marta Ruiz');
  await expect(page.getByTestId('billing-address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\/billing/);
  await page.getByTestId('country-combobox').fill('zzz');
  await expect(page.getByText('No se encontraron países.')).toBeVisible();
  await page.getByTestId('country-combobox').fill('');
  await fillBillingForm(page);
  await expectAccessible(page);
  await shootScreen(page, 'checkout-billing-es');

  // The test checkout page (clearly labelled) confirms; the webhook path credits 500.
  const packTab = await payInTestMode(context, page, 'checkout-test-es');
  await expect(packTab.getByTestId('success-credits')).toContainText('500');
  await expect(packTab.getByTestId('success-balance')).toContainText('550', { timeout: 30_000 });
  await shootScreen(packTab, 'checkout-success-es');
  await packTab.close();

  await page.goto('/dashboard');
  await expect(page.getByTestId('credits-balance')).toHaveText('550');
  await page.goto('/billing-history');
  await expect(page.getByTestId('billing-row').first()).toContainText('Compra de 500 créditos');
  await expect(page.getByTestId('billing-row').first()).toContainText('+500');

  // Subscribe to Growth: plan Growth and its 2,000 credits.
  await page.goto('/plans');
  await page.getByTestId('plan-choose-growth').click();
  await expect(page).toHaveURL(/\/checkout\/billing\?plan=growth&type=subscription$/);
  await expect(page.getByTestId('checkout-summary')).toContainText('Growth');
  // The form remembers what was typed in this tab.
  await expect(page.getByTestId('billing-city')).toHaveValue('Madrid');
  const planTab = await payInTestMode(context, page);
  await expect(planTab.getByTestId('success-credits')).toContainText('2.000');
  await expect(planTab.getByTestId('success-balance')).toContainText('2.550', {
    timeout: 30_000,
  });
  await planTab.close();

  await page.goto('/dashboard');
  await expect(page.getByTestId('metric-plan')).toHaveText('Growth');
  await expect(page.getByTestId('credits-balance')).toHaveText('2.550');
  await page.goto('/plans');
  await expect(page.getByTestId('current-plan')).toBeVisible();

  // Billing history: every movement, filters, search, and the PDF statement.
  await page.goto('/billing-history');
  await expect(page.getByTestId('billing-row')).toHaveCount(3);
  await expect(page.getByTestId('billing-history-count')).toContainText('3');
  await expect(page.getByTestId('billing-row').first()).toContainText(
    'Plan Growth: 2.000 créditos',
  );
  await page.getByTestId('billing-search').fill('compra');
  await expect(page.getByTestId('billing-row')).toHaveCount(1);
  await page.getByTestId('billing-search').fill('');
  await page.getByTestId('billing-filter-deductions').click();
  await expect(page.getByTestId('billing-empty')).toBeVisible();
  await page.getByTestId('billing-filter-all').click();
  await expect(page.getByTestId('billing-row')).toHaveCount(3);
  await expectAccessible(page);
  await shootScreen(page, 'billing-history-es');

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('billing-pdf').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leadatlas-credits-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The statement lists the three movements with their signed amounts.
  const runs = pdfTextRuns(pdf);
  expect(runs).toContain('Compra de 500 créditos');
  expect(runs).toContain('Plan Growth: 2.000 créditos');
  expect(runs).toContain('+500');
  await context.close();
});

test('en: declining the test payment lands on the error page and changes nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await prepare(context, { lang: 'en', theme: 'dark', consent: true });
  const page = await context.newPage();
  await signUpAndConfirm(page, { lang: 'en', name: 'Sam Lee', prefix: 'e2e-billing-en' });
  await page.goto('/plans');
  await expect(page.getByTestId('plan-card-growth')).toContainText('2,000');
  await shootScreen(page, 'plans-en');
  await page.getByTestId('plan-choose-pro').click();
  await expect(page.getByTestId('checkout-summary')).toContainText('5,000');
  await fillBillingForm(page, 'Spai');
  await shootScreen(page, 'checkout-billing-en');
  const popupPromise = context.waitForEvent('page');
  await page.getByTestId('checkout-submit').click();
  const popup = await popupPromise;
  await expect(popup.getByTestId('test-mode-banner')).toBeVisible();
  await popup.getByTestId('test-decline').click();
  await expect(popup).toHaveURL(/\/checkout\/error\?plan=pro/);
  await expect(popup.getByTestId('checkout-error')).toBeVisible();
  await shootScreen(popup, 'checkout-error-en');
  await page.goto('/dashboard');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  await expect(page.getByTestId('metric-plan')).toHaveText('Free');
  await context.close();
});
