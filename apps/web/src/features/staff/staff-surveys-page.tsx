import '../../i18n/app-dictionaries';
import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_FEATURES,
  FEEDBACK_REASONS,
  SURVEY_PERIODS,
  type SurveyPeriod,
} from '@leadatlas/shared';
import { AppShell } from '../../components/layout/app-shell';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { StaffGate } from './staff-gate';
import { StaffNav } from './staff-nav';
import { CountCard, NpsCard, SuggestionsCard } from './survey-results';
import { useSurveyResults } from './surveys-api';

/**
 * Staff only (issue 16): the feedback survey's results over a period: answers per reason and
 * per feature with the 'other' texts, the NPS and its distribution, suggestions newest first.
 */
export default function StaffSurveysPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SurveyPeriod>('all');
  const [page, setPage] = useState(1);
  const results = useSurveyResults(period, page);
  const { data, isError, refetch } = results;

  return (
    <StaffGate query={results}>
      <AppShell crumbs={[{ label: t('support.staff.crumb') }]}>
        <div className="min-w-0 space-y-4" data-testid="staff-surveys">
          <StaffNav />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
                {t('feedback.staff.title')}
              </h1>
              {data && (
                <p className="text-sm text-muted-foreground" data-testid="survey-answers">
                  {t('feedback.staff.answers', { count: data.answers })}
                </p>
              )}
            </div>
            <label className="flex flex-col gap-1 text-sm font-medium sm:w-56">
              {t('feedback.staff.period')}
              <Select
                value={period}
                onChange={(event) => {
                  setPeriod(event.target.value as SurveyPeriod);
                  setPage(1);
                }}
                data-testid="survey-period"
              >
                {SURVEY_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`feedback.staff.periods.${value}`)}
                  </option>
                ))}
              </Select>
            </label>
          </div>

          {!data ? (
            isError ? (
              <Card className="flex items-center justify-between gap-2 p-4 text-sm" role="alert">
                <span>{t('feedback.staff.loadError')}</span>
                <Button variant="outline" size="sm" onClick={() => void refetch()}>
                  {t('feedback.retry')}
                </Button>
              </Card>
            ) : (
              <div className="grid gap-4 lg:grid-cols-2">
                <Skeleton className="h-64 w-full" />
                <Skeleton className="h-64 w-full" />
              </div>
            )
          ) : data.answers === 0 ? (
            <Card>
              <EmptyState
                icon={MessageSquareText}
                title={t('feedback.staff.empty')}
                text={t('feedback.staff.emptyText')}
              />
            </Card>
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-3">
                <CountCard
                  title={t('feedback.staff.reasons')}
                  rows={FEEDBACK_REASONS.map((value) => ({
                    label: t(`feedback.reason.${value}`),
                    count: data.reasons.find((r) => r.value === value)?.count ?? 0,
                  }))}
                  total={data.answers}
                  others={data.otherReasons}
                  testId="survey-reasons"
                />
                <CountCard
                  title={t('feedback.staff.features')}
                  rows={FEEDBACK_FEATURES.map((value) => ({
                    label: t(`feedback.feature.${value}`),
                    count: data.features.find((f) => f.value === value)?.count ?? 0,
                  }))}
                  total={data.answers}
                  others={data.otherFeatures}
                  testId="survey-features"
                />
                <NpsCard nps={data.nps} />
              </div>
              <SuggestionsCard {...data.suggestions} onPage={setPage} />
            </>
          )}
        </div>
      </AppShell>
    </StaffGate>
  );
}
