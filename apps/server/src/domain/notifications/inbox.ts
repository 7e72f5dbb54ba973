/**
 * A user's own notifications: the bell (unread count and the latest ones), the pages of
 * /notifications, mark read, mark all read, dismiss. Every statement is scoped to the user: an id
 * of someone else's notification is not found, and nothing changes.
 */
import {
  BELL_SIZE,
  type NotificationBell,
  type NotificationItem,
  type NotificationListResponse,
  type NotificationTone,
  type NotificationParams,
} from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { DomainError } from '../errors.js';
import { signalUser } from './notify.js';

interface Row {
  id: string;
  type: string;
  tone: NotificationTone;
  params: NotificationParams;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, type, tone, params, link, read_at, created_at';

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    tone: row.tone,
    params: { ...row.params },
    link: row.link,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

async function latest(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<NotificationItem[]> {
  const { rows } = await db.query<Row>(
    `select ${COLUMNS} from notifications
     where user_id = $1 and dismissed_at is null
     order by created_at desc, id desc limit $2 offset $3`,
    [userId, limit, offset],
  );
  return rows.map(toItem);
}

/** The header bell: unread count and the latest notifications not dismissed, one statement. */
export async function getBell(db: Queryable, userId: string): Promise<NotificationBell> {
  const { rows } = await db.query<{ unread: number } & (Row | { [K in keyof Row]: null })>(
    `select u.unread, n.*
     from (select count(*)::int as unread from notifications
           where user_id = $1 and read_at is null and dismissed_at is null) u
     left join lateral (
       select ${COLUMNS} from notifications
       where user_id = $1 and dismissed_at is null
       order by created_at desc, id desc limit $2
     ) n on true`,
    [userId, BELL_SIZE],
  );
  return {
    unreadCount: rows[0]?.unread ?? 0,
    items: rows.flatMap((row) => (row.id === null ? [] : [toItem(row as Row)])),
  };
}

/** A page of /notifications: newest first, with the total and the unread count. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<NotificationListResponse> {
  const [items, totals] = await Promise.all([
    latest(db, userId, page.limit, page.offset),
    db.query<{ total: number; unread: number }>(
      `select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
       from notifications where user_id = $1 and dismissed_at is null`,
      [userId],
    ),
  ]);
  return { items, total: totals.rows[0]!.total, unreadCount: totals.rows[0]!.unread };
}

/** One update of the user's notifications; wakes their open pages when it changed any. */
async function changeOwn(
  db: Queryable,
  userId: string,
  set: string,
  where: string,
  params: unknown[] = [],
): Promise<number> {
  const { rowCount } = await db.query(
    `update notifications set ${set} where user_id = $1 and dismissed_at is null and ${where}`,
    [userId, ...params],
  );
  const changed = rowCount ?? 0;
  if (changed > 0) await signalUser(db, userId);
  return changed;
}

/** Finds the user's notification (not dismissed) or answers 404. */
async function assertOwn(db: Queryable, userId: string, id: string): Promise<void> {
  const { rowCount } = await db.query(
    'select 1 from notifications where id = $1 and user_id = $2 and dismissed_at is null',
    [id, userId],
  );
  if (!rowCount) throw new DomainError('not_found', 404);
}

export async function markRead(db: Queryable, userId: string, id: string): Promise<void> {
  await assertOwn(db, userId, id);
  await changeOwn(db, userId, 'read_at = now()', 'id = $2 and read_at is null', [id]);
}

export async function markAllRead(db: Queryable, userId: string): Promise<number> {
  return changeOwn(db, userId, 'read_at = now()', 'read_at is null');
}

/** Gone from the bell and the page (and read); a second dismissal is not found. */
export async function dismiss(db: Queryable, userId: string, id: string): Promise<void> {
  const changed = await changeOwn(
    db,
    userId,
    'dismissed_at = now(), read_at = coalesce(read_at, now())',
    'id = $2',
    [id],
  );
  if (changed === 0) throw new DomainError('not_found', 404);
}
