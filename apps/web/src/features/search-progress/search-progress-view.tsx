import { isSearchOver } from '@leadatlas/shared';
import { useEffect } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { CancelSearchButton } from './cancel-search-button';
import { clearCurrentSearchId, readCurrentSearchId } from './current-search';
import { LiveLeadsTable } from './live-leads-table';
import { ProgressPanel } from './progress-panel';
import { ProgressProblem } from './progress-problem';
import type { FollowOptions } from './search-follower';
import { resultsPath, useSearchOutcome } from './use-search-outcome';
import { useSearchProgress } from './use-search-progress';
import { SEARCH_FAILURE_CODES, type SearchFailureCode } from '@leadatlas/shared';

const isKnownFailure = (code: string | null): code is SearchFailureCode =>
  code !== null && (SEARCH_FAILURE_CODES as readonly string[]).includes(code);

/** Starting over: the stored search id is forgotten (spec 000 §2 Loading page). */
export function NewSearchButton({ variant = 'outline' }: { variant?: 'primary' | 'outline' }) {
  const { t } = useTranslation();
  return (
    <LinkButton to="/wizard/step-1" variant={variant} onClick={clearCurrentSearchId}>
      <Plus className="h-4 w-4" aria-hidden />
      {t('progress.actions.newSearch')}
    </LinkButton>
  );
}

/** One search followed live: progress while it runs, then its outcome. */
export function SearchProgressView({
  searchId,
  options,
}: {
  searchId: string;
  options?: FollowOptions;
}) {
  const { t } = useTranslation();
  const progress = useSearchProgress(searchId, options);
  useSearchOutcome(progress.search);
  const { search } = progress;
  const finished =
    progress.failure === 'not_found' ||
    (search !== undefined && search !== null && isSearchOver(search));
  useEffect(() => {
    // A search that is over (or not there) is no longer "the current one": a later /loading
    // without an id must not land on it again.
    if (finished && readCurrentSearchId() === searchId) clearCurrentSearchId();
  }, [finished, searchId]);
  const delivered = Math.max(search?.resultsCount ?? 0, progress.received);
  const liveLeads = (
    <Card className="mt-4 overflow-hidden">
      <LiveLeadsTable leads={progress.leads} total={delivered} />
    </Card>
  );
  const dashboard = <LinkButton to="/dashboard">{t('progress.actions.dashboard')}</LinkButton>;
  const viewResults = delivered > 0 && (
    <LinkButton to={resultsPath(searchId)}>{t('progress.actions.viewResults')}</LinkButton>
  );

  if (progress.failure === 'not_found') {
    return (
      <ProgressProblem title={t('searches.errors.notFound')}>
        <NewSearchButton variant="primary" />
        {dashboard}
        <LinkButton to="/history">{t('progress.actions.history')}</LinkButton>
      </ProgressProblem>
    );
  }

  if (progress.failure === 'status_unavailable') {
    return (
      <ProgressProblem
        title={t('progress.errors.statusUnavailable')}
        text={t('progress.errors.statusUnavailableText')}
      >
        <Button onClick={progress.retry}>{t('progress.actions.retry')}</Button>
        {dashboard}
      </ProgressProblem>
    );
  }

  if (search?.status === 'failed' || search?.status === 'cancelled') {
    const failed = search.status === 'failed';
    return (
      <>
        <ProgressProblem
          tone={failed ? 'danger' : 'neutral'}
          title={failed ? t('progress.errors.failed') : t('progress.cancelled')}
          text={
            <>
              {failed && isKnownFailure(search.errorCode) && (
                <p>{t(`searches.failure.${search.errorCode}`)}</p>
              )}
              {!failed && <p>{t('progress.cancelledText')}</p>}
              {delivered > 0 && <p>{t('progress.delivered', { count: delivered })}</p>}
            </>
          }
        >
          <NewSearchButton variant="primary" />
          {viewResults}
          {dashboard}
        </ProgressProblem>
        {progress.leads.length > 0 && liveLeads}
      </>
    );
  }

  const running = !search || !isSearchOver(search);
  return (
    <>
      <ProgressPanel
        progress={progress}
        actions={
          <>
            {running && search && (
              <CancelSearchButton searchId={searchId} onCancelled={progress.applyStatus} />
            )}
            <NewSearchButton />
          </>
        }
      />
      {liveLeads}
    </>
  );
}
