import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWebhookDeliveries } from '../api';
import { DeliveryItem } from './delivery-item';

/** An endpoint's last 50 deliveries, newest first; read when opened, again while one pends. */
export function DeliveryLog({ orgId, endpointId }: { orgId: string; endpointId: string }) {
  const { t } = useTranslation();
  const log = useWebhookDeliveries(orgId, endpointId, true);
  if (log.isPending) return <Skeleton className="h-16 w-full" />;
  if (log.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('developerApi.deliveries.loadError')}</span>
        <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
          {t('developerApi.retry')}
        </Button>
      </div>
    );
  if (log.data.deliveries.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="deliveries-empty">
        {t('developerApi.deliveries.empty')}
      </p>
    );
  return (
    <ul className="space-y-3 divide-y divide-border" data-testid="deliveries-list">
      {log.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="pt-3 first:pt-0">
          <DeliveryItem delivery={delivery} />
        </li>
      ))}
    </ul>
  );
}
