/** Paying in the local test mode, as a person does it: the billing form, then the test page. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { shootScreen } from './page';

/** No serious or critical axe-core violations on the page as it is. */
export async function fillBillingForm(page: Page, countrySearch = 'Espa') {
  await page.getByTestId('billing-fullName').fill('Marta Ruiz');
  await page.getByTestId('billing-companyName').fill('Clínica Ruiz S.L.');
  await page.getByTestId('billing-address').fill('Calle Mayor 1');
  await page.getByTestId('billing-city').fill('Madrid');
  await page.getByTestId('billing-postalCode').fill('28013');
  await page.getByTestId('country-combobox').click();
  await page.getByTestId('country-combobox').fill(countrySearch);
  await page.getByTestId('country-option-ES').click();
}

/** Submits the billing form; the checkout opens in a new tab, where the test page confirms. */
export async function payInTestMode(
  context: BrowserContext,
  page: Page,
  shot?: string,
): Promise<Page> {
  const popupPromise = context.waitForEvent('page');
  await page.getByTestId('checkout-submit').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/checkout\/test\//);
  await expect(popup.getByTestId('test-checkout')).toBeVisible();
  if (shot) await shootScreen(popup, shot);
  await popup.getByTestId('test-confirm').click();
  await expect(popup).toHaveURL(/\/checkout\/success\?/);
  return popup;
}
