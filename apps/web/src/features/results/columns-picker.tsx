import { Columns3 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { OPTIONAL_COLUMNS, type OptionalColumn } from './optional-columns';

/** Shows or hides the optional columns of the results table. */
export function ColumnsPicker({
  shown,
  onToggle,
}: {
  shown: readonly OptionalColumn[];
  onToggle: (column: OptionalColumn, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="columns-picker"
        className={buttonClass('outline', 'md')}
        aria-label={t('results.columnsPicker.button')}
      >
        <Columns3 className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t('results.columnsPicker.button')}</span>
        {shown.length > 0 && (
          <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{shown.length}</span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-60 rounded-md border border-border bg-card p-3 text-card-foreground shadow-lg"
        >
          <p className="mb-2 text-xs font-medium text-muted-foreground">
            {t('results.columnsPicker.title')}
          </p>
          <div className="space-y-2">
            {OPTIONAL_COLUMNS.map((column) => (
              <Checkbox
                key={column}
                id={`column-${column}`}
                label={t(`results.columns.${column}`)}
                checked={shown.includes(column)}
                onCheckedChange={(on) => onToggle(column, on)}
              />
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
