import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_NAMES, type PushBrief } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';
import { isPushActive } from '../integration-rules';
import { INTEGRATION_ICONS } from './integration-icon';

const COUNTS = ['created', 'updated', 'skipped', 'failed'] as const;

/** History's line per push: where, and how its leads ended; each links to the full report. */
export function PushBriefs({
  searchId,
  pushes,
}: {
  searchId: string;
  pushes: readonly PushBrief[];
}) {
  const { t } = useTranslation();
  if (pushes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5" aria-label={t('integrations.brief.label')}>
      {pushes.map((push) => {
        const Icon = INTEGRATION_ICONS[push.provider];
        const moving = isPushActive(push);
        return (
          <li key={push.id}>
            <Link
              to={`/results/${searchId}`}
              className="inline-flex max-w-full flex-wrap items-center gap-x-1.5 rounded text-xs text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              data-testid="history-push"
            >
              <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="font-medium text-foreground">
                {INTEGRATION_NAMES[push.provider]}
              </span>
              {(moving || push.status === 'failed') && (
                <span className={cn(push.status === 'failed' && 'text-destructive-strong')}>
                  ({t(`integrations.reports.status.${push.status}`)})
                </span>
              )}
              <span className="tabular-nums">
                {COUNTS.map((count) =>
                  t(`integrations.brief.${count}`, { count: push[count] }),
                ).join(' · ')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
