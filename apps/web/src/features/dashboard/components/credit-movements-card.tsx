import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreditHistory } from '../../../api/credits';
import { creditReason } from '../../../lib/credit-reason';
import { cn } from '../../../lib/cn';
import { formatRelative, formatSignedCredits } from '../../../lib/format';

/** Spec 000 §9: the last 5 credit movements. */
const LAST = 5;

export function CreditMovementsCard({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, isPending } = useCreditHistory(orgId, { limit: LAST });
  return (
    <Card className="min-w-0" data-testid="credit-movements">
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="font-semibold">{t('dashboard.billing')}</h2>
        <Link
          to="/billing-history"
          className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="billing-history-link"
        >
          {t('dashboard.billingHistoryLink')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      {isPending ? (
        <div className="space-y-2 p-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-8 w-full" />
          ))}
        </div>
      ) : !data || data.items.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{t('dashboard.billingEmpty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {data.items.map((movement) => (
            <li
              key={movement.id}
              className="flex items-start justify-between gap-3 px-4 py-2.5"
              data-testid="credit-movement"
            >
              <div className="min-w-0">
                <p className="truncate text-sm" title={creditReason(movement, lang)}>
                  {creditReason(movement, lang)}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={movement.createdAt}>
                    {formatRelative(movement.createdAt, lang)}
                  </time>
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 text-sm font-semibold tabular-nums',
                  movement.change > 0 ? 'text-success' : movement.change < 0 && 'text-destructive',
                )}
              >
                {formatSignedCredits(movement.change, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
