import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Disclosure } from '../../../components/ui/disclosure';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { IntegrationDialog } from '../../integrations/components/integration-dialog';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useSendTestEvent } from '../api';
import { developerApiErrorMessage } from '../developer-api-errors';
import { DeliveryItem, DeliveryStatusBadge } from './delivery-item';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog } from './endpoint-dialog';
import { ShownOnce } from './shown-once';

/** One endpoint: what it receives and how its last delivery went; its actions; its log. */
export function EndpointRow({
  orgId,
  endpoint,
  manage,
  canDelete,
}: {
  orgId: string;
  endpoint: WebhookEndpointView;
  /** Test, edit, rotate: owner or admin on Pro. */
  manage: boolean;
  /** Owner or admin on any plan: a downgraded organization can still take its URLs away. */
  canDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [editing, setEditing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [rotated, setRotated] = useState<string | null>(null);
  const [tested, setTested] = useState<WebhookDeliveryView | null>(null);
  const remove = useDeleteWebhookEndpoint(orgId);
  const rotate = useRotateWebhookSecret(orgId);
  const test = useSendTestEvent(orgId);
  const fail = (fallback: string) => (error: unknown) =>
    toast.error(developerApiErrorMessage(t, error, 'endpoint', t(fallback)));

  const last = endpoint.lastDelivery;
  return (
    <li className="space-y-3 py-4" data-testid="endpoint-row" data-endpoint-id={endpoint.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-sm break-all" data-testid="endpoint-url-cell">
            {endpoint.url}
          </p>
          {endpoint.description && (
            <p className="text-sm text-muted-foreground break-words">{endpoint.description}</p>
          )}
          <p className="flex flex-wrap items-center gap-1.5">
            {endpoint.enabled ? (
              <Badge tone="success" data-testid="endpoint-state">
                {t('developerApi.endpoints.on')}
              </Badge>
            ) : (
              <Badge tone="warning" data-testid="endpoint-state">
                {t(
                  endpoint.disabledReason === 'endpoint_gone' || endpoint.disabledReason === 'plan'
                    ? `developerApi.endpoints.off_${endpoint.disabledReason}`
                    : 'developerApi.endpoints.off',
                )}
              </Badge>
            )}
            {endpoint.events.map((event) => (
              <Badge key={event} className="font-mono">
                {event}
              </Badge>
            ))}
          </p>
          <p className="text-xs text-muted-foreground" data-testid="endpoint-last-delivery">
            {last ? (
              <>
                {t('developerApi.endpoints.lastDelivery')}{' '}
                <DeliveryStatusBadge status={last.status} />{' '}
                <time dateTime={last.at} title={formatDateTime(last.at, lang)}>
                  {formatRelative(last.at, lang)}
                </time>
                {last.responseStatus !== null && ` · HTTP ${last.responseStatus}`}
              </>
            ) : (
              t('developerApi.endpoints.noDelivery')
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('developerApi.endpoints.secretHint')}{' '}
            <span className="font-mono">{endpoint.secretHint}</span>
            {endpoint.previousSecretExpiresAt &&
              ` · ${t('developerApi.endpoints.previousUntil', {
                at: formatDateTime(endpoint.previousSecretExpiresAt, lang),
              })}`}
          </p>
        </div>
        {(manage || canDelete) && (
          <div className="flex flex-wrap gap-2">
            {manage && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={test.isPending}
                  onClick={() =>
                    test.mutate(endpoint.id, {
                      onSuccess: (data) => setTested(data.delivery),
                      onError: fail('developerApi.errors.test'),
                    })
                  }
                  data-testid="endpoint-test"
                >
                  {t(
                    test.isPending
                      ? 'developerApi.endpoints.testing'
                      : 'developerApi.endpoints.test',
                  )}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(true)}
                  data-testid="endpoint-edit"
                >
                  {t('developerApi.endpoints.edit')}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" data-testid="endpoint-rotate">
                      {t('developerApi.endpoints.rotate')}
                    </Button>
                  }
                  tone="primary"
                  title={t('developerApi.endpoints.rotateTitle')}
                  description={t('developerApi.endpoints.rotateText', {
                    hours: WEBHOOK_SECRET_OVERLAP_HOURS,
                  })}
                  confirmLabel={t('developerApi.endpoints.rotate')}
                  cancelLabel={t('developerApi.cancel')}
                  onConfirm={() =>
                    rotate.mutate(endpoint.id, {
                      onSuccess: (data) => setRotated(data.secret),
                      onError: fail('developerApi.errors.rotate'),
                    })
                  }
                  data-testid="endpoint-rotate-dialog"
                />
              </>
            )}
            {canDelete && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" data-testid="endpoint-delete">
                    {t('developerApi.endpoints.delete')}
                  </Button>
                }
                title={t('developerApi.endpoints.deleteTitle')}
                description={t('developerApi.endpoints.deleteText', { url: endpoint.url })}
                confirmLabel={t('developerApi.endpoints.delete')}
                cancelLabel={t('developerApi.cancel')}
                onConfirm={() =>
                  remove.mutate(endpoint.id, {
                    onSuccess: () => toast.success(t('developerApi.endpoints.deleted')),
                    onError: fail('developerApi.errors.delete'),
                  })
                }
                data-testid="endpoint-delete-dialog"
              />
            )}
          </div>
        )}
      </div>

      <div className="rounded-md border border-border">
        <Disclosure
          size="sm"
          summary={t('developerApi.deliveries.title')}
          open={logOpen}
          onToggle={() => setLogOpen((open) => !open)}
          data-testid="endpoint-log"
        >
          {logOpen && <DeliveryLog orgId={orgId} endpointId={endpoint.id} />}
        </Disclosure>
      </div>

      {editing && (
        <EndpointDialog orgId={orgId} endpoint={endpoint} open onOpenChange={setEditing} />
      )}
      <IntegrationDialog
        open={rotated !== null}
        onOpenChange={(open) => !open && setRotated(null)}
        title={t('developerApi.endpoints.rotatedTitle')}
        description={t('developerApi.endpoints.rotatedText', {
          hours: WEBHOOK_SECRET_OVERLAP_HOURS,
        })}
        data-testid="endpoint-rotated"
      >
        {rotated && (
          <ShownOnce
            title={t('developerApi.endpoints.secretTitle')}
            value={rotated}
            onDone={() => setRotated(null)}
            data-testid="endpoint-secret"
          />
        )}
      </IntegrationDialog>
      <IntegrationDialog
        open={tested !== null}
        onOpenChange={(open) => !open && setTested(null)}
        title={t('developerApi.endpoints.testedTitle')}
        description={t(
          tested?.status === 'delivered'
            ? 'developerApi.endpoints.testedOk'
            : 'developerApi.endpoints.testedFailed',
        )}
        data-testid="endpoint-tested"
      >
        {tested && (
          <div className="space-y-4">
            <DeliveryItem delivery={tested} />
            <div className="flex justify-end">
              <Button onClick={() => setTested(null)}>{t('developerApi.close')}</Button>
            </div>
          </div>
        )}
      </IntegrationDialog>
    </li>
  );
}
