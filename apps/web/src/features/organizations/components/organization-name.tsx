import { useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { canInOrganization, type OrganizationListItem } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRenameOrganization } from '../api';
import { organizationErrorMessage } from '../organization-errors';

/** The organization's name, which its owner and admins may change in place. */
export function OrganizationName({ organization }: { organization: OrganizationListItem }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(organization.name);
  const rename = useRenameOrganization(organization.id);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || rename.isPending) return;
    rename.mutate(trimmed, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('organizations.rename.done'));
      },
      onError: (error) =>
        toast.error(organizationErrorMessage(t, error, t('organizations.members.failed'))),
    });
  };

  if (editing) {
    return (
      <form
        onSubmit={submit}
        className="flex flex-wrap items-center gap-2"
        data-testid="rename-form"
      >
        <Input
          aria-label={t('organizations.create.label')}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          className="min-w-0 flex-1 sm:max-w-xs"
          autoFocus
        />
        <Button type="submit" size="sm" disabled={!trimmed || rename.isPending}>
          {t('organizations.rename.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setName(organization.name);
            setEditing(false);
          }}
        >
          {t('organizations.members.cancel')}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <h2 className="truncate text-xl font-semibold" data-testid="organization-name">
        {organization.name}
      </h2>
      {canInOrganization(organization.role, 'rename') && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('organizations.rename.open')}
          onClick={() => {
            setName(organization.name);
            setEditing(true);
          }}
          data-testid="rename-organization"
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
