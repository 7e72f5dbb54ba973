/**
 * The organization's credit movements (GET /api/credits/history) as the screens read them: the
 * dashboard's last movements and the billing history's filtered, searched pages.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditHistoryQuery, CreditHistoryResponse } from '@leadatlas/shared';
import { api, queryString } from '../lib/api';

/** Under ['credits'], so whatever moves credits (invalidateAccountData) refreshes it too. */
export const creditHistoryKey = (orgId: string, query: CreditHistoryQuery) =>
  ['credits', orgId, query] as const;

export function fetchCreditHistory(
  orgId: string,
  query: CreditHistoryQuery,
  signal?: AbortSignal,
): Promise<CreditHistoryResponse> {
  return api<CreditHistoryResponse>(
    `/api/credits/history${queryString({
      orgId,
      filter: query.filter,
      q: query.q,
      limit: query.limit,
      offset: query.offset,
      locale: query.locale,
    })}`,
    { signal },
  );
}

export function useCreditHistory(orgId: string | undefined, query: CreditHistoryQuery) {
  return useQuery({
    queryKey: creditHistoryKey(orgId ?? '', query),
    queryFn: ({ signal }) => fetchCreditHistory(orgId!, query, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}
