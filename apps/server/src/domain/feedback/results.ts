/**
 * The survey's results for staff (issue 16): over a period (the last 30 or 90 days, or all),
 * how many chose each reason and each feature, the newest 'other' texts, the NPS distribution
 * and score, and the suggestions newest first, a page at a time. Answers are shown without
 * their authors: staff read what was said, not who said it.
 */
import {
  FEEDBACK_FEATURES,
  FEEDBACK_REASONS,
  SURVEY_OTHER_TEXTS_SHOWN,
  SURVEY_SUGGESTIONS_PAGE,
  type Locale,
  type StaffSurveyQuery,
  type StaffSurveyResults,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { npsSummary } from './nps.js';

/** The period's start (null: every answer). */
function periodStart(period: StaffSurveyQuery['period']): string | null {
  return period === 'all' ? null : `${period} days`;
}

/** `created_at` within the period; `$1` is the interval text or null. */
const IN_PERIOD = `($1::interval is null or created_at >= now() - $1::interval)`;

async function countsOf(db: Queryable, column: string, since: string | null) {
  const { rows } = await db.query<{ value: string; count: number }>(
    `select ${column} as value, count(*)::int as count from feedback_surveys
     where ${IN_PERIOD} group by ${column}`,
    [since],
  );
  return new Map(rows.map((row) => [row.value, row.count]));
}

async function otherTexts(db: Queryable, column: string, since: string | null) {
  const { rows } = await db.query<{ text: string; created_at: Date }>(
    `select ${column} as text, created_at from feedback_surveys
     where ${IN_PERIOD} and ${column} is not null
     order by created_at desc, id desc limit ${SURVEY_OTHER_TEXTS_SHOWN}`,
    [since],
  );
  return rows.map((row) => ({ text: row.text, createdAt: row.created_at.toISOString() }));
}

export async function surveyResults(
  db: Queryable,
  query: StaffSurveyQuery,
): Promise<StaffSurveyResults> {
  const since = periodStart(query.period);
  const reasons = await countsOf(db, 'reason_stopped', since);
  const features = await countsOf(db, 'feature_comeback', since);
  const scores = await countsOf(db, 'nps_score', since);
  const nps = npsSummary(new Map([...scores].map(([score, count]) => [Number(score), count])));

  const offset = (query.page - 1) * SURVEY_SUGGESTIONS_PAGE;
  const suggestions = await db.query<{
    id: string;
    suggestions: string;
    nps_score: number;
    language: Locale;
    created_at: Date;
    total: number;
  }>(
    `select id, suggestions, nps_score, language, created_at, count(*) over ()::int as total
     from feedback_surveys where ${IN_PERIOD} and suggestions is not null
     order by created_at desc, id desc limit ${SURVEY_SUGGESTIONS_PAGE} offset $2`,
    [since, offset],
  );
  // Past the last page the window count is lost with the rows: count them on their own.
  const total =
    suggestions.rows[0]?.total ??
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from feedback_surveys
         where ${IN_PERIOD} and suggestions is not null`,
        [since],
      )
    ).rows[0]!.n;

  return {
    period: query.period,
    answers: nps.answers,
    reasons: FEEDBACK_REASONS.map((value) => ({ value, count: reasons.get(value) ?? 0 })),
    features: FEEDBACK_FEATURES.map((value) => ({ value, count: features.get(value) ?? 0 })),
    otherReasons: await otherTexts(db, 'reason_stopped_other', since),
    otherFeatures: await otherTexts(db, 'feature_comeback_other', since),
    nps,
    suggestions: {
      items: suggestions.rows.map((row) => ({
        id: row.id,
        text: row.suggestions,
        npsScore: row.nps_score,
        language: row.language,
        createdAt: row.created_at.toISOString(),
      })),
      page: query.page,
      pageSize: SURVEY_SUGGESTIONS_PAGE,
      total,
    },
  };
}
