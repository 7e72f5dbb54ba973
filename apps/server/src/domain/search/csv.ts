/**
 * The CSV export (export-leads-csv): RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with a BOM so
 * spreadsheet programs read accents right, and every cell that a spreadsheet could run as a
 * formula neutralised. Rows stream from a database cursor: memory stays flat for any size.
 */
import { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import {
  CSV_COLUMNS,
  csvHeaderLabel,
  type CsvColumn,
  type CsvHeaderStyle,
} from '@leadatlas/shared';
import type { Pool } from '../../db/pool.js';
import { recordAction } from '../accounts/retention.js';
import { emailSourceOf, type LeadRow } from './store.js';

/**
 * How each column reads a lead, keyed by the shared column list: a column added there without
 * an accessor here (or the reverse) does not compile. File order is CSV_COLUMNS' order.
 */
const CSV_ACCESSORS: Readonly<Record<CsvColumn, (lead: LeadRow) => unknown>> = {
  business_name: (lead) => lead.business_name,
  category: (lead) => lead.category,
  industry: (lead) => lead.industry,
  address: (lead) => lead.address,
  city: (lead) => lead.city,
  postal_code: (lead) => lead.postal_code,
  country_code: (lead) => lead.country_code,
  phone: (lead) => lead.phone,
  other_phones: (lead) => lead.phones.filter((phone) => phone !== lead.phone).join('; '),
  website: (lead) => lead.website,
  website_active: (lead) => lead.website_active,
  email: (lead) => lead.email,
  email_status: (lead) => lead.email_status,
  email_risky: (lead) => (lead.email ? lead.email_status !== 'valid' : null),
  email_disposable: (lead) => lead.email_disposable,
  email_role: (lead) => lead.email_role,
  email_source: emailSourceOf,
  email_confidence: (lead) => lead.email_confidence,
  email_kind: (lead) => lead.email_kind,
  contact_name: (lead) => lead.contact_name,
  contact_role: (lead) => lead.contact_role,
  linkedin: (lead) => lead.linkedin,
  facebook: (lead) => lead.socials.facebook,
  instagram: (lead) => lead.socials.instagram,
  x_twitter: (lead) => lead.socials.twitter,
  youtube: (lead) => lead.socials.youtube,
  tiktok: (lead) => lead.socials.tiktok,
  employees: (lead) => lead.employees,
  revenue: (lead) => lead.revenue,
  revenue_is_estimate: (lead) => lead.revenue_estimate,
  company_size: (lead) => lead.company_size ?? 'unknown',
  rating: (lead) => lead.rating,
  rating_count: (lead) => lead.rating_count,
  latitude: (lead) => lead.latitude,
  longitude: (lead) => lead.longitude,
  source_id: (lead) => lead.place_key,
  credits_charged: (lead) => lead.credits_charged,
  found_at: (lead) => lead.created_at.toISOString(),
};

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number in E.164: a plus and digits only. Nothing in it can call a function or
 * reference a cell, so it is exported as it is (CRMs import `+34913603202`, not
 * `'+34913603202`). Decision 0013.
 */
const E164 = /^\+[1-9]\d{5,14}$/;

/**
 * One cell: text that starts like a formula gets a leading apostrophe, then RFC 4180 quoting.
 * Numbers we computed (coordinates, ratings, credits) are not text anyone wrote, and a
 * negative number is not a formula: they stay as they are so spreadsheets read them; so does
 * an E.164 phone number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  if (FORMULA_START.test(text) && !E164.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The chosen columns in file order (every column when none is chosen). */
export function csvColumns(chosen?: readonly CsvColumn[]): CsvColumn[] {
  if (!chosen) return [...CSV_COLUMNS];
  const wanted = new Set(chosen);
  return CSV_COLUMNS.filter((column) => wanted.has(column));
}

/** First in every CSV we write, so that spreadsheet programs read it as UTF-8. */
export const CSV_BOM = '\uFEFF';

export function csvHeader(columns: readonly CsvColumn[], style: CsvHeaderStyle = 'keys'): string {
  return `${CSV_BOM}${csvLine(columns.map((column) => csvHeaderLabel(column, style)))}`;
}

/** A search's lead rows in seq order, read 500 at a time; the connection goes back at the end. */
export async function* leadRowsOf(pool: Pool, searchId: string): AsyncGenerator<LeadRow> {
  const client = await pool.connect();
  const rows = client.query(
    new QueryStream('select * from leads where search_id = $1 order by seq', [searchId], {
      batchSize: 500,
    }),
  );
  try {
    yield* rows as AsyncIterable<LeadRow>;
  } finally {
    rows.destroy();
    client.release();
  }
}

/** Lines gathered into chunks of about 64 KB: one write per chunk, not per lead. */
export function chunkedStream(
  first: string,
  rows: AsyncIterable<LeadRow>,
  line: (row: LeadRow) => string,
): Readable {
  async function* chunks() {
    let chunk = first;
    for await (const row of rows) {
      chunk += line(row);
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Streams the search's leads as CSV with the given columns. */
export async function streamLeadsCsv(
  pool: Pool,
  searchId: string,
  columns: readonly CsvColumn[] = CSV_COLUMNS,
  headers: CsvHeaderStyle = 'keys',
): Promise<Readable> {
  const readers = columns.map((column) => CSV_ACCESSORS[column]);
  return chunkedStream(csvHeader(columns, headers), leadRowsOf(pool, searchId), (row) =>
    csvLine(readers.map((read) => read(row))),
  );
}

/** An export (spec 000 §4 csv_exported) is one of the user's actions; then the file streams. */
export async function exportLeadsCsv(
  pool: Pool,
  input: {
    userId: string;
    searchId: string;
    columns?: readonly CsvColumn[] | undefined;
    /** es or en for spreadsheets; keys (snake_case, the default) for API and CRM imports. */
    headers?: CsvHeaderStyle | undefined;
  },
): Promise<Readable> {
  await recordAction(pool, input.userId);
  return streamLeadsCsv(pool, input.searchId, csvColumns(input.columns), input.headers);
}
