/**
 * Issue 16, the alternate landing (/alt) and support/contact as links: /alt in Spanish and
 * English (the toggle), its plans and prices straight from the one catalog and said in leads,
 * the 50 credits gift, a CTA that opens the auth form in sign-up mode; its page view and CTA click
 * reach the server only with analytics accepted. Footers link /support and /contact signed out
 * and signed in; a visitor opening /support signs in and comes back; results and checkout pages
 * keep no support mailto. Screenshots at 1280 and 390 px, light and dark, es and en; axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { PLANS, SIGNUP_GIFT_CREDITS } from '../../packages/shared/src/plans';
import { leadOffers, leadsForCredits } from '../../packages/shared/src/leads-per-credits';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { hasHorizontalOverflow, prepare, setTheme, shootScreen, VIEWPORTS } from './support/page';
import { expectAccessible } from './support/a11y';

const LOCALE = { es: 'es-ES', en: 'en-US' } as const;
const number = (lang: 'es' | 'en', value: number) =>
  new Intl.NumberFormat(LOCALE[lang], { useGrouping: 'always' }).format(value);

const TEXTS = {
  es: {
    title: 'Deja de buscar clientes a mano',
    gift: `${SIGNUP_GIFT_CREDITS} créditos gratis al registrarte`,
    create: 'Crear cuenta',
  },
  en: {
    title: 'Stop hunting for customers by hand',
    gift: `${SIGNUP_GIFT_CREDITS} free credits at sign-up`,
    create: 'Create account',
  },
} as const;

const visitorId = (page: Page) => page.evaluate(() => localStorage.getItem('visitor_id'));
const eventsOf = (id: string | null) =>
  query<{ name: string; path: string; props: Record<string, unknown> }>(
    'select name, path, props from analytics_events where visitor_id = $1 order by id',
    [id],
  );

/** The pricing section at its top (below the sticky bar), light and dark, 1280 and 390 px. */
async function shootPricing(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page
        .locator('#pricing')
        .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
      await page.waitForTimeout(150);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png` });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function checkCatalog(page: Page, lang: 'es' | 'en') {
  for (const plan of PLANS) {
    const card = page.getByTestId(`alt-plan-${plan.id}`);
    await expect(card.getByTestId('alt-plan-price')).toHaveText(`$${number(lang, plan.priceUsd)}`);
    await expect(card.getByTestId('alt-plan-credits')).toContainText(
      number(lang, plan.monthlyCredits),
    );
    const [basic, email] = leadOffers(plan.id, plan.monthlyCredits);
    await expect(card.getByTestId('alt-plan-leads')).toHaveText(number(lang, basic!.leads));
    if (email) {
      await expect(card.getByTestId('alt-plan-email-leads')).toContainText(
        number(lang, email.leads),
      );
    }
  }
  const giftLeads = number(lang, leadsForCredits(SIGNUP_GIFT_CREDITS, 'basic'));
  await expect(page.getByTestId('alt-free')).toContainText(giftLeads);
  await expect(page.getByTestId('alt-gift-card')).toContainText(giftLeads);
  await expect(page.getByTestId('alt-gift-card')).toContainText(
    number(lang, leadsForCredits(SIGNUP_GIFT_CREDITS, 'verified_email')),
  );
}

test('/alt in Spanish and English: catalog prices in leads, the 50 credits, screenshots, axe', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', theme: 'light', consent: true });
  const page = await context.newPage();
  await page.goto('/alt');
  await expect(page.locator('h1')).toContainText(TEXTS.es.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('alt-gift')).toHaveText(TEXTS.es.gift);
  // Same catalog as the main landing: Starter $49 / 500, Growth $99 / 2.000, Pro $199 / 5.000.
  expect(PLANS.map((plan) => [plan.id, plan.priceUsd, plan.monthlyCredits])).toEqual([
    ['starter', 49, 500],
    ['growth', 99, 2000],
    ['pro', 199, 5000],
  ]);
  await checkCatalog(page, 'es');
  await expect(page.getByTestId('alt-plan-starter')).toContainText('714');
  await expect(page.getByTestId('alt-plan-growth')).toContainText('2.857');
  await expect(page.getByTestId('alt-plan-growth')).toContainText('740');
  await expectAccessible(page);
  await shootScreen(page, 'alt-es');
  await shootPricing(page, 'alt-pricing-es');

  // The language toggle: the same page in English, numbers in English format.
  await page.getByRole('button', { name: 'en', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toContainText(TEXTS.en.title);
  await expect(page.getByTestId('alt-gift')).toHaveText(TEXTS.en.gift);
  await checkCatalog(page, 'en');
  await expect(page.getByTestId('alt-plan-growth')).toContainText('2,857');
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootScreen(page, 'alt-en');
  await shootPricing(page, 'alt-pricing-en');

  // Dark theme passes axe too.
  await page
    .getByRole('button', { name: /dark theme/i })
    .first()
    .click();
  await expectAccessible(page);

  // The hero's CTA opens the auth form in sign-up mode.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('alt-hero-cta').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: TEXTS.en.create })).toBeVisible();
  await context.close();
});

test('/alt analytics: page view and CTA click recorded with analytics accepted, nothing when rejected', async ({
  browser,
}) => {
  // Accepted: the banner's "Aceptar todo", then the page view of /alt and its own CTA event.
  const accepted = await browser.newContext();
  await prepare(accepted, { lang: 'es' });
  const page = await accepted.newPage();
  await page.goto('/alt');
  await page.getByRole('button', { name: 'Aceptar todo' }).click();
  const id = await visitorId(page);
  // Once the server holds the choice (as cookies.spec does): a fresh view of /alt.
  await expect
    .poll(async () =>
      query('select 1 from cookie_preferences where visitor_id = $1 and analytics_cookies', [id]),
    )
    .toHaveLength(1);
  await page.reload();
  await expect
    .poll(async () => (await eventsOf(id)).map((event) => `${event.name} ${event.path}`))
    .toContain('page_view /alt');
  await page.getByTestId('alt-hero-cta').click();
  await expect(page).toHaveURL(/\/register$/);
  await expect
    .poll(async () => (await eventsOf(id)).filter((event) => event.name === 'alt_cta_click'))
    .toEqual([{ name: 'alt_cta_click', path: '/alt', props: { cta: 'hero_signup' } }]);
  await accepted.close();

  // Rejected: the same visit and click send nothing, not even a request.
  const rejected = await browser.newContext();
  await prepare(rejected, { lang: 'es' });
  const other = await rejected.newPage();
  const sent: string[] = [];
  other.on('request', (request) => {
    if (request.url().includes('/api/analytics/events')) sent.push(request.url());
  });
  await other.goto('/alt');
  await other.getByRole('button', { name: 'Rechazar todo' }).click();
  await other.reload();
  await expect(other.locator('h1')).toBeVisible();
  await other.getByTestId('alt-hero-cta').click();
  await expect(other).toHaveURL(/\/register$/);
  await other.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect(await eventsOf(await visitorId(other))).toEqual([]);
  await rejected.close();
});

test('support and contact are links: footers signed out and in, /support signs in and comes back, no mailto on results and checkout', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await prepare(context, { lang: 'es', consent: true });
  const page = await context.newPage();

  // Signed out: the landing's footer, /alt's and the legal pages' link both pages.
  for (const path of ['/', '/alt', '/terms']) {
    await page.goto(path);
    const footer = page.locator('footer');
    await expect(footer.locator('a[href="/support"]')).toBeVisible();
    await expect(footer.locator('a[href="/contact"]')).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  }
  // The terms send users to the desk and the contact form with links, not a bare path.
  await expect(page.locator('article a[href="/support"]').first()).toBeVisible();
  await expect(page.locator('article a[href="/contact"]').first()).toBeVisible();

  // A visitor opening /support (the footer's link) signs in and lands back on /support.
  const email = await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Rosa Linares',
    prefix: 'e2e-alt-links',
  });
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('footer').getByTestId('footer-support').click();
  await expect(page).toHaveURL(/\/register\?mode=signin&next=%2Fsupport$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByTestId('support-page')).toBeVisible();

  // Signed in: the app's footer links both too.
  await page.goto('/dashboard');
  await expect(page.getByTestId('footer-support')).toHaveAttribute('href', '/support');
  await expect(page.getByTestId('footer-contact')).toHaveAttribute('href', '/contact');

  // Results: a ticket about this search, no mailto.
  const searchId = await page.evaluate(async () => {
    const me = (await (await fetch('/api/me')).json()) as { activeOrganization: { id: string } };
    const response = await fetch('/api/searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orgId: me.activeOrganization.id,
        searchPayload: {
          step1: { profession: 'dentistas', location: 'Madrid', companySize: 'any' },
          step2: { phoneVisible: false, activeWeb: false, ownersOnly: false, minRating: 3 },
          step3: { selectedFields: [] },
          step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads: 1 },
        },
      }),
    });
    return ((await response.json()) as { searchId: string }).searchId;
  });
  await page.goto(`/results/${searchId}`);
  await expect(page.getByTestId('results-support')).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await page.getByTestId('results-support').click();
  await expect(page).toHaveURL(/\/support\?category=technical&subject=/);
  await expect(page.getByLabel('Asunto')).toHaveValue(`Búsqueda ${searchId}`);

  // Checkout outcome pages and the billing form: the desk, as a billing ticket.
  await page.goto('/checkout/error?pack=pack-100');
  await expect(page.getByTestId('checkout-error-support')).toHaveAttribute(
    'href',
    '/support?category=billing',
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await page.goto('/checkout/success');
  await expect(page.getByTestId('success-support')).toHaveAttribute(
    'href',
    '/support?category=billing',
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await page.goto('/checkout/billing?pack=pack-100&type=credits');
  await expect(page.getByTestId('checkout-support')).toHaveAttribute(
    'href',
    '/support?category=billing',
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await page.getByTestId('checkout-support').click();
  await expect(page.getByLabel('Categoría')).toHaveValue('billing');
  await context.close();
});
