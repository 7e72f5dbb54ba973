import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import {
  isScheduled,
  ScheduleBadge,
  ScheduleControls,
  ScheduleFacts,
} from '../../../components/search-schedule';
import { useScheduledSearches } from '../../../api/searches';
import { truncate } from '../../../lib/format';

/**
 * The organization's monthly searches (issue 11 item 11): what runs next, what the last run
 * cost, and pause, resume or stop. Not shown when nothing is scheduled.
 */
export function ScheduledSearches({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { data } = useScheduledSearches(orgId);
  const items = data?.items.filter(isScheduled) ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="min-w-0" data-testid="scheduled-searches">
      <h2 className="border-b border-border px-4 py-3 font-semibold">
        {t('searches.schedule.dashboardTitle')}
      </h2>
      <ul className="divide-y divide-border">
        {items.map((search) => (
          <li
            key={search.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
            data-testid="scheduled-search-row"
          >
            <div className="min-w-0 flex-[1_1_14rem]">
              <Link
                to={`/results/${search.id}`}
                className="block truncate font-medium hover:underline"
                title={search.query}
              >
                {truncate(search.query, 50)}
              </Link>
              <ScheduleFacts search={search} />
            </div>
            <ScheduleBadge search={search} />
            <ScheduleControls search={search} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
