import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from './account-card';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';
import { DataExportButton } from './data-export-button';
import { DeleteAccountDialog } from './delete-account-dialog';

function SecuritySection({
  id,
  title,
  text,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  text: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <h3
        id={`${id}-title`}
        className={
          danger ? 'text-sm font-semibold text-destructive-strong' : 'text-sm font-semibold'
        }
      >
        {title}
      </h3>
      <p className="mt-1 mb-3 text-xs text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}

/** Password, sessions, the data export and deletion. */
export function SecurityCard({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AccountCard id="account-security" icon={ShieldCheck} title={t('account.security.title')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <PasswordForm />
        <SessionsList />
      </div>
      <div className="mt-6 grid gap-6 border-t border-border pt-5 lg:grid-cols-2">
        <SecuritySection
          id="data"
          title={t('account.security.data.title')}
          text={t('account.security.data.text')}
        >
          <DataExportButton />
        </SecuritySection>
        <SecuritySection
          id="delete"
          danger
          title={t('account.security.delete.title')}
          text={t('account.security.delete.text')}
        >
          <DeleteAccountDialog email={email} />
        </SecuritySection>
      </div>
    </AccountCard>
  );
}
