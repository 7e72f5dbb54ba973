/**
 * A search's coverage report (issue 15): for each field it paid for, how many leads got it and
 * why the others did not, read from the reasons each lead stored (leads.missing). One query,
 * one pass over the search's leads (leads_search_idx); the report's CSV is the export's
 * companion sheet.
 */
import {
  COVERAGE_CSV_COLUMNS,
  COVERAGE_LABELS,
  MISSING_REASONS,
  type CoverageOutcome,
  type CsvHeaderStyle,
  type FieldCoverage,
  type MissingReason,
  type SearchCoverage,
  type WizardField,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { CSV_BOM, csvLine } from './csv.js';

export async function searchCoverage(
  db: Queryable,
  searchId: string,
  fields: readonly WizardField[],
): Promise<SearchCoverage> {
  const { rows } = await db.query<{
    leads: number;
    unrecorded: number;
    missing: Array<{ field: string; reason: string; leads: number }>;
  }>(
    `with l as materialized (select missing from leads where search_id = $1)
     select (select count(*)::int from l) as leads,
            (select count(*)::int from l where missing is null) as unrecorded,
            coalesce((select json_agg(json_build_object('field', m.key, 'reason', m.value,
                        'leads', m.n))
                      from (select e.key, e.value, count(*)::int as n
                            from l cross join lateral jsonb_each_text(l.missing) e
                            group by e.key, e.value) m), '[]') as missing`,
    [searchId],
  );
  const { leads, unrecorded, missing } = rows[0]!;
  const known = new Set<string>(MISSING_REASONS);
  return {
    leads,
    unrecorded,
    fields: fields.map((field): FieldCoverage => {
      const reasons = missing
        .filter((row) => row.field === field && known.has(row.reason))
        .map((row) => ({ reason: row.reason as MissingReason, leads: row.leads }))
        .sort(
          (a, b) =>
            b.leads - a.leads ||
            MISSING_REASONS.indexOf(a.reason) - MISSING_REASONS.indexOf(b.reason),
        );
      const without = reasons.reduce((sum, row) => sum + row.leads, 0);
      return { field, found: leads - unrecorded - without, missing: reasons };
    }),
  };
}

/** Share of the search's leads, in percent with one decimal. */
function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count * 1000) / total) / 10;
}

/**
 * The report as CSV: one line per field and outcome (found, each reason, unknown), with the
 * leads and their share. es/en headers translate the values too (it is read, not imported);
 * keys keep snake_case keys throughout. Formula-safe cells and a BOM, as the export.
 */
export function coverageCsv(coverage: SearchCoverage, style: CsvHeaderStyle = 'keys'): string {
  const labels = style === 'keys' ? null : COVERAGE_LABELS[style];
  const fieldCell = (field: WizardField) => labels?.fields[field] ?? field;
  const outcomeCell = (outcome: CoverageOutcome) => labels?.outcomes[outcome] ?? outcome;
  let out =
    CSV_BOM + csvLine(COVERAGE_CSV_COLUMNS.map((column) => labels?.columns[column] ?? column));
  for (const row of coverage.fields) {
    const lines: Array<[CoverageOutcome, number]> = [
      ['found', row.found],
      ...row.missing.map((missing): [CoverageOutcome, number] => [missing.reason, missing.leads]),
    ];
    if (coverage.unrecorded > 0) lines.push(['unknown', coverage.unrecorded]);
    for (const [outcome, count] of lines) {
      out += csvLine([
        fieldCell(row.field),
        outcomeCell(outcome),
        count,
        share(count, coverage.leads),
      ]);
    }
  }
  return out;
}
