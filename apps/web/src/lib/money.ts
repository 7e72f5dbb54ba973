/**
 * Catalog prices are US dollars, written like the landing writes them: "$99" and "$0,20" in
 * Spanish, "$99" and "$0.20" in English (cents only when there are any).
 */
export function formatUsd(value: number, lang: string): string {
  const cents = !Number.isInteger(value);
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'es-ES', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
  return `$${number}`;
}
