import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TypedConfirmDialog } from '../../../components/ui/typed-confirm-dialog';
import { useDeleteAccount } from '../api/account';
import { accountErrorMessage } from '../account-errors';
import { FormError } from './form-error';

/**
 * Delete account: the consequences, then the email typed again. The button stays disabled
 * until the text matches; the server checks it again.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const confirm = (typed: string) => {
    setError(null);
    remove.mutate(typed, {
      onSuccess: () => {
        toast.success(t('account.security.delete.done'));
        navigate('/', { replace: true });
      },
      onError: (failure) => {
        const message = accountErrorMessage(t, failure, t('errors.unexpected'));
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <TypedConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button variant="destructive" size="sm" data-testid="delete-account">
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('account.security.delete.open')}
        </Button>
      }
      title={t('account.security.delete.dialogTitle')}
      description={t('account.security.delete.text')}
      note={t('account.security.delete.teamNote')}
      label={t('account.security.delete.confirmLabel', { email })}
      inputId="delete-confirmation"
      matches={(typed) => typed.trim().toLowerCase() === email.toLowerCase()}
      confirmLabel={t('account.security.delete.confirm')}
      pendingLabel={t('account.security.delete.deleting')}
      cancelLabel={t('account.security.delete.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      data-testid="confirm-delete-account"
    >
      <FormError message={error} />
    </TypedConfirmDialog>
  );
}
