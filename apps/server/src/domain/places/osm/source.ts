/**
 * The OpenStreetMap places source: Nominatim for the area, Overpass for the places. Free and
 * keyless; OpenStreetMap has no ratings, so the minimum-rating filter cannot apply here.
 */
import type { Config } from '../../../config.js';
import type { Pool } from '../../../db/pool.js';
import type { Logger } from '../../../logger.js';
import { BATCH_SIZE, inBatches } from '../batches.js';
import { cachedGeocode } from '../cached-geocoder.js';
import { distanceKm } from '../geo.js';
import type { HttpJson } from '../http-json.js';
import type { Place, PlaceQuery, PlacesSource, GeoArea } from '../types.js';
import { planOsmQuery, tagsInIndustry } from './category-map.js';
import { geocodeWithNominatim } from './nominatim.js';
import {
  buildOverpassQuery,
  elementTags,
  elementToPlace,
  MAX_OVERPASS_ELEMENTS,
  runOverpassQuery,
} from './overpass.js';
import { conditionHolds } from './tag-filters.js';

/** Overpass is asked for this many times the places wanted: the filters drop some. */
export const OVERPASS_OVERFETCH = 3;

export interface OsmSourceDeps {
  config: Pick<Config, 'NOMINATIM_URL' | 'OVERPASS_URL' | 'NOMINATIM_MIN_INTERVAL_MS'>;
  pool: Pool;
  log: Logger;
  http: HttpJson;
}

export function createOsmSource(deps: OsmSourceDeps): PlacesSource {
  const nominatim = {
    http: deps.http,
    pool: deps.pool,
    baseUrl: deps.config.NOMINATIM_URL,
    minIntervalMs: deps.config.NOMINATIM_MIN_INTERVAL_MS,
  };
  const overpass = { http: deps.http, pool: deps.pool, url: deps.config.OVERPASS_URL };

  return {
    id: 'osm',
    capabilities: { rating: false, companySize: false },

    geocode(text, language, signal) {
      return cachedGeocode(deps.pool, 'osm', text, language, () =>
        geocodeWithNominatim(nominatim, text, language, signal),
      );
    },

    async *findPlaces(query: PlaceQuery, area: GeoArea, signal?: AbortSignal) {
      const plan = planOsmQuery(query.text, query.industry);
      deps.log.debug(
        { categories: plan.categories, clauses: plan.filter.length },
        'OpenStreetMap query plan',
      );
      if (plan.filter.length === 0 || query.limit <= 0) return;
      const fetchLimit = Math.min(MAX_OVERPASS_ELEMENTS, query.limit * OVERPASS_OVERFETCH);
      const ql = buildOverpassQuery(plan.filter, area.bbox, fetchLimit);
      const elements = await runOverpassQuery(overpass, ql, signal);

      const ranked: Array<{ place: Place; preferred: boolean; distance: number }> = [];
      const seen = new Set<string>();
      for (const element of elements) {
        const tags = elementTags(element);
        if (plan.industry && !tagsInIndustry(tags, plan.industry)) continue;
        const place = elementToPlace(element, {
          locale: query.language,
          area,
          industry: plan.industry,
        });
        if (!place || seen.has(place.key)) continue;
        seen.add(place.key);
        ranked.push({
          place,
          preferred: plan.preferName ? conditionHolds(tags, plan.preferName) : false,
          distance: place.location ? distanceKm(place.location, area.center) : Infinity,
        });
      }
      // Central places first (and, for an unknown text within an industry, name matches
      // before the rest), so the first leads are the most relevant; ties by key.
      ranked.sort(
        (a, b) =>
          Number(b.preferred) - Number(a.preferred) ||
          a.distance - b.distance ||
          (a.place.key < b.place.key ? -1 : a.place.key > b.place.key ? 1 : 0),
      );
      const places = ranked.slice(0, query.limit).map((entry) => entry.place);
      yield* inBatches(places, BATCH_SIZE);
    },
  };
}
