/**
 * Google Places API (New) stand-in: POST /v1/places:searchText (and GET /v1/places/{id}) with
 * the real headers (X-Goog-Api-Key, X-Goog-FieldMask), field masks, 20-per-page paging capped
 * at 60 results, location restriction and minimum rating.
 */
import { createHash } from 'node:crypto';
import { CATEGORIES, type CategoryId } from './categories.js';
import type { BBox, City, Lang } from './cities.js';
import { cityLabel, cityNames, countryNames, pickLang } from './geo.js';
import { json, type Handler, type Reply } from './http.js';
import { tokens } from './text.js';
import { inBBox, websiteUrl, type Business, type World } from './world.js';

const PAGE_MAX = 20;
const RESULT_CAP = 60;

const STOPWORDS = new Set(
  'en in de del la las el los near cerca the of y and para for a al around at con with'.split(' '),
);

const KNOWN_PLACE_FIELDS = new Set([
  'id',
  'name',
  'displayName',
  'formattedAddress',
  'shortFormattedAddress',
  'adrFormatAddress',
  'addressComponents',
  'location',
  'viewport',
  'plusCode',
  'rating',
  'userRatingCount',
  'websiteUri',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'primaryType',
  'primaryTypeDisplayName',
  'types',
  'businessStatus',
  'googleMapsUri',
  'utcOffsetMinutes',
  'regularOpeningHours',
  'currentOpeningHours',
  'priceLevel',
  'priceRange',
  'photos',
  'reviews',
  'editorialSummary',
  'iconMaskBaseUri',
  'iconBackgroundColor',
  'pureServiceAreaBusiness',
  'accessibilityOptions',
  'timeZone',
  'postalAddress',
]);

const KNOWN_BODY_FIELDS = new Set([
  'textQuery',
  'includedType',
  'languageCode',
  'locationBias',
  'locationRestriction',
  'maxResultCount',
  'minRating',
  'openNow',
  'pageSize',
  'pageToken',
  'priceLevels',
  'rankPreference',
  'regionCode',
  'strictTypeFiltering',
  'evOptions',
  'includePureServiceAreaBusinesses',
  'searchAlongRouteParameters',
  'routingParameters',
]);

function googleError(code: number, status: string, message: string): Reply {
  return json(code, { error: { code, message, status } });
}

export function googleFailure(status: number): Reply {
  switch (status) {
    case 429:
      return googleError(
        429,
        'RESOURCE_EXHAUSTED',
        'Resource has been exhausted (e.g. check quota).',
      );
    case 500:
      return googleError(500, 'INTERNAL', 'Internal error encountered.');
    case 504:
      return googleError(504, 'DEADLINE_EXCEEDED', 'The request timed out.');
    case 403:
      return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
    default:
      return googleError(status, 'UNAVAILABLE', 'The service is currently unavailable.');
  }
}

// ---------------------------------------------------------------------------------------------
// Query understanding

const PHRASES: Array<{ words: string[]; category: CategoryId }> = CATEGORIES.flatMap((c) =>
  c.synonyms.map((s) => ({ words: tokens(s), category: c.id })),
).sort((a, b) => b.words.length - a.words.length);

interface Understood {
  cities: City[];
  category: CategoryId | null;
  /** Words left once city, country, category and stop words are removed. */
  rest: string[];
}

function findSpan(words: string[], phrase: string[]): number {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (words[i + k] !== phrase[k]) continue outer;
    return i;
  }
  return -1;
}

