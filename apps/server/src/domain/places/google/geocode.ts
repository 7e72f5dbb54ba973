/**
 * Geocoding with Google Places: a text search of the location alone, keeping political
 * results (localities, administrative areas, countries), judged like Nominatim's answers.
 */
import type { Locale } from '@leadatlas/shared';
import { decideGeocode, notFound, type GeocodeCandidate } from '../ambiguity.js';
import { clampBoundingBox } from '../geo.js';
import { foldText } from '../text.js';
import type { GeoArea, GeocodeResult } from '../types.js';
import {
  component,
  GEOCODE_FIELD_MASK,
  searchText,
  type GoogleClientDeps,
  type GooglePlace,
} from './client.js';

const AREA_TYPES = new Set([
  'locality',
  'political',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'administrative_area_level_4',
  'sublocality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'postal_code',
  'country',
  'colloquial_area',
]);

function isArea(place: GooglePlace): boolean {
  return (place.types ?? []).some((type) => AREA_TYPES.has(type));
}

export function googleArea(place: GooglePlace): GeoArea | null {
  const lat = place.location?.latitude;
  const lon = place.location?.longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  const center = { lat, lon };
  const low = place.viewport?.low;
  const high = place.viewport?.high;
  const bbox =
    typeof low?.latitude === 'number' &&
    typeof low.longitude === 'number' &&
    typeof high?.latitude === 'number' &&
    typeof high.longitude === 'number'
      ? { south: low.latitude, west: low.longitude, north: high.latitude, east: high.longitude }
      : { south: lat, north: lat, west: lon, east: lon };
  const country = component(place, 'country', 'shortText');
  return {
    label: place.formattedAddress ?? place.displayName?.text ?? `${lat}, ${lon}`,
    center,
    bbox: clampBoundingBox(bbox, center),
    countryCode: country ? country.toUpperCase() : null,
    city:
      component(place, 'locality') ??
      component(place, 'postal_town') ??
      place.displayName?.text ??
      null,
  };
}

/**
 * Google orders results by relevance and gives no importance score, so rivals are the
 * homonyms of the first result ("Córdoba" in Spain and in Argentina) in another country or
 * region; a differently named result (the province around a city) never makes it ambiguous.
 */
export function decideGoogle(places: GooglePlace[]): GeocodeResult {
  const areas = places.filter(isArea);
  // Businesses only (a clinic called "Madrid …"): never search around one of them. Their
  // towns are offered instead.
  if (areas.length === 0) return notFound(townsOf(places));
  const topName = foldText(areas[0]?.displayName?.text ?? '');
  const candidates: GeocodeCandidate[] = [];
  for (const place of areas) {
    const area = googleArea(place);
    if (!area) continue;
    const sameName = foldText(place.displayName?.text ?? '') === topName;
    const region = component(place, 'administrative_area_level_1') ?? '';
    candidates.push({
      area,
      importance: candidates.length === 0 || sameName ? 1 : 0,
      region: `${area.countryCode ?? ''}|${foldText(region)}`,
    });
  }
  return decideGeocode(candidates);
}

/** "Madrid, España": the distinct towns of some places, at most five. */
function townsOf(places: GooglePlace[]): string[] {
  const towns = new Set<string>();
  for (const place of places) {
    const town = component(place, 'locality') ?? component(place, 'postal_town');
    if (!town) continue;
    const country = component(place, 'country');
    towns.add(country ? `${town}, ${country}` : town);
  }
  return [...towns].slice(0, 5);
}

export async function geocodeWithGoogle(
  deps: GoogleClientDeps,
  text: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<GeocodeResult> {
  const page = await searchText(
    deps,
    { textQuery: text.trim(), languageCode: language, pageSize: 5 },
    GEOCODE_FIELD_MASK,
    'Google Places location search',
    signal,
  );
  return decideGoogle(page.places);
}
