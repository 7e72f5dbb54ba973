import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useChangePassword } from '../api/account';
import { accountErrorMessage } from '../account-errors';
import { FormError } from './form-error';

/** Change password: the current one is required; other devices may be signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) {
      setError(t('account.errors.password_too_short'));
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next, signOutOthers },
      {
        onSuccess: ({ signedOutSessions }) => {
          setCurrent('');
          setNext('');
          toast.success(
            signedOutSessions > 0
              ? t('account.security.password.doneSignedOut', { count: signedOutSessions })
              : t('account.security.password.done'),
          );
        },
        onError: (failure) => {
          const message = accountErrorMessage(t, failure, t('errors.unexpected'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate data-testid="password-form">
      <h3 className="text-sm font-semibold">{t('account.security.password.title')}</h3>
      <TextField
        id="current-password"
        type="password"
        autoComplete="current-password"
        label={t('account.security.password.current')}
        value={current}
        onValueChange={setCurrent}
      />
      <div>
        <TextField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={t('account.security.password.next')}
          value={next}
          onValueChange={setNext}
          aria-describedby="new-password-hint"
        />
        <p id="new-password-hint" className="mt-1 text-xs text-muted-foreground">
          {t('account.security.password.nextHint')}
        </p>
      </div>
      <Checkbox
        id="sign-out-others"
        label={t('account.security.password.signOutOthers')}
        checked={signOutOthers}
        onCheckedChange={setSignOutOthers}
      />
      <FormError message={error} />
      <Button type="submit" disabled={change.isPending || !current || !next}>
        {change.isPending
          ? t('account.security.password.saving')
          : t('account.security.password.submit')}
      </Button>
    </form>
  );
}