export function understand(world: World, textQuery: string): Understood {
  let words = tokens(textQuery);
  // Cities, longest names first.
  const cityPhrases = world.cities
    .flatMap((city) => cityNames(city).map((n) => ({ city, words: n.split(' ') })))
    .sort((a, b) => b.words.length - a.words.length);
  let cities: City[] = [];
  for (const { city, words: phrase } of cityPhrases) {
    const at = findSpan(words, phrase);
    if (at < 0) continue;
    cities.push(city);
    const sameName = cityPhrases
      .filter((p) => p.words.join(' ') === phrase.join(' '))
      .map((p) => p.city);
    for (const other of sameName) if (!cities.includes(other)) cities.push(other);
    words = [...words.slice(0, at), ...words.slice(at + phrase.length)];
    break;
  }
  // A country narrows ambiguous cities ("Córdoba, Argentina").
  if (cities.length > 0) {
    for (const city of [...cities]) {
      for (const country of countryNames(city).filter((c) => c.length > 2)) {
        const at = findSpan(words, country.split(' '));
        if (at >= 0) {
          cities = cities.filter((c) => countryNames(c).includes(country));
          words = [...words.slice(0, at), ...words.slice(at + country.split(' ').length)];
          break;
        }
      }
    }
  }
  let category: CategoryId | null = null;
  for (const phrase of PHRASES) {
    const at = findSpan(words, phrase.words);
    if (at < 0) continue;
    category = phrase.category;
    words = [...words.slice(0, at), ...words.slice(at + phrase.words.length)];
    break;
  }
  return { cities, category, rest: words.filter((w) => !STOPWORDS.has(w)) };
}

const nameWords = new WeakMap<Business, Set<string>>();
function nameMatches(b: Business, rest: string[]): boolean {
  let set = nameWords.get(b);
  if (!set) {
    set = new Set(tokens(b.name));
    nameWords.set(b, set);
  }
  return rest.every((w) => set.has(w));
}

// ---------------------------------------------------------------------------------------------
// Place rendering

type Json = Record<string, unknown>;

function countryInAddress(city: City, lang: Lang): string {
  if (city.countryCode === 'us') return lang === 'en' ? 'USA' : 'EE. UU.';
  return city.country[lang];
}

function formattedAddress(b: Business, lang: Lang): string {
  const city = b.city;
  const cityName = cityLabel(city, lang);
  const country = countryInAddress(city, lang);
  const pc = b.postcode ? `${b.postcode} ` : '';
  switch (city.countryCode) {
    case 'es':
      return `${b.street}, ${b.housenumber}, ${pc}${cityName}, ${country}`;
    case 'ar':
      return `${b.street} ${b.housenumber}, ${pc}${city.stateShort ?? cityName}, ${country}`;
    case 'mx':
      return `${b.street} ${b.housenumber}, ${b.neighbourhood}, ${pc}${cityName}, ${city.stateShort ?? ''}, ${country}`;
    case 'co':
      return `${b.street} #${b.housenumber}, ${b.neighbourhood}, ${cityName}, ${country}`;
    case 'pe':
      return `${b.street} ${b.housenumber}, ${b.neighbourhood}${b.postcode ? ` ${b.postcode}` : ''}, ${country}`;
    case 'cl':
      return `${b.street} ${b.housenumber}, ${pc}${b.neighbourhood}, ${city.stateShort ?? city.state[lang]}, ${country}`;
    default:
      return `${b.housenumber} ${b.street}, ${cityName}, ${city.stateShort ?? ''}${b.postcode ? ` ${b.postcode}` : ''}, ${country}`;
  }
}

function component(
  longText: string,
  shortText: string,
  types: string[],
  languageCode: string,
): Json {
  return { longText, shortText, types, languageCode };
}

function cityComponents(city: City, lang: Lang): Json[] {
  return [
    component(cityLabel(city, lang), cityLabel(city, lang), ['locality', 'political'], lang),
    component(
      city.state[lang],
      city.stateShort ?? city.state[lang],
      ['administrative_area_level_1', 'political'],
      lang,
    ),
    component(city.country[lang], city.countryCode.toUpperCase(), ['country', 'political'], lang),
  ];
}

function viewport(lat: number, lon: number, dLat: number, dLon: number): Json {
  return {
    low: { latitude: round7(lat - dLat), longitude: round7(lon - dLon) },
    high: { latitude: round7(lat + dLat), longitude: round7(lon + dLon) },
  };
}

