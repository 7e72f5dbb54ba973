import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OrganizationListItem } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { TypedConfirmDialog } from '../../../components/ui/typed-confirm-dialog';
import { formatCredits } from '../../../lib/format';
import { useDeleteOrganization } from '../api';
import { organizationErrorMessage } from '../organization-errors';

/**
 * The owner deletes a team organization: what goes (and that its credits are lost), then its
 * name typed again. A live subscription must end first; the server checks everything again.
 */
export function DeleteOrganizationCard({
  organization,
  onDeleted,
}: {
  organization: OrganizationListItem;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrganization();
  const credits = formatCredits(organization.credits, i18n.language);
  const matches = (typed: string) =>
    typed.trim().toLocaleLowerCase() === organization.name.trim().toLocaleLowerCase();

  const confirm = (typed: string) => {
    remove.mutate(
      { orgId: organization.id, confirmation: typed },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('organizations.delete.done'));
          onDeleted();
        },
        onError: (error) =>
          toast.error(organizationErrorMessage(t, error, t('organizations.members.failed'))),
      },
    );
  };

  return (
    <section
      aria-labelledby="delete-organization-heading"
      className="rounded-lg border border-destructive/40 p-4"
      data-testid="delete-organization"
    >
      <h3 id="delete-organization-heading" className="font-semibold">
        {t('organizations.delete.heading')}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('organizations.delete.text', { credits })}
      </p>
      {organization.subscribed && (
        <p className="mt-2 text-sm text-warning-strong" data-testid="delete-subscribed">
          {t('organizations.delete.subscribed')}
        </p>
      )}
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button
            variant="destructive"
            size="sm"
            className="mt-3"
            disabled={organization.subscribed}
            data-testid="delete-organization-open"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('organizations.delete.open')}
          </Button>
        }
        title={t('organizations.delete.dialogTitle', { org: organization.name })}
        description={t('organizations.delete.text', { credits })}
        label={t('organizations.delete.confirmLabel', { org: organization.name })}
        inputId="delete-org-confirmation"
        matches={matches}
        confirmLabel={t('organizations.delete.confirm')}
        pendingLabel={t('organizations.delete.deleting')}
        cancelLabel={t('organizations.delete.cancel')}
        pending={remove.isPending}
        onConfirm={confirm}
        data-testid="delete-organization-confirm"
      />
    </section>
  );
}
