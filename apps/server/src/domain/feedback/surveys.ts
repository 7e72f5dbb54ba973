/**
 * The feedback survey (spec 001 §2.14, §4, §5): a signed-in user says why they stopped, what
 * would bring them back, an NPS score and, if they like, suggestions. One answer per user per
 * FEEDBACK_INTERVAL_DAYS: the check and the insert run under a lock on the user's profile row,
 * so two submits at once store one answer and the other is refused.
 */
import {
  FEEDBACK_INTERVAL_DAYS,
  type FeedbackStatus,
  type FeedbackSubmission,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the user stands at `now`, given when they last answered. */
export function feedbackStatusAt(lastAnsweredAt: Date | null, now: Date): FeedbackStatus {
  if (!lastAnsweredAt) return { canAnswer: true, lastAnsweredAt: null, nextAnswerAt: null };
  const next = new Date(lastAnsweredAt.getTime() + FEEDBACK_INTERVAL_DAYS * DAY_MS);
  const canAnswer = next.getTime() <= now.getTime();
  return {
    canAnswer,
    lastAnsweredAt: lastAnsweredAt.toISOString(),
    nextAnswerAt: canAnswer ? null : next.toISOString(),
  };
}

async function lastAnswer(db: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date }>(
    `select created_at from feedback_surveys where user_id = $1
     order by created_at desc limit 1`,
    [userId],
  );
  return rows[0]?.created_at ?? null;
}

/** GET /api/feedback/mine: whether the user may answer now, and when they may again. */
export async function feedbackStatus(db: Queryable, userId: string): Promise<FeedbackStatus> {
  const { rows } = await db.query<{ now: Date }>('select now() as now');
  return feedbackStatusAt(await lastAnswer(db, userId), rows[0]!.now);
}

/**
 * Stores the user's answer; run inside a transaction. Within the interval of a previous answer
 * it refuses with feedback_already_answered (409) and the date the user may answer again.
 */
export async function submitFeedback(
  db: Queryable,
  userId: string,
  answer: FeedbackSubmission,
): Promise<FeedbackStatus> {
  // Serialises one user's submits: the second waits here, then sees the first's row.
  const locked = await db.query('select 1 from profiles where user_id = $1 for update', [userId]);
  if (locked.rowCount === 0) throw new DomainError('unauthorized', 401);
  const { rows } = await db.query<{ now: Date }>('select now() as now');
  const now = rows[0]!.now;
  const before = feedbackStatusAt(await lastAnswer(db, userId), now);
  if (!before.canAnswer) {
    throw new DomainError('feedback_already_answered', 409, 'feedback_already_answered', {
      nextAnswerAt: before.nextAnswerAt!,
    });
  }
  const inserted = await db.query<{ created_at: Date }>(
    `insert into feedback_surveys (user_id, reason_stopped, reason_stopped_other,
       feature_comeback, feature_comeback_other, nps_score, suggestions, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at`,
    [
      userId,
      answer.reasonStopped,
      answer.reasonStoppedOther,
      answer.featureComeback,
      answer.featureComebackOther,
      answer.npsScore,
      answer.suggestions,
      answer.language,
    ],
  );
  return feedbackStatusAt(inserted.rows[0]!.created_at, now);
}
