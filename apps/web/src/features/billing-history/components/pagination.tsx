import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

/** Pages of the history (0-based here, 1-based on screen): the range, previous and next. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={t('billing.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
      data-testid="billing-pagination"
    >
      <p className="text-muted-foreground tabular-nums">
        {t('billing.range', { from: n(from), to: n(to), total: n(total) })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page === 0}
            aria-label={t('billing.previous')}
            data-testid="billing-previous"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('billing.previous')}</span>
          </Button>
          <span className="tabular-nums" aria-current="page">
            {t('billing.page', { page: n(page + 1), pages: n(pages) })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page + 1 >= pages}
            aria-label={t('billing.next')}
            data-testid="billing-next"
          >
            <span className="hidden sm:inline">{t('billing.next')}</span>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
