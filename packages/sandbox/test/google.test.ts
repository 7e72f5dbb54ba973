import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const MASK =
  'places.id,places.displayName,places.formattedAddress,places.location,places.rating,places.userRatingCount,places.websiteUri,places.nationalPhoneNumber,places.internationalPhoneNumber,places.addressComponents,places.primaryType,places.types,places.viewport,nextPageToken';

interface Place {
  id: string;
  displayName?: { text: string; languageCode: string };
  location?: { latitude: number; longitude: number };
  rating?: number;
  websiteUri?: string;
  internationalPhoneNumber?: string;
  types?: string[];
  viewport?: unknown;
  [key: string]: unknown;
}
interface SearchResponse {
  places?: Place[];
  nextPageToken?: string;
  error?: { code: number; message: string; status: string };
}

async function searchText(body: unknown, headers: Record<string, string | undefined> = {}) {
  const h: Record<string, string> = { 'content-type': 'application/json' };
  const all = { 'x-goog-api-key': sb.googleApiKey, 'x-goog-fieldmask': MASK, ...headers };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) h[k] = v;
  const res = await fetch(`${sb.googlePlacesBaseUrl}/v1/places:searchText`, {
    method: 'POST',
    headers: h,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as SearchResponse };
}

describe('Google Places (New) stand-in', () => {
  it('checks the API key and requires a field mask', async () => {
    const noKey = await searchText(
      { textQuery: 'dentistas en Madrid' },
      { 'x-goog-api-key': undefined },
    );
    expect(noKey.status).toBe(403);
    expect(noKey.body.error).toMatchObject({ code: 403, status: 'PERMISSION_DENIED' });
    const wrong = await searchText(
      { textQuery: 'dentistas en Madrid' },
      { 'x-goog-api-key': 'nope' },
    );
    expect(wrong.status).toBe(403);
    const noMask = await searchText(
      { textQuery: 'dentistas en Madrid' },
      { 'x-goog-fieldmask': undefined },
    );
    expect(noMask.status).toBe(400);
    expect(noMask.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(noMask.body.error!.message).toMatch(/^FieldMask is a required parameter/);
    const badField = await searchText(
      { textQuery: 'dentistas' },
      { 'x-goog-fieldmask': 'places.nope' },
    );
    expect(badField.status).toBe(400);
  });

  it('returns only the masked fields', async () => {
    const { status, body } = await searchText(
      { textQuery: 'dentistas en Madrid' },
      { 'x-goog-fieldmask': 'places.id,places.displayName' },
    );
    expect(status).toBe(200);
    expect(body.places).toHaveLength(20);
    for (const p of body.places!) expect(Object.keys(p).sort()).toEqual(['displayName', 'id']);
    expect(body.nextPageToken).toBeUndefined();
    const full = await searchText(
      { textQuery: 'dentistas en Madrid' },
      { 'x-goog-fieldmask': '*' },
    );
    const p = full.body.places![0]!;
    expect(p).toMatchObject({ businessStatus: 'OPERATIONAL', primaryType: 'dentist' });
    expect(p.primaryTypeDisplayName).toEqual({ text: 'Dentista', languageCode: 'es' });
    expect(full.body.nextPageToken).toEqual(expect.any(String));
  });

  it('caps a query at 60 results over 3 pages, deterministically ordered', async () => {
    const ids: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const { status, body } = await searchText({
        textQuery: 'dentistas en Madrid',
        pageSize: 20,
        pageToken: token,
      });
      expect(status).toBe(200);
      pages++;
      ids.push(...body.places!.map((p) => p.id));
      token = body.nextPageToken;
    } while (token);
    expect(pages).toBe(3);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const again = await searchText({ textQuery: 'dentistas en Madrid', pageSize: 20 });
    expect(again.body.places!.map((p) => p.id)).toEqual(ids.slice(0, 20));
    const first = await searchText({ textQuery: 'dentistas en Madrid', pageSize: 50 });
    expect(first.body.places).toHaveLength(20);
  });

  it('rejects a page token from another query or a forged one', async () => {
    const { body } = await searchText({ textQuery: 'dentistas en Madrid' });
    const other = await searchText({
      textQuery: 'abogados en Madrid',
      pageToken: body.nextPageToken,
    });
    expect(other.status).toBe(400);
    expect(other.body.error!.status).toBe('INVALID_ARGUMENT');
    const forged = await searchText({ textQuery: 'dentistas en Madrid', pageToken: 'garbage' });
    expect(forged.status).toBe(400);
  });

  it('applies the rectangle restriction and minRating, agreeing with the world', async () => {
    const rect = { south: 40.38, west: -3.75, north: 40.48, east: -3.63 };
    const expected = sb.world.businessesIn(rect, (b) => b.category === 'dentist' && b.rating >= 4);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(60);
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const { body } = await searchText({
        textQuery: 'dentist',
        languageCode: 'en',
        minRating: 4,
        locationRestriction: {
          rectangle: {
            low: { latitude: rect.south, longitude: rect.west },
            high: { latitude: rect.north, longitude: rect.east },
          },
        },
        pageToken: token,
      });
      for (const p of body.places ?? []) {
        ids.push(p.id);
        expect(p.rating).toBeGreaterThanOrEqual(4);
        expect(p.location!.latitude).toBeGreaterThanOrEqual(rect.south);
        expect(p.location!.longitude).toBeLessThanOrEqual(rect.east);
      }
      token = body.nextPageToken;
    } while (token);
    expect(ids.sort()).toEqual(expected.map((b) => b.googleId).sort());
  });

  it('renders places like Google, with websites on the sandbox port', async () => {
    const { body } = await searchText({ textQuery: 'abogados en Buenos Aires' });
    expect(body.places!.length).toBeGreaterThan(0);
    for (const p of body.places!) {
      const b = sb.world.byGoogleId(p.id)!;
      expect(b.category).toBe('lawyer');
      expect(b.city.id).toBe('buenos-aires');
      expect(p.displayName).toEqual({ text: b.name, languageCode: 'es' });
      if (b.website)
        expect(p.websiteUri).toMatch(
          new RegExp(`^http://(www\\.)?${b.domain!.replace(/\./g, '\\.')}:${sb.websitesPort}/$`),
        );
      else expect(p.websiteUri).toBeUndefined();
      if (b.phones[0]) expect(p.internationalPhoneNumber).toBe(b.phones[0].international);
      expect(p.types).toContain('lawyer');
    }
  });

  it('finds names, geocodes a bare city, and answers {} when nothing matches', async () => {
    const target = sb.world.businesses.find(
      (b) => b.city.id === 'lima' && b.category === 'restaurant',
    )!;
    const byName = await searchText({ textQuery: `${target.name} Lima` });
    expect(byName.body.places!.map((p) => p.id)).toContain(target.googleId);
    const city = await searchText({ textQuery: 'Madrid' });
    expect(city.body.places).toHaveLength(1);
    expect(city.body.places![0]!.types).toEqual(['locality', 'political']);
    expect(city.body.places![0]!.viewport).toBeDefined();
    const cordoba = await searchText({ textQuery: 'Córdoba' });
    expect(cordoba.body.places).toHaveLength(2);
    const none = await searchText({ textQuery: 'zzzz qqqq' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
    const miami = await searchText({ textQuery: 'plumbers in Miami', languageCode: 'en' });
    expect(miami.body.places!.every((p) => sb.world.byGoogleId(p.id)!.city.id === 'miami')).toBe(
      true,
    );
  });
});
