/**
 * The billing history's API: the organization's credit movements for a filter, a search over
 * the reason and a page (GET /api/credits/history), and the PDF statement of the same selection
 * (GET /api/credits/statement.pdf), fetched as a Blob so that a failure can be told.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BillingHistoryQuery,
  CreditHistoryResponse,
  CreditStatementQuery,
} from '@leadatlas/shared';
import { api, ApiError } from '../../../lib/api';
import { currentLocale } from '../../../i18n';

/** Under ['credits'], so whatever moves credits (invalidateAccountData) refreshes it too. */
export const billingHistoryKey = (orgId: string, query: BillingHistoryQuery) =>
  ['credits', orgId, 'billing-history', query] as const;

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useBillingHistory(orgId: string | undefined, query: BillingHistoryQuery) {
  return useQuery({
    queryKey: billingHistoryKey(orgId ?? '', query),
    queryFn: ({ signal }) =>
      api<CreditHistoryResponse>(
        `/api/credits/history${queryString({
          orgId,
          filter: query.filter,
          q: query.q,
          limit: query.limit,
          offset: query.offset,
          locale: query.locale,
        })}`,
        { signal },
      ),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

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
  let response: Response;
  try {
    response = await fetch(statementUrl(orgId, query), {
      headers: { 'x-app-locale': currentLocale() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let code = 'internal_error';
    try {
      code = (JSON.parse(text) as { error?: string }).error ?? code;
    } catch {
      // Not JSON: keep the generic code.
    }
    throw new ApiError(response.status, code);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
