/** The user's referral codes (GET /api/referrals) and creating one (POST /api/referrals). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Referral, ReferralListResponse } from '@leadatlas/shared';
import { api } from '../../../lib/api';

export const REFERRALS_KEY = ['referrals'] as const;

export function useReferrals() {
  return useQuery({
    queryKey: REFERRALS_KEY,
    queryFn: ({ signal }) => api<ReferralListResponse>('/api/referrals', { signal }),
    // Back from sharing a link or reading the email, the figures are fresh.
    refetchOnWindowFocus: true,
  });
}

export function useCreateReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<Referral>('/api/referrals', { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: REFERRALS_KEY }),
  });
}
