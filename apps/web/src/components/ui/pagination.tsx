import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Button } from './button';

/**
 * Server-side pages under a list: what is shown ("1–20 of 45" unless a summary is given),
 * previous, "Page 1 of 3" and next. `page` counts from 0 here and from 1 on screen.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  summary,
  alwaysShowControls = false,
  testIds = {},
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name; without one the bar is not a landmark. */
  label?: string;
  /** Shown instead of the range. */
  summary?: ReactNode;
  /** Previous and next even when everything fits on one page. */
  alwaysShowControls?: boolean;
  testIds?: { root?: string; previous?: string; next?: string };
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const Root = label ? 'nav' : 'div';
  return (
    <Root
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
      data-testid={testIds.root}
    >
      <p className="text-muted-foreground tabular-nums">
        {summary ?? t('common.pagination.range', { from: n(from), to: n(to), total: n(total) })}
      </p>
      {(alwaysShowControls || pages > 1) && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page === 0}
            aria-label={t('common.pagination.previous')}
            data-testid={testIds.previous}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('common.pagination.previous')}</span>
          </Button>
          <span className="tabular-nums" aria-current="page">
            {t('common.pagination.page', { page: n(page + 1), pages: n(pages) })}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page + 1 >= pages}
            aria-label={t('common.pagination.next')}
            data-testid={testIds.next}
          >
            <span className="hidden sm:inline">{t('common.pagination.next')}</span>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
    </Root>
  );
}
