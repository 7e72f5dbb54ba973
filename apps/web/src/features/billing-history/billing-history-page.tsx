import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { Download, ReceiptText, SearchX, WalletCards, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreditHistoryFilter } from '@leadatlas/shared';
import { useCreditHistory } from '../../api/credits';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { formatNumber } from '../../lib/format';
import { useSession } from '../session/use-session';
import { useStatementDownload } from './hooks/use-statement-download';
import { FilterControl } from './components/filter-control';
import { ReasonSearch } from './components/reason-search';
import { MovementsSkeleton, MovementsTable } from './components/movements-table';

export const PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

type EmptyKind = 'none' | 'search' | 'credits' | 'deductions';
const EMPTY_ICONS: Record<EmptyKind, LucideIcon> = {
  none: ReceiptText,
  search: SearchX,
  credits: WalletCards,
  deductions: ReceiptText,
};

/**
 * Spec 001 §2.5: the active organization's credit movements, filtered (all, credits,
 * deductions) and searched by reason, with their count, pages and a PDF statement of the same
 * selection.
 */
export default function BillingHistoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const { data: me } = useSession();
  const orgId = me?.activeOrganization.id;
  const [filter, setFilter] = useState<CreditHistoryFilter>('all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  // The page belongs to one selection: a new filter, search or organization starts at the first.
  const selection = `${orgId ?? ''}|${filter}|${q}`;
  const [paging, setPaging] = useState({ selection, page: 0 });
  const page = paging.selection === selection ? paging.page : 0;
  const setPage = (next: number) => setPaging({ selection, page: next });

  const { data, isPending, isError, isPlaceholderData, refetch } = useCreditHistory(orgId, {
    filter,
    q: q || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    locale: lang,
  });
  const download = useStatementDownload(orgId);
  if (!me) return null;

  const emptyKind: EmptyKind = q
    ? 'search'
    : filter === 'credits'
      ? 'credits'
      : filter === 'deductions'
        ? 'deductions'
        : 'none';
  const emptyAction =
    emptyKind === 'search' ? (
      <Button variant="outline" onClick={() => setText('')}>
        {t('billing.search.clear')}
      </Button>
    ) : emptyKind === 'credits' ? (
      <LinkButton to="/plans">{t('billing.empty.plans')}</LinkButton>
    ) : undefined;

  return (
    <AppShell crumbs={[{ label: t('billing.crumb') }]}>
      <div data-testid="billing-page" className="min-w-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{t('billing.title')}</h1>
            <p className="mt-1 text-sm [overflow-wrap:anywhere] text-muted-foreground">
              {t('billing.subtitle', { org: me.activeOrganization.name })}
            </p>
          </div>
          <Button
            variant="outline"
            className="self-start sm:self-auto"
            data-testid="billing-pdf"
            title={t('billing.pdf.label')}
            disabled={download.isPending || !orgId}
            aria-busy={download.isPending}
            onClick={() => download.mutate({ filter, q: q || undefined, locale: lang })}
          >
            {download.isPending ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <Download className="h-4 w-4" aria-hidden />
            )}
            {download.isPending ? t('billing.pdf.downloading') : t('billing.pdf.download')}
          </Button>
        </div>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <FilterControl value={filter} onChange={setFilter} />
          <ReasonSearch value={text} onChange={setText} />
        </div>

        <Card className="mt-4 min-w-0">
          <div className="flex min-h-12 items-center border-b border-border px-4 py-3">
            {data ? (
              <h2
                className="font-semibold tabular-nums"
                data-testid="billing-history-count"
                aria-live="polite"
              >
                {t('billing.count', {
                  count: data.total,
                  formatted: formatNumber(data.total, lang),
                })}
              </h2>
            ) : (
              <Skeleton className="h-5 w-36" />
            )}
          </div>
          {isPending ? (
            <MovementsSkeleton />
          ) : isError && !data ? (
            <div className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
              <span>{t('billing.loadError')}</span>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {t('billing.retry')}
              </Button>
            </div>
          ) : data.items.length === 0 && data.total === 0 ? (
            <div
              data-testid="billing-empty"
              data-kind={emptyKind}
              className="[overflow-wrap:anywhere]"
            >
              <EmptyState
                icon={EMPTY_ICONS[emptyKind]}
                title={t(`billing.empty.${emptyKind}`, { q })}
                text={t(`billing.empty.${emptyKind}Text`)}
                action={emptyAction}
              />
            </div>
          ) : (
            <>
              <MovementsTable movements={data.items} busy={isPlaceholderData} />
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                label={t('billing.pagination')}
                testIds={{
                  root: 'billing-pagination',
                  previous: 'billing-previous',
                  next: 'billing-next',
                }}
              />
            </>
          )}
        </Card>
      </div>
    </AppShell>
  );
}
