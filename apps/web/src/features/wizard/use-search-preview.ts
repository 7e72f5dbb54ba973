import { useQuery } from '@tanstack/react-query';
import type { SearchPreviewResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';
import type { Step1, Step2 } from './wizard-rules';

/** POST /api/searches/preview: a few real places for step 4, contact data masked, free. */
export function useSearchPreview(step1: Step1 | undefined, step2: Step2 | undefined) {
  return useQuery({
    queryKey: ['search-preview', step1, step2],
    queryFn: ({ signal }) =>
      api<SearchPreviewResponse>('/api/searches/preview', { body: { step1, step2 }, signal }),
    enabled: Boolean(step1 && step2),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
