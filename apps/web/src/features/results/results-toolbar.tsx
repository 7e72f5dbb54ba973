import { useEffect, useState } from 'react';
import { Map as MapIcon, Search, Table2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEAD_SORTS, type LeadSort } from '@leadatlas/shared';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { ResultsView, SortOrder } from './use-results-query';

export const FILTER_DEBOUNCE_MS = 300;

/** The text filter: typed freely, sent to the server once typing pauses. */
export function ResultsFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (q: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced);
    // Only a pause in typing sends; a new value from the URL is taken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  return (
    <div className="relative min-w-0 basis-full sm:max-w-xs sm:flex-1 sm:basis-auto">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        data-testid="results-filter"
        aria-label={t('results.filter.label')}
        placeholder={t('results.filter.placeholder')}
        value={text}
        maxLength={120}
        onChange={(event) => setText(event.target.value)}
        className="pr-9 pl-9"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChange('');
          }}
          aria-label={t('results.filter.clear')}
          className="absolute top-1/2 right-2 inline-flex h-6 w-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

export function ResultsSort({
  sort,
  order,
  onSort,
  onOrder,
}: {
  sort: LeadSort | null;
  order: SortOrder;
  onSort: (sort: LeadSort | null) => void;
  onOrder: (order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    // Stacked on phones: each select wide enough for its longest option in both languages.
    <div className="grid min-w-0 grid-cols-1 gap-2 sm:flex">
      <Select
        data-testid="results-sort"
        aria-label={t('results.sort.label')}
        value={sort ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onSort((LEAD_SORTS as readonly string[]).includes(next) ? (next as LeadSort) : null);
        }}
        className="w-full min-w-0 sm:w-48 sm:flex-none"
      >
        <option value="">{t('results.sort.found')}</option>
        {LEAD_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`results.sort.${value}`)}
          </option>
        ))}
      </Select>
      <Select
        data-testid="results-order"
        aria-label={t('results.order.label')}
        value={order}
        disabled={!sort}
        onChange={(event) => onOrder(event.target.value === 'desc' ? 'desc' : 'asc')}
        className="w-full min-w-0 sm:w-40 sm:flex-none"
      >
        <option value="asc">{t('results.order.asc')}</option>
        <option value="desc">{t('results.order.desc')}</option>
      </Select>
    </div>
  );
}

/** "Tabla / Mapa". */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'table' as const, icon: Table2, testId: 'view-table' },
    { value: 'map' as const, icon: MapIcon, testId: 'view-map' },
  ];
  return (
    <div
      role="group"
      aria-label={t('results.view.label')}
      className="inline-flex shrink-0 rounded-md border border-input p-0.5"
    >
      {options.map(({ value, icon: Icon, testId }) => (
        <button
          key={value}
          type="button"
          data-testid={testId}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded px-3 text-sm font-medium transition-colors',
            view === value
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {t(`results.view.${value}`)}
        </button>
      ))}
    </div>
  );
}
