/**
 * The user's home (/account): profile and language, email change, password, sessions,
 * deletion and the data export. Every rule is in domain/accounts; these only authenticate,
 * validate, call and map.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  emailChangeConfirmRequestSchema,
  emailChangeConfirmResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  okSchema,
  revokeSessionsResponseSchema,
  updateProfileRequestSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import { requestAppOrigin } from '../request-origin.js';
import { headerLocale } from '../../lib/locale.js';
import { updateProfile } from '../../domain/accounts/profile.js';
import { changePassword } from '../../domain/accounts/password.js';
import { confirmEmailChange, requestEmailChange } from '../../domain/accounts/email-change.js';
import { listAccountSessions, revokeOtherSessions } from '../../domain/accounts/sessions.js';
import { deleteAccount } from '../../domain/accounts/delete-account.js';
import { exportAccountData } from '../../domain/accounts/export-data.js';

/** Routes that check the current password: a few tries per user, then wait. */
const PASSWORD_LIMIT = { max: 10, timeWindow: '10 minutes' };

export const myAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/api/account/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Saves the full name and/or the language (the language of every email)',
          body: updateProfileRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await updateProfile(ctx.pool, user.id, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/account/email-change',
      {
        schema: {
          tags: ['account'],
          summary: 'Mails a confirmation link to the new address (current password required)',
          body: emailChangeRequestSchema,
          response: { 200: emailChangeResponseSchema },
        },
        config: { rateLimit: PASSWORD_LIMIT },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const result = await requestEmailChange(ctx, {
          userId: user.id,
          newEmail: request.body.newEmail,
          currentPassword: request.body.currentPassword,
          appUrl: requestAppOrigin(request, ctx.config) ?? ctx.config.appUrl,
          locale: headerLocale(request.headers),
        });
        return { ok: true as const, ...result };
      },
    );

    app.post(
      '/api/account/email-change/confirm',
      {
        schema: {
          tags: ['account'],
          summary: 'Follows the link: the account moves to the new address; the old one is told',
          body: emailChangeConfirmRequestSchema,
          response: { 200: emailChangeConfirmResponseSchema },
        },
        // The link may be opened on another device, signed out: the token is the proof.
        config: { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const result = await confirmEmailChange(
          { ...ctx, supportEmail: ctx.config.APP_CONTACT_EMAIL },
          request.body.token,
        );
        return { ok: true as const, ...result };
      },
    );

    app.post(
      '/api/account/password',
      {
        schema: {
          tags: ['account'],
          summary: 'Changes the password (current one required); may end every other session',
          body: changePasswordRequestSchema,
          response: { 200: changePasswordResponseSchema },
        },
        config: { rateLimit: PASSWORD_LIMIT },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const result = await changePassword(ctx, {
          userId: user.id,
          sessionId: user.sessionId,
          ...request.body,
        });
        return { ok: true as const, ...result };
      },
    );

    app.get(
      '/api/account/sessions',
      {
        schema: {
          tags: ['account'],
          summary: 'The signed-in sessions of the account (device, address, dates; no tokens)',
          response: { 200: accountSessionsResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { sessions: await listAccountSessions(ctx.pool, user.id, user.sessionId) };
      },
    );

    app.post(
      '/api/account/sessions/revoke-others',
      {
        schema: {
          tags: ['account'],
          summary: 'Signs out every session of the account but this one',
          response: { 200: revokeSessionsResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        const signedOut = await revokeOtherSessions(ctx.pool, user.id, user.sessionId);
        return { ok: true as const, signedOut };
      },
    );

    app.post(
      '/api/account/delete',
      {
        schema: {
          tags: ['account'],
          summary: 'Deletes the account (typed email as confirmation); see decision 0015',
          body: deleteAccountRequestSchema,
          response: { 200: okSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await deleteAccount(
          { pool: ctx.pool, provider: ctx.billing.provider, log: ctx.log, notify: ctx.notify },
          { userId: user.id, confirmation: request.body.confirmation },
        );
        return { ok: true as const };
      },
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Everything kept about the user, as a JSON file (attachment)',
          response: { 200: accountExportSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        const data = await exportAccountData(ctx.pool, user.id);
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="leadatlas-data-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );
  };
