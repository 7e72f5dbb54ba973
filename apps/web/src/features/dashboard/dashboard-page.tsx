import { Coins, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { Card } from '../../components/ui/card';
import { displayName, useSession } from '../session/use-session';
import { formatCredits } from '../../lib/format';

/** Signed-in home: welcome line and the real balance of the active organization. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useSession();
  if (!me) return null;
  const org = me.activeOrganization;
  return (
    <AppShell>
      <h1 className="text-2xl font-bold tracking-tight" data-testid="welcome">
        {t('dashboard.welcome', { name: displayName(me, t('common.userFallback')) })}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.subtitle')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card className="p-4">
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            <span>{t('dashboard.credits')}</span>
            <Coins className="h-4 w-4" aria-hidden />
          </div>
          <p className="mt-2 text-3xl font-bold" data-testid="credits-balance">
            {formatCredits(org.credits, i18n.language)}
          </p>
          <p className="mt-1 truncate text-xs text-muted-foreground">{org.name}</p>
        </Card>
        <Card className="p-4">
          <div className="flex items-center justify-between text-sm text-muted-foreground">
            <span>{t('dashboard.plan')}</span>
            <Search className="h-4 w-4" aria-hidden />
          </div>
          <p className="mt-2 text-3xl font-bold">{t(`dashboard.plans.${org.plan}`)}</p>
        </Card>
      </div>
    </AppShell>
  );
}
