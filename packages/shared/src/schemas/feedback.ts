/** The feedback survey API (/api/feedback…) and its results in the staff console. */
import { z } from 'zod';
import {
  FEEDBACK_FEATURES,
  FEEDBACK_OTHER_FEATURE,
  FEEDBACK_OTHER_MAX,
  FEEDBACK_OTHER_REASON,
  FEEDBACK_REASONS,
  FEEDBACK_SUGGESTIONS_MAX,
  NPS_MAX,
  NPS_MIN,
  SURVEY_PERIODS,
} from '../feedback.js';
import { inputText, localeSchema, optionalHumanText } from './common.js';

/** Optional text that keeps its line breaks (suggestions): blank becomes null. */
const optionalLongText = (max: number) =>
  inputText()
    .optional()
    .nullable()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(max).nullable());

/**
 * POST /api/feedback. An 'other' choice needs its text (spec 001 §2.14); a text beside any other
 * choice is refused rather than stored against an answer that does not ask for it.
 */
export const feedbackSubmitSchema = z
  .object({
    reasonStopped: z.enum(FEEDBACK_REASONS),
    reasonStoppedOther: optionalHumanText(FEEDBACK_OTHER_MAX),
    featureComeback: z.enum(FEEDBACK_FEATURES),
    featureComebackOther: optionalHumanText(FEEDBACK_OTHER_MAX),
    npsScore: z.number().int().min(NPS_MIN).max(NPS_MAX),
    suggestions: optionalLongText(FEEDBACK_SUGGESTIONS_MAX),
    language: localeSchema,
  })
  .superRefine((value, context) => {
    const pairs = [
      ['reasonStoppedOther', value.reasonStopped === FEEDBACK_OTHER_REASON],
      ['featureComebackOther', value.featureComeback === FEEDBACK_OTHER_FEATURE],
    ] as const;
    for (const [field, isOther] of pairs) {
      const text = value[field];
      if (isOther && !text) {
        context.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
      if (!isOther && text) {
        context.addIssue({ code: 'custom', path: [field], message: 'not_other' });
      }
    }
  });
export type FeedbackSubmitInput = z.input<typeof feedbackSubmitSchema>;
export type FeedbackSubmission = z.output<typeof feedbackSubmitSchema>;

/**
 * GET /api/feedback/mine, and the answer to a submit: whether the user may answer now, when
 * they last did and, within the 30 days, when they may again.
 */
export const feedbackStatusSchema = z.object({
  canAnswer: z.boolean(),
  lastAnsweredAt: z.string().nullable(),
  nextAnswerAt: z.string().nullable(),
});
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** GET /api/staff/surveys: the period summed over, and a page of suggestions. */
export const staffSurveyQuerySchema = z.object({
  period: z.enum(SURVEY_PERIODS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StaffSurveyQuery = z.infer<typeof staffSurveyQuerySchema>;

const countSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), count: z.number().int() });

const otherTextSchema = z.object({ text: z.string(), createdAt: z.string() });

export const npsSummarySchema = z.object({
  /** How many answered each score, 0 to 10 (11 entries). */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  answers: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** %promoters − %detractors, rounded (−100 to 100); null with no answers. */
  score: z.number().int().nullable(),
});
export type NpsSummary = z.infer<typeof npsSummarySchema>;

export const staffSuggestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  npsScore: z.number().int(),
  language: localeSchema,
  createdAt: z.string(),
});
export type StaffSuggestion = z.infer<typeof staffSuggestionSchema>;

export const staffSurveyResultsSchema = z.object({
  period: z.enum(SURVEY_PERIODS),
  answers: z.number().int(),
  reasons: z.array(countSchema(FEEDBACK_REASONS)),
  features: z.array(countSchema(FEEDBACK_FEATURES)),
  /** The newest 'other' texts (answers of deleted accounts keep their choice, not their words). */
  otherReasons: z.array(otherTextSchema),
  otherFeatures: z.array(otherTextSchema),
  nps: npsSummarySchema,
  suggestions: z.object({
    items: z.array(staffSuggestionSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type StaffSurveyResults = z.infer<typeof staffSurveyResultsSchema>;
