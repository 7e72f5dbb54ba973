/**
 * Whether a geocoded location is one place or several (PRODUCT.md §4 step 1): "Córdoba" is
 * a city in Spain and one in Argentina, and the search must not guess between them.
 */
import type { GeoArea, GeocodeResult } from './types.js';

export interface GeocodeCandidate {
  area: GeoArea;
  /** Larger is more prominent; comparable only within one answer. */
  importance: number;
  /** Country and first-level region: candidates sharing it are the same place (or nested). */
  region: string;
}

/** A rival at least this prominent relative to the first result makes the answer ambiguous. */
export const AMBIGUITY_RATIO = 0.85;
export const MAX_CANDIDATES = 5;

/**
 * The first candidate (most important) wins unless another one lies in a different country
 * or first-level region and is nearly as important (≥ 85 % of the first's importance): then
 * the user picks among up to five. Candidates must be sorted, most important first.
 */
export function decideGeocode(candidates: GeocodeCandidate[]): GeocodeResult {
  const [top, ...rest] = candidates;
  if (!top) return { kind: 'not_found' };
  const regions = new Set([top.region]);
  const rivals: GeocodeCandidate[] = [];
  for (const candidate of rest) {
    if (candidate.importance < AMBIGUITY_RATIO * top.importance) continue;
    if (regions.has(candidate.region)) continue;
    regions.add(candidate.region);
    rivals.push(candidate);
  }
  if (rivals.length === 0) return { kind: 'found', area: top.area };
  return {
    kind: 'ambiguous',
    candidates: [top, ...rivals].slice(0, MAX_CANDIDATES).map((candidate) => candidate.area),
  };
}

/** Not found, with the towns the answer pointed at when there are any. */
export function notFound(suggestions: string[]): GeocodeResult {
  return suggestions.length > 0 ? { kind: 'not_found', suggestions } : { kind: 'not_found' };
}
