/**
 * The notifications API (the bell, the /notifications page, email preferences). A notification
 * travels as its type and parameters; the client renders the text (renderNotification).
 */
import { z } from 'zod';
import { EMAIL_CHOICE_TYPES, NOTIFICATION_TONES, NOTIFICATION_TYPES } from '../notifications.js';

export const notificationSchema = z.object({
  id: z.string(),
  /** One of NOTIFICATION_TYPES; a type this client does not know renders as a plain title. */
  type: z.string(),
  tone: z.enum(NOTIFICATION_TONES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** An in-app path to open (e.g. /results/:id), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
/** Named so as not to shadow the browser's global Notification. */
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /api/notifications/bell: the header bell in one request. */
export const notificationBellSchema = z.object({
  unreadCount: z.number(),
  /** The latest 10 not dismissed, newest first. */
  items: z.array(notificationSchema),
});
export type NotificationBell = z.infer<typeof notificationBellSchema>;

/** The bell's list length. */
export const BELL_SIZE = 10;

/** GET /api/notifications?limit=&offset=: every notification not dismissed, newest first. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type NotificationListQuery = Partial<z.output<typeof notificationListQuerySchema>>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number(),
  unreadCount: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /api/notifications/:id/read and /dismiss. */
export const notificationIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/notifications/read-all: how many were unread. */
export const markAllReadResponseSchema = z.object({ ok: z.literal(true), updated: z.number() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** GET /api/notifications/preferences: for every type, whether it also arrives by email. */
export const notificationPreferencesSchema = z.object({
  email: z.record(z.enum(NOTIFICATION_TYPES), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/notifications/preferences: the choices to change (others keep theirs). Only types
 * whose email is a choice; an always-emailed type or an unknown one is refused.
 */
export const notificationPreferencesRequestSchema = z.object({
  email: z.strictObject(
    Object.fromEntries(EMAIL_CHOICE_TYPES.map((type) => [type, z.boolean().optional()])) as Record<
      (typeof EMAIL_CHOICE_TYPES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
});
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;