function round7(n: number): number {
  return Math.round(n * 1e7) / 1e7;
}

function cid(id: string): string {
  return BigInt(`0x${createHash('sha1').update(id).digest('hex').slice(0, 15)}`).toString();
}

export function businessPlace(b: Business, lang: Lang, websitesPort: number): Json {
  const category = CATEGORIES.find((c) => c.id === b.category);
  const components = [
    component(b.housenumber, b.housenumber, ['street_number'], lang),
    component(b.street, b.street, ['route'], lang),
    component(
      b.neighbourhood,
      b.neighbourhood,
      ['sublocality_level_1', 'sublocality', 'political'],
      lang,
    ),
    ...cityComponents(b.city, lang),
  ];
  if (b.postcode) components.push(component(b.postcode, b.postcode, ['postal_code'], lang));
  const place: Json = {
    name: `places/${b.googleId}`,
    id: b.googleId,
    types: b.types,
    formattedAddress: formattedAddress(b, lang),
    addressComponents: components,
    location: { latitude: b.lat, longitude: b.lon },
    viewport: viewport(b.lat, b.lon, 0.0013, 0.0017),
    rating: b.rating,
    googleMapsUri: `https://maps.google.com/?cid=${cid(b.googleId)}`,
    businessStatus: b.businessStatus,
    userRatingCount: b.userRatingCount,
    displayName: { text: b.name, languageCode: b.lang },
    primaryTypeDisplayName: {
      text: category?.google.label[lang] ?? b.primaryType,
      languageCode: lang,
    },
    primaryType: b.primaryType,
    shortFormattedAddress: `${b.street} ${b.housenumber}, ${cityLabel(b.city, lang)}`,
    utcOffsetMinutes: utcOffset(b.city),
  };
  const phone = b.phones[0];
  if (phone) {
    place.nationalPhoneNumber = phone.national;
    place.internationalPhoneNumber = phone.international;
  }
  if (b.website)
    place.websiteUri = websiteUrl(
      b.website.endsWith('/') ? b.website : `${b.website}/`,
      websitesPort,
    );
  return place;
}

function utcOffset(city: City): number {
  const offsets: Record<string, number> = {
    es: 120,
    ar: -180,
    mx: -360,
    co: -300,
    pe: -300,
    cl: -240,
    us: -240,
  };
  return offsets[city.countryCode] ?? 0;
}

function cityPlace(city: City, lang: Lang): Json {
  const { bbox } = city;
  return {
    name: `places/${cityGoogleId(city)}`,
    id: cityGoogleId(city),
    types: ['locality', 'political'],
    formattedAddress: `${cityLabel(city, lang)}, ${countryInAddress(city, lang)}`,
    addressComponents: cityComponents(city, lang),
    location: { latitude: city.center.lat, longitude: city.center.lon },
    viewport: {
      low: { latitude: bbox.south, longitude: bbox.west },
      high: { latitude: bbox.north, longitude: bbox.east },
    },
    googleMapsUri: `https://maps.google.com/?cid=${cid(city.id)}`,
    displayName: { text: cityLabel(city, lang), languageCode: lang },
    primaryType: 'locality',
    primaryTypeDisplayName: { text: lang === 'es' ? 'Localidad' : 'City', languageCode: lang },
    shortFormattedAddress: cityLabel(city, lang),
    utcOffsetMinutes: utcOffset(city),
  };
}

export function cityGoogleId(city: City): string {
  const digest = createHash('sha256').update(`city:${city.id}`).digest('base64url');
  return `ChIJ${digest.slice(0, 23)}`;
}

// ---------------------------------------------------------------------------------------------
// Field masks

type Mask = { all: true } | { all: false; paths: string[][] };

function parseMask(raw: string): Mask | string {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return 'empty';
  if (parts.includes('*')) return { all: true };
  const paths = parts.map((p) => p.split('.'));
  for (const path of paths) {
    const [top, field] = path;
    if (top === 'places' && (field === undefined || field === '*' || KNOWN_PLACE_FIELDS.has(field)))
      continue;
    if (top === 'nextPageToken' || top === 'searchUri' || top === 'contextualContents') continue;
    return path.join('.');
  }
  return { all: false, paths };
}

