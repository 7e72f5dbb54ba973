import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  INTEGRATION_NAMES,
  type IntegrationProvider,
  type IntegrationView,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useStartPush } from '../api';
import { integrationErrorMessage } from '../integration-errors';
import { isUsable } from '../integration-rules';
import { INTEGRATION_ICONS } from './integration-icon';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * "Send to …" (results page): the ticked leads or all of them, to any connected integration
 * of the organization. Each push is a background job; its report appears below.
 */
export function SendToIntegration({
  searchId,
  total,
  integrations,
  failed,
  selectedIds,
  onSent,
}: {
  searchId: string;
  /** The search's leads. */
  total: number;
  /** The organization's connections; undefined while they load. */
  integrations: readonly IntegrationView[] | undefined;
  /** The connections could not be read. */
  failed: boolean;
  selectedIds: ReadonlySet<string>;
  /** A push started from the selection: the ticks can go. */
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const start = useStartPush(searchId);
  const [scope, setScope] = useState<'selected' | 'all'>('selected');
  const [sending, setSending] = useState<IntegrationProvider | null>(null);
  const usable = integrations?.filter(isUsable) ?? [];
  const selected = selectedIds.size;
  const onlySelected = scope === 'selected' && selected > 0;

  const send = (provider: IntegrationProvider) => {
    const service = INTEGRATION_NAMES[provider];
    setSending(provider);
    start.mutate(
      { provider, ...(onlySelected ? { leadIds: [...selectedIds] } : {}) },
      {
        onSuccess: () => {
          toast.success(t('integrations.send.queued', { service }), {
            description: t('integrations.send.queuedText'),
          });
          if (onlySelected) onSent();
        },
        onError: (error) =>
          toast.error(
            integrationErrorMessage(t, error, provider, t('integrations.send.failed', { service })),
          ),
        onSettled: () => setSending(null),
      },
    );
  };

  let body;
  if (!integrations && failed) {
    body = (
      <p role="alert" className="mt-2 text-sm text-muted-foreground">
        {t('integrations.dashboard.loadError')}
      </p>
    );
  } else if (!integrations) {
    body = <Skeleton className="mt-3 h-9 w-48" />;
  } else if (usable.length === 0) {
    const allLocked = integrations.every((view) => view.locked);
    body = (
      <p className="mt-2 text-sm text-muted-foreground" data-testid="send-none">
        {allLocked ? t('integrations.send.lockedNone') : t('integrations.send.none')}{' '}
        <Link to={allLocked ? '/plans' : '/integrations'} className={linkClass}>
          {allLocked ? t('integrations.locked.link') : t('integrations.send.noneLink')}
        </Link>
      </p>
    );
  } else {
    body = (
      <>
        <fieldset className="mt-3">
          <legend className="mb-1 text-xs font-medium text-muted-foreground">
            {t('integrations.send.scope')}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <label className="inline-flex cursor-pointer items-center gap-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
              <input
                type="radio"
                name={`${ids}-scope`}
                checked={onlySelected}
                disabled={selected === 0}
                onChange={() => setScope('selected')}
                className="h-4 w-4 accent-[var(--primary)]"
                data-testid="send-scope-selected"
              />
              {t('integrations.send.selected', { count: selected })}
            </label>
            <label className="inline-flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${ids}-scope`}
                checked={!onlySelected}
                onChange={() => setScope('all')}
                className="h-4 w-4 accent-[var(--primary)]"
                data-testid="send-scope-all"
              />
              {t('integrations.send.all', { count: total })}
            </label>
          </div>
          {selected === 0 && (
            <p className="mt-1 text-xs text-muted-foreground">
              {t('integrations.send.selectHint')}
            </p>
          )}
        </fieldset>
        <div className="mt-3 flex flex-wrap gap-2">
          {usable.map((view) => {
            const Icon = INTEGRATION_ICONS[view.provider];
            return (
              <Button
                key={view.provider}
                variant="outline"
                size="sm"
                onClick={() => send(view.provider)}
                disabled={start.isPending || total === 0}
                data-testid={`send-${view.provider}`}
              >
                {sending === view.provider ? (
                  <Spinner className="h-4 w-4" />
                ) : (
                  <Icon className="h-4 w-4" aria-hidden />
                )}
                {t('integrations.send.to', { service: INTEGRATION_NAMES[view.provider] })}
              </Button>
            );
          })}
        </div>
      </>
    );
  }

  return (
    <Card className="p-4" data-testid="send-to-integration">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <Send className="h-4 w-4" aria-hidden />
        {t('integrations.send.title')}
      </h2>
      {body}
    </Card>
  );
}
