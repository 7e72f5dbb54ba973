/**
 * The search API as the screens use it: fetchers and TanStack Query hooks. Every screen reads
 * searches, leads and the overview through here, so caches are shared and invalidated once.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { isSearchChanging } from '@leadatlas/shared';
import type {
  CsvHeaderStyle,
  ScheduleAction,
  LeadPointsResponse,
  LeadsQuery,
  LeadsResponse,
  OverviewResponse,
  RunSearchResponse,
  SearchDetail,
  SearchSummary,
  WizardData,
} from '@leadatlas/shared';
import { api, ApiError, apiFile, queryString, retryUnlessClientError } from '../lib/api';
import { currentLocale } from '../i18n';

export const searchKeys = {
  all: ['searches'] as const,
  list: (orgId: string, limit: number, offset: number) =>
    ['searches', 'list', orgId, limit, offset] as const,
  detail: (id: string) => ['searches', 'detail', id] as const,
  scheduled: (orgId: string) => ['searches', 'scheduled', orgId] as const,
  leads: (id: string, query: LeadsQuery) => ['searches', 'leads', id, query] as const,
  points: (id: string, q: string) => ['searches', 'points', id, q] as const,
};
export const overviewKey = (orgId: string) => ['overview', orgId] as const;

export function useSearchList(orgId: string | undefined, limit: number, offset = 0) {
  return useQuery({
    queryKey: searchKeys.list(orgId ?? '', limit, offset),
    queryFn: () =>
      api<{ items: SearchSummary[]; total: number }>(
        `/api/searches${queryString({ orgId, limit, offset })}`,
      ),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/searches/:id: one search of the user's organizations (404 when not theirs). */
export function fetchSearch(id: string, signal?: AbortSignal): Promise<SearchDetail> {
  return api<SearchDetail>(`/api/searches/${encodeURIComponent(id)}`, { signal });
}

/** Not found or not ours (404), or not a search id at all (400): retrying will not help. */
export const isSearchNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** While a search runs, screens that show it read it again this often. */
export const RUNNING_REFRESH_MS = 5000;

/** One search's detail: what the results page reads, and what its route asks for early. */
export const searchDetailOptions = (id: string) =>
  queryOptions({
    queryKey: searchKeys.detail(id),
    queryFn: ({ signal }) => fetchSearch(id, signal),
    retry: retryUnlessClientError,
    // While it runs, or while emails wait to be asked again, its figures and labels change.
    refetchInterval: (query) =>
      query.state.data && isSearchChanging(query.state.data) ? RUNNING_REFRESH_MS : false,
  });

export function useSearchDetail(id: string | undefined) {
  return useQuery({ ...searchDetailOptions(id ?? ''), enabled: Boolean(id) });
}

export function fetchLeads(id: string, query: LeadsQuery): Promise<LeadsResponse> {
  return api<LeadsResponse>(
    `/api/searches/${encodeURIComponent(id)}/leads${queryString({
      q: query.q,
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
    })}`,
  );
}

/**
 * One page of a search's leads. A few seconds fresh: the page that the results route asked
 * for while the app loaded is shown, not asked for again.
 */
export const leadsOptions = (id: string, query: LeadsQuery) =>
  queryOptions({
    queryKey: searchKeys.leads(id, query),
    queryFn: () => fetchLeads(id, query),
    staleTime: LEADS_FRESH_MS,
    retry: retryUnlessClientError,
  });
const LEADS_FRESH_MS = 5000;

/** `refreshMs`: read again on that interval (a running search keeps adding leads). */
export function useLeads(
  id: string | undefined,
  query: LeadsQuery,
  enabled = true,
  refreshMs: number | false = false,
) {
  return useQuery({
    ...leadsOptions(id ?? '', query),
    enabled: Boolean(id) && enabled,
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}

export function useLeadPoints(id: string | undefined, q: string, enabled = true) {
  return useQuery({
    queryKey: searchKeys.points(id ?? '', q),
    queryFn: () =>
      api<LeadPointsResponse>(
        `/api/searches/${encodeURIComponent(id!)}/points${queryString({ q })}`,
      ),
    enabled: Boolean(id) && enabled,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useOverview(orgId: string | undefined) {
  return useQuery({
    queryKey: overviewKey(orgId ?? ''),
    queryFn: () => api<OverviewResponse>(`/api/overview${queryString({ orgId })}`),
    enabled: Boolean(orgId),
    // The balance changes in other tabs (a payment): coming back here reads it again.
    refetchOnWindowFocus: 'always',
  });
}

/** run-search: holds the estimate and answers the new search's id. */
export function useRunSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { searchPayload: WizardData; orgId: string }) =>
      api<RunSearchResponse>('/api/searches', {
        body: { ...input, locale: currentLocale() },
      }),
    onSettled: () => invalidateAccountData(client),
  });
}

/** After anything that moves credits or adds a search: balance, overview, lists, history. */
export function invalidateAccountData(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['me'] }),
    client.invalidateQueries({ queryKey: ['overview'] }),
    client.invalidateQueries({ queryKey: ['credits'] }),
    client.invalidateQueries({ queryKey: searchKeys.all }),
  ]);
}

/** Pause, resume or stop the monthly auto-refresh of a search. */
export function useScheduleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ScheduleAction }) =>
      api<SearchSummary>(`/api/searches/${encodeURIComponent(id)}/schedule`, {
        body: { action },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: searchKeys.all }),
  });
}

/** The organization's monthly searches still scheduled (active or paused). */
export function useScheduledSearches(orgId: string | undefined) {
  return useQuery({
    queryKey: searchKeys.scheduled(orgId ?? ''),
    queryFn: () =>
      api<{ items: SearchSummary[]; total: number }>(
        `/api/searches${queryString({ orgId, scheduled: 'true', limit: 50 })}`,
      ),
    enabled: Boolean(orgId),
  });
}

/** Stops a running search; the server settles it (only delivered leads are charged). */
export function useCancelSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<SearchSummary>(`/api/searches/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => invalidateAccountData(client),
  });
}

/** The CSV's address: chosen columns, and headers in a language (or the keys for imports). */
export function csvExportUrl(
  id: string,
  columns?: readonly string[],
  headers?: CsvHeaderStyle,
): string {
  return `/api/searches/${encodeURIComponent(id)}/export.csv${queryString({ columns: columns?.join(','), headers })}`;
}

/**
 * The CSV file as a Blob (export-leads-csv). Fetched rather than followed as a link so that a
 * failure can be told to the user; throws ApiError like every other call.
 */
export async function fetchLeadsCsv(
  id: string,
  columns?: readonly string[],
  headers?: CsvHeaderStyle,
): Promise<Blob> {
  return (await apiFile(csvExportUrl(id, columns, headers))).blob();
}
