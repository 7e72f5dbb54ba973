/**
 * Issue 14, a webhook end to end on Pro: connect a custom endpoint (a receiver on loopback run
 * by this test), keep the signing secret shown once, run a search, tick two leads on the results
 * page and send them; the receiver gets them signed the Standard Webhooks way (checked with the
 * scheme's reference library), and the push report says so. HubSpot's journey (connect, a search
 * whose destination it is, the records inside the stand-in): integrations-screens.spec.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';

interface Received {
  headers: Record<string, string>;
  body: string;
}

test('en: a webhook receives the leads ticked on the results page, signed', async ({ browser }) => {
  test.setTimeout(180_000);
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leadatlas`;

  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await prepare(context, { lang: 'en', theme: 'dark', consent: true });
  const page = await context.newPage();
  try {
    const email = await signUpAndConfirm(page, {
      lang: 'en',
      name: 'Pablo Webhook',
      prefix: 'e2e-webhook',
    });
    await query(
      `update organizations set plan = 'pro', credits = 500
       where owner_user_id = (select id from "user" where email = $1) and personal`,
      [email],
    );

    // Connect: the endpoint is tested before it is saved; the secret is shown once.
    await page.goto('/integrations');
    await page.getByTestId('integration-webhook').getByTestId('integration-connect').click();
    const dialog = page.getByTestId('connect-webhook');
    await dialog.getByTestId('webhook-url').fill(hookUrl);
    await dialog.getByTestId('connect-submit').click();
    const secret = (await page.getByTestId('signing-secret-value').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    expect(received).toHaveLength(1);
    new Webhook(secret).verify(received[0]!.body, received[0]!.headers);
    await page.screenshot({ path: 'screenshots/integrations-webhook-secret-en.png' });
    await page.getByTestId('signing-secret-done').click();
    await expect(
      page.getByTestId('integration-webhook').getByTestId('integration-state'),
    ).toHaveText('Connected');
    // Never shown again: not on the page, not in what the API answers.
    await expect(page.getByText(secret)).toHaveCount(0);
    const listed = await page.request.get(
      `/api/organizations/${
        (
          await query<{ id: string }>(
            `select id from organizations where owner_user_id = (select id from "user" where email = $1)`,
            [email],
          )
        )[0]!.id
      }/integrations`,
    );
    expect(await listed.text()).not.toContain(secret);

    // A CSV search; then two leads ticked and sent to the webhook.
    await page.goto('/wizard/step-1');
    await page.getByTestId('wizard-profession').fill('dentists');
    await page.getByTestId('wizard-location').fill('Madrid');
    await page.getByTestId('wizard-company-size').selectOption('1-10');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-role').selectOption('owner');
    await page.getByTestId('wizard-max-leads').fill('5');
    await page.getByTestId('export-csv').check();
    await page.getByTestId('wizard-confirm').click();
    await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });
    await expect(page.getByTestId('results-row').first()).toBeVisible({ timeout: 30_000 });

    const boxes = page.getByTestId('lead-select');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByTestId('send-scope-selected').check();
    await page.getByTestId('send-webhook').click();
    const report = page.getByTestId('push-report').first();
    await expect(report.getByTestId('push-status')).toHaveText('Done', { timeout: 60_000 });
    await expect(report).toContainText('2');

    const pushes = received.filter((entry) => entry.body.includes('leads.pushed'));
    expect(pushes).toHaveLength(1);
    const message = new Webhook(secret).verify(pushes[0]!.body, pushes[0]!.headers) as {
      data: { leads: Array<{ id: string; businessName: string }> };
    };
    expect(message.data.leads).toHaveLength(2);
    const names = await page.getByTestId('results-row').allTextContents();
    for (const lead of message.data.leads) {
      expect(names.some((row) => row.includes(lead.businessName))).toBe(true);
    }
    await shootScreen(page, 'results-webhook-push-en');
  } finally {
    await context.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
