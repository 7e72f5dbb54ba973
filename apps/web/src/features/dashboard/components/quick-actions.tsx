import { Link } from 'react-router';
import { Building2, CreditCard, History, Plug, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

interface QuickAction {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  testId: string;
}

/** Shortcuts to the screens that exist; support joins when built. */
export function QuickActions({ onNewSearch }: { onNewSearch: () => void }) {
  const { t } = useTranslation();
  const actions: QuickAction[] = [
    {
      to: '/wizard/step-1',
      icon: Search,
      title: t('dashboard.actions.newSearch'),
      text: t('dashboard.actions.newSearchText'),
      testId: 'action-new-search',
    },
    {
      to: '/history',
      icon: History,
      title: t('dashboard.actions.history'),
      text: t('dashboard.actions.historyText'),
      testId: 'action-history',
    },
    {
      to: '/plans',
      icon: CreditCard,
      title: t('plans.quickAction.title'),
      text: t('plans.quickAction.text'),
      testId: 'action-plans',
    },
    {
      to: '/organizations',
      icon: Building2,
      title: t('dashboard.actions.organizations'),
      text: t('dashboard.actions.organizationsText'),
      testId: 'action-organizations',
    },
    {
      to: '/integrations',
      icon: Plug,
      title: t('integrations.quickAction.title'),
      text: t('integrations.quickAction.text'),
      testId: 'action-integrations',
    },
  ];
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-2 text-sm font-semibold text-muted-foreground">
        {t('dashboard.quickActions')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map(({ to, icon: Icon, title, text, testId }) => (
          <Card key={to} className="transition-colors hover:border-primary">
            <Link
              to={to}
              onClick={to === '/wizard/step-1' ? onNewSearch : undefined}
              className="flex items-start gap-3 rounded-lg p-4"
              data-testid={testId}
            >
              <span className="rounded-md bg-accent p-2 text-accent-foreground">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
