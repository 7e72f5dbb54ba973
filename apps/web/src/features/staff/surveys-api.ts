/** The console's survey results (/api/staff/surveys): one period, one page of suggestions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffSurveyResults, SurveyPeriod } from '@leadatlas/shared';
import { api, queryString } from '../../lib/api';

export function useSurveyResults(period: SurveyPeriod, page: number) {
  return useQuery({
    queryKey: ['staff', 'surveys', period, page],
    queryFn: ({ signal }) =>
      api<StaffSurveyResults>(`/api/staff/surveys${queryString({ period, page })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
