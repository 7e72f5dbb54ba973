import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanId } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';

/** Whether the results page shows the note: plans below Growth. */
export function showsUpgradeNote(plan: PlanId): boolean {
  return plan === 'free' || plan === 'starter';
}

/** Plans below Growth: what Growth would add to these leads. No price, no discount. */
export function UpgradeNote({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  if (!showsUpgradeNote(plan)) return null;
  return (
    <Card
      data-testid="upgrade-note"
      className="flex items-start gap-3 border-primary/30 bg-accent/40 p-4"
    >
      <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0">
        <h2 className="text-sm font-semibold">{t('results.upgrade.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t(`results.upgrade.${plan}`)}</p>
        <Link
          to="/plans"
          className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-testid="upgrade-view-plans"
        >
          {t('plans.viewPlans')}
        </Link>
      </div>
    </Card>
  );
}
