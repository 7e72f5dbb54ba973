/**
 * Google Places API (New) Text Search: POST /v1/places:searchText with the API key and a
 * field mask in headers (only the fields used are requested, which also sets the price).
 */
import type { HttpJson } from '../http-json.js';

/** Fields of a place search. nextPageToken must be in the mask to be returned. */
export const PLACES_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.addressComponents',
  'places.location',
  'places.rating',
  'places.userRatingCount',
  'places.websiteUri',
  'places.nationalPhoneNumber',
  'places.internationalPhoneNumber',
  'places.primaryType',
  'places.primaryTypeDisplayName',
  'places.types',
  'nextPageToken',
].join(',');

/** Fields of a location lookup (geocoding). */
export const GEOCODE_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.viewport',
  'places.addressComponents',
  'places.types',
].join(',');

export interface GoogleLatLng {
  latitude?: number;
  longitude?: number;
}

export interface GoogleAddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

export interface GooglePlace {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  addressComponents?: GoogleAddressComponent[];
  location?: GoogleLatLng;
  viewport?: { low?: GoogleLatLng; high?: GoogleLatLng };
  rating?: number;
  userRatingCount?: number;
  websiteUri?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  primaryType?: string;
  primaryTypeDisplayName?: { text?: string };
  types?: string[];
}

export interface TextSearchBody {
  textQuery: string;
  languageCode: string;
  pageSize?: number;
  pageToken?: string;
  locationRestriction?: { rectangle: { low: GoogleLatLng; high: GoogleLatLng } };
  minRating?: number;
}

export interface TextSearchPage {
  places: GooglePlace[];
  nextPageToken: string | null;
}

export interface GoogleClientDeps {
  http: HttpJson;
  baseUrl: string;
  apiKey: string;
}

/** Google's error body: {error: {code, message, status}}. */
export function describeGoogleError(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown; status?: unknown } } | null)?.error;
  if (!error) return null;
  const parts = [error.status, error.message].filter((part) => typeof part === 'string');
  return parts.length > 0 ? parts.join(': ') : null;
}

export async function searchText(
  deps: GoogleClientDeps,
  body: TextSearchBody,
  fieldMask: string,
  label: string,
  signal?: AbortSignal,
): Promise<TextSearchPage> {
  const response = await deps.http<{ places?: unknown; nextPageToken?: unknown }>({
    url: `${deps.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-goog-api-key': deps.apiKey,
      'x-goog-fieldmask': fieldMask,
    },
    body: JSON.stringify(body),
    label,
    signal,
    describeError: describeGoogleError,
    check: (json) => (json && typeof json === 'object' ? null : 'answer is not an object'),
  });
  const places = Array.isArray(response.places)
    ? (response.places as unknown[]).filter(
        (place): place is GooglePlace => typeof place === 'object' && place !== null,
      )
    : [];
  const token = response.nextPageToken;
  return { places, nextPageToken: typeof token === 'string' && token !== '' ? token : null };
}

export function component(
  place: GooglePlace,
  type: string,
  form: 'longText' | 'shortText' = 'longText',
): string | null {
  const found = place.addressComponents?.find((entry) => entry.types?.includes(type));
  return found?.[form]?.trim() || null;
}
