/**
 * The CSV export's column chooser: CSV_COLUMNS in groups a person recognises, the default
 * choice, and the last choice remembered on this device. The file keeps CSV_COLUMNS order.
 */
import { CSV_COLUMNS, type CsvColumn } from '@leadatlas/shared';
import { local, STORAGE_KEYS } from '../../lib/storage';

export const CSV_COLUMN_GROUPS = [
  {
    id: 'business',
    columns: ['business_name', 'category', 'industry', 'company_size', 'rating', 'rating_count'],
  },
  {
    id: 'location',
    columns: ['address', 'city', 'postal_code', 'country_code', 'latitude', 'longitude'],
  },
  {
    id: 'contact',
    columns: ['phone', 'other_phones', 'website', 'website_active', 'contact_name', 'contact_role'],
  },
  {
    id: 'email',
    columns: ['email', 'email_status', 'email_risky', 'email_disposable', 'email_role'],
  },
  {
    id: 'social',
    columns: ['linkedin', 'facebook', 'instagram', 'x_twitter', 'youtube', 'tiktok'],
  },
  { id: 'company', columns: ['employees', 'revenue', 'revenue_is_estimate'] },
  { id: 'technical', columns: ['source_id', 'credits_charged', 'found_at'] },
] as const satisfies ReadonlyArray<{ id: string; columns: readonly CsvColumn[] }>;

/** Everything a person works with; coordinates and bookkeeping only on request. */
const NOT_BY_DEFAULT: readonly CsvColumn[] = [
  'latitude',
  'longitude',
  'source_id',
  'credits_charged',
];
export const DEFAULT_CSV_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (column) => !NOT_BY_DEFAULT.includes(column),
);

/** The chosen columns in file order. */
export const inFileOrder = (chosen: Iterable<CsvColumn>): CsvColumn[] => {
  const set = new Set(chosen);
  return CSV_COLUMNS.filter((column) => set.has(column));
};

export function loadCsvColumns(): CsvColumn[] {
  try {
    const value: unknown = JSON.parse(local.get(STORAGE_KEYS.csvColumns) ?? 'null');
    if (Array.isArray(value)) {
      const chosen = CSV_COLUMNS.filter((column) => value.includes(column));
      if (chosen.length > 0) return chosen;
    }
  } catch {
    // unreadable: the defaults
  }
  return [...DEFAULT_CSV_COLUMNS];
}

export function saveCsvColumns(columns: readonly CsvColumn[]): void {
  local.set(STORAGE_KEYS.csvColumns, JSON.stringify(inFileOrder(columns)));
}

export const csvFileName = (searchId: string) => `leads_${searchId}.csv`;
