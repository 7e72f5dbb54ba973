import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OrganizationListItem } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useCreateOrganization } from '../api';
import { organizationErrorMessage } from '../organization-errors';

/** The name, trimmed and non-empty (the button waits for it); the server trims it again. */
export function CreateOrganizationForm({
  onCreated,
}: {
  onCreated: (organization: OrganizationListItem) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useCreateOrganization();
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: (organization) => {
        setName('');
        toast.success(t('organizations.create.success'));
        onCreated(organization);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(t('organizations.create.unauthenticated'));
          return;
        }
        const reason = organizationErrorMessage(t, error, '');
        toast.error(
          reason
            ? t('organizations.create.failed', { reason })
            : t('organizations.create.unexpected'),
        );
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2" data-testid="create-organization">
      <label htmlFor="new-organization" className="block text-sm font-medium">
        {t('organizations.create.label')}
      </label>
      <Input
        id="new-organization"
        value={name}
        maxLength={80}
        placeholder={t('organizations.create.placeholder')}
        onChange={(event) => setName(event.target.value)}
        autoComplete="organization"
      />
      <p className="text-xs text-muted-foreground">{t('organizations.create.note')}</p>
      <Button
        type="submit"
        size="sm"
        disabled={!trimmed || create.isPending}
        data-testid="create-organization-submit"
      >
        <Plus className="h-4 w-4" aria-hidden />
        {create.isPending ? t('organizations.create.creating') : t('organizations.create.submit')}
      </Button>
    </form>
  );
}
