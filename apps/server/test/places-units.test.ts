/**
 * The places sources' pure parts: text matching, category map, tag filters, Overpass query
 * text, contact parsing, area clamping, ambiguity; and the JSON client's retries against a
 * loopback server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideGeocode } from '../src/domain/places/ambiguity.js';
import { clampBoundingBox, MAX_AREA_SPAN_DEG, splitInFour } from '../src/domain/places/geo.js';
import { createHttpJson, parseRetryAfter } from '../src/domain/places/http-json.js';
import {
  categoryLabel,
  industryOfTags,
  matchText,
  planOsmQuery,
} from '../src/domain/places/osm/category-map.js';
import {
  emailsFromTags,
  phonesFromTags,
  socialsFromTags,
  splitPhones,
  websiteFromTags,
} from '../src/domain/places/osm/contacts.js';
import { decideNominatim } from '../src/domain/places/osm/nominatim.js';
import { buildOverpassQuery, elementToPlace } from '../src/domain/places/osm/overpass.js';
import { anyClauseHolds } from '../src/domain/places/osm/tag-filters.js';
import { decideGoogle } from '../src/domain/places/google/geocode.js';
import { googlePlaceToPlace } from '../src/domain/places/google/source.js';
import { foldText, stemWord } from '../src/domain/places/text.js';
import { SourceUnavailableError, type GeoArea } from '../src/domain/places/types.js';

const AREA: GeoArea = {
  label: 'Madrid',
  center: { lat: 40.4, lon: -3.7 },
  bbox: { south: 40.3, west: -3.8, north: 40.5, east: -3.6 },
  countryCode: 'ES',
  city: 'Madrid',
};

describe('text', () => {
  it('folds accents and case, and stems plurals', () => {
    expect(foldText('  Clínica  DENTAL, Peñalara ')).toBe('clinica dental penalara');
    expect(stemWord('dentistas')).toBe(stemWord('dentista'));
    expect(stemWord('hoteles')).toBe(stemWord('hotel'));
    expect(stemWord('restaurantes')).toBe(stemWord('restaurant'));
    expect(stemWord('bakeries')).toBe(stemWord('bakery'));
  });
});

describe('category map', () => {
  const same = (a: string, b: string) =>
    expect(planOsmQuery(a, null).filter).toEqual(planOsmQuery(b, null).filter);

  it('maps Spanish and English, singular and plural, accents and synonyms alike', () => {
    for (const text of [
      'dentistas',
      'Dentista',
      'dentists',
      'DENTIST',
      'clínica dental',
      'odontólogos',
    ]) {
      expect(matchText(text).categories.map((c) => c.id)).toEqual(['dentist']);
    }
    same('dentistas', 'dentists');
    same('abogados', 'lawyers');
    same('Peluquería', 'hairdresser');
    same('panaderias', 'bakery');
    const cases: Array<[string, string]> = [
      ['bufete', 'lawyer'],
      ['restaurantes', 'restaurant'],
      ['cafetería', 'cafe'],
      ['barbería', 'hairdresser'],
      ['tienda de ropa', 'clothes'],
      ['ropa', 'clothes'],
      ['supermercados', 'supermarket'],
      ['farmacias', 'pharmacy'],
      ['veterinario', 'veterinary'],
      ['médicos', 'doctor'],
      ['clínicas', 'clinic'],
      ['contable', 'accountant'],
      ['asesoría', 'accountant'],
      ['arquitectos', 'architect'],
      ['inmobiliarias', 'estate_agent'],
      ['real estate', 'estate_agent'],
      ['informática', 'it'],
      ['IT', 'it'],
      ['desarrollo web', 'it'],
      ['tienda de computación', 'computer_shop'],
      ['colegios', 'school'],
      ['academia de idiomas', 'language_school'],
      ['autoescuela', 'driving_school'],
      ['driving school', 'driving_school'],
      ['constructora', 'builder'],
      ['electricistas', 'electrician'],
      ['plomero', 'plumber'],
      ['fontaneros', 'plumber'],
      ['hoteles', 'hotel'],
      ['gimnasio', 'gym'],
      ['taller mecánico', 'car_repair'],
    ];
    for (const [text, id] of cases) {
      expect(
        matchText(text).categories.map((c) => c.id),
        text,
      ).toEqual([id]);
    }
    expect(matchText('abogados y contadores').categories.map((c) => c.id)).toEqual([
      'lawyer',
      'accountant',
    ]);
  });

  it('plans an unknown text as a name match, and an industry by its tags', () => {
    const unknown = planOsmQuery('xilófonos artesanales', null);
    expect(unknown.filter).toHaveLength(1);
    const name = unknown.filter[0]![0]!;
    expect(name).toMatchObject({ key: 'name', op: 'match', caseInsensitive: true });
    expect(anyClauseHolds({ name: 'Xilófonos Artesanales Óscar' }, unknown.filter)).toBe(true);
    expect(anyClauseHolds({ name: 'ÁRTESANAL' }, unknown.filter)).toBe(true);

    const withIndustry = planOsmQuery('zzqq', 'salud');
    expect(anyClauseHolds({ amenity: 'dentist' }, withIndustry.filter)).toBe(true);
    expect(anyClauseHolds({ office: 'lawyer' }, withIndustry.filter)).toBe(false);

    const intersected = planOsmQuery('dentistas', 'salud');
    expect(anyClauseHolds({ amenity: 'dentist' }, intersected.filter)).toBe(true);
    expect(anyClauseHolds({ amenity: 'doctors' }, intersected.filter)).toBe(false);
    expect(planOsmQuery('dentistas', 'educacion').filter).toEqual([]);
    expect(planOsmQuery('', null).filter).toEqual([]);

    const shops = planOsmQuery('tienda de bicicletas', null);
    expect(anyClauseHolds({ shop: 'bicycle', name: 'Bicicletas Pepe' }, shops.filter)).toBe(true);
    expect(anyClauseHolds({ shop: 'bakery', name: 'Horno Pepe' }, shops.filter)).toBe(false);
  });

  it('maps tags back to a label and an industry', () => {
    expect(categoryLabel({ amenity: 'dentist' }, 'es')).toBe('Dentista');
    expect(categoryLabel({ healthcare: 'dentist' }, 'en')).toBe('Dentist');
    expect(categoryLabel({ shop: 'second_hand' }, 'en')).toBe('Second hand');
    expect(industryOfTags({ amenity: 'dentist' })).toBe('salud');
    expect(industryOfTags({ office: 'lawyer' })).toBe('servicios-profesionales');
    expect(industryOfTags({ shop: 'computer' })).toBe('tecnologia');
    expect(industryOfTags({ shop: 'second_hand' })).toBe('retail');
    expect(industryOfTags({ craft: 'plumber' })).toBe('construccion');
    expect(industryOfTags({ office: 'estate_agent' })).toBe('inmobiliario');
    expect(industryOfTags({ amenity: 'language_school' })).toBe('educacion');
    expect(industryOfTags({ amenity: 'restaurant' })).toBeNull();
  });
});

describe('Overpass query', () => {
  it('has the exact supported form', () => {
    const ql = buildOverpassQuery(
      planOsmQuery('abogados', 'servicios-profesionales').filter,
      AREA.bbox,
      150,
    );
    const lines = ql.split('\n');
    expect(lines[0]).toBe('[out:json][timeout:25][bbox:40.3,-3.8,40.5,-3.6];');
    expect(lines[1]).toBe('(');
    expect(lines.at(-2)).toBe(');');
    expect(lines.at(-1)).toBe('out center tags 150;');
    expect(lines).toContain('  nwr["office"="lawyer"];');
    for (const line of lines.slice(2, -2))
      expect(line).toMatch(/^ {2}nwr(\["[^"]+"(=|~)?("(\\.|[^"\\])*")?(,i)?\])+;$/);
  });

  it('escapes quotes and backslashes', () => {
    const ql = buildOverpassQuery(
      [[{ key: 'name', op: 'match', pattern: 'a"b\\c', caseInsensitive: true }]],
      AREA.bbox,
      1,
    );
    expect(ql).toContain('nwr["name"~"a\\"b\\\\c",i];');
  });
});

describe('OpenStreetMap contacts', () => {
  it('splits phones on ";" and on "," only between whole numbers', () => {
    expect(splitPhones('+34 911 11 11 11;+34 600 000 000')).toEqual([
      '+34 911 11 11 11',
      '+34 600 000 000',
    ]);
    expect(splitPhones('+34 911 11 11 11, +34 600 000 000')).toEqual([
      '+34 911 11 11 11',
      '+34 600 000 000',
    ]);
    expect(splitPhones('91 123,45')).toEqual(['91 123,45']);
    expect(
      phonesFromTags({
        phone: '+34 911 11 11 11; +34 600 000 000',
        'contact:phone': '+34 911 11 11 11',
        'contact:mobile': '+34 611 222 333',
        mobile: '+34 611 222 333',
      }),
    ).toEqual(['+34 911 11 11 11', '+34 600 000 000', '+34 611 222 333']);
  });

  it('reads websites, emails and socials', () => {
    expect(websiteFromTags({ 'contact:website': 'www.x.es;https://y.es' })).toBe('http://www.x.es');
    expect(websiteFromTags({ url: 'https://x.es/a' })).toBe('https://x.es/a');
    expect(websiteFromTags({ website: 'not a url' })).toBeNull();
    expect(emailsFromTags({ email: 'a@x.es; mailto:B@x.es', 'contact:email': 'a@x.es' })).toEqual([
      'a@x.es',
      'B@x.es',
    ]);
    expect(
      socialsFromTags({
        'contact:facebook': 'https://www.facebook.com/clinica',
        instagram: '@clinica_ig',
        'contact:twitter': 'clinica',
        'contact:linkedin': 'linkedin.com/company/clinica',
      }),
    ).toEqual({
      facebook: 'https://www.facebook.com/clinica',
      instagram: 'https://www.instagram.com/clinica_ig',
      twitter: 'https://x.com/clinica',
      linkedin: 'https://linkedin.com/company/clinica',
    });
  });

  it('parses elements defensively', () => {
    const context = { locale: 'es' as const, area: AREA, industry: null };
    expect(elementToPlace({ type: 'node', id: 1, lat: 1, lon: 2, tags: {} }, context)).toBeNull();
    expect(elementToPlace({ type: 'node', id: 1, tags: { name: 7 } }, context)).toBeNull();
    const way = elementToPlace(
      {
        type: 'way',
        id: 42,
        center: { lat: 40.41, lon: -3.7 },
        tags: {
          name: 'Clínica Dental Sol',
          amenity: 'dentist',
          'addr:street': 'Calle Mayor',
          'addr:housenumber': '5',
          'addr:postcode': '28013',
          'addr:city': 'Madrid',
          odd: 'x',
        },
      },
      context,
    );
    expect(way).toMatchObject({
      key: 'osm:way/42',
      name: 'Clínica Dental Sol',
      address: 'Calle Mayor 5',
      postalCode: '28013',
      city: 'Madrid',
      countryCode: 'ES',
      category: 'Dentista',
      industry: 'salud',
      rating: null,
      location: { lat: 40.41, lon: -3.7 },
    });
  });
});

describe('areas', () => {
  it('clamps a country-sized box around the center and widens a point', () => {
    const spain = clampBoundingBox(
      { south: 27.4, north: 43.99, west: -18.4, east: 4.6 },
      { lat: 40.41, lon: -3.7 },
    );
    expect(spain.north - spain.south).toBeCloseTo(MAX_AREA_SPAN_DEG, 5);
    expect(spain.east - spain.west).toBeCloseTo(MAX_AREA_SPAN_DEG, 5);
    expect(spain.south).toBeLessThan(40.41);
    expect(spain.north).toBeGreaterThan(40.41);
    const point = clampBoundingBox(
      { south: 40.41, north: 40.41, west: -3.7, east: -3.7 },
      { lat: 40.41, lon: -3.7 },
    );
    expect(point.north - point.south).toBeGreaterThan(0.01);
    const madrid = { south: 40.31, north: 40.64, west: -3.88, east: -3.51 };
    expect(clampBoundingBox(madrid, { lat: 40.41, lon: -3.7 })).toEqual(madrid);
  });

  it('splits a tile in four, nearest quadrant first', () => {
    const quads = splitInFour(AREA.bbox, { lat: 40.49, lon: -3.61 });
    expect(quads).toHaveLength(4);
    expect(quads[0]).toEqual({ south: 40.4, west: -3.7, north: 40.5, east: -3.6 });
  });

  it('judges ambiguity by importance and region', () => {
    const area = (label: string) => ({ ...AREA, label });
    expect(decideGeocode([])).toEqual({ kind: 'not_found' });
    expect(
      decideGeocode([
        { area: area('A'), importance: 0.8, region: 'ES|x' },
        { area: area('B'), importance: 0.5, region: 'AR|y' },
      ]).kind,
    ).toBe('found');
    expect(
      decideGeocode([
        { area: area('A'), importance: 0.8, region: 'ES|x' },
        { area: area('A2'), importance: 0.79, region: 'ES|x' },
      ]).kind,
    ).toBe('found');
    const result = decideGeocode([
      { area: area('A'), importance: 0.66, region: 'AR|c' },
      { area: area('B'), importance: 0.64, region: 'ES|a' },
    ]);
    expect(result).toMatchObject({
      kind: 'ambiguous',
      candidates: [{ label: 'A' }, { label: 'B' }],
    });
  });

  it('a business, an amenity or a road is never an area, whatever its address type (item 25)', () => {
    const clinic = {
      lat: '40.42',
      lon: '-3.70',
      category: 'amenity',
      type: 'dentist',
      addresstype: 'city',
      importance: 0.9,
      name: 'Clínica Madrid',
      display_name: 'Clínica Madrid, Calle Mayor, Madrid, España',
      address: { city: 'Madrid', country: 'España', country_code: 'es' },
    };
    const road = { ...clinic, category: 'highway', type: 'residential', addresstype: 'road' };
    expect(decideNominatim([clinic, road])).toEqual({
      kind: 'not_found',
      suggestions: ['Madrid, España'],
    });
    expect(decideNominatim([])).toEqual({ kind: 'not_found' });
  });

  it('prefers settlements over a shop called like the place', () => {
    const result = decideNominatim([
      {
        lat: '40.4',
        lon: '-3.7',
        category: 'shop',
        type: 'clothes',
        importance: 0.9,
        name: 'Madrid',
        display_name: 'Madrid, tienda',
        boundingbox: ['40.39', '40.41', '-3.71', '-3.69'],
      },
      {
        lat: '40.41',
        lon: '-3.70',
        category: 'boundary',
        type: 'administrative',
        addresstype: 'city',
        importance: 0.7,
        name: 'Madrid',
        display_name: 'Madrid, Comunidad de Madrid, España',
        address: { city: 'Madrid', state: 'Comunidad de Madrid', country_code: 'es' },
        boundingbox: ['40.31', '40.64', '-3.88', '-3.51'],
      },
    ]);
    expect(result).toEqual({
      kind: 'found',
      area: {
        label: 'Madrid, Comunidad de Madrid, España',
        center: { lat: 40.41, lon: -3.7 },
        bbox: { south: 40.31, north: 40.64, west: -3.88, east: -3.51 },
        countryCode: 'ES',
        city: 'Madrid',
      },
    });
  });

  it('treats Google homonyms in different regions as ambiguous', () => {
    const city = (name: string, country: string, state: string) => ({
      displayName: { text: name },
      types: ['locality', 'political'],
      location: { latitude: 1, longitude: 2 },
      addressComponents: [
        { longText: name, types: ['locality', 'political'] },
        { longText: state, types: ['administrative_area_level_1', 'political'] },
        { longText: country, shortText: country, types: ['country', 'political'] },
      ],
    });
    expect(
      decideGoogle([city('Córdoba', 'ES', 'Andalucía'), city('Córdoba', 'AR', 'Córdoba')]).kind,
    ).toBe('ambiguous');
    expect(
      decideGoogle([city('Madrid', 'ES', 'Madrid'), city('Comunidad de Madrid', 'ES', 'X')]).kind,
    ).toBe('found');
    expect(decideGoogle([]).kind).toBe('not_found');
  });

  it('maps a Google place', () => {
    const place = googlePlaceToPlace({
      id: 'abc',
      displayName: { text: 'Clínica' },
      internationalPhoneNumber: '+34 911',
      nationalPhoneNumber: '911',
      primaryType: 'dental_clinic',
      types: ['dental_clinic', 'health'],
      rating: 4.5,
      userRatingCount: 10,
      addressComponents: [
        { longText: '5', types: ['street_number'] },
        { longText: 'Calle Mayor', types: ['route'] },
        { longText: 'Madrid', types: ['locality', 'political'] },
        { longText: '28013', types: ['postal_code'] },
        { longText: 'España', shortText: 'es', types: ['country', 'political'] },
      ],
    });
    expect(place).toMatchObject({
      key: 'google:abc',
      address: 'Calle Mayor 5',
      city: 'Madrid',
      postalCode: '28013',
      countryCode: 'ES',
      phones: ['+34 911'],
      category: 'Dental clinic',
      industry: 'salud',
      rating: 4.5,
      ratingCount: 10,
    });
  });
});

describe('JSON client', () => {
  let server: http.Server;
  let base = '';
  const plan: Array<{ status: number; body: string; headers?: Record<string, string> }> = [];
  const seen: Array<{ ua: string | undefined; at: number }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ ua: req.headers['user-agent'], at: Date.now() });
      const next = plan.shift() ?? { status: 200, body: '{"ok":true}' };
      if (next.status === 0) return; // hang
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (maxAttempts = 3, timeoutMs = 2000) =>
    createHttpJson({
      source: 'osm',
      userAgent: 'LeadAtlas/test (ops@example.com)',
      timeoutMs,
      maxAttempts,
      backoffBaseMs: 5,
      secrets: ['SECRET-KEY'],
    });

  it('retries 5xx, 429 and timeouts, then succeeds', async () => {
    plan.length = 0;
    seen.length = 0;
    plan.push(
      { status: 503, body: '<html>' },
      { status: 429, body: '{}' },
      { status: 0, body: '' },
    );
    const result = await client(4, 300)<{ ok: boolean }>({ url: `${base}/x`, label: 'test' });
    expect(result).toEqual({ ok: true });
    expect(seen).toHaveLength(4);
    expect(seen[0]!.ua).toBe('LeadAtlas/test (ops@example.com)');
  });

  it('gives up after the attempts with SourceUnavailableError', async () => {
    plan.length = 0;
    plan.push({ status: 502, body: '' }, { status: 502, body: '' });
    await expect(client(2)({ url: `${base}/x`, label: 'test' })).rejects.toBeInstanceOf(
      SourceUnavailableError,
    );
  });

  it('does not retry other 4xx and never shows secrets', async () => {
    plan.length = 0;
    seen.length = 0;
    plan.push({
      status: 403,
      body: '{"error":{"message":"bad key SECRET-KEY","status":"PERMISSION_DENIED"}}',
    });
    const error = await client(3)({
      url: `${base}/x`,
      label: 'Google',
      describeError: (body) => (body as { error: { message: string } }).error.message,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(String((error as Error).message)).toContain('HTTP 403');
    expect(String((error as Error).message)).not.toContain('SECRET-KEY');
    expect(seen).toHaveLength(1);
  });

  it('waits a small Retry-After and refuses a long one', async () => {
    plan.length = 0;
    seen.length = 0;
    plan.push({ status: 429, body: '{}', headers: { 'retry-after': '0.2' } });
    await client(2)({ url: `${base}/x`, label: 'test' });
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(190);
    plan.push({ status: 429, body: '{}', headers: { 'retry-after': '3600' } });
    await expect(client(3)({ url: `${base}/x`, label: 'test' })).rejects.toThrow(/retry after/);
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
  });

  it('treats a failed check of a 200 as retryable, and stops when the caller aborts', async () => {
    plan.length = 0;
    plan.push({ status: 200, body: '{"remark":"runtime error: timeout"}' });
    const checked = await client(2)({
      url: `${base}/x`,
      label: 'test',
      check: (body) => ((body as { remark?: string }).remark ? 'remark' : null),
    });
    expect(checked).toEqual({ ok: true });
    plan.push({ status: 0, body: '' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    await expect(
      client(3)({ url: `${base}/x`, label: 'test', signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});
