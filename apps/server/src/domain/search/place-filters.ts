/**
 * Filters decided by what the places source says about a place, before anything is fetched:
 * they cost nothing, so a search applies them first and the wizard's preview applies them too.
 */
import type { Industry } from '@leadatlas/shared';
import type { Place, SourceCapabilities } from '../places/types.js';

export type SourceFilterDrop = 'no_rating' | 'rating' | 'industry';

/** Why the place fails the search's filters on the source's own data, or null. */
export function sourceFilterDrop(
  place: Place,
  filters: { minRating: number; industry: Industry | null },
  capabilities: SourceCapabilities,
): SourceFilterDrop | null {
  // A source without ratings cannot apply the minimum (the search says so, it is not faked).
  if (capabilities.rating && filters.minRating > 1 && (place.rating ?? 0) < filters.minRating) {
    return place.rating === null ? 'no_rating' : 'rating';
  }
  if (filters.industry && place.industry !== filters.industry) return 'industry';
  return null;
}
