import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus, WebhookDeliveryView } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

const TONES: Record<WebhookDeliveryStatus, 'success' | 'warning' | 'danger'> = {
  delivered: 'success',
  pending: 'warning',
  failed: 'danger',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="delivery-status">
      {t(`developerApi.deliveries.status.${status}`)}
    </Badge>
  );
}

/**
 * One delivery: event, outcome, attempts, when, the endpoint's last answer (status and the
 * start of its body, or why there was none), and the payload on demand.
 */
export function DeliveryItem({ delivery }: { delivery: WebhookDeliveryView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const at = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <div className="min-w-0 space-y-2 text-sm" data-testid="delivery-item">
      <p className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-xs font-semibold" data-testid="delivery-event">
          {delivery.eventType}
        </code>
        <DeliveryStatusBadge status={delivery.status} />
        <span className="text-xs text-muted-foreground">
          <time dateTime={at}>{formatDateTime(at, lang)}</time>
          {' · '}
          {t('developerApi.deliveries.attempts', { count: delivery.attempts })}
        </span>
      </p>
      <p className="text-xs" data-testid="delivery-response">
        {delivery.responseStatus !== null ? (
          <>
            <span className="text-muted-foreground">{t('developerApi.deliveries.response')} </span>
            <span className="font-mono font-semibold">HTTP {delivery.responseStatus}</span>
          </>
        ) : delivery.error ? (
          <>
            <span className="text-muted-foreground">{t('developerApi.deliveries.noAnswer')} </span>
            <span className="break-words">{delivery.error}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{t('developerApi.deliveries.notYet')}</span>
        )}
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <span className="text-muted-foreground">
            {' · '}
            {t('developerApi.deliveries.nextAttempt', {
              at: formatDateTime(delivery.nextAttemptAt, lang),
            })}
          </span>
        )}
      </p>
      {delivery.responseBody && (
        // Scrolls when long: focusable so a keyboard can scroll it too.
        <pre
          tabIndex={0}
          aria-label={t('developerApi.deliveries.responseBody')}
          className="max-h-32 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring border border-border bg-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap"
          data-testid="delivery-response-body"
        >
          {delivery.responseBody}
        </pre>
      )}
      <details className="group rounded-md border border-border">
        <summary className="cursor-pointer px-3 py-1.5 text-xs font-medium outline-none select-none focus-visible:ring-2 focus-visible:ring-ring">
          {t('developerApi.deliveries.payload')}{' '}
          <span className="font-mono text-muted-foreground">{delivery.messageId}</span>
        </summary>
        <pre
          tabIndex={0}
          aria-label={t('developerApi.deliveries.payload')}
          className="max-h-64 overflow-auto border-t focus-visible:outline-2 focus-visible:outline-ring border-border px-3 py-2 font-mono text-xs whitespace-pre"
          data-testid="delivery-payload"
        >
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </details>
    </div>
  );
}
