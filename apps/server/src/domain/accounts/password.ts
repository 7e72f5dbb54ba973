/**
 * The account's password, checked and changed with better-auth's own hasher (the one its
 * sign-in verifies with). We do it here rather than through better-auth's /change-password:
 * that endpoint, asked to end other sessions, ends this one too and issues a new cookie; ours
 * keeps the session the user is on and says how many others ended.
 */
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import type { Auth } from '../../auth/auth.js';
import { DomainError } from '../errors.js';
import { revokeOtherSessions } from './sessions.js';

export interface PasswordDeps {
  pool: Pool;
  auth: Auth;
}

/** The user's email-and-password credential (null when they sign in only socially). */
async function credentialHash(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password: string | null }>(
    `select password from account where "userId" = $1 and "providerId" = 'credential'`,
    [userId],
  );
  return rows[0]?.password ?? null;
}

/** Throws wrong_password (or password_not_set) unless `password` is the account's. */
export async function assertCurrentPassword(
  deps: PasswordDeps,
  userId: string,
  password: string,
): Promise<void> {
  const hash = await credentialHash(deps.pool, userId);
  if (!hash) throw new DomainError('password_not_set', 400);
  const context = await deps.auth.$context;
  if (!(await context.password.verify({ hash, password }))) {
    throw new DomainError('wrong_password', 400);
  }
}

export interface ChangePasswordInput {
  userId: string;
  /** The session the request came with: it stays signed in. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  signOutOthers: boolean;
}

/** Sets a new password; with signOutOthers, every other session of the account ends. */
export async function changePassword(
  deps: PasswordDeps,
  input: ChangePasswordInput,
): Promise<{ signedOutSessions: number }> {
  await assertCurrentPassword(deps, input.userId, input.currentPassword);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.newPassword);
  return inTransaction(deps.pool, async (db) => {
    await db.query(
      `update account set password = $2, "updatedAt" = now()
       where "userId" = $1 and "providerId" = 'credential'`,
      [input.userId, hash],
    );
    if (!input.signOutOthers) return { signedOutSessions: 0 };
    return { signedOutSessions: await revokeOtherSessions(db, input.userId, input.sessionId) };
  });
}
