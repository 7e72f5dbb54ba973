import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OrganizationListItem } from '@leadatlas/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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
  const [typed, setTyped] = useState('');
  const remove = useDeleteOrganization();
  const matches = typed.trim().toLocaleLowerCase() === organization.name.trim().toLocaleLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
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
        {t('organizations.delete.text', {
          credits: formatCredits(organization.credits, i18n.language),
        })}
      </p>
      {organization.subscribed && (
        <p className="mt-2 text-sm text-warning-strong" data-testid="delete-subscribed">
          {t('organizations.delete.subscribed')}
        </p>
      )}
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <AlertDialog.Trigger asChild>
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
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold break-words">
              {t('organizations.delete.dialogTitle', { org: organization.name })}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {t('organizations.delete.text', {
                credits: formatCredits(organization.credits, i18n.language),
              })}
            </AlertDialog.Description>
            <form className="mt-4 space-y-2" onSubmit={submit}>
              <label
                htmlFor="delete-org-confirmation"
                className="block text-sm font-medium break-words"
              >
                {t('organizations.delete.confirmLabel', { org: organization.name })}
              </label>
              <Input
                id="delete-org-confirmation"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
              <div className="flex flex-wrap justify-end gap-2 pt-4">
                <AlertDialog.Cancel className={buttonClass('outline')}>
                  {t('organizations.delete.cancel')}
                </AlertDialog.Cancel>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!matches || remove.isPending}
                  data-testid="delete-organization-confirm"
                >
                  {remove.isPending
                    ? t('organizations.delete.deleting')
                    : t('organizations.delete.confirm')}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
