import type { Locale } from '@leadatlas/shared';

/** Header the web app sends with every API call: the language the user is reading. */
export const LOCALE_HEADER = 'x-app-locale';

export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/** The user's language for an email sent during a request: our header, then Accept-Language. */
export function localeFromRequest(request: Request | undefined): Locale {
  if (!request) return 'es';
  return (
    parseLocale(request.headers.get(LOCALE_HEADER)) ??
    parseLocale(request.headers.get('accept-language')) ??
    'es'
  );
}

/** The language our header names on an incoming API request, when it names one. */
export function headerLocale(
  headers: Record<string, string | string[] | undefined>,
): Locale | undefined {
  const value = headers[LOCALE_HEADER];
  return parseLocale(Array.isArray(value) ? value[0] : value);
}

/** The language to answer in: the one the request states, else our header, else Spanish. */
export function requestLocale(
  headers: Record<string, string | string[] | undefined>,
  stated?: Locale,
): Locale {
  return stated ?? headerLocale(headers) ?? 'es';
}
