/**
 * The one interface every places source implements (PRODUCT.md §4). A search records which
 * source served it; what a source cannot provide is declared in its capabilities, never faked.
 */
import type { Industry, Locale, PlacesSourceId } from '@leadatlas/shared';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A geocoded location: what the search area is. */
export interface GeoArea {
  /** Human label, e.g. "Madrid, Comunidad de Madrid, España". */
  label: string;
  center: LatLon;
  bbox: BoundingBox;
  /** ISO 3166-1 alpha-2, upper case, when known (phone numbers are parsed with it). */
  countryCode: string | null;
  city: string | null;
}

export type GeocodeResult =
  | { kind: 'found'; area: GeoArea }
  /**
   * No place or area goes by that text. `suggestions`: towns the answer pointed at instead
   * (a business's town when a geocoder answered with businesses), for the user to pick.
   */
  | { kind: 'not_found'; suggestions?: string[] }
  | { kind: 'ambiguous'; candidates: GeoArea[] };

export interface PlaceQuery {
  /** The sector or profession as the user typed it. */
  text: string;
  industry: Industry | null;
  language: Locale;
  /** Applied by sources that have ratings; others ignore it (capabilities.rating false). */
  minRating: number | null;
  /** Stop after this many distinct places (the pipeline asks for more than max leads). */
  limit: number;
}

export interface Place {
  /** Stable across searches and unique across sources: "osm:node/123", "google:ChIJ…". */
  key: string;
  name: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  /** Source category, human readable (e.g. "dentist"). */
  category: string | null;
  /** The wizard industry this category belongs to, when it maps to one. */
  industry: Industry | null;
  /** Every phone the source lists, as written there, deduplicated. */
  phones: string[];
  website: string | null;
  /** Emails the source lists publicly (OpenStreetMap email / contact:email). */
  emails: string[];
  /** Social profile URLs the source lists, by network (facebook, instagram, …). */
  socials: Record<string, string>;
  rating: number | null;
  ratingCount: number | null;
  location: LatLon | null;
}

export interface SourceCapabilities {
  /** Places carry a rating, so a minimum-rating filter can be applied. */
  rating: boolean;
  /** Places carry a company size (neither OpenStreetMap nor Google do). */
  companySize: boolean;
}

export interface PlacesSource {
  readonly id: PlacesSourceId;
  readonly capabilities: SourceCapabilities;
  geocode(text: string, language: Locale, signal?: AbortSignal): Promise<GeocodeResult>;
  /**
   * Places in the area matching the query, in batches as they arrive (a tiled search yields
   * one batch per tile page). Duplicates across batches are removed by the source.
   */
  findPlaces(query: PlaceQuery, area: GeoArea, signal?: AbortSignal): AsyncIterable<Place[]>;
}

/** The source could not answer after its retries; the search fails and releases its hold. */
export class SourceUnavailableError extends Error {
  constructor(
    readonly source: PlacesSourceId,
    message: string,
  ) {
    super(message);
    this.name = 'SourceUnavailableError';
  }
}
