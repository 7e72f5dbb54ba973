import { Link } from 'react-router';
import { Activity, Eye, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasResultsPage, isSearchOver, type SearchSummary } from '@leadatlas/shared';
import { buttonClass, Button } from './ui/button';

/**
 * What a user can do with a listed search: view its results once it is over (completed, or
 * cancelled or failed after delivering leads), follow it while it runs, and run it again (back
 * to the wizard's last step with its data).
 */
export function SearchRowActions({
  search,
  onRerun,
  rerunPending,
}: {
  search: SearchSummary;
  onRerun: (id: string) => void;
  rerunPending: boolean;
}) {
  const { t } = useTranslation();
  const running = !isSearchOver(search);
  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      {hasResultsPage(search) && (
        <Link
          to={`/results/${search.id}`}
          className={buttonClass('ghost', 'sm')}
          data-testid="view-results"
        >
          <Eye className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('dashboard.viewResults')}</span>
          <span className="sr-only sm:hidden">{t('dashboard.viewResults')}</span>
        </Link>
      )}
      {running && (
        <Link
          to={`/loading?searchId=${search.id}`}
          className={buttonClass('ghost', 'sm')}
          data-testid="view-progress"
        >
          <Activity className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('dashboard.viewProgress')}</span>
          <span className="sr-only sm:hidden">{t('dashboard.viewProgress')}</span>
        </Link>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onRerun(search.id)}
        disabled={rerunPending}
        title={t('dashboard.rerun')}
        data-testid="rerun-search"
      >
        <RotateCcw className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t('dashboard.rerun')}</span>
      </Button>
    </div>
  );
}
