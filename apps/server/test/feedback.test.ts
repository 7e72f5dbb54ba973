/**
 * The feedback survey (issue 16, spec 001 §2.14): validation of every field, one answer per
 * user per 30 days (two submits at once store one), sign-in required, the results only for
 * staff whatever is sent, and the NPS arithmetic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedbackSubmitSchema,
  type FeedbackStatus,
  type StaffSurveyResults,
} from '@leadatlas/shared';
import { setStaff } from '../src/domain/support/staff.js';
import { npsSummary } from '../src/domain/feedback/nps.js';
import { feedbackStatusAt, submitFeedback } from '../src/domain/feedback/surveys.js';
import { createTestApp, get, post, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staffCookie: string;
let users = 0;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: '1000' });
  staffCookie = (await signedInUser(t, 'encuestas.staff@example.com')).cookie;
  expect(await setStaff(t.pool, 'encuestas.staff@example.com', true)).not.toBeNull();
});
afterAll(async () => t.close());

/** A new signed-in user (the submit limit is per user: each test gets its own). */
async function someone(): Promise<{ cookie: string; id: string }> {
  users += 1;
  const email = `encuestado${users}@example.com`;
  const { cookie } = await signedInUser(t, email);
  const { rows } = await t.pool.query<{ id: string }>('select id from "user" where email = $1', [
    email,
  ]);
  return { cookie, id: rows[0]!.id };
}

const answer = {
  reasonStopped: 'no_time',
  featureComeback: 'faster_results',
  npsScore: 7,
  language: 'es',
};

const count = async (userId?: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from feedback_surveys where $1::text is null or user_id = $1',
      [userId ?? null],
    )
  ).rows[0]!.n;

