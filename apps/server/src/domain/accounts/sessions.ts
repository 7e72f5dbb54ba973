/** The account's signed-in sessions (better-auth's session rows), described for a person. */
import type { AccountSession } from '@leadatlas/shared';
import type { Queryable } from '../../db/pool.js';
import { describeUserAgent } from './user-agent.js';

interface SessionRow {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Sessions that have not expired, the most recently active first. */
export async function listAccountSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const { rows } = await db.query<SessionRow>(
    `select id, "ipAddress", "userAgent", "createdAt", "updatedAt" from session
     where "userId" = $1 and "expiresAt" > now()
     order by (id = $2) desc, "updatedAt" desc`,
    [userId, currentSessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  }));
}

/** "Sign out everywhere else": every session of the account but the one asking. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const { rowCount } = await db.query('delete from session where "userId" = $1 and id <> $2', [
    userId,
    currentSessionId,
  ]);
  return rowCount ?? 0;
}
