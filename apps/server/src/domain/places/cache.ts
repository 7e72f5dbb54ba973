/**
 * Caches of the places sources (their usage policies ask for caching): geocoding answers by
 * source, normalised text and language (30 days), and places-source answers by a hash of the
 * request (Overpass: 7 days). Google Places content is not cached (its terms), except the
 * geocoded areas (ids and viewports, 30 days).
 */
import { createHash } from 'node:crypto';
import type { PlacesSourceId } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import type { GeocodeResult } from './types.js';
import { normaliseQueryText } from './text.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const GEOCODE_TTL_MS = 30 * DAY_MS;
export const OVERPASS_TTL_MS = 7 * DAY_MS;

export async function getCachedGeocode(
  db: Queryable,
  source: PlacesSourceId,
  text: string,
  language: string,
): Promise<GeocodeResult | null> {
  const { rows } = await db.query<{ result: GeocodeResult }>(
    `select result from geocode_cache
      where source = $1 and query_key = $2 and language = $3
        and created_at > now() - make_interval(secs => $4::double precision / 1000)`,
    [source, normaliseQueryText(text), language, GEOCODE_TTL_MS],
  );
  return rows[0]?.result ?? null;
}

export async function putCachedGeocode(
  db: Queryable,
  source: PlacesSourceId,
  text: string,
  language: string,
  result: GeocodeResult,
): Promise<void> {
  await db.query(
    `insert into geocode_cache (source, query_key, language, result) values ($1, $2, $3, $4)
     on conflict (source, query_key, language)
       do update set result = excluded.result, created_at = now()`,
    [source, normaliseQueryText(text), language, JSON.stringify(result)],
  );
}

/** A stable key for a request: sha256 of its parts. */
export function requestHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

export async function getCachedResponse<T>(
  db: Queryable,
  source: PlacesSourceId,
  hash: string,
  ttlMs: number,
): Promise<T | null> {
  const { rows } = await db.query<{ response: T }>(
    `select response from places_cache
      where source = $1 and request_hash = $2
        and created_at > now() - make_interval(secs => $3::double precision / 1000)`,
    [source, hash, ttlMs],
  );
  return rows[0]?.response ?? null;
}

export async function putCachedResponse(
  db: Queryable,
  source: PlacesSourceId,
  hash: string,
  response: unknown,
): Promise<void> {
  await db.query(
    `insert into places_cache (source, request_hash, response) values ($1, $2, $3)
     on conflict (source, request_hash)
       do update set response = excluded.response, created_at = now()`,
    [source, hash, JSON.stringify(response)],
  );
}

/** Deletes expired entries; a periodic job may call it. Returns the rows removed. */
export async function pruneExpiredCaches(db: Queryable): Promise<number> {
  const geocode = await db.query(
    `delete from geocode_cache
      where created_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [GEOCODE_TTL_MS],
  );
  const places = await db.query(
    `delete from places_cache
      where created_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [OVERPASS_TTL_MS],
  );
  return (geocode.rowCount ?? 0) + (places.rowCount ?? 0);
}
