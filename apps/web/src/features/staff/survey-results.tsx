/** The parts of the survey results screen: counts with their bars, the NPS, the suggestions. */
import { useTranslation } from 'react-i18next';
import type { NpsSummary, StaffSuggestion } from '@leadatlas/shared';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { formatDate, formatNumber } from '../../lib/format';

const share = (count: number, total: number) => (total === 0 ? 0 : (count * 100) / total);

/** A bar as wide as its share; the numbers beside it say the same for screen readers. */
function Bar({ percent }: { percent: number }) {
  return (
    <span className="block h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
      <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </span>
  );
}

export function CountCard({
  title,
  rows,
  total,
  others,
  testId,
}: {
  title: string;
  rows: Array<{ label: string; count: number }>;
  total: number;
  others: Array<{ text: string; createdAt: string }>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card className="min-w-0 p-4" data-testid={testId}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <ul className="space-y-3">
        {rows.map((row) => {
          const percent = share(row.count, total);
          return (
            <li key={row.label} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">{row.label}</span>
                <span className="shrink-0 tabular-nums" data-testid={`${testId}-count`}>
                  {n(row.count)}{' '}
                  <span className="text-muted-foreground">({Math.round(percent)}%)</span>
                </span>
              </div>
              <Bar percent={percent} />
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <div className="mt-4 border-t border-border pt-3">
          <h3 className="mb-2 text-sm font-medium">{t('feedback.staff.otherTexts')}</h3>
          <ul className="space-y-2 text-sm">
            {others.map((other, i) => (
              <li key={i} className="min-w-0 rounded-md bg-muted/50 px-3 py-2">
                <p className="break-words whitespace-pre-line">{other.text}</p>
                <time dateTime={other.createdAt} className="text-xs text-muted-foreground">
                  {formatDate(other.createdAt, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

export function NpsCard({ nps }: { nps: NpsSummary }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card className="min-w-0 p-4" data-testid="survey-nps-card">
      <h2 className="mb-3 font-semibold">{t('feedback.staff.npsTitle')}</h2>
      {nps.score === null ? (
        <p className="text-sm text-muted-foreground" data-testid="survey-nps-score">
          {t('feedback.staff.npsNone')}
        </p>
      ) : (
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">{t('feedback.staff.npsScore')}</p>
          <p className="text-4xl font-bold tabular-nums" data-testid="survey-nps-score">
            {nps.score > 0 ? `+${nps.score}` : nps.score}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('feedback.staff.npsFormula', { count: nps.answers })}
          </p>
          <p className="text-sm">
            {t('feedback.staff.npsBands', {
              promoters: n(nps.promoters),
              passives: n(nps.passives),
              detractors: n(nps.detractors),
            })}
          </p>
        </div>
      )}
      <table className="mt-4 w-full text-sm" data-testid="survey-nps-distribution">
        <caption className="mb-2 text-left text-sm font-medium">
          {t('feedback.staff.distribution')}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('feedback.staff.score')}</th>
            <th scope="col">{t('feedback.staff.count')}</th>
            <th scope="col">{t('feedback.staff.share')}</th>
          </tr>
        </thead>
        <tbody>
          {nps.distribution.map((row) => (
            <tr key={row.score}>
              <th scope="row" className="w-8 py-0.5 pr-2 text-left font-medium tabular-nums">
                {row.score}
              </th>
              <td className="w-12 py-0.5 pr-3 text-right tabular-nums">{n(row.count)}</td>
              <td className="py-0.5">
                <Bar percent={share(row.count, nps.answers)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function SuggestionsCard({
  items,
  page,
  pageSize,
  total,
  onPage,
}: {
  items: StaffSuggestion[];
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="min-w-0" data-testid="survey-suggestions">
      <h2 className="border-b border-border px-4 py-3 font-semibold">
        {t('feedback.staff.suggestions')}
      </h2>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">
          {t('feedback.staff.noSuggestions')}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="min-w-0 space-y-1 px-4 py-3">
              <p className="text-sm break-words whitespace-pre-line">{item.text}</p>
              <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language)}</time>
                <span aria-hidden>·</span>
                <span>{t('feedback.staff.scoreOf', { score: item.npsScore })}</span>
                <span aria-hidden>·</span>
                <span>{item.language.toUpperCase()}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page - 1}
        pageSize={pageSize}
        total={total}
        onPage={(next) => onPage(next + 1)}
        label={t('feedback.staff.suggestionsLabel')}
      />
    </Card>
  );
}
