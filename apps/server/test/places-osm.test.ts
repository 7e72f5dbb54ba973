/**
 * The OpenStreetMap source against the sandbox's Nominatim and Overpass (loopback only):
 * geocoding, the app-wide Nominatim gate across pools, caches, the category map against the
 * world's businesses, contact tags, retries and failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBBox, startSandbox, type Business, type Sandbox } from '@leadatlas/sandbox';
import type { Industry } from '@leadatlas/shared';
import { loadConfig, type Config } from '../src/config.js';
import { createPool, type Pool } from '../src/db/pool.js';
import { migrate } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import {
  createPlacesSource,
  SourceUnavailableError,
  type GeoArea,
  type Place,
  type PlacesSource,
} from '../src/domain/places/index.js';
import { createTestDatabase } from './helpers/test-app.js';

const CONTACT = 'ops@leadatlas.test';
const INTERVAL_MS = 300;

let sandbox: Sandbox;
let dbUrl: string;
let pool: Pool;
let otherPool: Pool;
let config: Config;
let source: PlacesSource;
let madrid: GeoArea;

function makeSource(db: Pool): PlacesSource {
  return createPlacesSource({ config, pool: db, log: createLogger('silent'), backoffBaseMs: 5 });
}

async function collect(
  text: string,
  options: { industry?: Industry | null; language?: 'es' | 'en'; limit?: number } = {},
  area: GeoArea = madrid,
): Promise<{ places: Place[]; batches: Place[][] }> {
  const batches: Place[][] = [];
  for await (const batch of source.findPlaces(
    {
      text,
      industry: options.industry ?? null,
      language: options.language ?? 'es',
      minRating: null,
      limit: options.limit ?? 1000,
    },
    area,
  )) {
    batches.push(batch);
  }
  return { places: batches.flat(), batches };
}

const osmKey = (b: Business) => `osm:${b.osmType}/${b.osmId}`;

function worldKeys(area: GeoArea, categories: string[]): string[] {
  return sandbox.world.businesses
    .filter((b) => categories.includes(b.category) && inBBox(area.bbox, b.lat, b.lon))
    .map(osmKey)
    .sort();
}

beforeAll(async () => {
  sandbox = await startSandbox({ latency: {} });
  dbUrl = await createTestDatabase();
  pool = createPool(dbUrl);
  otherPool = createPool(dbUrl);
  await migrate(pool);
  config = loadConfig({
    NOMINATIM_URL: sandbox.nominatimUrl,
    OVERPASS_URL: sandbox.overpassUrl,
    GOOGLE_PLACES_BASE_URL: sandbox.googlePlacesBaseUrl,
    APP_CONTACT_EMAIL: CONTACT,
    NOMINATIM_MIN_INTERVAL_MS: String(INTERVAL_MS),
    SOURCE_MAX_ATTEMPTS: '3',
    SOURCE_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'silent',
  });
  source = makeSource(pool);
  const result = await source.geocode('Madrid', 'es');
  if (result.kind !== 'found') throw new Error(`Madrid: ${result.kind}`);
  madrid = result.area;
});

afterAll(async () => {
  await sandbox?.close();
  await pool?.end();
  await otherPool?.end();
});

describe('OpenStreetMap geocoding (Nominatim)', () => {
  it('finds Madrid with its box, center and country', () => {
    const city = sandbox.world.city('madrid');
    expect(source.id).toBe('osm');
    expect(source.capabilities).toEqual({ rating: false, companySize: false });
    expect(madrid.countryCode).toBe('ES');
    expect(madrid.city).toBe('Madrid');
    expect(madrid.label).toContain('Madrid');
    expect(madrid.center.lat).toBeCloseTo(city.center.lat, 5);
    expect(madrid.center.lon).toBeCloseTo(city.center.lon, 5);
    expect(madrid.bbox.south).toBeCloseTo(city.bbox.south, 5);
    expect(madrid.bbox.north).toBeCloseTo(city.bbox.north, 5);
    expect(madrid.bbox.west).toBeCloseTo(city.bbox.west, 5);
    expect(madrid.bbox.east).toBeCloseTo(city.bbox.east, 5);
  });

  it('answers ambiguous for Córdoba, with both candidates', async () => {
    const result = await source.geocode('Córdoba', 'es');
    expect(result.kind).toBe('ambiguous');
    if (result.kind !== 'ambiguous') return;
    expect(result.candidates.map((c) => c.countryCode).sort()).toEqual(['AR', 'ES']);
    for (const candidate of result.candidates) expect(candidate.city).toBe('Córdoba');
  });

  it('answers not found for gibberish', async () => {
    expect(await source.geocode('Qwxzzy Plonkville', 'es')).toEqual({ kind: 'not_found' });
  });

  it('caches answers: asking again sends nothing', async () => {
    const before = sandbox.requests.nominatim;
    const again = await source.geocode('  MADRID ', 'es');
    expect(again).toEqual({ kind: 'found', area: madrid });
    expect(sandbox.requests.nominatim).toBe(before);
  });

  it('spaces Nominatim requests across processes (two pools on one database)', async () => {
    const a = source;
    const b = makeSource(otherPool);
    const start = sandbox.requestLog.length;
    const results = await Promise.all([
      a.geocode('Barcelona', 'es'),
      b.geocode('Valencia', 'es'),
      a.geocode('Sevilla', 'en'),
      b.geocode('Buenos Aires', 'es'),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['found', 'found', 'found', 'found']);
    const times = sandbox.requestLog
      .slice(start)
      .filter((entry) => entry.target === 'nominatim')
      .map((entry) => entry.at)
      .sort((x, y) => x - y);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) {
      // Slots are reserved an interval apart; on a loaded machine one process may wake a little
      // late for its slot (a CI run saw 278 ms), so arrivals may be closer. Uncoordinated, the
      // four would arrive within a few milliseconds of each other.
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS / 2);
    }
  });

  it('identifies itself with a User-Agent carrying the contact address', () => {
    const entries = sandbox.requestLog.filter((entry) => entry.target === 'nominatim');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.userAgent).toContain(CONTACT);
    const url = new URL(entries[0]!.url);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('addressdetails')).toBe('1');
    expect(url.searchParams.get('accept-language')).toBe('es');
  });
});

describe('OpenStreetMap places (Overpass)', () => {
  it('finds exactly the dentists of the world within the area, central ones first', async () => {
    const { places, batches } = await collect('dentistas');
    const expected = worldKeys(madrid, ['dentist']);
    expect(expected.length).toBeGreaterThanOrEqual(150);
    expect(places.map((p) => p.key).sort()).toEqual(expected);
    expect(new Set(places.map((p) => p.key)).size).toBe(places.length);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(50);
    expect(batches.length).toBeGreaterThan(1);
    const distance = (p: Place) =>
      Math.hypot(p.location!.lat - madrid.center.lat, p.location!.lon - madrid.center.lon);
    expect(distance(places[0]!)).toBeLessThan(distance(places.at(-1)!));
    for (const place of places) {
      expect(place.category).toBe('Dentista');
      expect(place.industry).toBe('salud');
      expect(place.countryCode).toBe('ES');
      expect(place.rating).toBeNull();
    }
    const entry = sandbox.requestLog.filter((e) => e.target === 'overpass').at(-1)!;
    expect(entry.userAgent).toContain(CONTACT);
    const ql = new URLSearchParams(entry.body).get('data')!;
    expect(ql).toMatch(/^\[out:json\]\[timeout:25\]\[bbox:[-\d.,]+\];\n\(\n/);
    expect(ql).toMatch(/\nout center tags 3000;$/);
  });

  it('maps English and Spanish texts alike, and honours the limit', async () => {
    const es = await collect('dentistas', { limit: 40 });
    const en = await collect('Dentists', { language: 'en', limit: 40 });
    expect(en.places.map((p) => p.key)).toEqual(es.places.map((p) => p.key));
    expect(es.places).toHaveLength(40);
    expect(en.places[0]!.category).toBe('Dentist');
  });

  it('applies the industry', async () => {
    const dentists = worldKeys(madrid, ['dentist']);
    const withSalud = await collect('clínicas dentales', { industry: 'salud' });
    expect(withSalud.places.map((p) => p.key).sort()).toEqual(dentists);
    const before = sandbox.requests.overpass;
    expect((await collect('dentistas', { industry: 'educacion' })).places).toEqual([]);
    expect(sandbox.requests.overpass).toBe(before);
    const trades = await collect('', { industry: 'construccion' });
    expect(trades.places.map((p) => p.key).sort()).toEqual(
      worldKeys(madrid, ['builder', 'electrician', 'plumber']),
    );
    for (const place of trades.places) expect(place.industry).toBe('construccion');
  });

  it('reads phones, websites, emails and socials from contact tags', async () => {
    const { places } = await collect('abogados');
    expect(places.map((p) => p.key).sort()).toEqual(worldKeys(madrid, ['lawyer']));
    const byKey = new Map(places.map((p) => [p.key, p]));
    let split = 0;
    let contactWebsite = 0;
    for (const business of sandbox.world.businesses) {
      const place = byKey.get(osmKey(business));
      if (!place) continue;
      const tagged = business.tags.phone ?? business.tags['contact:phone'];
      const phones = tagged ? tagged.split(';').map((p) => p.trim()) : [];
      expect(place.phones).toEqual(phones);
      if (phones.length > 1) split++;
      if (business.tags['contact:website']) {
        contactWebsite++;
        expect(place.website).toMatch(/^http:\/\/[^/]+:\d+/);
      }
      expect(place.website !== null).toBe(business.website !== null);
      expect(place.emails).toEqual(business.email ? [business.email] : []);
      if (business.facebook) expect(place.socials.facebook).toBe(business.facebook);
      if (business.instagram) expect(place.socials.instagram).toBe(business.instagram);
      expect(place.address).toBe(`${business.street} ${business.housenumber}`);
    }
    expect(split).toBeGreaterThan(0);
    expect(contactWebsite).toBeGreaterThan(0);
  });

  it('caches Overpass answers', async () => {
    await collect('fontaneros');
    const before = sandbox.requests.overpass;
    const again = await collect('fontaneros');
    expect(sandbox.requests.overpass).toBe(before);
    expect(again.places.map((p) => p.key).sort()).toEqual(worldKeys(madrid, ['plumber']));
  });

  it('retries failures and succeeds', async () => {
    sandbox.setFault('overpass', { failNext: 2, failStatus: 503 });
    const before = sandbox.requests.overpass;
    const { places } = await collect('electricistas');
    sandbox.setFault('overpass', null);
    expect(sandbox.requests.overpass - before).toBe(3);
    expect(places.map((p) => p.key).sort()).toEqual(worldKeys(madrid, ['electrician']));
  });

  it('fails with SourceUnavailableError once the attempts run out', async () => {
    sandbox.setFault('overpass', { failRate: 1, failStatus: 504 });
    const before = sandbox.requests.overpass;
    try {
      await expect(collect('arquitectos')).rejects.toBeInstanceOf(SourceUnavailableError);
    } finally {
      sandbox.setFault('overpass', null);
    }
    expect(sandbox.requests.overpass - before).toBe(3);
  });
});
