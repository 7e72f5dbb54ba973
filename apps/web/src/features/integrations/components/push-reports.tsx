import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_NAMES, isSearchOver, type SearchSummary } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePushes } from '../api';
import { followPushes } from '../integration-rules';
import { PushReport } from './push-report';

/**
 * The results page's push reports, newest first, read again every 2 s while one moves. A
 * search with a destination says its leads go there by themselves when it completes.
 */
export function PushReports({ searchId, search }: { searchId: string; search: SearchSummary }) {
  const { t } = useTranslation();
  const pushes = usePushes(searchId, (data) => followPushes(search, data.pushes));
  const list = pushes.data?.pushes ?? [];
  const automatic = list.some((push) => push.trigger === 'search');
  const destination = search.integration;

  return (
    <Card className="mt-6 min-w-0" data-testid="push-reports">
      <h2 className="border-b border-border px-4 py-3 font-semibold">
        {t('integrations.reports.title')}
      </h2>
      {destination && (
        <p
          className="flex items-start gap-2 border-b border-border bg-accent/40 px-4 py-3 text-sm"
          data-testid="auto-push-note"
        >
          <Send className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
          {automatic || isSearchOver(search)
            ? t('integrations.auto.sent', { service: INTEGRATION_NAMES[destination] })
            : t('integrations.auto.pending', { service: INTEGRATION_NAMES[destination] })}
        </p>
      )}
      {pushes.isPending ? (
        <div className="space-y-2 p-4">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : pushes.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm">
          <p>{t('integrations.reports.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void pushes.refetch()}>
            {t('integrations.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={Send} title={t('integrations.reports.empty')} />
      ) : (
        <ul className="divide-y divide-border">
          {list.map((push) => (
            <PushReport key={push.id} push={push} />
          ))}
        </ul>
      )}
    </Card>
  );
}
