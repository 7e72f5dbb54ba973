/**
 * Nominatim stand-in: GET /search?q=…&format=jsonv2 answering like nominatim.openstreetmap.org
 * over the world's cities (403 without a User-Agent, as its usage policy says).
 */
import type { City } from './cities.js';
import { citiesNamed, cityLabel, displayName, findCities, pickLang } from './geo.js';
import { json, text, type Handler, type Reply } from './http.js';
import type { World } from './world.js';

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

export function nominatimHandler(world: World): Handler {
  return (request) => {
    const userAgent = request.headers['user-agent'];
    if (!userAgent || userAgent.trim() === '') {
      return text(
        403,
        'Access blocked. You have been blocked because you have violated the usage policy of ' +
          "OSM's Nominatim geocoding service. Please be aware that OSM's resources are limited " +
          'and shared between many users. The usage policy is there to ensure that the service ' +
          'remains usable for everybody. Please review the terms and make sure that your ' +
          'software adheres to the terms. You should in particular verify that you have set a ' +
          'custom HTTP referrer or HTTP user agent that identifies your application.',
      );
    }
    const path = request.url.pathname.replace(/\/+$/, '');
    if (path === '/status' || path === '/status.php') return text(200, 'OK');
    if (path !== '/search' && path !== '/search.php') {
      return json(404, { error: { code: 404, message: 'Unknown endpoint' } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(405, { error: { code: 405, message: 'Method not allowed' } });
    }
    const params = request.url.searchParams;
    const format = params.get('format') ?? 'xml';
    if (format !== 'json' && format !== 'jsonv2') {
      return json(400, {
        error: {
          code: 400,
          message:
            "Parameter 'format' must be one of: json, jsonv2 (this stand-in serves JSON only)",
        },
      });
    }
    const limit = clampLimit(params.get('limit'));
    const lang = pickLang(
      params.get('accept-language') ?? request.headers['accept-language'],
      'es',
    );
    const langOf = (city: City) =>
      params.get('accept-language') || request.headers['accept-language'] ? lang : city.language;
    const countryCodes = (params.get('countrycodes') ?? '')
      .split(',')
      .map((c) => c.trim().toLowerCase())
      .filter((c) => c !== '');

    let found: City[];
    const q = params.get('q');
    if (q !== null) {
      found = findCities(world.cities, q);
    } else {
      const city = params.get('city');
      const qualifiers = [params.get('state'), params.get('country')].filter(
        (v): v is string => v !== null,
      );
      found = city ? citiesNamed(world.cities, city, qualifiers) : [];
    }
    if (countryCodes.length > 0) found = found.filter((c) => countryCodes.includes(c.countryCode));
    const addressDetails = params.get('addressdetails') === '1';
    const results = found
      .slice(0, limit)
      .map((city) => place(city, langOf(city), format === 'jsonv2', addressDetails));
    return json(200, results, { 'access-control-allow-origin': '*' });
  };
}

function clampLimit(raw: string | null): number {
  const n = raw === null ? 10 : Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return 10;
  return Math.min(n, 40);
}

function place(city: City, lang: 'es' | 'en', v2: boolean, addressDetails: boolean) {
  const { bbox } = city;
  const result: Record<string, unknown> = {
    place_id: city.nominatimPlaceId,
    licence: LICENCE,
    osm_type: 'relation',
    osm_id: city.osmRelationId,
    lat: city.center.lat.toFixed(7),
    lon: city.center.lon.toFixed(7),
  };
  if (v2) result.category = 'boundary';
  else result.class = 'boundary';
  Object.assign(result, {
    type: 'administrative',
    place_rank: 16,
    importance: city.importance,
    addresstype: 'city',
    name: cityLabel(city, lang),
    display_name: displayName(city, lang),
  });
  if (addressDetails) {
    result.address = {
      city: cityLabel(city, lang),
      state: city.state[lang],
      'ISO3166-2-lvl4': city.stateCode,
      country: city.country[lang],
      country_code: city.countryCode,
    };
  }
  result.boundingbox = [
    bbox.south.toFixed(7),
    bbox.north.toFixed(7),
    bbox.west.toFixed(7),
    bbox.east.toFixed(7),
  ];
  return result;
}

/** What the real service answers while overloaded or rate limiting. */
export function nominatimFailure(status: number): Reply {
  if (status === 429) {
    return text(429, 'Too Many Requests', 'text/html; charset=utf-8');
  }
  const reason: Record<number, string> = {
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Time-out',
  };
  const title = `${status} ${reason[status] ?? 'Error'}`;
  return text(
    status,
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    'text/html',
  );
}
