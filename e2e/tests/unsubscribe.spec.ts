/**
 * One-click unsubscribe (decision 0018): a user away for four days gets the reactivation email
 * from the scheduled job; its unsubscribe link opens a public page (no session) that says what
 * it unsubscribes and confirms with one button. A link that is not ours says so.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { emailLinks, query } from './support/db';
import { prepare, shootScreen } from './support/page';
import { expectAccessible } from './support/a11y';

/** A page in a fresh context (no session) in the given language. */
async function visitor(browser: Browser, lang: 'es' | 'en'): Promise<Page> {
  const context = await browser.newContext();
  await prepare(context, { lang, theme: 'light', consent: true });
  return context.newPage();
}

const TEXTS = {
  es: {
    title: 'Darte de baja',
    confirmText: /Dejarás de recibir los correos de recordatorio de LeadAtlas en .•••@e•••\.com\./,
    confirm: 'Darme de baja',
    done: 'Te diste de baja',
    invalid: 'Este enlace de baja no es válido',
  },
  en: {
    title: 'Unsubscribe',
    confirmText: /You will stop receiving LeadAtlas reminder emails at .•••@e•••\.com\./,
    confirm: 'Unsubscribe me',
    done: 'You are unsubscribed',
    invalid: 'This unsubscribe link is not valid',
  },
} as const;

test('the unsubscribe link of a reactivation email works signed out, in es and en', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', consent: true });
  const page = await context.newPage();
  const email = await signUpAndConfirm(page, { lang: 'es', name: 'Rosa Away', prefix: 'e2e-away' });
  await context.close();

  // Four days away, then the scheduled task runs (queued now rather than waiting for its hour).
  await query(
    `update profiles set last_action_at = now() - interval '4 days',
       last_login = now() - interval '4 days'
     where user_id = (select id from "user" where email = $1)`,
    [email],
  );
  await query("select graphile_worker.add_job('advance_reactivation_stages', '{}'::json)");
  const links = await emailLinks(email, 'reactivation_1');
  const link = links.find((url) => new URL(url).pathname.startsWith('/unsubscribe/'));
  expect(links.some((url) => new URL(url).pathname === '/wizard/step-1')).toBe(true);
  expect(link).toBeDefined();
  // The app's own address (APP_URL's default, localhost); the browser reaches it on loopback.
  const path = new URL(link!).pathname;

  const es = await visitor(browser, 'es');
  await es.goto(path);
  await expect(es.getByRole('heading', { name: TEXTS.es.title })).toBeVisible();
  await expect(es.getByText(TEXTS.es.confirmText)).toBeVisible();
  await expectAccessible(es);
  await shootScreen(es, 'unsubscribe-confirm-es');

  const en = await visitor(browser, 'en');
  await en.goto(path);
  await expect(en.getByText(TEXTS.en.confirmText)).toBeVisible();
  await shootScreen(en, 'unsubscribe-confirm-en');

  await es.getByRole('button', { name: TEXTS.es.confirm }).click();
  await expect(es.getByTestId('unsubscribe-done')).toBeVisible();
  await expect(es.getByRole('heading', { name: TEXTS.es.done })).toBeVisible();
  await expectAccessible(es);
  await shootScreen(es, 'unsubscribe-done-es');
  const rows = await query<{ opted_out: boolean }>(
    `select marketing_emails_opt_out_at is not null as opted_out from profiles
     where user_id = (select id from "user" where email = $1)`,
    [email],
  );
  expect(rows).toEqual([{ opted_out: true }]);

  // Opened again, the link says it is done.
  await en.reload();
  await expect(en.getByRole('heading', { name: TEXTS.en.done })).toBeVisible();
  await shootScreen(en, 'unsubscribe-done-en');
  await es.context().close();
  await en.context().close();
});

test('a forged or altered unsubscribe link says it is not valid and changes nothing', async ({
  browser,
}) => {
  for (const lang of ['es', 'en'] as const) {
    const page = await visitor(browser, lang);
    await page.goto('/unsubscribe/u.someone.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXTS[lang].invalid })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS[lang].confirm })).toHaveCount(0);
    if (lang === 'es') await expectAccessible(page);
    await shootScreen(page, `unsubscribe-invalid-${lang}`);
    await page.goto('/unsubscribe/garbage%25');
    await expect(page.getByTestId('unsubscribe-invalid')).toBeVisible();
    await page.context().close();
  }
});
