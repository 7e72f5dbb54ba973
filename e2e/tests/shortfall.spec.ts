/**
 * Issue 11 item 12: step 4 short of credits is not a dead end. Buy the pack that covers the
 * search (the payment opens in a new tab, test mode) and come back to step 4 with everything
 * chosen still there and the new balance; or lower the maximum leads to what the balance pays.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

/** Credits spent elsewhere: a ledger row and the balance, as any movement is recorded. */
async function spend(email: string, credits: number) {
  await query(
    `with org as (select o.id from organizations o join "user" u on u.id = o.owner_user_id
                  where u.email = $1)
     , row as (insert into credit_ledger (org_id, change, kind, reason_key)
               select id, -$2::numeric, 'adjustment', 'adjustment' from org returning org_id)
     update organizations set credits = credits - $2::numeric where id = (select org_id from row)`,
    [email, credits],
  );
}

/** Steps 1 to 3 with a verified email (2,7 credits a lead on the free plan): ends on step 4. */
async function toStepFour(page: Page, profession: string) {
  await page.goto('/wizard/step-1');
  await page.getByTestId('wizard-profession').fill(profession);
  await page.getByTestId('wizard-location').fill('Madrid');
  await page.getByTestId('wizard-company-size').selectOption('1-10');
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/wizard\/step-2$/);
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/wizard\/step-3$/);
  await page.getByTestId('field-email').check();
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/wizard\/step-4$/);
}

test('short at step 4: buy credits in another tab, back to step 4 with the data and the new balance', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Lucía Gómez',
    prefix: 'e2e-shortfall',
  });
  // 30 of the 50 gift credits already spent elsewhere: 20 left.
  await spend(email, 30);

  await toStepFour(page, 'fisioterapeutas');
  await page.getByTestId('wizard-role').selectOption('marketing-manager');
  await page.getByTestId('wizard-auto-refresh').check();

  // 10 leads × 2,7 = 27 against 20: Confirm disabled, two ways on.
  await expect(page.getByTestId('credit-warning')).toContainText('Necesitas 27 créditos');
  await expect(page.getByTestId('wizard-confirm')).toBeDisabled();
  await expect(page.getByTestId('shortfall-lower')).toHaveText('Bajar a 7 leads');
  await shootScreen(page, 'wizard-step4-shortfall-es');
  await page.getByTestId('shortfall-buy').click();
  await expect(page).toHaveURL(/\/checkout\/billing\?pack=pack-100&type=credits$/);
  await expect(page.getByTestId('checkout-back')).toHaveText(/Volver a tu búsqueda/);

  await page.getByTestId('billing-address').fill('Calle Mayor 1');
  await page.getByTestId('billing-city').fill('Madrid');
  await page.getByTestId('billing-postalCode').fill('28013');
  await page.getByTestId('country-combobox').click();
  await page.getByTestId('country-combobox').fill('Espa');
  await page.getByTestId('country-option-ES').click();
  const popupPromise = context.waitForEvent('page');
  await page.getByTestId('checkout-submit').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByTestId('test-confirm').click();
  await expect(popup).toHaveURL(/\/checkout\/success\?/);
  await expect(popup.getByTestId('success-balance')).toContainText('120', { timeout: 30_000 });
  // The paying tab leads back to the search too (its copy of the wizard data).
  await expect(popup.getByTestId('success-back-to-search')).toBeVisible();
  await popup.getByTestId('success-back-to-search').click();
  await expect(popup).toHaveURL(/\/wizard\/step-4$/);
  await expect(popup.getByTestId('wizard-role')).toHaveValue('marketing-manager');
  await popup.close();

  // Back in the first tab: step 4 with what was chosen, the new balance, Confirm enabled.
  await page.bringToFront();
  await page.getByTestId('checkout-back-to-search').click();
  await expect(page).toHaveURL(/\/wizard\/step-4$/);
  await expect(page.getByTestId('wizard-role')).toHaveValue('marketing-manager');
  await expect(page.getByTestId('wizard-max-leads')).toHaveValue('10');
  await expect(page.getByTestId('wizard-auto-refresh')).toBeChecked();
  await expect(page.getByTestId('wizard-balance')).toContainText('120');
  await expect(page.getByTestId('credit-warning')).toHaveCount(0);
  await expect(page.getByTestId('wizard-confirm')).toBeEnabled();
  await page.getByTestId('wizard-confirm').click();
  await expect(page).toHaveURL(/\/loading\?searchId=/);
  await context.close();
});

test('short at step 4: lower the leads to what the balance pays for', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await prepare(context, { lang: 'en', theme: 'dark', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, { lang: 'en', name: 'Sam', prefix: 'e2e-lower' });
  await spend(email, 30);
  await toStepFour(page, 'dentists');
  await page.getByTestId('wizard-role').selectOption('owner');
  await expect(page.getByTestId('wizard-confirm')).toBeDisabled();
  // On a phone the credit panel sits under the form: its one-line summary stays in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('credit-bar')).toBeInViewport();
  await expect(page.getByTestId('credit-bar')).toContainText('See options');
  await page.getByRole('link', { name: 'See options' }).click();
  await expect(page.getByTestId('shortfall-lower')).toBeInViewport();
  await page.getByTestId('shortfall-lower').click();
  await expect(page.getByTestId('wizard-max-leads')).toHaveValue('7');
  await expect(page.getByTestId('wizard-confirm')).toBeEnabled();
  await context.close();
});
