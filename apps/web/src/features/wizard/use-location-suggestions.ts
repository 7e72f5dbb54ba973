import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LocationSuggestResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 2;

/**
 * Places the server has already geocoded that match what the user typed (GET
 * /api/locations?q=): asked ~250 ms after typing stops, from 2 characters on. The server
 * answers from its own data; the browser never calls a public geocoder.
 */
export type SuggestionState = 'short' | 'loading' | 'none' | 'some';

export function useLocationSuggestions(text: string, enabled: boolean) {
  const typed = text.replace(/\s+/g, ' ').trim();
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  const active = enabled && query.length >= MIN_CHARS;
  const result = useQuery({
    queryKey: ['locations', query],
    queryFn: ({ signal }) =>
      api<LocationSuggestResponse>(`/api/locations?q=${encodeURIComponent(query)}`, { signal }),
    enabled: active,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const items = active ? (result.data?.items ?? []) : [];
  // What the hint under the field says: it follows the text, not only the first keystrokes.
  const state: SuggestionState =
    typed.length < MIN_CHARS
      ? 'short'
      : query !== typed || result.isFetching
        ? 'loading'
        : items.length > 0
          ? 'some'
          : 'none';
  return { items, state, query };
}
