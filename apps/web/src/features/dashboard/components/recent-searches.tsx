import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClass } from '../../../components/ui/button';
import { SearchStatusBadge } from '../../../components/search-status-badge';
import { SearchRowActions } from '../../../components/search-row-actions';
import { SearchListError } from '../../../components/search-list-error';
import { isScheduled, ScheduleBadge } from '../../../components/search-schedule';
import { useSearchList } from '../../../api/searches';
import { useRerunSearch } from '../../../hooks/use-rerun-search';
import { formatCredits, formatNumber, formatRelative, truncate } from '../../../lib/format';

/** Spec 000 §9: 5 recent searches; the query cut at 50 characters. */
const RECENT = 5;
const QUERY_CHARS = 50;

export function RecentSearches({ orgId, onNewSearch }: { orgId: string; onNewSearch: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, isPending, isError, refetch } = useSearchList(orgId, RECENT);
  const { rerun, pendingId } = useRerunSearch();
  return (
    <Card className="min-w-0" data-testid="recent-searches">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="font-semibold">{t('dashboard.recent')}</h2>
        {data && data.total > 0 && (
          <Link to="/history" className="text-sm text-primary hover:underline">
            {t('dashboard.viewAll')}
          </Link>
        )}
      </div>
      {isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-full" />
          ))}
        </div>
      ) : isError ? (
        <SearchListError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('dashboard.empty')}
          text={t('dashboard.emptyText')}
          action={
            <button className={buttonClass('primary', 'md')} onClick={onNewSearch}>
              {t('dashboard.emptyAction')}
            </button>
          }
        />
      ) : (
        // A list, not a table: each row wraps its actions under the query when the card is
        // narrow (the dashboard's two columns at 1024 and 1280 px, phones), never off the card.
        <ul className="divide-y divide-border">
          {data.items.map((search) => (
            <li
              key={search.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
              data-testid="recent-search-row"
            >
              <div className="min-w-0 flex-[1_1_14rem]">
                <span className="block truncate font-medium" title={search.query}>
                  {truncate(search.query, QUERY_CHARS)}
                </span>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <time dateTime={search.createdAt}>{formatRelative(search.createdAt, lang)}</time>
                  <span aria-hidden>·</span>
                  <span className="tabular-nums" data-testid="recent-credits">
                    {t('dashboard.row.credits', {
                      credits: formatCredits(search.creditsUsed, lang),
                    })}
                  </span>
                  <span aria-hidden>·</span>
                  <span className="tabular-nums" data-testid="recent-results">
                    {t('dashboard.row.results', {
                      count: search.resultsCount,
                      results: formatNumber(search.resultsCount, lang),
                    })}
                  </span>
                  {isScheduled(search) && <ScheduleBadge search={search} />}
                </span>
              </div>
              <SearchStatusBadge status={search.status} />
              <SearchRowActions
                search={search}
                onRerun={(id) => void rerun(id)}
                rerunPending={pendingId === search.id}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
