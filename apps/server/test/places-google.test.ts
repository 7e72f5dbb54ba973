/**
 * The Google Places (New) source against the sandbox's stand-in (loopback only): geocoding by
 * text search, grid tiling past the 60-result cap, field masks, minimum rating, bad keys.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inBBox, startSandbox, type Sandbox } from '@leadatlas/sandbox';
import { loadConfig, type Config } from '../src/config.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { migrate } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import {
  createPlacesSource,
  SourceUnavailableError,
  type GeoArea,
  type Place,
  type PlaceQuery,
  type PlacesSource,
} from '../src/domain/places/index.js';
import { createTestDatabase } from './helpers/test-app.js';

let sandbox: Sandbox;
let pool: Pool;
let config: Config;
let source: PlacesSource;
let madrid: GeoArea;

function googleSource(env: Record<string, string> = {}): PlacesSource {
  const cfg = loadConfig({
    GOOGLE_PLACES_BASE_URL: sandbox.googlePlacesBaseUrl,
    GOOGLE_PLACES_API_KEY: sandbox.googleApiKey,
    NOMINATIM_URL: sandbox.nominatimUrl,
    OVERPASS_URL: sandbox.overpassUrl,
    SOURCE_MAX_ATTEMPTS: '3',
    SOURCE_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  config = cfg;
  return createPlacesSource({ config: cfg, pool, log: createLogger('silent'), backoffBaseMs: 5 });
}

async function collect(query: Partial<PlaceQuery>, from = source) {
  const batches: Place[][] = [];
  for await (const batch of from.findPlaces(
    { text: 'dentistas', industry: null, language: 'es', minRating: null, limit: 1000, ...query },
    madrid,
  )) {
    batches.push(batch);
  }
  return { places: batches.flat(), batches };
}

beforeAll(async () => {
  sandbox = await startSandbox({ latency: {} });
  pool = createPool(await createTestDatabase());
  await migrate(pool);
  source = googleSource();
  const result = await source.geocode('Madrid', 'es');
  if (result.kind !== 'found') throw new Error(`Madrid: ${result.kind}`);
  madrid = result.area;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await sandbox?.close();
  await pool?.end();
});

describe('Google Places geocoding', () => {
  it('geocodes with a text search of the location', () => {
    const city = sandbox.world.city('madrid');
    expect(source.id).toBe('google');
    expect(source.capabilities).toEqual({ rating: true, companySize: false });
    expect(madrid.countryCode).toBe('ES');
    expect(madrid.city).toBe('Madrid');
    expect(madrid.bbox.south).toBeCloseTo(city.bbox.south, 5);
    expect(madrid.bbox.east).toBeCloseTo(city.bbox.east, 5);
    expect(madrid.center.lat).toBeCloseTo(city.center.lat, 5);
    expect(sandbox.requests.nominatim).toBe(0);
  });

  it('answers ambiguous for homonyms and not found for gibberish; caches areas', async () => {
    const cordoba = await source.geocode('Córdoba', 'es');
    expect(cordoba.kind).toBe('ambiguous');
    if (cordoba.kind === 'ambiguous') {
      expect(cordoba.candidates.map((c) => c.countryCode).sort()).toEqual(['AR', 'ES']);
    }
    expect(await source.geocode('Qwxzzy Plonkville', 'es')).toEqual({ kind: 'not_found' });
    const before = sandbox.requests.google;
    expect(await source.geocode('madrid', 'es')).toEqual({ kind: 'found', area: madrid });
    expect(sandbox.requests.google).toBe(before);
  });
});

describe('a location Google answers with businesses only (issue 11 item 25)', () => {
  it('is not found, never a box around one business; their towns are offered', async () => {
    // The stand-in answers this text with the clinics it matches, no city among them.
    const result = await source.geocode('clínica dental Madrid', 'es');
    expect(result.kind).toBe('not_found');
    if (result.kind === 'not_found') expect(result.suggestions).toEqual(['Madrid, España']);
  });
});

describe('Google Places search', () => {
  it('tiles past the 60-result cap: every dentist of the area, once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = sandbox.requests.google;
    const { places, batches } = await collect({});
    const calls = fetchSpy.mock.calls.slice();
    fetchSpy.mockRestore();

    const expected = sandbox.world.businesses
      .filter((b) => b.category === 'dentist' && inBBox(madrid.bbox, b.lat, b.lon))
      .map((b) => `google:${b.googleId}`)
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(150);
    expect(places.length).toBeGreaterThan(60);
    expect(new Set(places.map((p) => p.key)).size).toBe(places.length);
    expect(places.map((p) => p.key).sort()).toEqual(expected);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(20);
    expect(sandbox.requests.google - before).toBeGreaterThan(3);

    const place = places[0]!;
    expect(place.key).toMatch(/^google:ChIJ/);
    expect(place.rating).toEqual(expect.any(Number));
    expect(place.ratingCount).toEqual(expect.any(Number));
    expect(place.category).toBe('Dentista');
    expect(place.industry).toBe('salud');
    expect(place.countryCode).toBe('ES');
    expect(place.emails).toEqual([]);

    expect(calls.length).toBeGreaterThan(0);
    for (const [, init] of calls) {
      const headers = new Headers(init?.headers);
      const mask = headers.get('x-goog-fieldmask') ?? '';
      expect(mask.split(',')).toContain('nextPageToken');
      expect(mask).not.toContain('*');
      expect(headers.get('x-goog-api-key')).toBe(sandbox.googleApiKey);
      expect(headers.get('user-agent')).toBe(config.userAgent);
    }
  });

  it('stops at the limit', async () => {
    const before = sandbox.requests.google;
    const { places } = await collect({ limit: 25 });
    expect(places).toHaveLength(25);
    expect(sandbox.requests.google - before).toBe(2);
  });

  it('applies the minimum rating', async () => {
    const start = sandbox.requestLog.length;
    const { places } = await collect({ minRating: 4.5 });
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.rating).toBeGreaterThanOrEqual(4.5);
    const expected = sandbox.world.businesses.filter(
      (b) => b.category === 'dentist' && b.rating >= 4.5 && inBBox(madrid.bbox, b.lat, b.lon),
    );
    expect(places).toHaveLength(expected.length);
    const bodies = sandbox.requestLog
      .slice(start)
      .map((entry) => JSON.parse(entry.body ?? '{}') as { minRating?: number });
    for (const body of bodies) expect(body.minRating).toBe(4.5);
  });

  it('fails fast with SourceUnavailableError on a wrong key, without showing it', async () => {
    const wrong = googleSource({ GOOGLE_PLACES_API_KEY: 'wrong-key-123' });
    const before = sandbox.requests.google;
    const started = Date.now();
    const error = await collect({}, wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect((error as SourceUnavailableError).source).toBe('google');
    expect((error as Error).message).toContain('403');
    expect((error as Error).message).not.toContain('wrong-key-123');
    expect(sandbox.requests.google - before).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries 429 and 5xx', async () => {
    sandbox.setFault('google', { failNext: 2, failStatus: 429 });
    const before = sandbox.requests.google;
    const { places } = await collect({ limit: 5 });
    sandbox.setFault('google', null);
    expect(places).toHaveLength(5);
    expect(sandbox.requests.google - before).toBe(3);
  });
});
