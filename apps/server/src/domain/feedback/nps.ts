/**
 * The Net Promoter Score of a set of answers: the share of promoters (9–10) minus the share of
 * detractors (0–6), in points from −100 to 100, rounded. No answers, no score (null): "0" would
 * claim a balance nobody expressed.
 */
import {
  NPS_DETRACTOR_TO,
  NPS_MAX,
  NPS_MIN,
  NPS_PROMOTER_FROM,
  NPS_SCORES,
  type NpsSummary,
} from '@leadatlas/shared';

/** From how many answered each score (missing scores count 0) to the summary shown to staff. */
export function npsSummary(countsByScore: ReadonlyMap<number, number>): NpsSummary {
  const distribution = NPS_SCORES.map((score) => ({
    score,
    count: countsByScore.get(score) ?? 0,
  }));
  for (const [score, count] of countsByScore) {
    if (!Number.isInteger(score) || score < NPS_MIN || score > NPS_MAX) {
      throw new RangeError(`NPS score out of range: ${score}`);
    }
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad count: ${count}`);
  }
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const { score, count } of distribution) {
    if (score >= NPS_PROMOTER_FROM) promoters += count;
    else if (score <= NPS_DETRACTOR_TO) detractors += count;
    else passives += count;
  }
  const answers = promoters + passives + detractors;
  // Math.round(-0.5) is -0: add 0 to keep "0" a plain zero.
  const score = answers === 0 ? null : Math.round(((promoters - detractors) * 100) / answers) + 0;
  return { distribution, answers, promoters, passives, detractors, score };
}
