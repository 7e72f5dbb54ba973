/**
 * The Google Places (New) source, used when an API key is configured. Text Search answers at
 * most 60 places per query (3 pages of 20), so the area is tiled: a tile that comes back
 * full is split into four quadrants, which are searched in turn (nearest the center first),
 * down to MAX_TILE_DEPTH; places are deduplicated by id and yielded page by page. Google's
 * content is not cached (its terms); the geocoded area is.
 */
import type { Industry, Locale } from '@leadatlas/shared';
import type { Pool } from '../../../db/pool.js';
import type { Logger } from '../../../logger.js';
import { cachedGeocode } from '../cached-geocoder.js';
import { splitInFour } from '../geo.js';
import type { HttpJson } from '../http-json.js';
import { CATEGORIES } from '../osm/category-map.js';
import type { BoundingBox, GeoArea, Place, PlaceQuery, PlacesSource } from '../types.js';
import { component, PLACES_FIELD_MASK, searchText, type GooglePlace } from './client.js';
import { geocodeWithGoogle } from './geocode.js';
import { humaniseType, industryOfGoogleTypes } from './type-map.js';

export const PAGE_SIZE = 20;
export const MAX_PAGES = 3;
/** Results Google returns at most for one query: a tile this full may hide more. */
export const TILE_CAP = PAGE_SIZE * MAX_PAGES;
/** Quadrant splits of the area at most: 4 → up to 256 smallest tiles. */
export const MAX_TILE_DEPTH = 4;

export interface GoogleSourceDeps {
  config: { GOOGLE_PLACES_BASE_URL: string; GOOGLE_PLACES_API_KEY: string };
  pool: Pool;
  log: Logger;
  http: HttpJson;
}

export function googlePlaceToPlace(raw: GooglePlace): Place | null {
  const id = raw.id?.trim();
  const name = raw.displayName?.text?.trim();
  if (!id || !name) return null;
  const route = component(raw, 'route');
  const number = component(raw, 'street_number');
  const phone = raw.internationalPhoneNumber?.trim() || raw.nationalPhoneNumber?.trim();
  const lat = raw.location?.latitude;
  const lon = raw.location?.longitude;
  const country = component(raw, 'country', 'shortText');
  return {
    key: `google:${id}`,
    name,
    address: route ? [route, number].filter(Boolean).join(' ') : (raw.formattedAddress ?? null),
    city:
      component(raw, 'locality') ??
      component(raw, 'postal_town') ??
      component(raw, 'administrative_area_level_2'),
    postalCode: component(raw, 'postal_code'),
    countryCode: country ? country.toUpperCase() : null,
    category:
      raw.primaryTypeDisplayName?.text?.trim() ||
      (raw.primaryType ? humaniseType(raw.primaryType) : null),
    industry: industryOfGoogleTypes(raw.primaryType, raw.types),
    phones: phone ? [phone] : [],
    website: raw.websiteUri?.trim() || null,
    emails: [],
    socials: {},
    rating: typeof raw.rating === 'number' ? raw.rating : null,
    ratingCount: typeof raw.userRatingCount === 'number' ? raw.userRatingCount : null,
    location: typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : null,
  };
}

/** What to search for when only an industry was chosen. */
function industryText(industry: Industry, locale: Locale): string {
  const category = CATEGORIES.find((entry) => entry.industry === industry && !entry.generic);
  return category?.label[locale] ?? industry;
}

/** Google takes minimum ratings at a 0.5 cadence (and rounds up); so do we. */
export function googleMinRating(minRating: number): number {
  return Math.min(5, Math.max(0, Math.ceil(minRating * 2) / 2));
}

export function createGoogleSource(deps: GoogleSourceDeps): PlacesSource {
  const client = {
    http: deps.http,
    baseUrl: deps.config.GOOGLE_PLACES_BASE_URL,
    apiKey: deps.config.GOOGLE_PLACES_API_KEY,
  };

  return {
    id: 'google',
    capabilities: { rating: true, companySize: false },

    geocode(text, language, signal) {
      return cachedGeocode(deps.pool, 'google', text, language, () =>
        geocodeWithGoogle(client, text, language, signal),
      );
    },

    async *findPlaces(query: PlaceQuery, area: GeoArea, signal?: AbortSignal) {
      const textQuery =
        query.text.trim() || (query.industry ? industryText(query.industry, query.language) : '');
      if (!textQuery || query.limit <= 0) return;
      const seen = new Set<string>();
      let collected = 0;
      let tiles = 0;
      const queue: Array<{ box: BoundingBox; depth: number }> = [{ box: area.bbox, depth: 0 }];

      while (queue.length > 0 && collected < query.limit) {
        const tile = queue.shift()!;
        tiles += 1;
        let pageToken: string | null = null;
        let pages = 0;
        let returned = 0;
        do {
          const page = await searchText(
            client,
            {
              textQuery,
              languageCode: query.language,
              pageSize: PAGE_SIZE,
              ...(pageToken ? { pageToken } : {}),
              locationRestriction: {
                rectangle: {
                  low: { latitude: tile.box.south, longitude: tile.box.west },
                  high: { latitude: tile.box.north, longitude: tile.box.east },
                },
              },
              ...(query.minRating !== null ? { minRating: googleMinRating(query.minRating) } : {}),
            },
            PLACES_FIELD_MASK,
            'Google Places text search',
            signal,
          );
          pages += 1;
          returned += page.places.length;
          pageToken = page.nextPageToken;
          const batch: Place[] = [];
          for (const raw of page.places) {
            const place = googlePlaceToPlace(raw);
            if (!place || seen.has(place.key)) continue;
            seen.add(place.key);
            if (query.minRating !== null && (place.rating ?? -1) < query.minRating) continue;
            if (query.industry && place.industry !== query.industry) continue;
            if (collected + batch.length >= query.limit) break;
            batch.push(place);
          }
          collected += batch.length;
          if (batch.length > 0) yield batch;
        } while (pageToken && pages < MAX_PAGES && collected < query.limit);

        const full = returned >= TILE_CAP || (pages >= MAX_PAGES && pageToken !== null);
        if (full && tile.depth < MAX_TILE_DEPTH) {
          for (const box of splitInFour(tile.box, area.center)) {
            queue.push({ box, depth: tile.depth + 1 });
          }
        }
      }
      deps.log.debug({ tiles, collected }, 'Google Places search finished');
    },
  };
}
