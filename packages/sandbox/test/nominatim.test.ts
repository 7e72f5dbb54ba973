import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/index.js';
import { UA } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function search(query: string, headers: Record<string, string> = UA) {
  const res = await fetch(`${sb.nominatimUrl}/search?${query}`, { headers });
  return { status: res.status, body: await res.text() };
}

describe('Nominatim stand-in', () => {
  it('answers a city like the real jsonv2 output', async () => {
    const { status, body } = await search(
      'q=Madrid&format=jsonv2&addressdetails=1&limit=1&accept-language=es',
    );
    expect(status).toBe(200);
    const [place, ...rest] = JSON.parse(body) as Array<Record<string, unknown>>;
    expect(rest).toEqual([]);
    expect(place).toMatchObject({
      osm_type: 'relation',
      category: 'boundary',
      type: 'administrative',
      place_rank: 16,
      addresstype: 'city',
      name: 'Madrid',
      display_name: 'Madrid, Comunidad de Madrid, España',
      address: {
        city: 'Madrid',
        state: 'Comunidad de Madrid',
        country: 'España',
        country_code: 'es',
      },
    });
    expect(typeof place!.place_id).toBe('number');
    expect(place!.licence).toContain('OpenStreetMap');
    expect(place!.lat).toMatch(/^40\.4\d+$/);
    expect(place!.lon).toMatch(/^-3\.7\d+$/);
    const bb = place!.boundingbox as string[];
    expect(bb).toHaveLength(4);
    const [south, north, west, east] = bb.map(Number) as [number, number, number, number];
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    expect(sb.world.city('madrid').bbox).toEqual({ south, north, west, east });
  });

  it('uses the accept-language and the json (class) format', async () => {
    const { body } = await search('q=Sevilla&format=json&accept-language=en');
    const [place] = JSON.parse(body) as Array<Record<string, unknown>>;
    expect(place).toMatchObject({
      class: 'boundary',
      name: 'Seville',
      display_name: 'Seville, Andalusia, Spain',
    });
    expect(place).not.toHaveProperty('category');
  });

  it('matches aliases, accents and "City, Country" forms', async () => {
    for (const q of [
      'cdmx',
      'Mexico City',
      'ciudad de mexico',
      'BOGOTA',
      'Madrid, Spain',
      'Madrid, España',
      'Seville',
    ]) {
      const { body } = await search(`q=${encodeURIComponent(q)}&format=jsonv2`);
      expect(JSON.parse(body), q).toHaveLength(1);
    }
    const { body } = await search(`q=${encodeURIComponent('Madrid, Argentina')}&format=jsonv2`);
    expect(JSON.parse(body)).toEqual([]);
  });

  it('returns both Córdobas with close importance, narrowed by a country', async () => {
    const { body } = await search(
      `q=${encodeURIComponent('Córdoba')}&format=jsonv2&addressdetails=1`,
    );
    const results = JSON.parse(body) as Array<{
      importance: number;
      address: { country_code: string };
    }>;
    expect(results.map((r) => r.address.country_code).sort()).toEqual(['ar', 'es']);
    expect(Math.abs(results[0]!.importance - results[1]!.importance)).toBeLessThan(0.05);
    const narrowed = JSON.parse(
      (await search('q=Cordoba,%20Spain&format=jsonv2&addressdetails=1')).body,
    ) as typeof results;
    expect(narrowed.map((r) => r.address.country_code)).toEqual(['es']);
    const limited = JSON.parse((await search('q=Cordoba&format=jsonv2&limit=1')).body) as unknown[];
    expect(limited).toHaveLength(1);
  });

  it('answers [] for unknown places and 403 without a User-Agent', async () => {
    expect(JSON.parse((await search('q=Atlantis&format=jsonv2')).body)).toEqual([]);
    const res = await new Promise<number>((resolve, reject) => {
      // fetch always sends a User-Agent; node:http sends none unless told.
      import('node:http')
        .then(({ get }) =>
          get(`${sb.nominatimUrl}/search?q=Madrid&format=jsonv2`, (r) => {
            r.resume();
            resolve(r.statusCode ?? 0);
          }).on('error', reject),
        )
        .catch(reject);
    });
    expect(res).toBe(403);
    const log = sb.requestLog.filter((e) => e.target === 'nominatim');
    expect(log.at(-1)?.userAgent).toBeUndefined();
    expect(log.some((e) => e.userAgent === UA['user-agent'])).toBe(true);
  });
});
