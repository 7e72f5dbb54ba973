/**
 * The signed-in user's notifications: the bell, the pages of /notifications, mark read, mark all
 * read, dismiss, email preferences, and the live stream that wakes open pages. Every route acts
 * on the session's user only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllReadResponseSchema,
  notificationBellSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesRequestSchema,
  notificationPreferencesSchema,
  okSchema,
} from '@leadatlas/shared';
import type { AppContext } from '../context.js';
import { requireSession } from '../session.js';
import {
  dismiss,
  getBell,
  listNotifications,
  markAllRead,
  markRead,
} from '../../domain/notifications/inbox.js';
import { getPreferences, savePreferences } from '../../domain/notifications/preferences.js';
import { NOTIFICATION_CHANNEL } from '../../domain/notifications/notify.js';
import { followEvents } from '../event-stream.js';

export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications/bell',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The header bell: unread count and the latest 10 not dismissed',
          response: { 200: notificationBellSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getBell(ctx.pool, user.id);
      },
    );

    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The notifications not dismissed, newest first, in pages',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return listNotifications(ctx.pool, user.id, request.query);
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks one of your notifications read',
          params: notificationIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await markRead(ctx.pool, user.id, request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks every one of your notifications read',
          response: { 200: markAllReadResponseSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return { ok: true as const, updated: await markAllRead(ctx.pool, user.id) };
      },
    );

    app.post(
      '/api/notifications/:id/dismiss',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Dismisses one of your notifications (gone from the bell and the list)',
          params: notificationIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        await dismiss(ctx.pool, user.id, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          summary: 'For every notification type, whether it also arrives by email',
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return getPreferences(ctx.pool, user.id);
      },
    );

    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Chooses which notification types also arrive by email',
          body: notificationPreferencesRequestSchema,
          response: { 200: notificationPreferencesSchema },
        },
      },
      async (request) => {
        const user = await requireSession(ctx.auth, request);
        return savePreferences(ctx.pool, user.id, request.body);
      },
    );

    app.get(
      '/api/notifications/events',
      {
        // Server-Sent Events that last as long as the page: not in the OpenAPI document, whose
        // readers (clients, the route fuzz) expect answers that end. Described in the README.
        schema: { hide: true },
      },
      async (request, reply) => {
        const user = await requireSession(ctx.auth, request);
        let last = '';
        await followEvents(ctx.events, request, reply, {
          channel: NOTIFICATION_CHANNEL,
          key: user.id,
          async flush(writer) {
            const bell = await getBell(ctx.pool, user.id);
            const signature = JSON.stringify(bell);
            if (signature !== last && !writer.closed) {
              last = signature;
              writer.send('bell', bell);
            }
            return false;
          },
        });
      },
    );
  };