function project(value: Json, paths: string[][]): Json {
  const out: Json = {};
  for (const path of paths) {
    if (path.length === 0 || path[0] === '*') return value;
    const [head, ...rest] = path as [string, ...string[]];
    const v = value[head];
    if (v === undefined) continue;
    if (rest.length === 0 || rest[0] === '*') {
      out[head] = v;
    } else if (v && typeof v === 'object' && !Array.isArray(v)) {
      out[head] = { ...((out[head] as Json | undefined) ?? {}), ...project(v as Json, [rest]) };
    } else if (Array.isArray(v)) {
      out[head] = v.map((item) =>
        item && typeof item === 'object' ? project(item as Json, [rest]) : item,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Handler

interface Rect {
  low: { latitude: number; longitude: number };
  high: { latitude: number; longitude: number };
}

function readRect(value: unknown): Rect | string {
  if (!value || typeof value !== 'object') return 'rectangle must be an object';
  const v = value as Record<string, unknown>;
  const point = (p: unknown) => {
    if (!p || typeof p !== 'object') return null;
    const q = p as Record<string, unknown>;
    const latitude = Number(q.latitude ?? 0);
    const longitude = Number(q.longitude ?? 0);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  };
  const low = point(v.low);
  const high = point(v.high);
  if (!low || !high) return 'Invalid rectangle: low and high must be valid LatLng.';
  if (low.latitude > high.latitude)
    return 'Invalid rectangle: low.latitude must be <= high.latitude.';
  return { low, high };
}

function rectToBBox(r: Rect): BBox {
  return {
    south: r.low.latitude,
    west: r.low.longitude,
    north: r.high.latitude,
    east: r.high.longitude,
  };
}

function inRect(r: BBox, lat: number, lon: number): boolean {
  if (lat < r.south || lat > r.north) return false;
  if (r.west <= r.east) return lon >= r.west && lon <= r.east;
  return lon >= r.west || lon <= r.east; // crosses the antimeridian
}

function fingerprint(body: Record<string, unknown>): string {
  const rest = { ...body };
  delete rest.pageToken;
  delete rest.pageSize;
  delete rest.maxResultCount;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16);
}

export interface GoogleOptions {
  apiKey: string;
  websitesPort: () => number;
}

export function googleHandler(world: World, options: GoogleOptions): Handler {
  return (request) => {
    const key =
      request.headers['x-goog-api-key'] ?? request.url.searchParams.get('key') ?? undefined;
    const path = request.url.pathname;
    const isSearch = path === '/v1/places:searchText';
    const details = /^\/v1\/places\/([A-Za-z0-9_-]+)$/.exec(path);
    if (!isSearch && !details) {
      return googleError(404, 'NOT_FOUND', `Method not found: ${path}`);
    }
    if (key !== options.apiKey) {
      return googleError(
        403,
        'PERMISSION_DENIED',
        key === undefined || key === ''
          ? 'The request is missing a valid API key.'
          : 'API key not valid. Please pass a valid API key.',
      );
    }
    const rawMask =
      (request.headers['x-goog-fieldmask'] as string | undefined) ??
      request.url.searchParams.get('fields') ??
      request.url.searchParams.get('$fields') ??
      undefined;
    if (rawMask === undefined || rawMask.trim() === '') {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value 'places.displayName', 'places.id' to ask for the display name and the ID of a place. You can also set the value to '*' in manual testing to get all the available response fields.",
      );
    }

    if (details) {
      if (request.method !== 'GET')
        return googleError(405, 'INVALID_ARGUMENT', 'Use GET for Place Details.');
      const mask = parseDetailsMask(rawMask);
      if (typeof mask === 'string') {
        return googleError(
          400,
          'INVALID_ARGUMENT',
          `Error expanding 'fields' parameter. Cannot find matching fields for path '${mask}'.`,
        );
      }
      const id = details[1] ?? '';
      const business = world.byGoogleId(id);
      const city = world.cities.find((c) => cityGoogleId(c) === id);
      const lang = pickLang(
        request.url.searchParams.get('languageCode'),
        business?.lang ?? city?.language ?? 'es',
      );
      const place = business
        ? businessPlace(business, lang, options.websitesPort())
        : city
          ? cityPlace(city, lang)
          : null;
      if (!place) return googleError(404, 'NOT_FOUND', `Place '${id}' not found.`);
      return json(200, mask.all ? place : project(place, mask.paths));
    }

    if (request.method !== 'POST') return googleError(404, 'NOT_FOUND', 'Method not found.');
    const mask = parseMask(rawMask);
    if (typeof mask === 'string') {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        `Error expanding 'fields' parameter. Cannot find matching fields for path '${mask}'.`,
      );
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(request.body === '' ? '{}' : request.body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        'Invalid JSON payload received. Unexpected token.',
      );
    }
    for (const field of Object.keys(body)) {
      if (!KNOWN_BODY_FIELDS.has(field)) {
        return googleError(
          400,
          'INVALID_ARGUMENT',
          `Invalid JSON payload received. Unknown name "${field}": Cannot find field.`,
        );
      }
    }
    const textQuery = typeof body.textQuery === 'string' ? body.textQuery : '';
    if (textQuery.trim() === '') {
      return googleError(400, 'INVALID_ARGUMENT', 'Empty text_query is not allowed.');
    }
    const requestedSize = Number(body.pageSize ?? body.maxResultCount ?? PAGE_MAX);
    if (!Number.isInteger(requestedSize) || requestedSize < 0) {
      return googleError(400, 'INVALID_ARGUMENT', 'page_size must be a non-negative integer.');
    }
    const pageSize = requestedSize === 0 ? PAGE_MAX : Math.min(PAGE_MAX, requestedSize);
    const minRating = body.minRating === undefined ? null : Number(body.minRating);
    if (minRating !== null && (!Number.isFinite(minRating) || minRating < 0 || minRating > 5)) {
      return googleError(400, 'INVALID_ARGUMENT', 'min_rating must be between 0.0 and 5.0.');
    }
    let restriction: BBox | null = null;
    if (body.locationRestriction !== undefined) {
      const lr = body.locationRestriction as Record<string, unknown> | null;
      if (!lr || typeof lr !== 'object' || lr.rectangle === undefined) {
        return googleError(
          400,
          'INVALID_ARGUMENT',
          'location_restriction must be a rectangle for Text Search.',
        );
      }
      const rect = readRect(lr.rectangle);
      if (typeof rect === 'string') return googleError(400, 'INVALID_ARGUMENT', rect);
      restriction = rectToBBox(rect);
    }
    let bias: BBox | null = null;
    if (
      body.locationBias !== undefined &&
      body.locationBias !== null &&
      typeof body.locationBias === 'object'
    ) {
      const lb = body.locationBias as Record<string, unknown>;
      if (lb.rectangle !== undefined) {
        const rect = readRect(lb.rectangle);
        if (typeof rect === 'string') return googleError(400, 'INVALID_ARGUMENT', rect);
        bias = rectToBBox(rect);
      } else if (lb.circle && typeof lb.circle === 'object') {
        const circle = lb.circle as {
          center?: { latitude?: number; longitude?: number };
          radius?: number;
        };
        const lat = Number(circle.center?.latitude ?? 0);
        const lon = Number(circle.center?.longitude ?? 0);
        const radius = Math.max(0, Number(circle.radius ?? 0));
        const dLat = radius / 111_320;
        const dLon = radius / (111_320 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
        bias = { south: lat - dLat, north: lat + dLat, west: lon - dLon, east: lon + dLon };
      }
    }
    const includedType =
      typeof body.includedType === 'string' && body.includedType !== '' ? body.includedType : null;

    // Page token: opaque, only valid for the same request.
    const fp = fingerprint(body);
    let offset = 0;
    if (body.pageToken !== undefined && body.pageToken !== '') {
      const decoded = decodeToken(String(body.pageToken));
      if (!decoded || decoded.fp !== fp) {
        return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
      }
      offset = decoded.offset;
    }

    const understood = understand(world, textQuery);
    const langParam = typeof body.languageCode === 'string' ? body.languageCode : null;
    const langFor = (fallback: Lang): Lang => pickLang(langParam, fallback);

    let results: Json[];
    if (!understood.category && !includedType && understood.rest.length === 0) {
      // Only a place name: geocoding through Google.
      let cities = understood.cities;
      if (restriction) {
        const r = restriction;
        cities = cities.filter((c) => inRect(r, c.center.lat, c.center.lon));
      }
      results = cities.map((c) => cityPlace(c, langFor(c.language)));
    } else {
      let candidates: Business[];
      if (restriction) {
        const r = restriction;
        candidates = world.businesses.filter((b) => inRect(r, b.lat, b.lon));
      } else if (understood.cities.length > 0) {
        const set = new Set(understood.cities.map((c) => c.id));
        candidates = world.businesses.filter(
          (b) => set.has(b.city.id) && inBBox(b.city.bbox, b.lat, b.lon),
        );
      } else {
        candidates = world.businesses;
      }
      const category = understood.category;
      if (category) candidates = candidates.filter((b) => b.category === category);
      if (includedType) candidates = candidates.filter((b) => b.types.includes(includedType));
      if (!category && !includedType)
        candidates = candidates.filter((b) => nameMatches(b, understood.rest));
      if (minRating !== null) candidates = candidates.filter((b) => b.rating >= minRating);
      const nameBoost = category && understood.rest.length > 0 ? understood.rest : null;
      const score = (b: Business) =>
        b.relevance +
        (nameBoost && nameMatches(b, nameBoost) ? 1000 : 0) +
        (bias && inRect(bias, b.lat, b.lon) ? 500 : 0);
      candidates = [...candidates].sort((a, b) => score(b) - score(a) || a.index - b.index);
      const port = options.websitesPort();
      results = candidates.slice(0, RESULT_CAP).map((b) => businessPlace(b, langFor(b.lang), port));
    }

    const capped = results.slice(0, RESULT_CAP);
    const page = capped.slice(offset, offset + pageSize);
    const response: Json = {};
    if (page.length > 0) {
      response.places = mask.all ? page : page.map((p) => project(p, placePaths(mask.paths)));
    }
    const wantsToken = mask.all || mask.paths.some((p) => p[0] === 'nextPageToken');
    if (wantsToken && offset + pageSize < capped.length) {
      response.nextPageToken = encodeToken(offset + pageSize, fp);
    }
    if (!mask.all && !mask.paths.some((p) => p[0] === 'places')) delete response.places;
    return json(200, response);
  };
}

function placePaths(paths: string[][]): string[][] {
  return paths.filter((p) => p[0] === 'places').map((p) => p.slice(1));
}

function parseDetailsMask(raw: string): Mask | string {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.includes('*')) return { all: true };
  const paths = parts.map((p) => p.split('.'));
  for (const path of paths) if (!KNOWN_PLACE_FIELDS.has(path[0] ?? '')) return path.join('.');
  return { all: false, paths };
}

function encodeToken(offset: number, fp: string): string {
  const nonce = createHash('sha256').update(`${fp}:${offset}`).digest('base64url').slice(0, 24);
  return Buffer.from(JSON.stringify({ o: offset, f: fp, n: nonce })).toString('base64url');
}

function decodeToken(token: string): { offset: number; fp: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof parsed.o !== 'number' || typeof parsed.f !== 'string' || !Number.isInteger(parsed.o))
      return null;
    if (parsed.o <= 0 || parsed.o >= RESULT_CAP) return null;
    return { offset: parsed.o, fp: parsed.f };
  } catch {
    return null;
  }
}
