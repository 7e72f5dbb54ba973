import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  isCampaignProvider,
  INTEGRATION_NAMES,
  PUSH_SKIP_REASONS,
  type PushStatus,
  type PushView,
} from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, formatRelative } from '../../../lib/format';
import { downloadFailedLeads } from '../api';
import { isPushActive, pushProgress } from '../integration-rules';
import { IntegrationIcon } from './integration-icon';

const TONE = {
  queued: 'neutral',
  running: 'info',
  waiting: 'warning',
  done: 'success',
  failed: 'danger',
} as const satisfies Record<PushStatus, string>;

const COUNTS = ['created', 'updated', 'skipped', 'failed'] as const;

/** A webhook's "created" leads were sent, a campaign's were added: the word says which. */
function createdContext(push: PushView, count: (typeof COUNTS)[number]): string | undefined {
  if (count !== 'created') return undefined;
  if (push.provider === 'webhook') return 'webhook';
  return isCampaignProvider(push.provider) ? 'campaign' : undefined;
}

/**
 * One push's report: where, who or what started it, how far it got, every lead accounted for
 * (created, updated, skipped with why, failed), and the leads not sent as a CSV.
 */
export function PushReport({ push }: { push: PushView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const service = INTEGRATION_NAMES[push.provider];
  const active = isPushActive(push);
  const settled = push.created + push.updated + push.skipped + push.failed;
  const download = useMutation({
    mutationFn: () => downloadFailedLeads(push.id),
    onSuccess: (file) =>
      toast.success(t('integrations.reports.downloaded'), {
        description: t('integrations.reports.downloadedText', { file }),
      }),
    onError: () => toast.error(t('integrations.reports.downloadFailed')),
  });
  const skipped = PUSH_SKIP_REASONS.filter((reason) => (push.skippedReasons[reason] ?? 0) > 0);

  return (
    <li className="space-y-3 px-4 py-4" data-testid="push-report" data-status={push.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <IntegrationIcon provider={push.provider} size="sm" />
        <span className="font-medium">{service}</span>
        <Badge tone={TONE[push.status]} data-testid="push-status">
          {active && push.status !== 'waiting' && <Spinner className="h-3 w-3" />}
          {t(`integrations.reports.status.${push.status}`)}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {push.trigger === 'search'
            ? t('integrations.reports.automatic')
            : push.startedBy
              ? t('integrations.reports.manual', { name: push.startedBy })
              : t('integrations.reports.manualUnknown')}
          {' · '}
          <time dateTime={push.createdAt}>{formatRelative(push.createdAt, lang)}</time>
          {' · '}
          {t('integrations.reports.total', { count: push.total })}
        </span>
      </div>

      {active && (
        <div className="space-y-1">
          <ProgressBar
            value={pushProgress(push)}
            label={t('integrations.reports.progressLabel', { service })}
          />
          <p className="text-xs text-muted-foreground tabular-nums">
            {t('integrations.reports.progress', {
              done: formatNumber(settled, lang),
              total: formatNumber(push.total, lang),
            })}
          </p>
        </div>
      )}

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">
              {t(`integrations.reports.counts.${count}`, { context: createdContext(push, count) })}
            </dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`push-${count}`}>
              {formatNumber(push[count], lang)}
            </dd>
          </div>
        ))}
      </dl>

      {skipped.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="push-skipped-reasons">
          {t('integrations.reports.counts.skipped')}:{' '}
          {skipped
            .map((reason) =>
              t(`integrations.reports.skipReasons.${reason}`, {
                count: push.skippedReasons[reason] ?? 0,
              }),
            )
            .join(' · ')}
        </p>
      )}

      {push.status === 'waiting' && push.nextAttemptAt && (
        <p className="text-sm text-warning-strong" data-testid="push-next-attempt">
          {t('integrations.reports.nextAttempt', {
            when: formatRelative(push.nextAttemptAt, lang),
          })}
        </p>
      )}

      {(push.errorCode || push.error) && (
        <p role="alert" className="text-sm text-destructive-strong" data-testid="push-error">
          {push.errorCode && t(`integrations.reports.stopped.${push.errorCode}`)}
          {push.errorCode && push.error && ' '}
          {push.error && t('integrations.reports.error', { error: push.error })}
        </p>
      )}

      {push.failed + push.skipped > 0 && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          data-testid="push-download-failed"
        >
          {download.isPending ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <Download className="h-4 w-4" aria-hidden />
          )}
          {t('integrations.reports.download')}
        </Button>
      )}
    </li>
  );
}
