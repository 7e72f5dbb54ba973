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

/**
 * Whether the places source carries ratings, so a minimum rating applies (and may add the
 * complex-filter surcharge). Unknown until the config arrives: taken as yes meanwhile.
 */
export function useRatingsAvailable(): boolean {
  return usePublicConfig().data?.places.ratings !== false;
}
