import type { BrowserContext, Page } from '@playwright/test';

/** Saves language, theme and (optionally) a cookie choice before any page script runs. */
export async function prepare(
  context: BrowserContext,
  options: { lang?: 'es' | 'en'; theme?: 'light' | 'dark'; consent?: boolean } = {},
) {
  await context.addInitScript((opts) => {
    if (opts.lang) localStorage.setItem('app_lang', opts.lang);
    if (opts.theme) localStorage.setItem('app_theme', opts.theme);
    if (opts.consent && !localStorage.getItem('cookie_consent')) {
      localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ functional: true, analytics: false, marketing: false }),
      );
    }
  }, options);
}

export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark === (theme === 'dark')) return;
  await page
    .getByRole('button', {
      name: theme === 'dark' ? /tema oscuro|dark theme/i : /tema claro|light theme/i,
    })
    .first()
    .click();
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

/**
 * Screenshots of the current screen in light and dark, desktop and 390×844, each checked for
 * horizontal overflow (`fullPage` for what lies below the fold). Leaves the page in light theme
 * at the desktop size.
 */
export async function shootScreen(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(150);
      if (await hasHorizontalOverflow(page)) {
        const culprits = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => !el.closest('.overflow-x-auto, .overflow-auto, .overflow-hidden'))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
        );
        throw new Error(
          `${name} overflows horizontally at ${size} in ${theme}: ${culprits.join(' | ')}`,
        );
      }
      // A full page is taken from the top, or the sticky header shows mid-page.
      if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `screenshots/${name}-${theme}-${size}.png`,
        fullPage: options.fullPage ?? false,
      });
    }
  }
  await setTheme(page, 'light');
  await page.setViewportSize(VIEWPORTS.desktop);
}
