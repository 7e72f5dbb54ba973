import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyResponse,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DialogError, IntegrationDialog } from '../../integrations/components/integration-dialog';
import { useCreateApiKey } from '../api';
import { developerApiErrorMessage } from '../developer-api-errors';
import { ShownOnce } from './shown-once';

/** Name and scope; the answer's whole key is shown once, then the dialog forgets it. */
export function CreateKeyDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey(orgId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    // Nothing of the key outlives the dialog.
    setCreated(null);
    setName('');
    setScope('read');
    create.reset();
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scope }, { onSuccess: setCreated });
  };

  return (
    <IntegrationDialog
      open={open}
      onOpenChange={close}
      title={t(created ? 'developerApi.keys.createdTitle' : 'developerApi.keys.createTitle')}
      description={t(created ? 'developerApi.keys.createdText' : 'developerApi.keys.createText')}
      data-testid="create-key-dialog"
    >
      {created ? (
        <ShownOnce
          title={t('developerApi.keys.tokenTitle', { name: created.key.name })}
          value={created.token}
          onDone={() => close(false)}
          data-testid="api-key-token"
        >
          <p className="text-sm text-muted-foreground">{t('developerApi.keys.tokenUse')}</p>
        </ShownOnce>
      ) : (
        <form className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            id="api-key-name"
            label={t('developerApi.keys.name')}
            value={name}
            onValueChange={setName}
            maxLength={API_KEY_NAME_MAX}
            placeholder={t('developerApi.keys.namePlaceholder')}
            required
            autoComplete="off"
            data-testid="api-key-name"
          />
          <SelectField
            id="api-key-scope"
            label={t('developerApi.keys.scope')}
            value={scope}
            onValueChange={(value) => setScope(value as ApiKeyScope)}
            options={API_KEY_SCOPES.map((value) => ({
              value,
              label: t(`developerApi.scopes.${value}`),
            }))}
            data-testid="api-key-scope"
          />
          <p className="text-xs text-muted-foreground">{t(`developerApi.scopeHints.${scope}`)}</p>
          <DialogError
            message={
              create.isError
                ? developerApiErrorMessage(t, create.error, 'key', t('developerApi.errors.create'))
                : null
            }
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              {t('developerApi.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending} data-testid="api-key-create-submit">
              {t('developerApi.keys.create')}
            </Button>
          </div>
        </form>
      )}
    </IntegrationDialog>
  );
}
