import '../../i18n/app-dictionaries';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { ProgressProblem } from './progress-problem';
import { NewSearchButton, SearchProgressView } from './search-progress-view';
import { useSearchIdResolution } from './use-search-id-resolution';

/**
 * /loading?searchId={id}: the search followed live (spec 000 §2 Loading page). The id comes
 * from the URL, else session storage, else a search is started from the wizard's answers.
 */
export default function LoadingPage() {
  const { t } = useTranslation();
  const resolution = useSearchIdResolution();
  return (
    <AppShell crumbs={[{ label: t('progress.crumb') }]}>
      {resolution.kind === 'follow' && (
        <SearchProgressView key={resolution.searchId} searchId={resolution.searchId} />
      )}
      {(resolution.kind === 'starting' || resolution.kind === 'redirecting') && (
        <Card role="status" className="flex items-center gap-3 p-6">
          <Spinner className="text-primary" />
          <span>
            {resolution.kind === 'starting' ? t('progress.starting') : t('progress.redirecting')}
          </span>
        </Card>
      )}
      {resolution.kind === 'no-wizard' && (
        <ProgressProblem title={t('progress.errors.noWizard')}>
          <LinkButton to="/wizard/step-1" variant="primary">
            {t('progress.actions.backToWizard')}
          </LinkButton>
          <LinkButton to="/dashboard">{t('progress.actions.dashboard')}</LinkButton>
        </ProgressProblem>
      )}
      {resolution.kind === 'start-failed' && (
        <ProgressProblem title={t('progress.errors.startFailed')} text={resolution.message}>
          <LinkButton to="/wizard/step-4" variant="primary">
            {t('progress.actions.backToWizard')}
          </LinkButton>
          <NewSearchButton />
        </ProgressProblem>
      )}
    </AppShell>
  );
}
