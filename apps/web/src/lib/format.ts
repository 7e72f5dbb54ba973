/** Numbers in the user's language: 2.000 in Spanish, 2,000 in English. */
export function formatNumber(value: number, lang: string, maxFractionDigits = 2): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-ES', {
    maximumFractionDigits: maxFractionDigits,
    useGrouping: true,
  }).format(value);
}

export const formatCredits = (value: number, lang: string) => formatNumber(value, lang, 2);
