// Building an Intl.NumberFormat costs far more than using one (a results page formats hundreds
// of numbers): one per language and precision, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Numbers in the user's language: 2.000 in Spanish, 2,000 in English. */
export function formatNumber(value: number, lang: string, maxFractionDigits = 2): string {
  const locale = lang === 'en' ? 'en-US' : 'es-ES';
  const key = `${locale}:${maxFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: maxFractionDigits,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export const formatCredits = (value: number, lang: string) => formatNumber(value, lang, 2);

const localeTag = (lang: string) => (lang === 'en' ? 'en-US' : 'es-ES');

/** "hace 3 horas" / "3 hours ago": the largest unit that fits. */
export function formatRelative(iso: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(localeTag(lang), { numeric: 'auto' });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/** Date and time in the user's locale (es-ES, en-US). */
export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeTag(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A date in the user's locale ("24 dic 2026", "Dec 24, 2026"). */
export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A date written out ("15 de marzo de 2026", "March 15, 2026"): renewals, plan changes. */
export function formatLongDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long' }).format(new Date(iso));
}

/** A signed credit change: "+50" / "−23,5". */
export function formatSignedCredits(value: number, lang: string): string {
  const text = formatCredits(Math.abs(value), lang);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** The first `max` characters of a text, with an ellipsis when cut (spec 000 §9: 50). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
