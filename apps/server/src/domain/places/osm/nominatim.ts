/**
 * Geocoding with Nominatim: GET /search (format jsonv2) through the app-wide one-request-per-
 * second gate, answers mapped to GeoArea and judged found / ambiguous / not found.
 */
import type { Locale } from '@leadatlas/shared';
import type { Queryable } from '../../../db/pool.js';
import { decideGeocode, notFound, type GeocodeCandidate } from '../ambiguity.js';
import { clampBoundingBox } from '../geo.js';
import type { HttpJson } from '../http-json.js';
import { acquireSlot } from '../rate-gate.js';
import type { GeoArea, GeocodeResult } from '../types.js';

export const NOMINATIM_GATE = 'nominatim';

export interface NominatimDeps {
  http: HttpJson;
  pool: Queryable;
  baseUrl: string;
  minIntervalMs: number;
}

/** The parts of a jsonv2 search result we read; anything may be missing. */
interface NominatimResult {
  lat?: string | number;
  lon?: string | number;
  category?: string;
  class?: string;
  type?: string;
  addresstype?: string;
  importance?: number | string;
  name?: string;
  display_name?: string;
  boundingbox?: Array<string | number>;
  address?: Record<string, string | undefined>;
}

/** Places a search area can be: settlements and administrative areas, not shops or roads. */
const AREA_TYPES = new Set([
  'country',
  'state',
  'region',
  'province',
  'state_district',
  'county',
  'municipality',
  'city',
  'town',
  'village',
  'hamlet',
  'suburb',
  'city_district',
  'district',
  'borough',
  'quarter',
  'neighbourhood',
  'locality',
  'administrative',
  'island',
  'postcode',
]);

/**
 * Settlements, administrative boundaries and postcodes. A shop, an amenity (a clinic), an office
 * or a road is never a search area, whatever its address type says.
 */
function isArea(result: NominatimResult): boolean {
  const category = result.category ?? result.class;
  if (category === 'boundary')
    return result.type === 'administrative' || result.type === 'political';
  if (category === 'place') return Boolean(result.type && AREA_TYPES.has(result.type));
  return false;
}

function num(value: unknown): number | null {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/** One result as a candidate area, or null when it lacks coordinates. */
export function nominatimCandidate(result: NominatimResult): GeocodeCandidate | null {
  const lat = num(result.lat);
  const lon = num(result.lon);
  if (lat === null || lon === null) return null;
  const center = { lat, lon };
  const [minLat, maxLat, minLon, maxLon] = (result.boundingbox ?? []).map(num);
  const bbox =
    minLat != null && maxLat != null && minLon != null && maxLon != null
      ? { south: minLat, north: maxLat, west: minLon, east: maxLon }
      : { south: lat, north: lat, west: lon, east: lon };
  const address = result.address ?? {};
  const countryCode = address.country_code ? address.country_code.toUpperCase() : null;
  const city =
    address.city ?? address.town ?? address.village ?? address.municipality ?? result.name ?? null;
  const area: GeoArea = {
    label: result.display_name ?? result.name ?? `${lat}, ${lon}`,
    center,
    bbox: clampBoundingBox(bbox, center),
    countryCode,
    city: city || null,
  };
  const state = address.state ?? address.region ?? address.province ?? '';
  return {
    area,
    importance: num(result.importance) ?? 0,
    region: `${countryCode ?? ''}|${state.toLowerCase()}`,
  };
}

/** Judges a Nominatim answer: settlements and boundaries first, most important first. */
export function decideNominatim(results: NominatimResult[]): GeocodeResult {
  const areas = results.filter(isArea);
  // Only businesses or streets matched: never search around one of them; offer their towns.
  if (areas.length === 0) return notFound(townsOf(results));
  const candidates = areas
    .map(nominatimCandidate)
    .filter((candidate): candidate is GeocodeCandidate => candidate !== null)
    .sort((a, b) => b.importance - a.importance);
  return decideGeocode(candidates);
}

/** "Madrid, España": the distinct towns in some results' addresses, at most five. */
function townsOf(results: NominatimResult[]): string[] {
  const towns = new Set<string>();
  for (const result of results) {
    const address = result.address ?? {};
    const town = address.city ?? address.town ?? address.village ?? address.municipality;
    if (town) towns.add(address.country ? `${town}, ${address.country}` : town);
  }
  return [...towns].slice(0, 5);
}

export async function geocodeWithNominatim(
  deps: NominatimDeps,
  text: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<GeocodeResult> {
  const url = new URL(`${deps.baseUrl.replace(/\/+$/, '')}/search`);
  url.searchParams.set('q', text.trim());
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '5');
  url.searchParams.set('accept-language', language);
  const body = await deps.http<unknown>({
    url: url.toString(),
    label: 'Nominatim search',
    signal,
    beforeAttempt: (attemptSignal) =>
      acquireSlot(deps.pool, NOMINATIM_GATE, deps.minIntervalMs, attemptSignal).then(() => {}),
    check: (json) => (Array.isArray(json) ? null : 'answer is not a list'),
  });
  return decideNominatim(body as NominatimResult[]);
}
