import '../../i18n/app-dictionaries';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { CookieSettingsPanel } from '../consent/cookie-settings-panel';
import { NotificationPreferencesCard } from '../notifications/components/notification-preferences-card';
import { useSession } from '../session/use-session';
import { ProfileCard } from './components/profile-card';
import { SubscriptionCard } from './components/subscription-card';
import { SecurityCard } from './components/security-card';

/** The user's home (spec 001 §2.6): profile, subscription, security, notifications, cookies. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  if (!me) return null;
  return (
    <AppShell crumbs={[{ label: t('account.crumb') }]}>
      <h1 className="text-2xl font-bold tracking-tight">{t('account.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('account.subtitle')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {/* A saved change (the header's language toggle, another tab) starts the form afresh. */}
        <ProfileCard key={`${me.user.id}:${me.user.locale}:${me.user.fullName}`} me={me} />
        <SubscriptionCard me={me} />
      </div>
      <div className="mt-6">
        <SecurityCard email={me.user.email} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <NotificationPreferencesCard />
        <CookieSettingsPanel />
      </div>
    </AppShell>
  );
}
