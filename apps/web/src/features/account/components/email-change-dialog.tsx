import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRequestEmailChange } from '../api/account';
import { accountErrorMessage } from '../account-errors';
import { FormError } from './form-error';

/**
 * "Change email": the new address and the current password. Nothing changes until the link
 * sent to the new address is opened (the dialog then says where it went).
 */
export function EmailChangeDialog({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const sentTo = request.data?.sentTo;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setNewEmail('');
      setPassword('');
      setError(null);
      request.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    request.mutate(
      { newEmail, currentPassword: password },
      {
        onError: (failure) => {
          const message = accountErrorMessage(t, failure, t('errors.unexpected'));
          setError(message);
          toast.error(message);
        },
        onSuccess: () => setPassword(''),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          data-testid="change-email"
        >
          {t('account.profile.changeEmail')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {t('account.emailChange.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {t('account.emailChange.text')}
          </Dialog.Description>
          {sentTo ? (
            <div className="mt-4 space-y-4">
              <p
                role="status"
                className="flex items-start gap-2 rounded-md bg-success/10 p-3 text-sm text-success-strong"
                data-testid="email-change-sent"
              >
                <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span className="min-w-0 break-words">
                  {t('account.emailChange.sent', { email: sentTo })}
                </span>
              </p>
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="outline">{t('common.close')}</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
              <p className="truncate text-xs text-muted-foreground">{currentEmail}</p>
              <TextField
                id="new-email"
                type="email"
                autoComplete="email"
                label={t('account.emailChange.newEmail')}
                value={newEmail}
                onValueChange={setNewEmail}
                required
              />
              <TextField
                id="email-change-password"
                type="password"
                autoComplete="current-password"
                label={t('account.emailChange.currentPassword')}
                value={password}
                onValueChange={setPassword}
                required
              />
              <FormError message={error} />
              <div className="flex flex-wrap justify-end gap-2 pt-2">
                <Dialog.Close asChild>
                  <Button variant="outline">{t('account.emailChange.cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" disabled={request.isPending || !newEmail.trim() || !password}>
                  {request.isPending
                    ? t('account.emailChange.sending')
                    : t('account.emailChange.submit')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
