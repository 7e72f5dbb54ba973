/**
 * Issue 14, the integration screens (the full journeys are in the lead's spec): /integrations
 * with HubSpot and Instantly connected against their stand-ins and the webhook form's plan
 * note, wizard step 4's destinations, a search pushed to HubSpot by itself, a selection sent to
 * Instantly from the results, and the push lines of history and the dashboard list. Light and
 * dark, 1280 and 390 px, Spanish and English, checked for overflow and with axe.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible } from './support/a11y';
import { query } from './support/db';
import { hubspotRecords, sandboxInfo } from './support/sandbox';
import { hasHorizontalOverflow, prepare, setTheme, shootScreen, VIEWPORTS } from './support/page';

/** The key the Instantly stand-in accepts (packages/sandbox/src/instantly.ts). */
const SANDBOX_INSTANTLY_API_KEY = 'sandbox-instantly-token';

const TEXTS = {
  es: { title: 'Integraciones', connected: 'Conectada', done: 'Terminado', custom: 'Pro' },
  en: { title: 'Integrations', connected: 'Connected', done: 'Done', custom: 'Pro' },
} as const;

/**
 * A dialog in light and dark at both sizes: the theme toggle sits behind the modal, so the
 * dialog is opened (and filled) again for each theme. Leaves it open, in light, at 1280.
 */
async function shootDialog(page: Page, name: string, open: () => Promise<Locator>) {
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    const dialog = await open();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(150);
      expect(await hasHorizontalOverflow(page), `${name} ${theme} ${size}`).toBe(false);
      await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png` });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    if (theme === 'dark') {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: integration screens`, async ({ browser }) => {
    test.setTimeout(480_000);
    const text = TEXTS[lang];
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await prepare(context, { lang, theme: 'light', consent: true });
    const page = await context.newPage();
    const email = await signUpAndConfirm(page, {
      lang,
      name: 'Irene Vidal',
      prefix: `e2e-integrations-${lang}`,
    });
    await query(
      `update organizations set plan = 'growth', credits = 500
       where owner_user_id = (select id from "user" where email = $1) and personal`,
      [email],
    );

    await page.goto('/integrations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByTestId('integration-hubspot')).toBeVisible();
    await expectAccessible(page);
    await shootScreen(page, `integrations-empty-${lang}`);

    // HubSpot: the private app token of the stand-in.
    const hubspot = page.getByTestId('connect-hubspot');
    await shootDialog(page, `integrations-connect-hubspot-${lang}`, async () => {
      await page.getByTestId('integration-hubspot').getByTestId('integration-connect').click();
      await hubspot.getByTestId('hubspot-token').fill(sandboxInfo().hubspotToken);
      return hubspot;
    });
    await hubspot.getByTestId('connect-submit').click();
    await expect(hubspot).toBeHidden({ timeout: 20_000 });
    await expect(
      page.getByTestId('integration-hubspot').getByTestId('integration-state'),
    ).toHaveText(text.connected);

    // Instantly: check the key, pick a campaign, connect.
    const instantly = page.getByTestId('connect-instantly');
    await shootDialog(page, `integrations-connect-instantly-${lang}`, async () => {
      await page.getByTestId('integration-instantly').getByTestId('integration-connect').click();
      await instantly.getByTestId('campaign-key').fill(SANDBOX_INSTANTLY_API_KEY);
      await instantly.getByTestId('check-key').click();
      const campaigns = instantly.getByTestId('campaign-select');
      await expect(campaigns).toBeVisible({ timeout: 20_000 });
      const first = await campaigns.locator('option:not([disabled])').first().getAttribute('value');
      await campaigns.selectOption(first!);
      return instantly;
    });
    await instantly.getByTestId('connect-submit').click();
    await expect(instantly).toBeHidden({ timeout: 20_000 });

    // The webhook form says a custom endpoint needs Pro before anything is sent.
    const webhook = page.getByTestId('connect-webhook');
    await shootDialog(page, `integrations-connect-webhook-${lang}`, async () => {
      await page.getByTestId('integration-webhook').getByTestId('integration-connect').click();
      await webhook.getByTestId('webhook-url').fill('https://crm.example.com/leadatlas');
      await expect(webhook.getByTestId('webhook-target')).toContainText(text.custom);
      await expect(webhook.getByTestId('connect-submit')).toBeDisabled();
      return webhook;
    });
    await page.keyboard.press('Escape');
    await expect(webhook).toBeHidden();

    await expectAccessible(page);
    await shootScreen(page, `integrations-connected-${lang}`);

    // Wizard step 4: CRM (HubSpot) and cold email (Instantly) can be chosen; automation links.
    await page.goto('/wizard/step-1');
    await page.getByTestId('wizard-profession').fill(lang === 'es' ? 'dentistas' : 'dentists');
    await page.getByTestId('wizard-location').fill('Madrid');
    await page.getByTestId('wizard-company-size').selectOption('1-10');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-role').selectOption('owner');
    await page.getByTestId('wizard-max-leads').fill('3');
    await expect(page.getByTestId('export-crm')).toBeEnabled();
    await expect(page.getByTestId('export-automation')).toBeDisabled();
    await page.getByTestId('export-crm').check();
    await shootScreen(page, `wizard-destinations-${lang}`);
    await page.getByTestId('wizard-confirm').click();
    await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });

    // The search pushed its leads to HubSpot by itself.
    await expect(page.getByTestId('auto-push-note')).toBeVisible();
    const auto = page.getByTestId('push-report').first();
    await expect(auto.getByTestId('push-status')).toHaveText(text.done, { timeout: 60_000 });
    // …and they are in HubSpot: a company per lead, a contact per lead with an email.
    const leads = await query<{ business_name: string; email: string | null }>(
      `select l.business_name, l.email from leads l
       where l.search_id = $1 order by l.seq`,
      [page.url().split('/results/')[1]!.split(/[?#]/)[0]],
    );
    expect(leads.length).toBeGreaterThan(0);
    const companies = (await hubspotRecords('companies', ['name'])).map((c) => c.properties.name);
    const contacts = (await hubspotRecords('contacts', ['email'])).map((c) => c.properties.email);
    for (const lead of leads) {
      expect(companies).toContain(lead.business_name);
      if (lead.email) expect(contacts).toContain(lead.email.toLowerCase());
    }

    // One lead ticked, sent to Instantly.
    await page.getByTestId('lead-select').first().check();
    await expect(page.getByTestId('selection-count')).toBeVisible();
    await page.getByTestId('send-instantly').click();
    await expect(page.getByTestId('push-report')).toHaveCount(2);
    await expect(page.getByTestId('push-report').first().getByTestId('push-status')).toHaveText(
      text.done,
      { timeout: 60_000 },
    );
    await expectAccessible(page);
    await shootScreen(page, `results-pushes-${lang}`);

    await page.goto('/history');
    await expect(page.getByTestId('history-push')).toHaveCount(2);
    await shootScreen(page, `history-pushes-${lang}`);

    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-integrations')).toBeVisible();
    await expect(page.getByTestId('dashboard-integration-hubspot')).toContainText(text.connected);
    await shootScreen(page, `dashboard-integrations-${lang}`);
    await context.close();
  });
}
