/**
 * The billing history's statement: the PDF of the same selection as the page's movements
 * (GET /api/credits/statement.pdf), fetched as a Blob so that a failure can be told. The
 * movements themselves come from src/api/credits (useCreditHistory).
 */
import type { CreditStatementQuery } from '@leadatlas/shared';
import { apiFile, queryString } from '../../../lib/api';

export function statementUrl(orgId: string, query: CreditStatementQuery): string {
  return `/api/credits/statement.pdf${queryString({
    orgId,
    filter: query.filter,
    q: query.q,
    locale: query.locale,
    timeZone: query.timeZone,
  })}`;
}

/** The reader's IANA time zone, for the statement's dates (undefined when unknown). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The file name the server gave (content-disposition), else today's. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  if (match?.[1]) return match[1];
  return `leadatlas-credits-${new Date().toISOString().slice(0, 10)}.pdf`;
}

/** The statement as a Blob and its file name; throws ApiError like every other call. */
export async function fetchStatement(
  orgId: string,
  query: CreditStatementQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiFile(statementUrl(orgId, query));
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
