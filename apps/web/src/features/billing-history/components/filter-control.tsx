import { CREDIT_HISTORY_FILTERS, type CreditHistoryFilter } from '@leadatlas/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** All / credits / deductions: a segmented control of toggle buttons (aria-pressed). */
export function FilterControl({
  value,
  onChange,
}: {
  value: CreditHistoryFilter;
  onChange: (filter: CreditHistoryFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('billing.filters.label')}
      className="grid w-full grid-cols-3 rounded-md border border-input p-0.5 sm:inline-grid sm:w-auto"
    >
      {CREDIT_HISTORY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          data-testid={`billing-filter-${filter}`}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'inline-flex h-8 min-w-0 cursor-pointer items-center justify-center rounded px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            value === filter
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <span className="truncate">{t(`billing.filters.${filter}`)}</span>
        </button>
      ))}
    </div>
  );
}
