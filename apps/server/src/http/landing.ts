/**
 * The landing `/` is served as prerendered HTML (apps/web/scripts/prerender-landing.mjs writes
 * landing/es.html and landing/en.html into the web build) to visitors without a session; the
 * application, loaded after paint, hydrates it. Anyone else gets the SPA's index.html, as every
 * other route does: a signed-in visitor (the SPA sends them to the dashboard), a referral link
 * (`?ref=`, which opens sign-up).
 */
import type { Locale } from '@leadatlas/shared';
import { AUTH_COOKIE_PREFIX } from '../auth/auth.js';
import { parseLocale } from '../lib/locale.js';

const LANG_COOKIE = 'app_lang';

function cookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return jar;
}

/**
 * As the web app chooses (src/i18n): the saved choice (app_lang, mirrored into a cookie by
 * public/boot.js), else the browser's first language if English, else Spanish.
 */
export function landingLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  const saved = cookies(headers.cookie).get(LANG_COOKIE);
  if (saved === 'es' || saved === 'en') return saved;
  const first = (headers['accept-language'] ?? '').split(',')[0]?.trim();
  return parseLocale(first) === 'en' ? 'en' : 'es';
}

/** The prerendered page's path inside the web build for this request, or null for the SPA. */
export function prerenderedLanding(
  url: string,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): string | null {
  const [path, query = ''] = url.split('?', 2);
  if (path !== '/') return null;
  if (new URLSearchParams(query).has('ref')) return null;
  const session = `${AUTH_COOKIE_PREFIX}.session_token`;
  for (const name of cookies(headers.cookie).keys()) {
    if (name === session || name === `__Secure-${session}`) return null;
  }
  return `landing/${landingLanguage(headers)}.html`;
}
