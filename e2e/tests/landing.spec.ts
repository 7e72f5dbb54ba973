import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from './support/a11y';
import { hasHorizontalOverflow, prepare } from './support/page';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const SECTION_IDS = ['hero', 'how-it-works', 'features', 'credits', 'pricing', 'faq', 'cta'];

for (const lang of ['es', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`landing ${lang} ${theme} ${name}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport });
        await prepare(context, { lang, theme, consent: true });
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        // The eight sections in order: nav, the seven ids, then the footer.
        const ids = await page
          .locator('main > section[id], main section[id]')
          .evaluateAll((nodes) => nodes.map((node) => node.id));
        expect(ids.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);
        await expect(page.locator('header').first()).toBeVisible();
        await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
        await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
        // The price table comes from the shared price list.
        await expect(page.locator('#credits table')).toContainText(lang === 'es' ? '0,5' : '0.5');
        await expect(page.locator('#credits')).toContainText('45');
        await expect(page.locator('#pricing')).toContainText('$99');
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await page.screenshot({
          path: `screenshots/landing-${lang}-${theme}-${name}.png`,
          fullPage: name === 'desktop',
        });
        if (name === 'desktop') {
          await animationsSettled(page);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((v) =>
            ['serious', 'critical'].includes(v.impact ?? ''),
          );
          expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        }
        await context.close();
      });
    }
  }
}

test('FAQ keeps one question open at a time', async ({ browser }) => {
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', consent: true });
  const page = await context.newPage();
  await page.goto('/#faq');
  const buttons = page.locator('#faq button[aria-expanded]');
  await expect(buttons).toHaveCount(7);
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(3).click();
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(1);
  await context.close();
});

// Issue 18: `/` is prerendered HTML; the application loads after paint and hydrates it.
for (const lang of ['es', 'en'] as const) {
  test(`the landing paints without any JavaScript (${lang})`, async ({ browser }) => {
    // The browser's language alone (no stored choice): the server picks the page from it.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: lang === 'es' ? 'es-ES' : 'en-US',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(
      lang === 'es'
        ? 'Encuentra leads B2B cualificados en 90 segundos'
        : 'Find qualified B2B leads in 90 seconds',
    );
    await expect(page.locator('#pricing')).toContainText('$99');
    await expect(page.locator('#credits table')).toContainText(lang === 'es' ? '0,5' : '0.5');
    await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
    // The first question's answer is open, as the application renders it.
    await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(1);
    // Plain links: the call to action still reaches sign-up.
    await page.locator('#hero a[href="/register"]').click();
    await expect(page).toHaveURL(/\/register$/);
    await context.close();
  });
}

test('the application hydrates the prerendered landing: a click before it loads is kept, nothing logged', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  await prepare(context, { theme: 'light', consent: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  // The application's code is held back until the click is made: the click has to wait for it.
  let release = () => undefined as void;
  const appHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/');
  // Before the application has arrived: held, then replayed on the hydrated button.
  await page.getByRole('button', { name: /dark theme/i }).click();
  expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /light theme/i })).toBeVisible();
  // The language toggle re-renders in place and tells the server for the next visit.
  await page.getByRole('button', { name: 'es', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Encuentra leads B2B cualificados en 90 segundos');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Encuentra leads B2B cualificados en 90 segundos');
  expect(problems).toEqual([]);
  await context.close();
});

test('unknown paths show the 404 page with a link home', async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByText('¡Vaya! Página no encontrada')).toBeVisible();
  await page
    .getByRole('link', { name: /inicio|home/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('legal pages have 10 sections, version 1.0, 2 July 2025, in both languages', async ({
  browser,
}) => {
  for (const lang of ['es', 'en'] as const) {
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    for (const doc of ['privacy', 'terms']) {
      await page.goto(`/${doc}`);
      await expect(page.locator('article h2')).toHaveCount(10);
      await expect(page.locator('article header')).toContainText('1.0');
      await expect(page.locator('article header')).toContainText(lang === 'es' ? 'julio' : 'July');
    }
    await context.close();
  }
});

test('private routes send signed-out visitors to /', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
