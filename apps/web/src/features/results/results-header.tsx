import { Activity, Ban, CircleAlert, Info, RefreshCw } from 'lucide-react';
import { SchedulePanel } from '../../components/search-schedule';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSearchOver, SEARCH_FAILURE_CODES, type SearchSummary } from '@leadatlas/shared';
import { SearchStatusBadge } from '../../components/search-status-badge';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCredits, formatDateTime, formatNumber } from '../../lib/format';
import { cn } from '../../lib/cn';

/** Filters the source could not apply, each said in words (the rating, the company size). */
const KNOWN_UNAVAILABLE = ['minRating', 'companySize'];

/** The search's query, status, area, counts and credits. */
export function ResultsHeader({ search, actions }: { search: SearchSummary; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const running = !isSearchOver(search);
  return (
    <header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">
              {search.query}
            </h1>
            <SearchStatusBadge status={search.status} />
          </div>
          {search.areaLabel && (
            <p className="mt-1 text-sm text-muted-foreground">{search.areaLabel}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">{actions}</div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Fact label={t('results.summary.leads')}>
          {n(search.resultsCount)}
          <span className="text-sm font-normal text-muted-foreground"> / {n(search.maxLeads)}</span>
        </Fact>
        <Fact label={t('results.summary.placesFound')}>{n(search.placesFound)}</Fact>
        <Fact label={running ? t('results.summary.creditsHeld') : t('results.summary.creditsUsed')}>
          {formatCredits(running ? search.creditsHeld : search.creditsUsed, i18n.language)}
        </Fact>
        <Fact label={t('results.summary.date')} wrap>
          <span className="text-sm">{formatDateTime(search.createdAt, i18n.language)}</span>
        </Fact>
      </dl>
      <StatusNote search={search} />
      {search.unavailableFilters.length > 0 && (
        <Note icon={Info} tone="neutral" testId="results-unavailable-filters">
          {search.unavailableFilters
            .filter((filter) => KNOWN_UNAVAILABLE.includes(filter))
            .map((filter) => t(`results.unavailable.${filter}`))
            .join(' ')}
        </Note>
      )}
      {isSearchOver(search) && search.recheckPending > 0 && (
        <Note icon={RefreshCw} tone="info" testId="results-recheck">
          {t('results.recheck', { count: search.recheckPending })}
        </Note>
      )}
      <SchedulePanel search={search} />
    </header>
  );
}

function Fact({ label, children, wrap }: { label: string; children: ReactNode; wrap?: boolean }) {
  return (
    <div className="min-w-0 rounded-md border border-border bg-card p-3">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-lg font-semibold tabular-nums',
          wrap ? 'break-words leading-snug' : 'truncate',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** Running: a link to the live page. Failed or cancelled: what that means for the list. */
function StatusNote({ search }: { search: SearchSummary }) {
  const { t } = useTranslation();
  if (!isSearchOver(search)) {
    return (
      <Note icon={Activity} tone="info" testId="results-running">
        <span>{t('results.running')} </span>
        <Link
          to={`/loading?searchId=${encodeURIComponent(search.id)}`}
          className="font-medium underline underline-offset-2"
        >
          {t('results.followLive')}
        </Link>
      </Note>
    );
  }
  if (search.status === 'failed') {
    const reason = (SEARCH_FAILURE_CODES as readonly string[]).includes(search.errorCode ?? '')
      ? t(`searches.failure.${search.errorCode}`)
      : null;
    return (
      <Note icon={CircleAlert} tone="danger" testId="results-failed">
        <strong className="font-semibold">{t('results.failed')}</strong> {reason}{' '}
        {t('results.failedText')}
      </Note>
    );
  }
  if (search.status === 'cancelled') {
    return (
      <Note icon={Ban} tone="neutral" testId="results-cancelled">
        <strong className="font-semibold">{t('results.cancelled')}</strong>{' '}
        {t('results.cancelledText')}
      </Note>
    );
  }
  return null;
}

function Note({
  icon: Icon,
  tone,
  testId,
  children,
}: {
  icon: typeof Activity;
  tone: 'info' | 'danger' | 'neutral';
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        'mt-4 flex items-start gap-2 rounded-md p-3 text-sm',
        tone === 'info' && 'bg-accent text-accent-foreground',
        tone === 'danger' && 'bg-destructive/10 text-foreground',
        tone === 'neutral' && 'bg-muted text-foreground',
      )}
    >
      <Icon
        className={cn('mt-0.5 h-4 w-4 shrink-0', tone === 'danger' && 'text-destructive')}
        aria-hidden
      />
      <p className="min-w-0">{children}</p>
    </div>
  );
}

export function ResultsHeaderSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="mt-2 h-4 w-48" />
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[4.25rem]" />
        ))}
      </div>
    </div>
  );
}
