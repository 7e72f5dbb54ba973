import { BookOpen, Info, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { useApiKeys, useWebhookEndpoints } from './api';
import { ApiKeysCard } from './components/api-keys-card';
import { WebhookEndpointsCard } from './components/webhook-endpoints-card';

/**
 * /integrations/api (issue 17): the organization's API keys and webhook endpoints. On a plan
 * without the API it says which plan has it and shows what exists (keys made before a
 * downgrade stay listed, stopped) without offering what the server would refuse.
 */
export function ApiTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const keys = useApiKeys(orgId);
  const endpoints = useWebhookEndpoints(orgId);
  const allowed = keys.data?.allowed ?? endpoints.data?.allowed;
  const canManage = keys.data?.canManage ?? endpoints.data?.canManage;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-muted-foreground">{t('developerApi.intro')}</p>
        <LinkButton to="/developers" size="sm" data-testid="api-docs-link">
          <BookOpen className="h-4 w-4" aria-hidden />
          {t('developerApi.docsLink')}
        </LinkButton>
      </div>

      {allowed === false && (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
          data-testid="api-plan-locked"
        >
          <p className="flex min-w-0 flex-1 items-start gap-2">
            <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{t('developerApi.locked')}</span>
          </p>
          {/* Owners and admins (who manage the API) are shown the way to it. */}
          {canManage && (
            <LinkButton to="/plans" size="sm" variant="primary" data-testid="api-plan-link">
              {t('developerApi.seePlans')}
            </LinkButton>
          )}
        </div>
      )}
      {allowed && canManage === false && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
          data-testid="api-member-note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('developerApi.memberNote')}
        </p>
      )}

      {keys.isError ? (
        <LoadFailed what={t('developerApi.keys.loadError')} onRetry={() => void keys.refetch()} />
      ) : keys.data ? (
        <ApiKeysCard orgId={orgId} list={keys.data} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}

      {endpoints.isError ? (
        <LoadFailed
          what={t('developerApi.endpoints.loadError')}
          onRetry={() => void endpoints.refetch()}
        />
      ) : endpoints.data ? (
        <WebhookEndpointsCard orgId={orgId} list={endpoints.data} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted p-4 text-sm"
    >
      <p className="font-semibold">{what}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('developerApi.retry')}
      </Button>
    </div>
  );
}
