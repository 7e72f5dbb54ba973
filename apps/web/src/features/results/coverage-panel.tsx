/**
 * The coverage report on the results page (issue 15): for each field the search paid for, how
 * many leads got it and why the others did not, with the report's CSV. Collapsed to one line
 * (each field's share) until opened; the labels are the ones the CSV uses.
 */
import { COVERAGE_LABELS, type FieldCoverage, type SearchSummary } from '@leadatlas/shared';
import { ChevronDown, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchCoverage } from '../../api/search-coverage';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { formatNumber } from '../../lib/format';
import { useCoverageCsv } from './use-coverage-csv';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part * 100) / whole);

export function CoveragePanel({ search }: { search: SearchSummary }) {
  const { t, i18n } = useTranslation();
  const labels = COVERAGE_LABELS[i18n.language === 'en' ? 'en' : 'es'];
  const coverage = useSearchCoverage(search);
  const download = useCoverageCsv(search.id);
  const data = coverage.data;
  // Leads that predate the report count in no field.
  const recorded = data ? data.leads - data.unrecorded : 0;
  const share = (found: number) =>
    t('results.coverage.share', {
      share: formatNumber(percent(found, recorded), i18n.language, 0),
    });

  return (
    <Card className="mt-4 min-w-0" data-testid="coverage-panel">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <h2 className="shrink-0 font-semibold">{t('results.coverage.title')}</h2>
          {data && recorded > 0 && (
            <span
              className="hidden min-w-0 flex-1 truncate text-sm text-muted-foreground sm:block"
              data-testid="coverage-brief"
            >
              {data.fields
                .map((row) => `${labels.fields[row.field]} ${share(row.found)}`)
                .join(' · ')}
            </span>
          )}
          <ChevronDown
            className="ml-auto h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden
          />
        </summary>
        <div className="border-t border-border px-4 py-3">
          {coverage.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : coverage.isError || !data ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p>{t('results.coverage.loadError')}</p>
              <Button variant="outline" size="sm" onClick={() => void coverage.refetch()}>
                {t('results.coverage.retry')}
              </Button>
            </div>
          ) : (
            <>
              {recorded > 0 && (
                <>
                  <p className="text-sm text-muted-foreground">
                    {t('results.coverage.intro', { count: recorded })}
                  </p>
                  <ul className="mt-3 grid gap-x-8 gap-y-4 md:grid-cols-2">
                    {data.fields.map((row) => (
                      <FieldRow
                        key={row.field}
                        row={row}
                        total={recorded}
                        label={labels.fields[row.field]}
                        reasons={labels.outcomes}
                        share={share(row.found)}
                      />
                    ))}
                  </ul>
                </>
              )}
              {data.unrecorded > 0 && (
                <p className="mt-3 text-sm text-muted-foreground" data-testid="coverage-unrecorded">
                  {t('results.coverage.unrecorded', { count: data.unrecorded })}
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                data-testid="coverage-csv"
                disabled={download.isPending}
                onClick={() => download.mutate()}
              >
                {download.isPending ? (
                  <Spinner className="h-4 w-4" />
                ) : (
                  <Download className="h-4 w-4" aria-hidden />
                )}
                {download.isPending
                  ? t('results.coverage.downloading')
                  : t('results.coverage.download')}
              </Button>
            </>
          )}
        </div>
      </details>
    </Card>
  );
}

function FieldRow({
  row,
  total,
  label,
  reasons,
  share,
}: {
  row: FieldCoverage;
  total: number;
  label: string;
  reasons: (typeof COVERAGE_LABELS)['es']['outcomes'];
  share: string;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  return (
    <li className="min-w-0" data-testid="coverage-field" data-field={row.field}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="shrink-0 tabular-nums">
          {t('results.coverage.found', { found: count(row.found), total: count(total) })}
          <span className="ml-2 text-muted-foreground">{share}</span>
        </span>
      </div>
      <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${percent(row.found, total)}%` }}
        />
      </div>
      {row.missing.length === 0 ? (
        <p className="mt-1.5 text-xs text-muted-foreground">{t('results.coverage.allFound')}</p>
      ) : (
        <ul className="mt-1.5 space-y-1 text-xs text-muted-foreground">
          {row.missing.map((entry) => (
            <li
              key={entry.reason}
              className="flex justify-between gap-3"
              data-reason={entry.reason}
            >
              <span className="min-w-0">{reasons[entry.reason]}</span>
              <span className="shrink-0 tabular-nums">{count(entry.leads)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
