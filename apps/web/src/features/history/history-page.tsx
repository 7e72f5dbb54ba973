import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, History, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { Button, buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { SearchStatusBadge } from '../../components/search-status-badge';
import { SearchRowActions } from '../../components/search-row-actions';
import { SearchListError } from '../../components/search-list-error';
import { csvExportUrl, useOverview, useSearchList } from '../../api/searches';
import { useRerunSearch } from '../../hooks/use-rerun-search';
import { useSession } from '../session/use-session';
import { clearWizard } from '../../lib/wizard-storage';
import { formatCredits, formatDateTime, formatNumber } from '../../lib/format';

const PAGE_SIZE = 20;

/** The organization's real searches, newest first, with their files and a re-run. */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const { data: me } = useSession();
  const orgId = me?.activeOrganization.id;
  const [page, setPage] = useState(0);
  const { data, isPending, isError, refetch } = useSearchList(orgId, PAGE_SIZE, page * PAGE_SIZE);
  const { data: overview } = useOverview(orgId);
  const { rerun, pendingId } = useRerunSearch();
  if (!me) return null;
  const startNewSearch = () => {
    clearWizard();
    navigate('/wizard/step-1');
  };

  return (
    <AppShell crumbs={[{ label: t('history.crumb') }]}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('history.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="history-summary">
            {t('history.creditsLeft', {
              credits: formatCredits(
                overview?.organization.credits ?? me.activeOrganization.credits,
                lang,
              ),
            })}
            {overview && (
              <>
                {' · '}
                {t('history.searchesThisMonth', { count: overview.searchesThisMonth })}
              </>
            )}
          </p>
        </div>
        <Button onClick={startNewSearch}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('history.newSearch')}
        </Button>
      </div>

      <Card className="mt-6 min-w-0">
        {isPending ? (
          <div className="space-y-2 p-4">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <SearchListError onRetry={() => void refetch()} />
        ) : data.total === 0 ? (
          <EmptyState
            icon={History}
            title={t('history.empty')}
            text={t('history.emptyText')}
            action={<Button onClick={startNewSearch}>{t('dashboard.emptyAction')}</Button>}
          />
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm" data-testid="history-table">
                <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th className="px-4 py-2 font-medium">{t('history.columns.search')}</th>
                    <th className="hidden px-2 py-2 font-medium md:table-cell">
                      {t('history.columns.zone')}
                    </th>
                    <th className="hidden px-2 py-2 font-medium sm:table-cell">
                      {t('history.columns.date')}
                    </th>
                    <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                      {t('history.columns.leads')}
                    </th>
                    <th className="px-2 py-2 font-medium">{t('history.columns.status')}</th>
                    <th className="px-2 py-2 font-medium">
                      <span className="sr-only sm:not-sr-only">
                        {t('history.columns.download')}
                      </span>
                    </th>
                    <th className="px-4 py-2">
                      <span className="sr-only">{t('history.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.items.map((search) => (
                    <tr key={search.id} data-testid="history-row">
                      <td className="max-w-[9rem] py-2 pl-4 pr-2 sm:max-w-xs">
                        {search.status === 'completed' ? (
                          <Link
                            to={`/results/${search.id}`}
                            className="block truncate font-medium hover:underline"
                            title={search.query}
                          >
                            {search.query}
                          </Link>
                        ) : (
                          <span className="block truncate font-medium" title={search.query}>
                            {search.query}
                          </span>
                        )}
                        <span className="block text-xs text-muted-foreground sm:hidden">
                          {formatDateTime(search.createdAt, lang)} ·{' '}
                          {t('history.leadsCount', { count: search.resultsCount })}
                        </span>
                      </td>
                      <td className="hidden max-w-[14rem] px-2 py-2 md:table-cell">
                        <span
                          className="block truncate text-muted-foreground"
                          title={search.areaLabel ?? ''}
                        >
                          {search.areaLabel ?? '—'}
                        </span>
                      </td>
                      <td className="hidden whitespace-nowrap px-2 py-2 text-muted-foreground sm:table-cell">
                        <time dateTime={search.createdAt}>
                          {formatDateTime(search.createdAt, lang)}
                        </time>
                      </td>
                      <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                        {formatNumber(search.resultsCount, lang)}
                      </td>
                      <td className="px-2 py-2">
                        <SearchStatusBadge status={search.status} />
                      </td>
                      <td className="px-2 py-2">
                        {search.resultsCount > 0 && (
                          <a
                            href={csvExportUrl(search.id)}
                            download={`leads_${search.id}.csv`}
                            className={buttonClass('outline', 'sm')}
                            aria-label={t('history.downloadLabel', { query: search.query })}
                            data-testid="history-download"
                          >
                            <Download className="h-4 w-4" aria-hidden />
                            <span className="hidden sm:inline">{t('history.download')}</span>
                          </a>
                        )}
                      </td>
                      <td className="py-2 pl-0 pr-2 sm:pr-4">
                        <SearchRowActions
                          search={search}
                          onRerun={(id) => void rerun(id)}
                          rerunPending={pendingId === search.id}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              summary={
                <span data-testid="history-total">{t('history.total', { count: data.total })}</span>
              }
            />
          </>
        )}
      </Card>
    </AppShell>
  );
}
