import { useState } from 'react';
import { Plus, Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointListResponse } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { EndpointDialog } from './endpoint-dialog';
import { EndpointRow } from './endpoint-row';
import { SectionCard } from './section-card';

/** The organization's webhook endpoints, each with its actions and its delivery log. */
export function WebhookEndpointsCard({
  orgId,
  list,
}: {
  orgId: string;
  list: WebhookEndpointListResponse;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const manage = list.canManage && list.allowed;
  return (
    <SectionCard
      id="webhook-endpoints"
      icon={Webhook}
      title={t('developerApi.endpoints.title')}
      text={t('developerApi.endpoints.text')}
      action={
        manage && (
          <Button size="sm" onClick={() => setAdding(true)} data-testid="endpoint-new">
            <Plus className="h-4 w-4" aria-hidden />
            {t('developerApi.endpoints.new')}
          </Button>
        )
      }
    >
      {list.endpoints.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="endpoints-empty">
          {t('developerApi.endpoints.empty')}
        </p>
      ) : (
        <ul className="-my-4 divide-y divide-border" data-testid="endpoints-list">
          {list.endpoints.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              orgId={orgId}
              endpoint={endpoint}
              manage={manage}
              canDelete={list.canManage}
            />
          ))}
        </ul>
      )}
      {manage && <EndpointDialog orgId={orgId} open={adding} onOpenChange={setAdding} />}
    </SectionCard>
  );
}