describe('answering the survey', () => {
  it('stores an answer, and says when the user may answer again', async () => {
    const user = await someone();
    const before = (await get(t, '/api/feedback/mine', user.cookie)).json() as FeedbackStatus;
    expect(before).toEqual({ canAnswer: true, lastAnsweredAt: null, nextAnswerAt: null });

    const response = await post(
      t,
      '/api/feedback',
      {
        ...answer,
        reasonStopped: 'other',
        reasonStoppedOther: '  <b>No encontré</b>   mi sector  ',
        suggestions: '<script>alert(1)</script>\nMás filtros',
      },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json() as FeedbackStatus;
    expect(status.canAnswer).toBe(false);
    const days =
      (Date.parse(status.nextAnswerAt!) - Date.parse(status.lastAnsweredAt!)) / 86_400_000;
    expect(days).toBe(30);
    expect((await get(t, '/api/feedback/mine', user.cookie)).json()).toEqual(status);

    const { rows } = await t.pool.query(
      `select reason_stopped, reason_stopped_other, feature_comeback, feature_comeback_other,
         nps_score, suggestions, language from feedback_surveys where user_id = $1`,
      [user.id],
    );
    // Text is stored as typed (HTML included), trimmed; line breaks in suggestions kept.
    expect(rows).toEqual([
      {
        reason_stopped: 'other',
        reason_stopped_other: '<b>No encontré</b> mi sector',
        feature_comeback: 'faster_results',
        feature_comeback_other: null,
        nps_score: 7,
        suggestions: '<script>alert(1)</script>\nMás filtros',
        language: 'es',
      },
    ]);
  });

  it('refuses missing choices, unknown values, an "other" without its text and scores out of 0–10', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { ...answer, reasonStopped: undefined },
      { ...answer, featureComeback: undefined },
      { ...answer, npsScore: undefined },
      { ...answer, reasonStopped: 'bored' },
      { ...answer, featureComeback: 'other' },
      { ...answer, reasonStopped: 'other' },
      { ...answer, reasonStopped: 'other', reasonStoppedOther: '    ' },
      { ...answer, featureComeback: 'other_feature', featureComebackOther: '' },
      { ...answer, reasonStopped: 'other', reasonStoppedOther: 'x'.repeat(501) },
      { ...answer, reasonStoppedOther: 'texto sin elegir "other"' },
      { ...answer, npsScore: -1 },
      { ...answer, npsScore: 11 },
      { ...answer, npsScore: 7.5 },
      { ...answer, npsScore: '7' },
      { ...answer, suggestions: 'x'.repeat(2001) },
      { ...answer, language: 'fr' },
      { ...answer, suggestions: 'a\u0000b' },
    ];
    // Ten submits per user in ten minutes: spread the bad bodies over fresh users.
    for (let i = 0; i < bad.length; i += 9) {
      const user = await someone();
      for (const body of bad.slice(i, i + 9)) {
        const response = await post(t, '/api/feedback', body, user.cookie);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_failed' });
      }
      expect(await count(user.id)).toBe(0);
      // After all that, a good answer still goes through: refusals leave nothing behind.
      const ok = await post(
        t,
        '/api/feedback',
        { ...answer, featureComeback: 'other_feature', featureComebackOther: 'x'.repeat(500) },
        user.cookie,
      );
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });

  it('needs a signed-in user: anonymous callers get 401 and nothing is stored', async () => {
    const before = await count();
    const anonymous = await post(t, '/api/feedback', answer);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    expect((await post(t, '/api/feedback', { junk: true })).statusCode).toBe(401);
    expect((await get(t, '/api/feedback/mine')).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('one answer per 30 days: a second is refused with the date, allowed again after 30 days', async () => {
    const user = await someone();
    const first = await post(t, '/api/feedback', answer, user.cookie);
    expect(first.statusCode).toBe(200);
    const next = (first.json() as FeedbackStatus).nextAnswerAt;

    const second = await post(t, '/api/feedback', { ...answer, npsScore: 0 }, user.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'feedback_already_answered', nextAnswerAt: next });
    expect(await count(user.id)).toBe(1);

    // 29 days later: still refused. 30 days and a minute later: accepted.
    await t.pool.query(
      `update feedback_surveys set created_at = now() - interval '29 days' where user_id = $1`,
      [user.id],
    );
    expect((await post(t, '/api/feedback', answer, user.cookie)).statusCode).toBe(409);
    await t.pool.query(
      `update feedback_surveys set created_at = now() - interval '30 days 1 minute'
       where user_id = $1`,
      [user.id],
    );
    const mine = (await get(t, '/api/feedback/mine', user.cookie)).json() as FeedbackStatus;
    expect(mine.canAnswer).toBe(true);
    expect(mine.lastAnsweredAt).not.toBeNull();
    expect((await post(t, '/api/feedback', answer, user.cookie)).statusCode).toBe(200);
    expect(await count(user.id)).toBe(2);
  });

  it('two submits at once store one answer; the other gets the 409', async () => {
    const user = await someone();
    const responses = await Promise.all(
      [1, 2, 3].map((n) => post(t, '/api/feedback', { ...answer, npsScore: n }, user.cookie)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await count(user.id)).toBe(1);
  });

  it('a submit that overlaps another waits for it, then is refused (no second row)', async () => {
    const user = await someone();
    const answerIn = feedbackSubmitSchema.parse(answer);
    const first = await t.pool.connect();
    const second = await t.pool.connect();
    try {
      await first.query('begin');
      await second.query('begin');
      await submitFeedback(first, user.id, answerIn);
      // The first has not committed: the second must wait for it, not read around it.
      let settled = false;
      const late = submitFeedback(second, user.id, answerIn).finally(() => {
        settled = true;
      });
      late.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await first.query('commit');
      await expect(late).rejects.toMatchObject({ code: 'feedback_already_answered', status: 409 });
    } finally {
      await second.query('rollback');
      first.release();
      second.release();
    }
    expect(await count(user.id)).toBe(1);
  });

  it('limits submits per user (429 after ten in ten minutes)', async () => {
    const user = await someone();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await post(t, '/api/feedback', { npsScore: 99 }, user.cookie)).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the results, for staff only', () => {
  it('refuse everyone else whatever they send', async () => {
    const user = await someone();
    for (const url of [
      '/api/staff/surveys',
      '/api/staff/surveys?period=30&page=2',
      '/api/staff/surveys?period=nonsense&page=-1',
      `/api/staff/surveys?page=${'9'.repeat(400)}`,
    ]) {
      expect((await get(t, url, user.cookie)).statusCode, url).toBe(403);
      expect((await get(t, url)).statusCode, url).toBe(401);
    }
    expect((await get(t, '/api/staff/surveys?period=nonsense', staffCookie)).statusCode).toBe(400);
  });

  it('count each answer, list the "other" texts and suggestions newest first, and compute the NPS', async () => {
    await t.pool.query('delete from feedback_surveys');
    // Three promoters, one passive, two detractors: (3 − 2) / 6 = 16.67 → 17.
    const scores = [10, 9, 9, 8, 3, 0];
    for (const [i, npsScore] of scores.entries()) {
      const user = await someone();
      const body =
        i === 0
          ? {
              ...answer,
              reasonStopped: 'other',
              reasonStoppedOther: 'Cambié de trabajo',
              featureComeback: 'other_feature',
              featureComebackOther: 'Exportar a Excel',
              npsScore,
              suggestions: 'Primera sugerencia',
            }
          : {
              ...answer,
              reasonStopped: i % 2 ? 'too_expensive' : 'no_time',
              featureComeback: 'better_pricing',
              npsScore,
              suggestions: i === 5 ? 'Última sugerencia' : undefined,
              language: 'en',
            };
      expect((await post(t, '/api/feedback', body, user.cookie)).statusCode).toBe(200);
      // Spread the answers over time: the first the oldest (100 days ago), the last the newest.
      await t.pool.query(
        `update feedback_surveys set created_at = now() - make_interval(days => $2)
         where user_id = $1`,
        [user.id, [100, 60, 50, 40, 10, 1][i]],
      );
    }

    const all = (await get(t, '/api/staff/surveys', staffCookie)).json() as StaffSurveyResults;
    expect(all.period).toBe('all');
    expect(all.answers).toBe(6);
    expect(all.reasons).toEqual([
      { value: 'didnt_understand', count: 0 },
      { value: 'technical_issues', count: 0 },
      { value: 'no_time', count: 2 },
      { value: 'too_expensive', count: 3 },
      { value: 'other', count: 1 },
    ]);
    expect(all.features).toEqual([
      { value: 'better_pricing', count: 5 },
      { value: 'more_integrations', count: 0 },
      { value: 'faster_results', count: 0 },
      { value: 'other_feature', count: 1 },
    ]);
    expect(all.otherReasons.map((o) => o.text)).toEqual(['Cambié de trabajo']);
    expect(all.otherFeatures.map((o) => o.text)).toEqual(['Exportar a Excel']);
    expect(all.nps).toMatchObject({ answers: 6, promoters: 3, passives: 1, detractors: 2 });
    expect(all.nps.score).toBe(17);
    expect(all.nps.distribution).toHaveLength(11);
    expect(all.nps.distribution.find((d) => d.score === 9)?.count).toBe(2);
    expect(all.suggestions.items.map((s) => s.text)).toEqual([
      'Última sugerencia',
      'Primera sugerencia',
    ]);
    expect(all.suggestions).toMatchObject({ page: 1, total: 2 });

    // The last 30 days: the two newest (3 and 0: all detractors → −100), no 'other'.
    const recent = (
      await get(t, '/api/staff/surveys?period=30', staffCookie)
    ).json() as StaffSurveyResults;
    expect(recent.answers).toBe(2);
    expect(recent.nps.score).toBe(-100);
    expect(recent.otherReasons).toEqual([]);
    expect(recent.suggestions.items.map((s) => s.text)).toEqual(['Última sugerencia']);
    const quarter = (
      await get(t, '/api/staff/surveys?period=90', staffCookie)
    ).json() as StaffSurveyResults;
    expect(quarter.answers).toBe(5);

    // Past the last page: no items, the total still told.
    const beyond = (
      await get(t, '/api/staff/surveys?page=5', staffCookie)
    ).json() as StaffSurveyResults;
    expect(beyond.suggestions).toMatchObject({ items: [], page: 5, total: 2 });
  });

  it('pages suggestions 20 at a time', async () => {
    await t.pool.query('delete from feedback_surveys');
    await t.pool.query(
      `insert into feedback_surveys (reason_stopped, feature_comeback, nps_score, suggestions,
         language, created_at)
       select 'no_time', 'better_pricing', 7, 'sugerencia ' || n, 'es',
              now() - make_interval(mins => n)
       from generate_series(1, 25) n`,
    );
    const first = (await get(t, '/api/staff/surveys', staffCookie)).json() as StaffSurveyResults;
    expect(first.suggestions.items).toHaveLength(20);
    expect(first.suggestions.items[0]!.text).toBe('sugerencia 1');
    expect(first.suggestions.total).toBe(25);
    const second = (
      await get(t, '/api/staff/surveys?page=2', staffCookie)
    ).json() as StaffSurveyResults;
    expect(second.suggestions.items.map((s) => s.text)).toEqual(
      [21, 22, 23, 24, 25].map((n) => `sugerencia ${n}`),
    );
    // All passives: a score of 0, not "no score".
    expect(first.nps.score).toBe(0);
  });
});

describe('the NPS arithmetic', () => {
  const summary = (pairs: [number, number][]) => npsSummary(new Map(pairs));

  it('no answers: no score', () => {
    expect(summary([])).toMatchObject({ answers: 0, score: null });
    expect(summary([[10, 0]]).score).toBeNull();
  });

  it('all passives: 0; all promoters: 100; all detractors: −100', () => {
    expect(
      summary([
        [7, 3],
        [8, 5],
      ]).score,
    ).toBe(0);
    expect(Object.is(summary([[7, 1]]).score, 0)).toBe(true);
    expect(
      summary([
        [9, 1],
        [10, 4],
      ]).score,
    ).toBe(100);
    expect(
      summary([
        [0, 2],
        [6, 1],
      ]).score,
    ).toBe(-100);
  });

  it('the bands: 0–6 detractors, 7–8 passives, 9–10 promoters; rounded to a whole point', () => {
    const s = summary([
      [6, 1],
      [7, 1],
      [8, 1],
      [9, 1],
    ]);
    expect(s).toMatchObject({ promoters: 1, passives: 2, detractors: 1, score: 0 });
    // 2 promoters, 1 detractor of 3: 33.33 → 33.
    expect(
      summary([
        [10, 2],
        [0, 1],
      ]).score,
    ).toBe(33);
    // 1 promoter of 3: 33.33; 2 detractors of 3: −66.67 → −67.
    expect(
      summary([
        [1, 2],
        [5, 0],
        [8, 1],
      ]).score,
    ).toBe(-67);
    expect(summary([[3, 1]]).distribution.map((d) => d.count)).toEqual([
      0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('refuses scores outside 0–10', () => {
    expect(() => summary([[11, 1]])).toThrow(RangeError);
    expect(() => summary([[-1, 1]])).toThrow(RangeError);
  });

  it('the 30 days of the rule', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(feedbackStatusAt(null, at).canAnswer).toBe(true);
    const day29 = feedbackStatusAt(at, new Date('2026-01-30T10:00:00Z'));
    expect(day29).toEqual({
      canAnswer: false,
      lastAnsweredAt: '2026-01-01T10:00:00.000Z',
      nextAnswerAt: '2026-01-31T10:00:00.000Z',
    });
    expect(feedbackStatusAt(at, new Date('2026-01-31T10:00:00Z')).canAnswer).toBe(true);
  });
});
