import { useState, type FormEvent } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Locale, MeResponse } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { currentLocale, setLanguage } from '../../../i18n';
import { useUpdateProfile } from '../api/account';
import { accountErrorMessage } from '../account-errors';
import { AccountCard } from './account-card';
import { EmailChangeDialog } from './email-change-dialog';

/** Full name and language, saved on the server; the email, read-only, with its change flow. */
export function ProfileCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(me.user.fullName ?? me.user.metadataName ?? '');
  const [locale, setLocale] = useState<Locale>(me.user.locale ?? currentLocale());
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { fullName, locale },
      {
        onSuccess: () => {
          // The interface speaks the saved language at once (decision 0015).
          setLanguage(locale);
          toast.success(t('account.profile.saved'));
        },
        onError: (error) => toast.error(accountErrorMessage(t, error, t('account.profile.failed'))),
      },
    );
  };
  return (
    <AccountCard id="account-profile" icon={UserRound} title={t('account.profile.title')}>
      <form className="space-y-4" onSubmit={submit}>
        <div>
          <TextField
            id="account-full-name"
            label={t('account.profile.fullName')}
            value={fullName}
            onValueChange={setFullName}
            autoComplete="name"
            maxLength={120}
          />
          <p className="mt-1 text-xs text-muted-foreground">{t('account.profile.fullNameHint')}</p>
        </div>
        <div className="space-y-1">
          <label htmlFor="account-email" className="text-sm font-medium">
            {t('account.profile.email')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              id="account-email"
              value={me.user.email}
              readOnly
              aria-readonly
              className="bg-muted"
              data-testid="account-email"
            />
            <EmailChangeDialog currentEmail={me.user.email} />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor="account-language" className="text-sm font-medium">
            {t('account.profile.language')}
          </label>
          <Select
            id="account-language"
            value={locale}
            onChange={(event) => setLocale(event.target.value === 'en' ? 'en' : 'es')}
          >
            <option value="es">Español</option>
            <option value="en">English</option>
          </Select>
          <p className="text-xs text-muted-foreground">{t('account.profile.languageHint')}</p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending} data-testid="save-profile">
            {update.isPending ? t('account.profile.saving') : t('account.profile.save')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
