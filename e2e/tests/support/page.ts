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
