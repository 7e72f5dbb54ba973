import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { DialogError, IntegrationDialog } from '../../integrations/components/integration-dialog';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api';
import { developerApiErrorMessage } from '../developer-api-errors';
import { ShownOnce } from './shown-once';

/**
 * Adds an endpoint (URL, events, description; the answer's signing secret is shown once) or
 * edits one (events, description, on/off). Never the secret: rotation has its own button.
 */
export function EndpointDialog({
  orgId,
  endpoint,
  open,
  onOpenChange,
}: {
  orgId: string;
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpointView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint(orgId);
  const update = useUpdateWebhookEndpoint(orgId);
  const mutation = endpoint ? update : create;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(
    endpoint?.events ?? ['search.completed', 'search.failed'],
  );
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [secret, setSecret] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setSecret(null);
    create.reset();
    update.reset();
    if (!endpoint) {
      setUrl('');
      setDescription('');
      setEvents(['search.completed', 'search.failed']);
    }
    onOpenChange(false);
  };

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      WEBHOOK_EVENTS.filter((item) => (item === event ? on : current.includes(item))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, changes: { events, description, enabled } },
        { onSuccess: () => close(false) },
      );
    } else {
      create.mutate({ url, events, description }, { onSuccess: (data) => setSecret(data.secret) });
    }
  };

  const title = secret
    ? t('developerApi.endpoints.addedTitle')
    : t(endpoint ? 'developerApi.endpoints.editTitle' : 'developerApi.endpoints.addTitle');
  return (
    <IntegrationDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={t(
        secret
          ? 'developerApi.endpoints.addedText'
          : endpoint
            ? 'developerApi.endpoints.editText'
            : 'developerApi.endpoints.addText',
      )}
      data-testid="endpoint-dialog"
    >
      {secret ? (
        <ShownOnce
          title={t('developerApi.endpoints.secretTitle')}
          value={secret}
          onDone={() => close(false)}
          data-testid="endpoint-secret"
        >
          <p className="text-sm text-muted-foreground">
            {t('developerApi.endpoints.secretUse', { hours: WEBHOOK_SECRET_OVERLAP_HOURS })}
          </p>
        </ShownOnce>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          {endpoint ? (
            <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
              {endpoint.url}
            </p>
          ) : (
            <TextField
              id="endpoint-url"
              label={t('developerApi.endpoints.url')}
              type="url"
              inputMode="url"
              value={url}
              onValueChange={setUrl}
              placeholder="https://example.com/leadatlas-webhooks"
              required
              autoComplete="off"
              data-testid="endpoint-url"
            />
          )}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">
              {t('developerApi.endpoints.events')}
            </legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                id={`endpoint-event-${event}`}
                checked={events.includes(event)}
                onCheckedChange={(on) => toggle(event, on)}
                label={<code className="font-mono text-xs">{event}</code>}
                hint={t(`developerApi.events.${event.replace('.', '_')}`)}
                data-testid={`endpoint-event-${event}`}
              />
            ))}
          </fieldset>
          <TextField
            id="endpoint-description"
            label={t('developerApi.endpoints.description')}
            value={description}
            onValueChange={setDescription}
            maxLength={200}
            placeholder={t('developerApi.endpoints.descriptionPlaceholder')}
            autoComplete="off"
            data-testid="endpoint-description"
          />
          {endpoint && (
            <Checkbox
              id="endpoint-enabled"
              checked={enabled}
              onCheckedChange={setEnabled}
              label={t('developerApi.endpoints.enabled')}
              hint={t('developerApi.endpoints.enabledHint')}
              data-testid="endpoint-enabled"
            />
          )}
          <DialogError
            message={
              mutation.isError
                ? developerApiErrorMessage(
                    t,
                    mutation.error,
                    'endpoint',
                    t('developerApi.errors.save'),
                  )
                : null
            }
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              {t('developerApi.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending} data-testid="endpoint-submit">
              {t(endpoint ? 'developerApi.endpoints.save' : 'developerApi.endpoints.add')}
            </Button>
          </div>
        </form>
      )}
    </IntegrationDialog>
  );
}
