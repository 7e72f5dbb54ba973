/**
 * The wizard's step-4 preview: a few real places the search would start from, contact data
 * masked. Free: no credits move and nothing is stored but the sources' own caches. The area
 * is resolved as a search resolves it (geocode cache, Nominatim's gate, the same errors).
 */
import {
  PREVIEW_PLACES,
  type Locale,
  type SearchPreviewRequest,
  type SearchPreviewResponse,
} from '@leadatlas/shared';
import { DomainError } from '../errors.js';
import type { Place, PlaceQuery, PlacesSource } from '../places/types.js';
import { SourceUnavailableError } from '../places/types.js';
import { maskPhone, maskWebsite } from './mask.js';
import { sourceFilterDrop } from './place-filters.js';
import { resolveArea } from './start.js';
import { untilAborted } from '../../lib/until-aborted.js';

/** Places asked from the source: a single small page (one Overpass query, one Google page). */
export const PREVIEW_FETCH_LIMIT = 20;
/** The whole preview, geocoding included; past it the source counts as unavailable. */
export const PREVIEW_TIMEOUT_MS = 20_000;

export interface PreviewInput {
  step1: Pick<NonNullable<SearchPreviewRequest['step1']>, 'profession' | 'location'>;
  step2: Pick<
    NonNullable<SearchPreviewRequest['step2']>,
    'phoneVisible' | 'activeWeb' | 'minRating' | 'industry'
  >;
  locale: Locale;
}

export async function previewSearch(
  source: PlacesSource,
  input: PreviewInput,
  options: { timeoutMs?: number } = {},
): Promise<SearchPreviewResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? PREVIEW_TIMEOUT_MS);
  const filters = { minRating: input.step2.minRating, industry: input.step2.industry || null };
  // What can be judged without reading websites: the source's rating and category, and
  // whether it lists a phone and a website at all.
  const passes = (place: Place) =>
    sourceFilterDrop(place, filters, source.capabilities) === null &&
    (!input.step2.phoneVisible || place.phones.length > 0) &&
    (!input.step2.activeWeb || place.website !== null);
  try {
    const area = await untilAborted(
      resolveArea(source, input.step1.location, input.locale, 'step1.location'),
      signal,
    );
    const query: PlaceQuery = {
      text: input.step1.profession,
      industry: filters.industry,
      language: input.locale,
      minRating: source.capabilities.rating ? filters.minRating : null,
      limit: PREVIEW_FETCH_LIMIT,
    };
    const places: Place[] = [];
    for await (const batch of source.findPlaces(query, area, signal)) {
      places.push(...batch.filter(passes).slice(0, PREVIEW_PLACES - places.length));
      if (places.length >= PREVIEW_PLACES) break;
    }
    return {
      areaLabel: area.label,
      source: source.id,
      ratingsAvailable: source.capabilities.rating,
      items: places.map((place) => ({
        name: place.name,
        city: place.city,
        category: place.category,
        phone: place.phones[0]
          ? maskPhone(place.phones[0], place.countryCode ?? area.countryCode)
          : null,
        website: place.website ? maskWebsite(place.website) : null,
        rating: place.rating,
      })),
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (signal.aborted || error instanceof SourceUnavailableError) {
      throw new DomainError('places_source_unavailable', 503, 'preview: places source');
    }
    throw error;
  }
}
