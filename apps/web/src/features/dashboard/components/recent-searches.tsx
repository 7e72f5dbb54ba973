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
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">{t('dashboard.columns.query')}</th>
                <th className="hidden px-2 py-2 font-medium sm:table-cell">
                  {t('dashboard.columns.date')}
                </th>
                <th className="hidden px-2 py-2 text-right font-medium md:table-cell">
                  {t('dashboard.columns.credits')}
                </th>
                <th className="px-2 py-2 font-medium">{t('dashboard.columns.status')}</th>
                <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                  {t('dashboard.columns.results')}
                </th>
                <th className="px-4 py-2 text-right font-medium">
                  <span className="sr-only">{t('dashboard.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.items.map((search) => (
                <tr key={search.id} data-testid="recent-search-row">
                  <td className="max-w-[11rem] px-4 py-2 sm:max-w-xs">
                    <span className="block truncate font-medium" title={search.query}>
                      {truncate(search.query, QUERY_CHARS)}
                    </span>
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {formatRelative(search.createdAt, lang)}
                    </span>
                  </td>
                  <td className="hidden whitespace-nowrap px-2 py-2 text-muted-foreground sm:table-cell">
                    <time dateTime={search.createdAt}>
                      {formatRelative(search.createdAt, lang)}
                    </time>
                  </td>
                  <td className="hidden px-2 py-2 text-right tabular-nums md:table-cell">
                    {formatCredits(search.creditsUsed, lang)}
                  </td>
                  <td className="px-2 py-2">
                    <SearchStatusBadge status={search.status} />
                  </td>
                  <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">
                    {formatNumber(search.resultsCount, lang)}
                  </td>
                  <td className="px-4 py-2">
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
      )}
    </Card>
  );
}
