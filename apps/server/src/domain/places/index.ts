/**
 * The places sources (PRODUCT.md §4): Google Places (New) when GOOGLE_PLACES_API_KEY is set,
 * else OpenStreetMap (Nominatim + Overpass).
 */
import type { PlacesSourceId } from '@leadatlas/shared';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import { createGoogleSource } from './google/source.js';
import { createHttpJson } from './http-json.js';
import { createOsmSource } from './osm/source.js';
import { SourceUnavailableError, type PlacesSource } from './types.js';

export * from './types.js';
export { acquireSlot } from './rate-gate.js';
export { pruneExpiredCaches } from './cache.js';

export interface PlacesSourceDeps {
  config: Config;
  pool: Pool;
  log: Logger;
  /** Base of the retry backoff (tests make it small). Default 250 ms. */
  backoffBaseMs?: number;
  /**
   * A specific source (a stored search keeps the one it started with). Default: Google when
   * GOOGLE_PLACES_API_KEY is set, else OpenStreetMap. Google without a key fails every call
   * with SourceUnavailableError.
   */
  sourceId?: PlacesSourceId;
}

function unconfiguredGoogle(): PlacesSource {
  const fail = () =>
    new SourceUnavailableError('google', 'Google Places: GOOGLE_PLACES_API_KEY is not configured');
  return {
    id: 'google',
    capabilities: { rating: true, companySize: false },
    geocode: () => Promise.reject(fail()),
    findPlaces: () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(fail()) }),
    }),
  };
}

export function createPlacesSource(deps: PlacesSourceDeps): PlacesSource {
  const { config, pool, log } = deps;
  const wanted = deps.sourceId ?? (config.GOOGLE_PLACES_API_KEY ? 'google' : 'osm');
  const key = wanted === 'google' ? config.GOOGLE_PLACES_API_KEY : undefined;
  if (wanted === 'google' && !key) return unconfiguredGoogle();
  const http = createHttpJson({
    source: key ? 'google' : 'osm',
    userAgent: config.userAgent,
    timeoutMs: config.SOURCE_TIMEOUT_MS,
    maxAttempts: config.SOURCE_MAX_ATTEMPTS,
    log,
    ...(deps.backoffBaseMs !== undefined ? { backoffBaseMs: deps.backoffBaseMs } : {}),
    secrets: key ? [key] : [],
  });
  if (key) {
    return createGoogleSource({
      config: { GOOGLE_PLACES_BASE_URL: config.GOOGLE_PLACES_BASE_URL, GOOGLE_PLACES_API_KEY: key },
      pool,
      log,
      http,
    });
  }
  return createOsmSource({ config, pool, log, http });
}
