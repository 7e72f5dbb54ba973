/**
 * A search's coverage report (issue 15): what each paid field got and why not, and its CSV.
 * Read again whenever the search's figures move (leads stored, emails answered later).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CsvHeaderStyle, SearchCoverage, SearchSummary } from '@leadatlas/shared';
import { api, apiFile, queryString, retryUnlessClientError } from '../lib/api';

const coveragePath = (id: string) => `/api/searches/${encodeURIComponent(id)}/coverage`;

export function useSearchCoverage(search: SearchSummary | undefined) {
  const id = search?.id ?? '';
  return useQuery({
    // What changes the report changes these: the key follows the search's own refreshes.
    queryKey: [
      'searches',
      'coverage',
      id,
      search?.resultsCount,
      search?.recheckPending,
      search?.status,
    ] as const,
    queryFn: ({ signal }) => api<SearchCoverage>(coveragePath(id), { signal }),
    enabled: Boolean(search),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

/** The report as CSV (es/en labels, or keys), as a Blob so that a failure can be told. */
export async function fetchCoverageCsv(id: string, headers: CsvHeaderStyle): Promise<Blob> {
  return (await apiFile(`${coveragePath(id)}.csv${queryString({ headers })}`)).blob();
}

export const coverageFileName = (searchId: string) => `coverage_${searchId}.csv`;
