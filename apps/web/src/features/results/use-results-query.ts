/**
 * The results page's filter, sort, page and view, kept in the URL (?q=&sort=&order=&page=
 * &view=) so that reload, back and shared links show the same list. The server filters,
 * sorts and pages: nothing is sorted in the browser.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_SORTS, type LeadSort, type LeadsQuery } from '@leadatlas/shared';

export const RESULTS_PAGE_SIZE = 50;
export type SortOrder = 'asc' | 'desc';
export type ResultsView = 'table' | 'map';

export interface ResultsQueryState {
  q: string;
  /** null: the order in which the search found the leads. */
  sort: LeadSort | null;
  order: SortOrder;
  page: number;
  view: ResultsView;
}

/** Best first for ratings, A to Z for text. */
export const defaultOrder = (sort: LeadSort | null): SortOrder =>
  sort === 'rating' ? 'desc' : 'asc';

const isSort = (value: string | null): value is LeadSort =>
  value !== null && (LEAD_SORTS as readonly string[]).includes(value);

export function readResultsQuery(params: URLSearchParams): ResultsQueryState {
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : null;
  const orderParam = params.get('order');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder(sort),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'table',
  };
}

function writeResultsQuery(state: ResultsQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'map') params.set('view', 'map');
  return params;
}

/** What GET /api/searches/:id/leads is asked. */
export function toLeadsQuery(state: ResultsQueryState): LeadsQuery {
  return {
    q: state.q || undefined,
    sort: state.sort ?? undefined,
    order: state.sort ? state.order : undefined,
    page: state.page,
    pageSize: RESULTS_PAGE_SIZE,
  };
}

export function useResultsQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readResultsQuery(params), [params]);

  const update = useCallback(
    (patch: Partial<ResultsQueryState>) =>
      setParams((prev) => writeResultsQuery({ ...readResultsQuery(prev), ...patch }), {
        replace: true,
      }),
    [setParams],
  );

  const actions = useMemo(
    () => ({
      setFilter: (q: string) => update({ q: q.trim(), page: 1 }),
      setSort: (sort: LeadSort | null) => update({ sort, order: defaultOrder(sort), page: 1 }),
      setOrder: (order: SortOrder) => update({ order, page: 1 }),
      setPage: (page: number) => update({ page: Math.max(1, page) }),
      setView: (view: ResultsView) => update({ view }),
    }),
    [update],
  );

  return { ...state, ...actions, leadsQuery: toLeadsQuery(state) };
}
