import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@leadatlas/shared';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
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

/** A plan's card on both landings: the popular badge and the plan's name, then its body. */
export function PlanCard({
  plan,
  name,
  children,
  'data-testid': testId,
}: {
  plan: Plan;
  name: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        'relative flex h-full flex-col p-6',
        plan.popular && 'border-primary shadow-md ring-1 ring-primary',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('landing.pricing.popular')}
        </span>
      )}
      <h3 id={titleId} className="text-lg font-semibold">
        {name}
      </h3>
      {children}
    </Card>
  );
}
