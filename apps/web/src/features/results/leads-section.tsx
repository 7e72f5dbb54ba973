import { isSearchChanging, isSearchOver, type PricedField } from '@leadatlas/shared';
import { useEffect, useRef } from 'react';
import { SearchX, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchSummary } from '@leadatlas/shared';
import { RUNNING_REFRESH_MS, useLeads } from '../../api/searches';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { ColumnsPicker } from './columns-picker';
import { LeadsTable } from './leads-table';
import { MapView } from './map-view';
import { useOptionalColumns } from './optional-columns';
import { ResultsFilter, ResultsSort, ViewToggle } from './results-toolbar';
import { RESULTS_PAGE_SIZE, useResultsQuery } from './use-results-query';
import type { LeadSelection } from './use-lead-selection';

const NO_FIELDS: readonly PricedField[] = [];
const PAGINATION_TEST_IDS = { previous: 'results-previous', next: 'results-next' };

/** The leads of a search: filter, sort, table or map, pages. */
export function LeadsSection({
  searchId,
  search,
  selection,
}: {
  searchId: string;
  search: SearchSummary | undefined;
  /** Rows can be ticked: the organization has an integration to send them to. */
  selection?: LeadSelection;
}) {
  const { t } = useTranslation();
  const query = useResultsQuery();
  const columns = useOptionalColumns(search?.fields ?? NO_FIELDS);
  const table = query.view === 'table';
  // While the search runs, the table follows the leads it stores; while emails wait to be
  // asked again, it follows their labels.
  const changing = search ? isSearchChanging(search) : false;
  const refresh = changing ? RUNNING_REFRESH_MS : false;
  const leads = useLeads(searchId, query.leadsQuery, table, refresh);
  // Once it settles (the search ends, the last email is answered), read the leads once more:
  // the last change may have landed after the table's last reading.
  const wasChanging = useRef(changing);
  const { refetch } = leads;
  useEffect(() => {
    if (wasChanging.current && !changing) void refetch();
    wasChanging.current = changing;
  }, [changing, refetch]);
  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / RESULTS_PAGE_SIZE)) : 1;
  const { page, setPage } = query;

  // A page past the end (an old link, a narrower filter): go to the last one.
  useEffect(() => {
    if (data && !leads.isPlaceholderData && page > pages) setPage(pages);
  }, [data, leads.isPlaceholderData, page, pages, setPage]);

  let body;
  if (!table) {
    body = <MapView searchId={searchId} q={query.q} />;
  } else if (leads.isError && !data) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center text-sm">
        <p>{t('searches.errors.loadLeads')}</p>
        <Button variant="outline" onClick={() => void leads.refetch()}>
          {t('results.actions.retry')}
        </Button>
      </div>
    );
  } else if (data && data.total === 0 && !leads.isPlaceholderData) {
    body = query.q ? (
      <EmptyState
        icon={SearchX}
        title={t('results.empty.filteredTitle', { q: query.q })}
        text={t('results.empty.filteredText')}
        action={
          <Button variant="outline" onClick={() => query.setFilter('')}>
            {t('results.filter.clear')}
          </Button>
        }
      />
    ) : search && !isSearchOver(search) ? (
      <EmptyState
        icon={Inbox}
        title={t('results.empty.runningTitle')}
        text={t('results.empty.runningText')}
      />
    ) : (
      <EmptyState
        icon={Inbox}
        title={t('results.empty.noneTitle')}
        text={t('results.empty.noneText')}
      />
    );
  } else {
    body = (
      <>
        <LeadsTable
          leads={data?.items ?? []}
          loading={!data}
          stale={leads.isPlaceholderData}
          optional={columns.shown}
          selection={selection}
        />
        {data && (
          <Pagination
            page={Math.min(page, pages) - 1}
            pageSize={RESULTS_PAGE_SIZE}
            total={data.total}
            onPage={(next) => setPage(next + 1)}
            label={t('results.pagination')}
            alwaysShowControls
            testIds={PAGINATION_TEST_IDS}
          />
        )}
      </>
    );
  }

  return (
    <Card className="mt-6 min-w-0 overflow-hidden">
      <div className="flex flex-wrap items-center gap-2 border-b border-border p-3">
        <ResultsFilter value={query.q} onChange={query.setFilter} />
        {table && (
          <ResultsSort
            sort={query.sort}
            order={query.order}
            onSort={query.setSort}
            onOrder={query.setOrder}
          />
        )}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {table && (
            <span
              data-testid="results-total"
              data-total={data?.total ?? ''}
              className="mr-auto text-sm text-muted-foreground tabular-nums sm:mr-0"
            >
              {data ? t('results.total', { count: data.total }) : <Skeleton className="h-4 w-16" />}
            </span>
          )}
          {selection && selection.count > 0 && (
            <span className="flex items-center gap-1 text-sm" data-testid="selection-count">
              <span className="tabular-nums">
                {t('integrations.selection.count', { count: selection.count })}
              </span>
              <Button variant="link" size="sm" onClick={selection.clear}>
                {t('integrations.selection.clear')}
              </Button>
            </span>
          )}
          {table && <ColumnsPicker shown={columns.shown} onToggle={columns.toggle} />}
          <ViewToggle view={query.view} onChange={query.setView} />
        </div>
      </div>
      {body}
    </Card>
  );
}
