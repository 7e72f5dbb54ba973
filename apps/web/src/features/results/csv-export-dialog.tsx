import { useState } from 'react';
import { Download, FileChartColumn, FileDown } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  CSV_COLUMN_LABELS,
  CSV_COLUMNS,
  CSV_HEADER_STYLES,
  csvColumnFillable,
  defaultCsvColumns,
  type CsvColumn,
  type CsvHeaderStyle,
  type PricedField,
} from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Spinner } from '../../components/ui/spinner';
import { CSV_COLUMN_GROUPS, initialCsvColumns, initialCsvHeaders } from './csv-columns';
import { useCsvExport } from './use-csv-export';
import { useCoverageCsv } from './use-coverage-csv';

/**
 * "Exportar CSV": choose the columns (by default what this search could fill) and the header
 * row (the reader's language, or the keys for imports), then download leads_<id>.csv; or its
 * companion sheet, the coverage report.
 */
export function CsvExportDialog({
  searchId,
  fields,
  disabled,
}: {
  searchId: string;
  /** The fields the search paid for: its columns that can hold data. */
  fields: readonly PricedField[];
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<CsvColumn>>(() => new Set(initialCsvColumns(fields)));
  const [headers, setHeaders] = useState<CsvHeaderStyle>(() => initialCsvHeaders(lang));
  const exporting = useCsvExport(searchId);
  const coverage = useCoverageCsv(searchId);

  const toggle = (column: CsvColumn, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(column);
      else next.delete(column);
      return next;
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setChosen(new Set(initialCsvColumns(fields)));
          setHeaders(initialCsvHeaders(lang));
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button data-testid="export-csv" disabled={disabled}>
          <FileDown className="h-4 w-4" aria-hidden />
          {t('results.export.csv')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="csv-columns"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-border bg-card text-card-foreground shadow-xl"
        >
          <div className="border-b border-border p-5">
            <Dialog.Title className="text-lg font-semibold">
              {t('results.export.dialogTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">
              {t('results.export.dialogText')}
            </Dialog.Description>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <Button variant="outline" size="sm" onClick={() => setChosen(new Set(CSV_COLUMNS))}>
                {t('results.export.selectAll')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setChosen(new Set(defaultCsvColumns(fields)))}
              >
                {t('results.export.defaults')}
              </Button>
              <span className="text-muted-foreground tabular-nums" aria-live="polite">
                {t('results.export.selected', { count: chosen.size, total: CSV_COLUMNS.length })}
              </span>
            </div>
          </div>
          <div className="grid flex-1 gap-5 overflow-y-auto p-5 sm:grid-cols-2 lg:grid-cols-3">
            {CSV_COLUMN_GROUPS.map((group) => (
              <fieldset key={group.id} className="min-w-0">
                <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t(`results.csvGroups.${group.id}`)}
                </legend>
                <div className="space-y-2">
                  {group.columns.map((column) => (
                    <Checkbox
                      key={column}
                      id={`csv-${column}`}
                      label={CSV_COLUMN_LABELS[lang][column]}
                      hint={
                        csvColumnFillable(column, fields) ? undefined : t('results.export.notPaid')
                      }
                      checked={chosen.has(column)}
                      onCheckedChange={(on) => toggle(column, on)}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <fieldset className="border-t border-border px-5 py-3">
            <legend className="sr-only">{t('results.export.headersLegend')}</legend>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <span className="font-medium" aria-hidden>
                {t('results.export.headersLegend')}
              </span>
              {CSV_HEADER_STYLES.map((style) => (
                <label key={style} className="inline-flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={`csv-headers-${searchId}`}
                    value={style}
                    checked={headers === style}
                    onChange={() => setHeaders(style)}
                    data-testid={`csv-headers-${style}`}
                    className="h-4 w-4 accent-[var(--primary)]"
                  />
                  {t(`results.export.headers.${style}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border p-4">
            {/* The companion sheet: what each paid field got, and why not. */}
            <Button
              variant="ghost"
              className="mr-auto"
              data-testid="csv-coverage"
              disabled={coverage.isPending}
              onClick={() => coverage.mutate()}
            >
              <FileChartColumn className="h-4 w-4" aria-hidden />
              {t('results.coverage.download')}
            </Button>
            {chosen.size === 0 && (
              <p className="mr-auto text-sm text-destructive">{t('results.export.noColumns')}</p>
            )}
            <Dialog.Close asChild>
              <Button variant="outline">{t('results.export.cancel')}</Button>
            </Dialog.Close>
            <Button
              data-testid="csv-download"
              disabled={chosen.size === 0 || exporting.isPending}
              onClick={() =>
                exporting.mutate(
                  { columns: [...chosen], headers },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              {exporting.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Download className="h-4 w-4" aria-hidden />
              )}
              {exporting.isPending ? t('results.export.downloading') : t('results.export.download')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
