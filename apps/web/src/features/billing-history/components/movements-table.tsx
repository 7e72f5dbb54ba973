import { useTranslation } from 'react-i18next';
import type { CreditMovement } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { creditReason } from '../../../lib/credit-reason';
import { formatDateTime, formatSignedCredits } from '../../../lib/format';

/** Green when credits come in, red when they go out, neutral when nothing moved. */
export const changeTone = (change: number) =>
  change > 0 ? 'success' : change < 0 ? 'danger' : 'neutral';

/** Reason, date and time in the user's locale, and the signed change as a badge. */
export function MovementsTable({
  movements,
  busy,
}: {
  movements: readonly CreditMovement[];
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-busy={busy} data-testid="billing-table">
        <thead className="text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('billing.columns.reason')}
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
              {t('billing.columns.date')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('billing.columns.change')}
            </th>
          </tr>
        </thead>
        <tbody className={busy ? 'divide-y divide-border opacity-60' : 'divide-y divide-border'}>
          {movements.map((movement) => {
            const reason = creditReason(movement, lang);
            const when = formatDateTime(movement.createdAt, lang);
            const tone = changeTone(movement.change);
            const change = formatSignedCredits(movement.change, lang);
            return (
              <tr key={movement.id} data-testid="billing-row" data-change={movement.change}>
                <td className="py-2.5 pr-2 pl-4 align-top">
                  <span className="block [overflow-wrap:anywhere]">{reason}</span>
                  <time
                    dateTime={movement.createdAt}
                    className="mt-0.5 block text-xs text-muted-foreground sm:hidden"
                    data-testid="billing-row-date-mobile"
                  >
                    {when}
                  </time>
                </td>
                <td className="hidden px-2 py-2.5 align-top whitespace-nowrap text-muted-foreground sm:table-cell">
                  <time dateTime={movement.createdAt} data-testid="billing-row-date">
                    {when}
                  </time>
                </td>
                <td className="py-2.5 pr-4 pl-2 text-right align-top">
                  <Badge
                    tone={tone}
                    data-tone={tone}
                    data-testid="billing-change"
                    className="tabular-nums"
                  >
                    <span className="sr-only">{t('billing.columns.change')}: </span>
                    {change}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Rows' placeholders while the first page loads (same height as the rows: no shift). */
export function MovementsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="divide-y divide-border" data-testid="billing-loading">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0 flex-1 space-y-1.5">
            <Skeleton className="h-4 w-3/4 max-w-md" />
            <Skeleton className="h-3 w-32 sm:hidden" />
          </div>
          <Skeleton className="hidden h-4 w-32 sm:block" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}
