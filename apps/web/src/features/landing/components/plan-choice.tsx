import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@leadatlas/shared';
import { buttonClass } from '../../../components/ui/button';
import { PlanFeatures } from '../../../components/plan-features';
import { cn } from '../../../lib/cn';

/** A plan card's foot on both landings: choose it (to sign-up), then what it includes. */
export function PlanChoice({
  plan,
  name,
  onChoose,
}: {
  plan: Plan;
  name: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to="/register"
        onClick={onChoose}
        className={cn(buttonClass(plan.popular ? 'primary' : 'outline', 'md'), 'mt-6 w-full')}
      >
        {t('landing.pricing.choose', { plan: name })}
      </Link>
      <PlanFeatures features={plan.features} />
    </>
  );
}
