/**
 * The feedback survey (issue 16, spec 001 §2.14): a signed-in user answers it once per 30 days
 * and reads whether they may; staff read the results. The survey's page is public, its API is
 * not: an anonymous submit answers 401 ('Debes estar logueado para enviar feedback').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackStatusSchema,
  feedbackSubmitSchema,
  staffSurveyQuerySchema,
  staffSurveyResultsSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { inTransaction } from '../../db/pool.js';
import { feedbackStatus, submitFeedback } from '../../domain/feedback/surveys.js';
import { surveyResults } from '../../domain/feedback/results.js';

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Answers the feedback survey (once per 30 days; 409 within them)',
          body: feedbackSubmitSchema,
          response: { 200: feedbackStatusSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return inTransaction(ctx.pool, (db) => submitFeedback(db, user.id, request.body));
      },
    );

    app.get(
      '/api/feedback/mine',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Whether you may answer the survey now, and when you may again',
          response: { 200: feedbackStatusSchema },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return feedbackStatus(ctx.pool, user.id);
      },
    );
  };

/** The console's survey results; registered inside `staffScope` (app.ts). */
export const staffSurveyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/staff/surveys',
      {
        schema: {
          tags: ['staff'],
          summary: 'Staff: survey results (counts, NPS, suggestions newest first) over a period',
          querystring: staffSurveyQuerySchema,
          response: { 200: staffSurveyResultsSchema },
        },
      },
      async (request) => surveyResults(ctx.pool, request.query),
    );
  };
