import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@leadatlas/shared';
import { lockTextKey } from './wizard-rules';

/** "Disponible desde Growth" / "Solo Pro", with a lock and a link to the plans. */
export function LockHint({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300">
        <Lock className="h-3 w-3" aria-hidden />
        {t(lockTextKey(plan), { plan: t(`dashboard.plans.${plan}`) })}
      </span>
      <Link
        to="/plans"
        className="font-medium text-primary underline underline-offset-2"
        data-testid="lock-view-plans"
      >
        {t('plans.viewPlans')}
      </Link>
    </span>
  );
}
