/**
 * What each service asks for to connect. Every field set reports the request it makes (or
 * null while something is missing) as the user types; the dialog sends it.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  INTEGRATION_NAMES,
  planAllowsIntegration,
  webhookTarget,
  webhookUrlSchema,
  type Campaign,
  type CampaignProvider,
  type ConnectIntegrationRequest,
  type PlanId,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useCheckCampaignKey } from '../api';
import { integrationErrorMessage } from '../integration-errors';
import { CampaignSelect } from './campaign-select';
import { DialogError } from './integration-dialog';

export type OnRequest = (request: ConnectIntegrationRequest | null) => void;

/** The scopes HubSpot's private app needs: companies matched by domain, contacts by email. */
const HUBSPOT_SCOPES = [
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
];

/** A labelled input with a hint line under it. `secret`: a token, kept out of autofill. */
function Field({
  label,
  hint,
  secret,
  ...props
}: {
  label: string;
  hint: ReactNode;
  secret?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        aria-describedby={`${id}-hint`}
        {...(secret
          ? { type: 'password', autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' }
          : {})}
        {...props}
      />
      <div id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </div>
    </div>
  );
}

export function HubspotFields({ onRequest }: { onRequest: OnRequest }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('integrations.hubspot.tokenLabel')}
      secret
      data-testid="hubspot-token"
      placeholder="pat-eu1-…"
      onChange={(event) => {
        const accessToken = event.target.value.trim();
        onRequest(accessToken ? { provider: 'hubspot', accessToken } : null);
      }}
      hint={
        <>
          <span className="block">{t('integrations.hubspot.hint')}</span>
          <span className="block break-words">
            {t('integrations.hubspot.scopes', { scopes: HUBSPOT_SCOPES.join(', ') })}
          </span>
        </>
      }
    />
  );
}

export function PipedriveFields({ onRequest }: { onRequest: OnRequest }) {
  const { t } = useTranslation();
  const [apiToken, setApiToken] = useState('');
  const [companyDomain, setCompanyDomain] = useState('');
  const report = (token: string, domain: string) =>
    onRequest(
      token.trim() && domain.trim()
        ? { provider: 'pipedrive', apiToken: token.trim(), companyDomain: domain.trim() }
        : null,
    );
  return (
    <div className="space-y-3">
      <Field
        label={t('integrations.pipedrive.tokenLabel')}
        secret
        data-testid="pipedrive-token"
        value={apiToken}
        onChange={(event) => {
          setApiToken(event.target.value);
          report(event.target.value, companyDomain);
        }}
        hint={t('integrations.pipedrive.tokenHint')}
      />
      <Field
        label={t('integrations.pipedrive.domainLabel')}
        data-testid="pipedrive-domain"
        placeholder="acme"
        autoComplete="off"
        value={companyDomain}
        onChange={(event) => {
          setCompanyDomain(event.target.value);
          report(apiToken, event.target.value);
        }}
        hint={t('integrations.pipedrive.domainHint')}
      />
    </div>
  );
}

/**
 * Instantly and lemlist: the key is checked first (the server asks the service for its
 * campaigns), then a campaign is picked. Changing the key asks for a new check.
 */
export function CampaignKeyFields({
  orgId,
  provider,
  onRequest,
}: {
  orgId: string;
  provider: CampaignProvider;
  onRequest: OnRequest;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const check = useCheckCampaignKey(orgId, provider);
  const [apiKey, setApiKey] = useState('');
  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [campaignId, setCampaignId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const service = INTEGRATION_NAMES[provider];

  const changeKey = (value: string) => {
    setApiKey(value);
    setCampaigns(null);
    setCampaignId('');
    setError(null);
    check.reset();
    onRequest(null);
  };

  const checkKey = () => {
    const key = apiKey.trim();
    if (!key || check.isPending) return;
    setError(null);
    check.mutate(key, {
      onSuccess: (data) => {
        setCampaigns(data.campaigns);
        // One campaign: nothing to choose.
        const only = data.campaigns.length === 1 ? data.campaigns[0]!.id : '';
        setCampaignId(only);
        onRequest(only ? { provider, apiKey: key, campaignId: only } : null);
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
    <div className="space-y-3">
      <Field
        label={t('integrations.campaigns.keyLabel')}
        secret
        data-testid="campaign-key"
        value={apiKey}
        onChange={(event) => changeKey(event.target.value)}
        onKeyDown={(event) => {
          // Enter checks the key while there is no campaign to connect to yet.
          if (event.key === 'Enter' && !campaigns) {
            event.preventDefault();
            checkKey();
          }
        }}
        hint={t(`integrations.campaigns.hints.${provider}`)}
      />
      <Button
        variant="outline"
        size="sm"
        onClick={checkKey}
        disabled={!apiKey.trim() || check.isPending}
        data-testid="check-key"
      >
        {check.isPending ? (
          <Spinner className="h-4 w-4" />
        ) : (
          <ListChecks className="h-4 w-4" aria-hidden />
        )}
        {check.isPending ? t('integrations.campaigns.checking') : t('integrations.campaigns.check')}
      </Button>
      <DialogError message={error} />
      {campaigns === null ? (
        !error && (
          <p className="text-xs text-muted-foreground">{t('integrations.campaigns.checkFirst')}</p>
        )
      ) : campaigns.length === 0 ? (
        <p role="status" className="text-sm text-warning-strong">
          {t('integrations.campaigns.none', { service })}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-success-strong">
            {t('integrations.campaigns.found', { count: campaigns.length })}
          </p>
          <CampaignSelect
            id={selectId}
            campaigns={campaigns}
            value={campaignId}
            onChange={(id) => {
              setCampaignId(id);
              onRequest({ provider, apiKey: apiKey.trim(), campaignId: id });
            }}
          />
        </>
      )}
    </div>
  );
}

/**
 * The webhook's URL, and before sending it, which plan it needs: Zapier, Make and n8n Cloud
 * are Growth's; any other endpoint is Pro's (the shared gate the server applies).
 */
export function WebhookFields({ plan, onRequest }: { plan: PlanId; onRequest: OnRequest }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const valid = webhookUrlSchema.safeParse(url).success;
  const target = valid ? webhookTarget(url.trim()) : null;
  const allowed = valid && planAllowsIntegration(plan, 'webhook', url.trim());
  return (
    <div className="space-y-2">
      <Field
        label={t('integrations.webhook.urlLabel')}
        data-testid="webhook-url"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://hooks.zapier.com/hooks/catch/…"
        value={url}
        onChange={(event) => {
          const next = event.target.value;
          setUrl(next);
          const ok =
            webhookUrlSchema.safeParse(next).success &&
            planAllowsIntegration(plan, 'webhook', next.trim());
          onRequest(ok ? { provider: 'webhook', url: next.trim() } : null);
        }}
        hint={t('integrations.webhook.hint')}
      />
      {target && (
        <p
          data-testid="webhook-target"
          data-target={target}
          className={cn('text-sm', allowed ? 'text-muted-foreground' : 'text-destructive-strong')}
        >
          {target === 'custom'
            ? allowed
              ? t('integrations.webhook.custom')
              : t('integrations.webhook.customLocked')
            : t('integrations.webhook.platform', { platform: PLATFORM_NAMES[target] })}
          {!allowed && (
            <>
              {' '}
              <Link to="/plans" className="font-medium underline">
                {t('integrations.locked.link')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

const PLATFORM_NAMES = { zapier: 'Zapier', make: 'Make', n8n: 'n8n Cloud' } as const;
