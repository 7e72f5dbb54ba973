/**
 * The labelled corpus (the sites the enrichment benchmark measures) and the hostile sites. Both
 * are picked deterministically from the world's businesses: each recipe below forces a few
 * patterns on three sites in the languages listed, so every pattern is covered at least three
 * times across languages and layouts; everything else about a site is drawn as for any site.
 */
import type { SiteLang } from './cities.js';
import type { HostileKind } from './sites.js';
import type { Business } from './world.js';

interface Recipe {
  patterns: string[];
  langs: [SiteLang, SiteLang, SiteLang];
}

const RECIPES: Recipe[] = [
  { patterns: ['mailto', 'tel-link', 'social-footer', 'team-page'], langs: ['es', 'en', 'de'] },
  {
    patterns: ['mailto-subject', 'phone-national', 'social-share-links'],
    langs: ['es', 'fr', 'pt'],
  },
  {
    patterns: ['email-text', 'phone-international', 'linkedin-company', 'employees-text'],
    langs: ['en', 'pt', 'de'],
  },
  { patterns: ['obf-brackets', 'social-twitter-com', 'legal-owner'], langs: ['de', 'en', 'fr'] },
  { patterns: ['obf-arroba', 'phones-multiple', 'revenue'], langs: ['es', 'es', 'pt'] },
  {
    patterns: ['obf-words', 'social-tracking-params', 'role-marketing'],
    langs: ['en', 'es', 'fr'],
  },
  { patterns: ['html-entities', 'social-mobile-host', 'jsonld-person'], langs: ['es', 'pt', 'de'] },
  { patterns: ['cfemail', 'youtube', 'role-operations'], langs: ['es', 'en', 'fr'] },
  {
    patterns: ['jsonld-email', 'phone-jsonld', 'jsonld-sameas', 'employees-jsonld'],
    langs: ['en', 'de', 'pt'],
  },
  { patterns: ['microdata-email', 'phone-microdata', 'tiktok'], langs: ['es', 'fr', 'en'] },
  { patterns: ['vcard', 'tel-link', 'linkedin-people'], langs: ['de', 'es', 'pt'] },
  { patterns: ['email-off-home', 'team-page', 'role-other'], langs: ['fr', 'en', 'es'] },
  { patterns: ['email-split', 'legal-owner', 'revenue-estimate'], langs: ['es', 'de', 'en'] },
  { patterns: ['no-email', 'tel-link', 'social-footer'], langs: ['en', 'es', 'de'] },
  { patterns: ['three-kinds', 'team-page', 'linkedin-people'], langs: ['pt', 'fr', 'es'] },
  { patterns: ['junk-image', 'email-text', 'phone-national'], langs: ['es', 'en', 'fr'] },
  { patterns: ['junk-placeholder', 'mailto', 'role-marketing'], langs: ['en', 'pt', 'es'] },
  { patterns: ['junk-tracking', 'email-text', 'youtube'], langs: ['es', 'en', 'de'] },
  { patterns: ['latin1', 'obf-brackets', 'phone-national'], langs: ['es', 'fr', 'de'] },
  { patterns: ['windows-1252', 'revenue', 'mailto'], langs: ['es', 'fr', 'de'] },
  { patterns: ['broken-html', 'email-text', 'tel-link'], langs: ['es', 'en', 'pt'] },
  { patterns: ['robots-disallow', 'team-page', 'mailto'], langs: ['es', 'en', 'de'] },
  { patterns: ['contact-redirect', 'email-off-home', 'mailto-subject'], langs: ['fr', 'es', 'en'] },
  { patterns: ['home-redirect', 'off-domain-email', 'social-footer'], langs: ['es', 'en', 'pt'] },
];

const CITIES_BY_LANG: Record<SiteLang, string[]> = {
  es: [
    'madrid',
    'barcelona',
    'cdmx',
    'buenos-aires',
    'valencia',
    'bogota',
    'sevilla',
    'lima',
    'santiago',
    'cordoba-es',
    'cordoba-ar',
  ],
  en: ['miami'],
  pt: ['lisboa', 'sao-paulo'],
  fr: ['paris'],
  de: ['berlin'],
};

export interface CorpusEntry {
  business: Business;
  force: ReadonlySet<string>;
}

export const HOSTILE_KINDS: HostileKind[] = [
  'redirect-loop',
  'huge-body',
  'huge-chunked',
  'binary',
  'hang',
  'private-links',
];
const HOSTILE_CITIES = ['valencia', 'lima', 'santiago', 'cordoba-ar', 'miami', 'sevilla'];

/** Picks the corpus sites (one per recipe and language) and the hostile sites. */
export function pickSites(businesses: Business[]): {
  corpus: CorpusEntry[];
  hostile: Array<{ business: Business; kind: HostileKind }>;
} {
  const byCity = new Map<string, Business[]>();
  for (const b of businesses) {
    if (!b.site || !b.domain) continue;
    const list = byCity.get(b.city.id) ?? [];
    list.push(b);
    byCity.set(b.city.id, list);
  }
  const used = new Set<Business>();
  const hostile: Array<{ business: Business; kind: HostileKind }> = [];
  HOSTILE_KINDS.forEach((kind, k) => {
    for (const round of [0, 1]) {
      const city = HOSTILE_CITIES[(k + round * 3) % HOSTILE_CITIES.length]!;
      const candidates = (byCity.get(city) ?? []).filter(
        (b) => b.site!.state === 'up' && !used.has(b),
      );
      const business = candidates[40 + k * 7 + round * 3] ?? candidates[candidates.length - 1];
      if (!business) continue;
      used.add(business);
      hostile.push({ business, kind });
    }
  });

  const turn: Record<SiteLang, number> = { es: 0, en: 0, pt: 0, fr: 0, de: 0 };
  const corpus: CorpusEntry[] = [];
  for (const recipe of RECIPES) {
    for (const lang of recipe.langs) {
      const cities = CITIES_BY_LANG[lang];
      const wantsRedirect = recipe.patterns.includes('home-redirect');
      const wantsLatin1 = recipe.patterns.includes('latin1');
      let chosen: Business | undefined;
      // Strictly first (state and charset as the recipe wants), then any site that is up.
      for (let attempt = 0; attempt < cities.length * 2 && !chosen; attempt++) {
        const strict = attempt < cities.length;
        const city = cities[(turn[lang] + (attempt % cities.length)) % cities.length]!;
        const list = byCity.get(city) ?? [];
        // Start at a different place each turn so the corpus mixes categories.
        const start = (turn[lang] * 211 + attempt * 53) % Math.max(1, list.length);
        for (let i = 0; i < list.length && !chosen; i++) {
          const b = list[(start + i) % list.length]!;
          const fits = strict
            ? b.site!.state === (wantsRedirect ? 'redirect' : 'up') &&
              (wantsLatin1 ? b.site!.latin1 : !b.site!.latin1)
            : b.site!.state === 'up';
          if (!used.has(b) && fits) chosen = b;
        }
      }
      turn[lang] += 1;
      if (!chosen) throw new Error(`no ${lang} site for recipe ${recipe.patterns.join('+')}`);
      used.add(chosen);
      corpus.push({ business: chosen, force: new Set(recipe.patterns) });
    }
  }
  return { corpus, hostile };
}
