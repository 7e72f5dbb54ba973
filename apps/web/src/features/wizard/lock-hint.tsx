import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@leadatlas/shared';
import { lockTextKey } from './wizard-rules';

/** "Disponible desde Growth" / "Solo Pro", with a lock. */
export function LockHint({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300">
      <Lock className="h-3 w-3" aria-hidden />
      {t(lockTextKey(plan), { plan: t(`dashboard.plans.${plan}`) })}
    </span>
  );
}
