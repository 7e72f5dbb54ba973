import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus, Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { displayName, useSession } from '../session/use-session';
import { useOverview } from '../../api/searches';
import { clearWizard } from '../../lib/wizard-storage';
import { MetricCards } from './components/metric-cards';
import { QuickActions } from './components/quick-actions';
import { RecentSearches } from './components/recent-searches';
import { ScheduledSearches } from './components/scheduled-searches';
import { CreditMovementsCard } from './components/credit-movements-card';
import { ReferralCard } from './components/referral-card';
import { LatestNotificationsCard } from '../notifications/components/latest-notifications-card';
import { useDashboardVisit } from './use-dashboard-visit';
import { useCreditsLowToast } from './use-credits-low-toast';
import { OrganizationSwitcher } from '../organizations/components/organization-switcher';
import { IntegrationsListCard } from '../integrations/components/integrations-list-card';

/** Signed-in home: real figures of the active organization, recent work and credit movements. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const org = me?.activeOrganization;
  const { data: overview } = useOverview(org?.id);
  const { data: visit } = useDashboardVisit();
  const [bannerClosed, setBannerClosed] = useState(false);
  useCreditsLowToast(overview);
  if (!me || !org) return null;

  const startNewSearch = () => {
    // A new search starts empty; a re-run goes through prefillWizard instead.
    clearWizard();
    navigate('/wizard/step-1');
  };

  return (
    <AppShell>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight" data-testid="welcome">
            {t('dashboard.welcome', { name: displayName(me, t('common.userFallback')) })}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.subtitle')}</p>
          <div className="mt-3 empty:hidden">
            <OrganizationSwitcher />
          </div>
        </div>
        <Button size="lg" onClick={startNewSearch} data-testid="new-search">
          <Plus className="h-5 w-5" aria-hidden />
          {t('dashboard.newSearch')}
        </Button>
      </div>

      {visit?.welcomeBack && !bannerClosed && (
        <div
          role="status"
          data-testid="welcome-back"
          className="mt-4 flex items-start gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-accent-foreground"
        >
          <Sparkles className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('dashboard.welcomeBack')}</p>
            <p className="text-sm">{t('dashboard.welcomeBackText')}</p>
            <Button size="sm" className="mt-2" onClick={startNewSearch}>
              {t('dashboard.newSearch')}
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dashboard.dismiss')}
            onClick={() => setBannerClosed(true)}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}

      <div className="mt-6">
        <MetricCards
          overview={overview}
          fallbackCredits={org.credits}
          organizationName={org.name}
        />
      </div>

      <div className="mt-6">
        <QuickActions onNewSearch={clearWizard} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <RecentSearches orgId={org.id} onNewSearch={startNewSearch} />
          <ScheduledSearches orgId={org.id} />
        </div>
        <div className="min-w-0 space-y-6">
          <CreditMovementsCard orgId={org.id} />
          <IntegrationsListCard orgId={org.id} />
          <ReferralCard />
          <LatestNotificationsCard />
        </div>
      </div>
    </AppShell>
  );
}
