import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@leadatlas/shared';
import { api } from '../lib/api';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
