import { useState, type FormEvent } from 'react';
import { PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  INTEGRATION_NAMES,
  type ConnectIntegrationRequest,
  type IntegrationProvider,
  type PlanId,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConnectIntegration } from '../api';
import { integrationErrorMessage } from '../integration-errors';
import {
  CampaignKeyFields,
  HubspotFields,
  PipedriveFields,
  WebhookFields,
  type OnRequest,
} from './connect-fields';
import { DialogError, IntegrationDialog } from './integration-dialog';
import { SigningSecret } from './signing-secret';

function ProviderFields({
  orgId,
  provider,
  plan,
  onRequest,
}: {
  orgId: string;
  provider: IntegrationProvider;
  plan: PlanId;
  onRequest: OnRequest;
}) {
  switch (provider) {
    case 'hubspot':
      return <HubspotFields onRequest={onRequest} />;
    case 'pipedrive':
      return <PipedriveFields onRequest={onRequest} />;
    case 'instantly':
    case 'lemlist':
      return <CampaignKeyFields orgId={orgId} provider={provider} onRequest={onRequest} />;
    case 'webhook':
      return <WebhookFields plan={plan} onRequest={onRequest} />;
  }
}

/**
 * Connects (or replaces) one integration. The server tests it against the service before
 * saving; a refusal is shown in the service's words. A webhook's signing secret is shown here
 * once, before the dialog closes.
 */
export function ConnectDialog({
  orgId,
  provider,
  plan,
  open,
  onOpenChange,
}: {
  orgId: string;
  provider: IntegrationProvider;
  plan: PlanId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const connect = useConnectIntegration(orgId);
  const [request, setRequest] = useState<ConnectIntegrationRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const service = INTEGRATION_NAMES[provider];

  const changeOpen = (next: boolean) => {
    // Each opening starts empty; closing forgets what was typed (and the secret).
    setRequest(null);
    setError(null);
    setSecret(null);
    connect.reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request || connect.isPending) return;
    setError(null);
    connect.mutate(request, {
      onSuccess: (data) => {
        toast.success(t('integrations.connect.done', { service }));
        if (data.signingSecret) setSecret(data.signingSecret);
        else changeOpen(false);
      },
      onError: (failure) => {
        const message = integrationErrorMessage(
          t,
          failure,
          provider,
          t('integrations.connect.failed', { service }),
        );
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <IntegrationDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('integrations.connect.title', { service })}
      description={t('integrations.connect.testNote', { service })}
      data-testid={`connect-${provider}`}
    >
      {secret ? (
        <SigningSecret secret={secret} onDone={() => changeOpen(false)} />
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <ProviderFields
            orgId={orgId}
            provider={provider}
            plan={plan}
            onRequest={(next) => {
              setRequest(next);
              setError(null);
            }}
          />
          {provider !== 'webhook' && (
            <p className="text-xs text-muted-foreground">{t('integrations.connect.secretNote')}</p>
          )}
          <DialogError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {t('integrations.connect.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!request || connect.isPending}
              data-testid="connect-submit"
            >
              {connect.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <PlugZap className="h-4 w-4" aria-hidden />
              )}
              {connect.isPending
                ? t('integrations.connect.submitting')
                : t('integrations.connect.submit')}
            </Button>
          </div>
        </form>
      )}
    </IntegrationDialog>
  );
}
