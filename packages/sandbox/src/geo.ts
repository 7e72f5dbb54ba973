/** Matching free text to the world's cities (shared by Nominatim and Google). */
import type { City, Lang } from './cities.js';
import { normalize } from './text.js';

/** Every normalized name a city answers to. */
export function cityNames(city: City): string[] {
  return [...new Set([city.name, city.nameEn, ...city.aliases].map(normalize))];
}

export function countryNames(city: City): string[] {
  return [
    ...new Set(
      [city.country.es, city.country.en, city.countryCode, ...city.countryAliases].map(normalize),
    ),
  ];
}

/** Cities called `name` (exact normalized match), optionally within a country or state. */
export function citiesNamed(cities: City[], name: string, qualifiers: string[] = []): City[] {
  const n = normalize(name);
  if (n === '') return [];
  let found = cities.filter((c) => cityNames(c).includes(n));
  for (const qualifier of qualifiers) {
    const q = normalize(qualifier);
    if (q === '') continue;
    const narrowed = found.filter(
      (c) =>
        countryNames(c).includes(q) || normalize(c.state.es) === q || normalize(c.state.en) === q,
    );
    found = narrowed;
  }
  return found.sort((a, b) => b.importance - a.importance);
}

export function cityLabel(city: City, lang: Lang): string {
  return lang === 'en' ? city.nameEn : city.name;
}

export function displayName(city: City, lang: Lang): string {
  const name = cityLabel(city, lang);
  const state = city.state[lang];
  const parts = state === name ? [name, city.country[lang]] : [name, state, city.country[lang]];
  return parts.join(', ');
}

export function pickLang(raw: string | null | undefined, fallback: Lang): Lang {
  if (!raw) return fallback;
  const first = raw.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : first === 'es' ? 'es' : fallback;
}

/**
 * Cities a free-text place names: "Madrid", "Madrid, España", "Madrid Spain", "Córdoba, AR".
 * The first comma part is the city; later parts (or a trailing country) narrow it.
 */
export function findCities(cities: City[], raw: string): City[] {
  const [first = '', ...rest] = raw.split(',');
  const direct = citiesNamed(cities, first, rest);
  if (direct.length > 0 || rest.length > 0) return direct;
  const n = normalize(raw);
  for (const city of cities) {
    for (const name of cityNames(city)) {
      if (n.startsWith(`${name} `)) {
        const found = citiesNamed(cities, name, [n.slice(name.length + 1)]);
        if (found.length > 0) return found;
      }
    }
  }
  return [];
}
