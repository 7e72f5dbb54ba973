/** Every lead of a search as CSV (the export's columns and cell rules) or JSON Lines. */
import type { Readable } from 'node:stream';
import type { Pool } from '../../db/pool.js';
import { chunkedStream, leadRowsOf, streamLeadsCsv } from '../search/csv.js';
import { toLead } from '../search/store.js';

export async function streamV1Export(
  pool: Pool,
  searchId: string,
  format: 'csv' | 'jsonl',
): Promise<Readable> {
  if (format === 'csv') return streamLeadsCsv(pool, searchId);
  return chunkedStream('', leadRowsOf(pool, searchId), (row) => `${JSON.stringify(toLead(row))}\n`);
}
