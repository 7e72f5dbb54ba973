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
import { formatCredits, formatDateTime } from '../../lib/format';
import { defaultCsvColumns, hasResultsPage } from '@leadatlas/shared';
import {
  isScheduled,
  ScheduleBadge,
  ScheduleControls,
  ScheduleFacts,
} from '../../components/search-schedule';
import { PushBriefs } from '../integrations/components/push-briefs';

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
            {/* A list that wraps: every action stays inside the card down to 390 px. */}
            <ul className="divide-y divide-border" data-testid="history-table">
              {data.items.map((search) => (
                <li
                  key={search.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
                  data-testid="history-row"
                >
                  <div className="min-w-0 flex-[1_1_16rem]">
                    {hasResultsPage(search) ? (
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
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      {search.areaLabel && (
                        <>
                          <span className="max-w-[16rem] truncate" title={search.areaLabel}>
                            {search.areaLabel}
                          </span>
                          <span aria-hidden>·</span>
                        </>
                      )}
                      <time dateTime={search.createdAt}>
                        {formatDateTime(search.createdAt, lang)}
                      </time>
                      <span aria-hidden>·</span>
                      <span className="tabular-nums">
                        {t('history.leadsCount', { count: search.resultsCount })}
                      </span>
                      {search.startedBy && search.startedBy.userId !== me.user.id && (
                        <>
                          <span aria-hidden>·</span>
                          <span
                            className="max-w-[12rem] truncate"
                            title={search.startedBy.name}
                            data-testid="history-started-by"
                          >
                            {t('history.startedBy', { name: search.startedBy.name })}
                          </span>
                        </>
                      )}
                      <span aria-hidden>·</span>
                      <span className="tabular-nums">
                        {t('dashboard.row.credits', {
                          credits: formatCredits(search.creditsUsed, lang),
                        })}
                      </span>
                      {isScheduled(search) && <ScheduleBadge search={search} />}
                    </span>
                    {isScheduled(search) && search.schedule.status !== 'stopped' && (
                      <ScheduleFacts search={search} className="mt-1" />
                    )}
                    <PushBriefs searchId={search.id} pushes={search.pushes} />
                  </div>
                  <SearchStatusBadge status={search.status} />
                  <div className="flex flex-wrap items-center gap-1">
                    {isScheduled(search) && <ScheduleControls search={search} />}
                    {search.resultsCount > 0 && (
                      <a
                        // What this search could fill, headed in the reader's language.
                        href={csvExportUrl(
                          search.id,
                          defaultCsvColumns(search.fields),
                          lang === 'en' ? 'en' : 'es',
                        )}
                        download={`leads_${search.id}.csv`}
                        className={buttonClass('outline', 'sm')}
                        aria-label={t('history.downloadLabel', { query: search.query })}
                        data-testid="history-download"
                      >
                        <Download className="h-4 w-4" aria-hidden />
                        <span className="hidden sm:inline">{t('history.download')}</span>
                      </a>
                    )}
                    <SearchRowActions
                      search={search}
                      onRerun={(id) => void rerun(id)}
                      rerunPending={pendingId === search.id}
                    />
                  </div>
                </li>
              ))}
            </ul>
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
