import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@leadatlas/shared';
import { cn } from '../lib/cn';

/**
 * "Incluye" and a plan's features with check marks, in the landing's words: the same list on
 * the landing's pricing and on the plans page (`compact` there, set closer together).
 */
export function PlanFeatures({
  features,
  compact = false,
}: {
  features: Plan['features'];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p
        className={cn(
          'text-xs font-semibold tracking-wide text-muted-foreground uppercase',
          compact ? 'mt-5' : 'mt-6',
        )}
      >
        {t('landing.pricing.includes')}
      </p>
      <ul className={cn('text-sm', compact ? 'mt-2 space-y-1.5' : 'mt-3 space-y-2')}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            <span>{t(`landing.pricing.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
