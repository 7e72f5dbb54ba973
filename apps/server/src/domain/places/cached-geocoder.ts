/** Geocoding through the geocode cache: one answer per source, normalised text and language. */
import type { Locale, PlacesSourceId } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { getCachedGeocode, putCachedGeocode } from './cache.js';
import type { GeocodeResult } from './types.js';

export async function cachedGeocode(
  db: Queryable,
  source: PlacesSourceId,
  text: string,
  language: Locale,
  geocode: () => Promise<GeocodeResult>,
): Promise<GeocodeResult> {
  if (text.trim() === '') return { kind: 'not_found' };
  const cached = await getCachedGeocode(db, source, text, language);
  if (cached) return cached;
  const result = await geocode();
  await putCachedGeocode(db, source, text, language, result);
  return result;
}
