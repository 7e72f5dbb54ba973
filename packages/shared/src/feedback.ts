/**
 * The feedback survey's constants (spec 001 §2.14, §3, §9): why a user stopped, what would bring
 * them back, the NPS scale, the length limits of its texts, how often one person may answer, and
 * the periods the staff console sums over.
 */
export const FEEDBACK_REASONS = [
  'didnt_understand',
  'technical_issues',
  'no_time',
  'too_expensive',
  'other',
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_FEATURES = [
  'better_pricing',
  'more_integrations',
  'faster_results',
  'other_feature',
] as const;
export type FeedbackFeature = (typeof FEEDBACK_FEATURES)[number];

/** The choices that ask the user to say what, in a text field of their own. */
export const FEEDBACK_OTHER_REASON: FeedbackReason = 'other';
export const FEEDBACK_OTHER_FEATURE: FeedbackFeature = 'other_feature';

/** NPS: 11 buttons, 0 to 10. Promoters answer 9–10, detractors 0–6 (the usual bands). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const NPS_SCORES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);
export const NPS_PROMOTER_FROM = 9;
export const NPS_DETRACTOR_TO = 6;

export const FEEDBACK_OTHER_MAX = 500;
export const FEEDBACK_SUGGESTIONS_MAX = 2000;

/** One answer per user per this many days. */
export const FEEDBACK_INTERVAL_DAYS = 30;

/** The staff console's period filter: the last 30 or 90 days, or every answer. */
export const SURVEY_PERIODS = ['30', '90', 'all'] as const;
export type SurveyPeriod = (typeof SURVEY_PERIODS)[number];

/** Suggestions per page in the staff console. */
export const SURVEY_SUGGESTIONS_PAGE = 20;
/** The newest 'other' texts listed under each question. */
export const SURVEY_OTHER_TEXTS_SHOWN = 50;
