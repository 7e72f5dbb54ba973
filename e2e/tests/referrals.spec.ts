/**
 * Issue 13, referrals: the referrer creates a code on /referrals (from the dashboard's card) and
 * copies its link; a friend signs up through it (the banner shows), confirms the email from the
 * link in the mail, and the referrer sees +100 in /billing-history, the notification in the bell
 * and the code completed. In Spanish and English; /referrals in light and dark, 1280 and 390 px,
 * checked for overflow and with axe.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { hasHorizontalOverflow, prepare, shootScreen, VIEWPORTS } from './support/page';
import { expectAccessible } from './support/a11y';

const TEXTS = {
  es: {
    card: 'Ver mis referidos',
    crumb: 'Referidos',
    create: 'Crear mi código',
    created: '¡Código creado!',
    copy: 'Copiar',
    copied: 'Copiado',
    pending: 'Pendiente',
    rewarded: 'Completado',
    reward: 'Recompensa por invitar a un amigo',
    notification: 'Recompensa por referido',
    faq: '¿Caducan los créditos de las invitaciones?',
  },
  en: {
    card: 'See my referrals',
    crumb: 'Referrals',
    create: 'Create my code',
    created: 'Code created!',
    copy: 'Copy',
    copied: 'Copied',
    pending: 'Pending',
    rewarded: 'Completed',
    reward: 'Reward for inviting a friend',
    notification: 'Referral reward',
    faq: 'Do referral credits expire?',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a copied referral link brings a friend; their confirmation pays the referrer 100`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = TEXTS[lang];

    // The referrer: from the dashboard's card to /referrals, a new code, its link copied.
    const referrerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: BASE_URL,
    });
    await prepare(referrerContext, { lang, theme: 'light', consent: true });
    const page = await referrerContext.newPage();
    const referrerEmail = await signUpAndConfirm(page, {
      lang,
      name: lang === 'es' ? 'Rita Ramos' : 'Rita Rhodes',
      prefix: `e2e-referrer-${lang}`,
    });
    await page.getByTestId('referral-card-link').click();
    await expect(page).toHaveURL(/\/referrals$/);
    await expect(
      page.getByRole('navigation', { name: /Ruta de navegación|Breadcrumb/ }),
    ).toContainText(text.crumb);
    await expect(page.getByTestId('referrals-earned')).toHaveText('0');
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    const item = page.getByTestId('referral-code');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('referral-status')).toHaveText(text.pending);
    const code = (await item.getAttribute('data-code'))!;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const link = `${BASE_URL}/register?ref=${code}`;
    await expect(page.getByTestId('referral-link')).toHaveValue(link);

    const copy = page.getByTestId('referral-copy');
    await expect(copy).toHaveText(text.copy);
    await copy.click();
    await expect(copy).toHaveText(text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // 'Copiado' for 2 seconds, then back.
    await expect(copy).toHaveText(text.copy, { timeout: 4000 });
    await expectAccessible(page);
    await shootScreen(page, `referrals-code-${lang}`);

    // The friend opens the copied link in their own browser, signs up and confirms.
    const friendContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    await prepare(friendContext, { lang, theme: 'dark', consent: true });
    const friendPage = await friendContext.newPage();
    const friendEmail = await signUpAndConfirm(friendPage, {
      lang,
      name: 'Fede Amigo',
      prefix: `e2e-friend-${lang}`,
      ref: code,
    });
    await expect(friendPage.getByTestId('credits-balance')).toHaveText('150');
    await friendContext.close();

    // The referrer: +100 in the billing history, the bell, and the code completed.
    const ledger = await query<{ change: string }>(
      `select l.change::int::text as change from credit_ledger l join organizations o on o.id = l.org_id
       join "user" u on u.id = o.owner_user_id
       where u.email = $1 and o.personal and l.kind = 'referral_reward'`,
      [referrerEmail],
    );
    expect(ledger).toEqual([{ change: '100' }]);
    expect(friendEmail).not.toBe(referrerEmail);

    await page.goto('/billing-history');
    const row = page.getByTestId('billing-row').first();
    await expect(row).toContainText(text.reward);
    await expect(row).toContainText('+100');

    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    const note = page.getByTestId('notification-menu-item').first();
    await expect(note).toContainText(text.notification);
    await expect(note).toContainText('100');
    await page.keyboard.press('Escape');

    await page.goto('/referrals');
    await expect(page.getByTestId('referrals-earned')).toHaveText('100');
    await expect(page.getByTestId('referrals-friends')).toHaveText('1');
    const history = page.getByTestId('referral-row');
    await expect(history).toHaveCount(1);
    await expect(history.getByTestId('referral-status')).toHaveText(text.rewarded);
    await expect(history.getByTestId('referral-credits')).toHaveText('+100');
    // Nothing in play: the create card is back.
    await expect(page.getByTestId('referral-create-card')).toBeVisible();
    await page.getByText(text.faq).click();
    await expectAccessible(page);
    await shootScreen(page, `referrals-rewarded-${lang}`);
    // The whole page on a phone: the history table and the FAQ fit the width.
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.screenshot({
      path: `screenshots/referrals-rewarded-${lang}-full-phone.png`,
      fullPage: true,
    });
    await referrerContext.close();
  });
}
