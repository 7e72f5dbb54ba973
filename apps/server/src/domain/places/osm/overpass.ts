/**
 * Overpass: the query for a search (a union of tag filters inside the area's bbox), sent as a
 * form POST, cached for 7 days, and its elements parsed into places.
 */
import type { Industry, Locale } from '@leadatlas/shared';
import type { Queryable } from '../../../db/pool.js';
import { getCachedResponse, OVERPASS_TTL_MS, putCachedResponse, requestHash } from '../cache.js';
import type { HttpJson } from '../http-json.js';
import type { BoundingBox, GeoArea, LatLon, Place } from '../types.js';
import { categoryLabel, industryOfTags } from './category-map.js';
import { emailsFromTags, phonesFromTags, socialsFromTags, websiteFromTags } from './contacts.js';
import type { TagClause, TagCondition } from './tag-filters.js';

/** Server-side time limit of a query, in seconds. */
export const OVERPASS_QUERY_TIMEOUT_S = 25;
/** Most elements asked for in one query. */
export const MAX_OVERPASS_ELEMENTS = 3000;

export interface OverpassElement {
  type?: string;
  id?: number;
  lat?: number;
  lon?: number;
  center?: { lat?: number; lon?: number };
  tags?: Record<string, unknown>;
}

interface OverpassResponse {
  elements?: unknown;
  remark?: unknown;
}

/** A string literal of Overpass QL. */
function qlString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function renderCondition(condition: TagCondition): string {
  const key = qlString(condition.key);
  switch (condition.op) {
    case 'exists':
      return `[${key}]`;
    case 'in':
      return condition.values.length === 1
        ? `[${key}=${qlString(condition.values[0]!)}]`
        : `[${key}~${qlString(`^(${condition.values.map(escapeRegex).join('|')})$`)}]`;
    case 'match':
      return `[${key}~${qlString(condition.pattern)}${condition.caseInsensitive ? ',i' : ''}]`;
  }
}

function coordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * The query, in the subset of Overpass QL the sandbox parses too:
 * `[out:json][timeout:25][bbox:S,W,N,E]; ( nwr[…][…]; … ); out center tags LIMIT;`
 */
export function buildOverpassQuery(filter: TagClause[], bbox: BoundingBox, limit: number): string {
  const box = [bbox.south, bbox.west, bbox.north, bbox.east].map(coordinate).join(',');
  const statements = filter.map((clause) => `  nwr${clause.map(renderCondition).join('')};`);
  return [
    `[out:json][timeout:${OVERPASS_QUERY_TIMEOUT_S}][bbox:${box}];`,
    '(',
    ...statements,
    ');',
    `out center tags ${Math.max(1, Math.floor(limit))};`,
  ].join('\n');
}

export interface OverpassDeps {
  http: HttpJson;
  pool: Queryable;
  url: string;
}

/** The elements answering a query, from the cache when it holds them. */
export async function runOverpassQuery(
  deps: OverpassDeps,
  ql: string,
  signal?: AbortSignal,
): Promise<OverpassElement[]> {
  const hash = requestHash(deps.url, ql);
  const cached = await getCachedResponse<{ elements: OverpassElement[] }>(
    deps.pool,
    'osm',
    hash,
    OVERPASS_TTL_MS,
  );
  if (cached && Array.isArray(cached.elements)) return cached.elements;
  const response = await deps.http<OverpassResponse>({
    url: deps.url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams({ data: ql }).toString(),
    label: 'Overpass query',
    signal,
    // Overpass answers 200 with a remark when the query timed out or ran out of memory.
    check: (body) => {
      const json = body as OverpassResponse;
      if (typeof json?.remark === 'string' && /runtime error/i.test(json.remark)) {
        return json.remark;
      }
      return Array.isArray(json?.elements) ? null : 'answer without elements';
    },
  });
  const elements = (response.elements as unknown[]).filter(
    (element): element is OverpassElement =>
      typeof element === 'object' &&
      element !== null &&
      typeof (element as OverpassElement).tags?.name === 'string',
  );
  await putCachedResponse(deps.pool, 'osm', hash, { elements });
  return elements;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function stringTags(raw: Record<string, unknown> | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string') tags[key] = value;
  }
  return tags;
}

export function elementLocation(element: OverpassElement): LatLon | null {
  const lat = finite(element.lat) ?? finite(element.center?.lat);
  const lon = finite(element.lon) ?? finite(element.center?.lon);
  return lat !== null && lon !== null ? { lat, lon } : null;
}

/** The tags of an element, strings only. */
export function elementTags(element: OverpassElement): Record<string, string> {
  return stringTags(element.tags);
}

/** An element as a place; null when it has no name or no identity. */
export function elementToPlace(
  element: OverpassElement,
  context: { locale: Locale; area: GeoArea; industry: Industry | null },
): Place | null {
  const tags = elementTags(element);
  const name = tags.name?.trim();
  const type = element.type;
  if (!name || !type || !['node', 'way', 'relation'].includes(type)) return null;
  if (typeof element.id !== 'number' && typeof element.id !== 'string') return null;
  const street = tags['addr:street']?.trim();
  const number = tags['addr:housenumber']?.trim();
  const address = street
    ? [street, number].filter(Boolean).join(' ')
    : (tags['addr:place']?.trim() ?? tags['addr:full']?.trim() ?? null);
  const country = tags['addr:country']?.trim();
  return {
    key: `osm:${type}/${element.id}`,
    name,
    address: address || null,
    city: tags['addr:city']?.trim() || null,
    postalCode: tags['addr:postcode']?.trim() || null,
    countryCode:
      country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : context.area.countryCode,
    category: categoryLabel(tags, context.locale),
    industry: context.industry ?? industryOfTags(tags),
    phones: phonesFromTags(tags),
    website: websiteFromTags(tags),
    emails: emailsFromTags(tags),
    socials: socialsFromTags(tags),
    rating: null,
    ratingCount: null,
    location: elementLocation(element),
  };
}
