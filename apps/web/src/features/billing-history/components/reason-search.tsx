import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';

/** The free-text search over the reason (the page debounces what it sends). */
export function ReasonSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative w-full min-w-0 sm:max-w-xs">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        data-testid="billing-search"
        aria-label={t('billing.search.label')}
        placeholder={t('billing.search.placeholder')}
        value={value}
        maxLength={120}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('billing.search.clear')}
          className="absolute top-1/2 right-2 inline-flex h-6 w-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
