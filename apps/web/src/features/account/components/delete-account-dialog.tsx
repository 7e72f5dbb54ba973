import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTyped('');
          setError(null);
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="destructive" size="sm" data-testid="delete-account">
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('account.security.delete.open')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('account.security.delete.dialogTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {t('account.security.delete.text')}
          </AlertDialog.Description>
          <p className="mt-2 text-sm text-muted-foreground">
            {t('account.security.delete.teamNote')}
          </p>
          <form className="mt-4 space-y-2" onSubmit={submit}>
            <label htmlFor="delete-confirmation" className="block text-sm font-medium break-words">
              {t('account.security.delete.confirmLabel', { email })}
            </label>
            <Input
              id="delete-confirmation"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <FormError message={error} />
            <div className="flex flex-wrap justify-end gap-2 pt-4">
              <AlertDialog.Cancel className={buttonClass('outline')}>
                {t('account.security.delete.cancel')}
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={!matches || remove.isPending}
                data-testid="confirm-delete-account"
              >
                {remove.isPending
                  ? t('account.security.delete.deleting')
                  : t('account.security.delete.confirm')}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
