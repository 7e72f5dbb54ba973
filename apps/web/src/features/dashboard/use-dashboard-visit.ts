import { useQuery } from '@tanstack/react-query';
import type { VisitResponse } from '@leadatlas/shared';
import { api } from '../../lib/api';

/**
 * Spec 000 §4: loading the dashboard sets last_login and last_action_at; the answer says
 * whether the previous action was long enough ago to welcome the user back. Once per app load.
 */
export function useDashboardVisit() {
  return useQuery({
    queryKey: ['dashboard-visit'],
    queryFn: () => api<VisitResponse>('/api/me/visit', { method: 'POST', body: {} }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
