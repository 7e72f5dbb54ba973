/**
 * Which links of a home page lead to the pages that usually name people and addresses:
 * contact, about, team, legal notice/impressum, privacy. Words in Spanish, English,
 * Portuguese, French and German, matched in the link's path and text.
 */
import type { PageLink } from './types.js';

/** Higher first: contact pages hold most addresses, then team and legal pages. */
const KEYWORDS: ReadonlyArray<readonly [number, RegExp]> = [
  [
    100,
    /contact|kontakt|contato|fale[-\s]?conosco|nous[-\s]?contacter|escr[ií]benos|cont[aá]ct[ae]nos|ubicaci[oó]n|where[-\s]to[-\s]find|get[-\s]?in[-\s]?touch|reach[-\s]?us|write[-\s]?to[-\s]?us|hablemos|[eé]crivez|schreiben[-\s]?sie/,
  ],
  [
    80,
    /equipo|team|equipe|[ée]quipe|equipa|nuestro[-\s]?equipo|our[-\s]?team|profesionales|professionals|staff|personas|people|mitarbeiter|ansprechpartner|leadership|direcci[oó]n|gesch[aä]ftsf[uü]hrung|abogad[oa]s|lawyers|attorneys|solicitors|anw[aä]lte|avocats|advogados|arquitect[oa]s|architects|architekten|architectes|m[ée]dic[oa]s|doctors|[aä]rzte|m[ée]decins|especialistas|specialists|nosotros|con[oó]cenos|who[-\s]we[-\s]are|meet[-\s]us|qui[-\s]nous[-\s]sommes|wir[-\s]?[uü]ber[-\s]?uns/,
  ],
  [
    70,
    /impressum|aviso[-\s]?legal|legal[-\s]?notice|mentions[-\s]?l[ée]gales|imprint|informa[cç][aã]o[-\s]?legal|nota[-\s]?legal|legal/,
  ],
  [
    60,
    /sobre|nosotros|qui[eé]nes[-\s]?somos|about|[uü]ber[-\s]?uns|ueber[-\s]?uns|qui[-\s]?sommes|a[-\s]?propos|quem[-\s]?somos|empresa|company|unternehmen|entreprise|la[-\s]?cl[ií]nica|historia|history|our[-\s]?story|nuestra[-\s]?historia|notre[-\s]?histoire|nossa[-\s]?hist[oó]ria/,
  ],
  [
    40,
    /terms|t[eé]rminos|termos|condiciones|condi[cç][oõ]es|conditions|agb|nutzungsbedingungen|cgv|cgu/,
  ],
  [
    30,
    /privacidad|privacy|privacidade|confidentialit[ée]|datenschutz|protecci[oó]n[-\s]?de[-\s]?datos|rgpd|gdpr/,
  ],
];

const SKIP = /\.(?:jpe?g|png|gif|webp|svg|pdf|zip|docx?|xlsx?|mp4|mp3|css|js)(?:$|\?)/i;

/**
 * Pages that never name the business's people: shops, carts, accounts, feeds, search, blog posts
 * and archives, other languages' copies. Links that say nothing else may fill the budget left.
 */
const NOT_PEOPLE =
  /\/(?:wp-admin|wp-login|wp-json|feed|rss|tag|tags|category|categoria|kategorie|author|autor|page\/\d|search|buscar|suche|cart|carrito|warenkorb|panier|checkout|account|cuenta|konto|login|register|shop|tienda|producto|product|products|produkt|blog\/.+|noticias\/.+|news\/.+|actualites\/.+|aktuelles\/.+|\d{4}\/\d{2})(?:\/|$)|[?&](?:lang|replytocom|add-to-cart|s)=|\/(?:en|es|pt|fr|de|it|ca|eu|gl|nl)\/?$/i;

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFC');
}

/** A score above 0 when the link looks like a contact-bearing page. */
export function contactLinkScore(link: PageLink): number {
  let url: URL;
  try {
    url = new URL(link.url);
  } catch {
    return 0;
  }
  if (SKIP.test(url.pathname)) return 0;
  const haystack = normalise(`${decodeURIComponent(url.pathname)} ${link.text}`);
  for (const [score, pattern] of KEYWORDS) if (pattern.test(haystack)) return score;
  return 0;
}

/**
 * The pages to visit after the home page, best first, on the same site, at most `budget`.
 * `sameSite` decides whether a URL belongs to the business (its registrable domain).
 */
export function pickContactPages(
  links: readonly PageLink[],
  home: string,
  budget: number,
  sameSite: (url: URL) => boolean,
): string[] {
  const seen = new Set<string>([withoutFragment(home)]);
  const scored: Array<{ url: string; score: number; order: number }> = [];
  links.forEach((link, order) => {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (!sameSite(url)) return;
    const key = withoutFragment(url.href);
    if (seen.has(key)) return;
    // Pages whose words say nothing ("El despacho", "Bodega") fill the budget left after the
    // others, in the order the home page links them: small sites name their people anywhere.
    const score =
      contactLinkScore(link) ||
      (SKIP.test(url.pathname) || NOT_PEOPLE.test(`${url.pathname}${url.search}`) ? 0 : 1);
    if (score === 0) return;
    seen.add(key);
    scored.push({ url: key, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, Math.max(0, budget)).map((entry) => entry.url);
}

function withoutFragment(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/** vCard files linked from a page. */
export function vcardLinks(links: readonly PageLink[], sameSite: (url: URL) => boolean): string[] {
  const found = new Set<string>();
  for (const link of links) {
    try {
      const url = new URL(link.url);
      if (/\.vcf$/i.test(url.pathname) && sameSite(url)) found.add(withoutFragment(url.href));
    } catch {
      // not a URL
    }
  }
  return [...found];
}
