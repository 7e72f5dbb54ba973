/**
 * The CSV export's column chooser: CSV_COLUMNS in groups a person recognises, the default
 * choice (what the search could fill, from the fields it paid for), and the last choice and
 * header style remembered on this device. The file keeps CSV_COLUMNS order.
 */
import {
  CSV_COLUMNS,
  CSV_HEADER_STYLES,
  csvColumnFillable,
  defaultCsvColumns,
  type CsvColumn,
  type CsvHeaderStyle,
  type PricedField,
} from '@leadatlas/shared';
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
    columns: [
      'email',
      'email_status',
      'email_risky',
      'email_disposable',
      'email_role',
      'email_source',
      'email_confidence',
      'email_kind',
    ],
  },
  {
    id: 'social',
    columns: ['linkedin', 'facebook', 'instagram', 'x_twitter', 'youtube', 'tiktok'],
  },
  { id: 'company', columns: ['employees', 'revenue', 'revenue_is_estimate'] },
  { id: 'technical', columns: ['source_id', 'credits_charged', 'found_at'] },
] as const satisfies ReadonlyArray<{ id: string; columns: readonly CsvColumn[] }>;

/** The chosen columns in file order. */
export const inFileOrder = (chosen: Iterable<CsvColumn>): CsvColumn[] => {
  const set = new Set(chosen);
  return CSV_COLUMNS.filter((column) => set.has(column));
};

interface Remembered {
  columns: CsvColumn[];
  headers: CsvHeaderStyle | null;
}

function remembered(): Remembered {
  try {
    const value: unknown = JSON.parse(local.get(STORAGE_KEYS.csvColumns) ?? 'null');
    // Older versions kept the columns alone.
    const raw: { columns?: unknown[]; headers?: unknown } | null = Array.isArray(value)
      ? { columns: value }
      : (value as { columns?: unknown[]; headers?: unknown } | null);
    const list = raw?.columns;
    const columns = Array.isArray(list)
      ? CSV_COLUMNS.filter((column) => list.includes(column))
      : [];
    const headers = CSV_HEADER_STYLES.find((style) => style === raw?.headers) ?? null;
    return { columns, headers };
  } catch {
    return { columns: [], headers: null };
  }
}

/**
 * The columns the dialog starts with for a search: the last choice without what this search
 * could not fill (a Starter search has no social profiles), else what it could fill.
 */
export function initialCsvColumns(paidFields: readonly PricedField[]): CsvColumn[] {
  const last = remembered().columns.filter((column) => csvColumnFillable(column, paidFields));
  return last.length > 0 ? last : defaultCsvColumns(paidFields);
}

/** The last header style, else the interface language. */
export function initialCsvHeaders(lang: string): CsvHeaderStyle {
  return remembered().headers ?? (lang === 'en' ? 'en' : 'es');
}

export function saveCsvColumns(columns: readonly CsvColumn[], headers: CsvHeaderStyle): void {
  local.set(STORAGE_KEYS.csvColumns, JSON.stringify({ columns: inFileOrder(columns), headers }));
}

export const csvFileName = (searchId: string) => `leads_${searchId}.csv`;
