/**
 * The monthly auto-refresh of a search (issue 11 item 11), wherever a search is shown: a line
 * that says when it runs next, what the last run did and cost, and the controls to pause,
 * resume or stop it. The rules (which action fits which status) are the shared ones.
 */
import { Link } from 'react-router';
import { CalendarClock, Pause, Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { scheduleActionsFor, type ScheduleAction, type SearchSummary } from '@leadatlas/shared';
import { useScheduleAction } from '../api/searches';
import { commonErrorMessage } from '../lib/api';
import { formatCredits, formatDate } from '../lib/format';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';

type Scheduled = SearchSummary & { schedule: NonNullable<SearchSummary['schedule']> };

export const isScheduled = (search: SearchSummary): search is Scheduled => search.schedule !== null;

/** "Mensual" with its state, for lists. */
export function ScheduleBadge({ search }: { search: Scheduled }) {
  const { t } = useTranslation();
  const { status } = search.schedule;
  return (
    <Badge
      tone={status === 'active' ? 'info' : 'neutral'}
      data-testid="schedule-badge"
      data-status={status}
    >
      <CalendarClock className="h-3 w-3" aria-hidden />
      {t(`searches.schedule.badge.${status}`)}
    </Badge>
  );
}

/** Next run, last run and its cost, a skipped month: one or two short lines. */
export function ScheduleFacts({ search, className }: { search: Scheduled; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { schedule } = search;
  const facts: string[] = [];
  if (schedule.status === 'active') {
    facts.push(
      schedule.nextRunAt
        ? t('searches.schedule.next', { date: formatDate(schedule.nextRunAt, lang) })
        : t('searches.schedule.afterFirst'),
    );
  } else {
    facts.push(t(`searches.schedule.state.${schedule.status}`));
  }
  if (schedule.lastRun) {
    facts.push(
      t('searches.schedule.last', {
        date: formatDate(schedule.lastRun.at, lang),
        credits: formatCredits(schedule.lastRun.creditsUsed, lang),
      }),
    );
  }
  const skipped =
    schedule.skipped &&
    (!schedule.lastRun || Date.parse(schedule.skipped.at) > Date.parse(schedule.lastRun.at))
      ? schedule.skipped
      : null;
  return (
    <span
      className={cn('block text-xs text-muted-foreground', className)}
      data-testid="schedule-facts"
    >
      {facts.join(' · ')}
      {skipped && (
        <span className="block text-destructive-strong" data-testid="schedule-skipped">
          {t('searches.schedule.skipped', {
            date: formatDate(skipped.at, lang),
            reason: t(`searches.schedule.skipReasons.${skipReason(skipped.reason)}`),
          })}
        </span>
      )}
    </span>
  );
}

const KNOWN_SKIP_REASONS = ['insufficient_credits', 'plan_field_locked', 'plan_filter_locked'];
const skipReason = (code: string) => (KNOWN_SKIP_REASONS.includes(code) ? code : 'other');

const ICONS: Record<ScheduleAction, typeof Pause> = { pause: Pause, resume: Play, stop: Square };

/** Pause, resume, stop (stop asks first: it cannot be undone). */
export function ScheduleControls({
  search,
  size = 'sm',
}: {
  search: Scheduled;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const change = useScheduleAction();
  const run = async (action: ScheduleAction) => {
    try {
      await change.mutateAsync({ id: search.id, action });
      toast.success(t(`searches.schedule.done.${action}`));
    } catch (error) {
      toast.error(commonErrorMessage(t, error) ?? t('searches.schedule.failed'));
    }
  };
  const actions = scheduleActionsFor(search.schedule.status);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="schedule-controls">
      {actions.map((action) => {
        const Icon = ICONS[action];
        const label = t(`searches.schedule.actions.${action}`);
        const button = (
          <Button
            key={action}
            variant="outline"
            size={size}
            disabled={change.isPending}
            data-testid={`schedule-${action}`}
            onClick={action === 'stop' ? undefined : () => void run(action)}
            aria-label={t('searches.schedule.actionLabel', { action: label, query: search.query })}
          >
            <Icon className="h-3.5 w-3.5" aria-hidden />
            {label}
          </Button>
        );
        return action === 'stop' ? (
          <ConfirmDialog
            key={action}
            trigger={button}
            title={t('searches.schedule.stopTitle')}
            description={t('searches.schedule.stopText', { query: search.query })}
            confirmLabel={label}
            cancelLabel={t('searches.schedule.keep')}
            onConfirm={() => void run('stop')}
          />
        ) : (
          button
        );
      })}
    </div>
  );
}

/** The results page's card: the schedule in full, with the last run's results one click away. */
export function SchedulePanel({ search }: { search: SearchSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!isScheduled(search)) {
    if (!search.refreshOf) return null;
    return (
      <p className="mt-4 text-sm text-muted-foreground" data-testid="schedule-run-of">
        <CalendarClock className="mr-1 inline h-4 w-4 align-text-bottom" aria-hidden />
        {t('searches.schedule.runOf')}{' '}
        <Link
          to={`/results/${search.refreshOf}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('searches.schedule.seeSchedule')}
        </Link>
      </p>
    );
  }
  const { schedule } = search;
  return (
    <section
      className="mt-4 flex flex-col gap-3 rounded-md border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between"
      aria-label={t('searches.schedule.title')}
      data-testid="schedule-panel"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {t('searches.schedule.title')} <ScheduleBadge search={search} />
        </p>
        <ScheduleFacts search={search} className="text-sm" />
        {schedule.runs > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="schedule-total">
            {t('searches.schedule.total', {
              count: schedule.runs,
              credits: formatCredits(schedule.totalCredits, lang),
            })}
            {schedule.lastRun && (
              <>
                {' · '}
                <Link
                  to={`/results/${schedule.lastRun.searchId}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('searches.schedule.lastResults')}
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      <ScheduleControls search={search} />
    </section>
  );
}
