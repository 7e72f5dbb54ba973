import { useState } from 'react';
import { Link } from 'react-router';
import { FlaskConical, Lock, PlugZap, RefreshCw, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  INTEGRATION_NAMES,
  isCampaignProvider,
  type IntegrationView,
  type PlanId,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDisconnectIntegration, useTestIntegration } from '../api';
import { integrationErrorMessage } from '../integration-errors';
import { cardState } from '../integration-rules';
import { ChangeCampaignDialog } from './change-campaign-dialog';
import { ConnectDialog } from './connect-dialog';
import { IntegrationFacts } from './integration-facts';
import { IntegrationIcon } from './integration-icon';
import { IntegrationStateBadge } from './integration-state-badge';

/**
 * One connector: what it does, its state (and why it failed), what it is connected to, and
 * for owners and admins the buttons to connect, test, change campaign and disconnect.
 */
export function IntegrationCard({
  view,
  orgId,
  plan,
  canManage,
}: {
  view: IntegrationView;
  orgId: string;
  plan: PlanId;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'connect' | 'campaign' | 'disconnect' | null>(null);
  const test = useTestIntegration(orgId);
  const disconnect = useDisconnectIntegration(orgId);
  const provider = view.provider;
  const service = INTEGRATION_NAMES[provider];
  const state = cardState(view);
  const close = (open: boolean) => setDialog(open ? dialog : null);

  const runTest = () =>
    test.mutate(provider, {
      onSuccess: ({ integration }) => {
        if (integration.status === 'connected') {
          toast.success(t('integrations.test.ok', { service }));
        } else {
          toast.error(
            t('integrations.test.failed', {
              service,
              reason: integration.statusReason ?? t(`integrations.state.${cardState(integration)}`),
            }),
          );
        }
      },
      onError: (error) =>
        toast.error(
          integrationErrorMessage(
            t,
            error,
            provider,
            t('integrations.connect.failed', { service }),
          ),
        ),
    });

  const runDisconnect = () =>
    disconnect.mutate(provider, {
      onSuccess: () => toast.success(t('integrations.disconnect.done', { service })),
      onError: (error) =>
        toast.error(
          integrationErrorMessage(
            t,
            error,
            provider,
            t('integrations.disconnect.failed', { service }),
          ),
        ),
    });

  return (
    <Card
      className="flex min-w-0 flex-col gap-3 p-4"
      data-testid={`integration-${provider}`}
      aria-labelledby={`integration-${provider}-name`}
      role="group"
    >
      <div className="flex items-start gap-3">
        <IntegrationIcon provider={provider} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`integration-${provider}-name`} className="font-semibold">
              {service}
            </h3>
            <IntegrationStateBadge state={state} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {t(`integrations.descriptions.${provider}`)}
          </p>
        </div>
      </div>

      {(state === 'error' || state === 'disabled') && view.statusReason && (
        <p className="text-sm text-destructive-strong" data-testid="integration-reason">
          {t('integrations.facts.reason', { reason: view.statusReason })}
        </p>
      )}

      {view.connected && <IntegrationFacts view={view} />}

      {view.locked && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="integration-locked">
          <Lock className="h-4 w-4 text-muted-foreground" aria-hidden />
          {t('integrations.locked.text', { plan: t(`dashboard.plans.${view.requiredPlan}`) })}
          <Link to="/plans" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('integrations.locked.link')}
          </Link>
        </p>
      )}

      {canManage && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {!view.locked && (
            <Button
              size="sm"
              variant={view.connected ? 'outline' : 'primary'}
              onClick={() => setDialog('connect')}
              data-testid="integration-connect"
            >
              <PlugZap className="h-4 w-4" aria-hidden />
              {view.connected
                ? t('integrations.actions.replace')
                : t('integrations.actions.connect')}
            </Button>
          )}
          {view.connected && !view.locked && (
            <Button
              size="sm"
              variant="outline"
              onClick={runTest}
              disabled={test.isPending}
              data-testid="integration-test"
            >
              <FlaskConical className="h-4 w-4" aria-hidden />
              {test.isPending ? t('integrations.actions.testing') : t('integrations.actions.test')}
            </Button>
          )}
          {view.connected && !view.locked && isCampaignProvider(provider) && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog('campaign')}
              data-testid="integration-campaign"
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('integrations.actions.changeCampaign')}
            </Button>
          )}
          {view.connected && (
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive-strong"
              onClick={() => setDialog('disconnect')}
              disabled={disconnect.isPending}
              data-testid="integration-disconnect"
            >
              <Unplug className="h-4 w-4" aria-hidden />
              {t('integrations.actions.disconnect')}
            </Button>
          )}
        </div>
      )}

      {canManage && (
        <>
          <ConnectDialog
            orgId={orgId}
            provider={provider}
            plan={plan}
            open={dialog === 'connect'}
            onOpenChange={close}
          />
          {isCampaignProvider(provider) && (
            <ChangeCampaignDialog
              orgId={orgId}
              provider={provider}
              currentId={view.campaign?.id ?? null}
              open={dialog === 'campaign'}
              onOpenChange={close}
            />
          )}
          <ConfirmDialog
            open={dialog === 'disconnect'}
            onOpenChange={close}
            title={t('integrations.disconnect.title', { service })}
            description={t('integrations.disconnect.text', { service })}
            confirmLabel={t('integrations.disconnect.confirm')}
            cancelLabel={t('integrations.disconnect.cancel')}
            onConfirm={runDisconnect}
            data-testid="disconnect-dialog"
          />
        </>
      )}
    </Card>
  );
}
