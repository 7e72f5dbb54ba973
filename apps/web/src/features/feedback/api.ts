/** The survey's calls: whether the user may answer (/api/feedback/mine) and the answer itself. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus, FeedbackSubmitInput } from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../../lib/api';

const STATUS_KEY = ['feedback', 'mine'] as const;

/** Asked only for a signed-in user: a visitor has nothing to ask about. */
export function useFeedbackStatus(enabled: boolean) {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => api<FeedbackStatus>('/api/feedback/mine', { signal }),
    enabled,
    retry: retryUnlessClientError,
  });
}

export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: FeedbackSubmitInput) =>
      api<FeedbackStatus>('/api/feedback', { method: 'POST', body: answer }),
    onSuccess: (status) => client.setQueryData(STATUS_KEY, status),
  });
}

/** After a 409 the server's word on when the user may answer again replaces ours. */
export function useRefreshFeedbackStatus() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: STATUS_KEY });
}
