import type { ReactNode } from 'react';
import { Clock, Loader2, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchStatusBadge } from '../../components/search-status-badge';
import { Card } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCredits, formatNumber } from '../../lib/format';
import type { ProgressState } from './progress-model';

/** Stage, bar and counts of a running search, with its warnings and actions. */
export function ProgressPanel({
  progress,
  actions,
}: {
  progress: ProgressState;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { search } = progress;
  const n = (value: number) => formatNumber(value, i18n.language);
  const results = Math.max(search?.resultsCount ?? 0, progress.received);
  const percent = Math.round(progress.percent);
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('progress.title')}
          </p>
          {search ? (
            <h1 className="mt-1 text-xl font-semibold break-words">{search.query}</h1>
          ) : (
            <Skeleton className="mt-2 h-6 w-56 max-w-full" />
          )}
          {search?.areaLabel && (
            <p className="mt-0.5 text-sm text-muted-foreground">{search.areaLabel}</p>
          )}
        </div>
        {search && <SearchStatusBadge status={search.status} />}
      </div>

      <div className="mt-6 flex items-center justify-between gap-3 text-sm">
        <span
          data-testid="progress-stage"
          data-stage={search?.stage ?? ''}
          className="flex min-w-0 items-center gap-2 font-medium"
        >
          <Loader2 className="h-4 w-4 shrink-0 animate-spin text-primary" aria-hidden />
          <span className="truncate">
            {search ? t(`searches.stage.${search.stage}`) : t('progress.connecting')}
          </span>
        </span>
        <span className="tabular-nums text-muted-foreground">
          {t('progress.percent', { percent })}
        </span>
      </div>
      <ProgressBar
        data-testid="progress-bar"
        className="mt-2"
        value={percent}
        label={t('progress.barLabel')}
      />

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label={t('progress.counts.placesFound')}
          value={search ? n(search.placesFound) : null}
        />
        <Stat
          label={t('progress.counts.enriched')}
          value={search ? n(search.enrichedCount) : null}
        />
        <Stat label={t('progress.counts.verified')} value={search ? n(progress.verified) : null} />
        <Stat
          label={t('progress.counts.results')}
          value={
            search ? (
              <span data-testid="progress-count" data-count={results}>
                {t('progress.count', { done: n(results), max: n(search.maxLeads) })}
              </span>
            ) : null
          }
        />
      </dl>

      {search && search.creditsHeld > 0 && (
        <p className="mt-4 text-xs text-muted-foreground">
          {t('progress.creditsHeld', { credits: formatCredits(search.creditsHeld, i18n.language) })}
        </p>
      )}
      {progress.connection === 'reconnecting' && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff className="h-4 w-4" aria-hidden />
          {t('progress.reconnecting')}
        </p>
      )}
      {progress.slow && (
        <p
          role="status"
          data-testid="progress-warning"
          className="mt-4 flex items-start gap-2 rounded-md bg-amber-500/15 p-3 text-sm text-amber-800 dark:text-amber-200"
        >
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('progress.errors.slow')}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode | null }) {
  return (
    <div className="min-w-0 rounded-md border border-border p-3">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">
        {value ?? <Skeleton className="h-6 w-12" />}
      </dd>
    </div>
  );
}
