import { expect, test } from '@playwright/test';
import { query } from './support/db';
import { prepare, uniqueEmail } from './support/page';

test('newsletter signup stores the subscriber and thanks them', async ({ browser }) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', consent: true });
  const page = await context.newPage();
  const email = uniqueEmail('e2e-news');
  await page.goto('/#cta');
  const form = page.locator('#cta form');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', {
    timeout: 30_000,
  });
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByTestId('newsletter-thanks')).toBeVisible();
  const rows = await query<{ email: string; name: string | null }>(
    'select email, name from newsletter_subscribers where email = $1',
    [email],
  );
  expect(rows).toEqual([{ email, name: null }]);
  const mails = await query('select 1 from email_outbox where to_address = $1', [email]);
  expect(mails).toHaveLength(1);
  await context.close();
});
