/** The FAQ customers read (/api/support/faqs): one language's published entries, in order. */
import { useQuery } from '@tanstack/react-query';
import type { FaqListResponse, Locale } from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../../../lib/api';

export const FAQS_KEY = ['support', 'faqs'] as const;

/** Keyed by language: switching the app's language fetches that language's entries. */
export function useFaqs(lang: Locale) {
  return useQuery({
    queryKey: [...FAQS_KEY, lang],
    queryFn: ({ signal }) => api<FaqListResponse>(`/api/support/faqs?lang=${lang}`, { signal }),
    retry: retryUnlessClientError,
  });
}
