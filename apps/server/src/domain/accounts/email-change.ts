/**
 * Moving an account to another email address. The user asks with their password; a link goes
 * to the NEW address only (it proves the user reads it); following it moves the account and
 * tells the OLD address. The link's token is random, stored only as its SHA-256, works once and
 * for 24 hours. better-auth's own change-email is not used: it mails the current address, asks
 * no password, its link is a reusable signed token and it tells no one (decision 0015).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Auth } from '../../auth/auth.js';
import type { Mailer } from '../email/mailer.js';
import { emailChangeConfirmEmail, emailChangedNoticeEmail } from '../email/templates.js';
import { DomainError } from '../errors.js';
import { assertCurrentPassword } from './password.js';
import { userEmailLocale } from './email-locale.js';

export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Where the link lands in the web app (it posts the token to the API). */
export const EMAIL_CHANGE_PATH = '/account/email-change';

export interface EmailChangeDeps {
  pool: Pool;
  auth: Auth;
  mailer: Mailer;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function emailTaken(db: Pick<Pool, 'query'>, email: string, userId: string) {
  const { rowCount } = await db.query('select 1 from "user" where email = $1 and id <> $2', [
    email,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function requestEmailChange(
  deps: EmailChangeDeps,
  input: {
    userId: string;
    newEmail: string;
    currentPassword: string;
    /** The app origin the user is on: the link opens there. */
    appUrl: string;
    /** The interface language, for an account without a saved one. */
    locale?: Locale | undefined;
  },
): Promise<{ sentTo: string }> {
  const newEmail = input.newEmail.trim().toLowerCase();
  const { rows } = await deps.pool.query<{ email: string }>(
    'select email from "user" where id = $1',
    [input.userId],
  );
  const oldEmail = rows[0]?.email;
  if (!oldEmail) throw new DomainError('unauthorized', 401);
  await assertCurrentPassword(deps, input.userId, input.currentPassword);
  if (newEmail === oldEmail) throw new DomainError('email_unchanged', 400);
  if (await emailTaken(deps.pool, newEmail, input.userId)) {
    throw new DomainError('email_in_use', 409);
  }
  const token = randomBytes(32).toString('base64url');
  const locale = await userEmailLocale(deps.pool, input.userId, input.locale);
  await inTransaction(deps.pool, async (db) => {
    // Only the newest link works: an earlier request (another address, a typo) is void.
    await db.query(
      `update email_change_requests set expires_at = least(expires_at, now())
       where user_id = $1 and confirmed_at is null`,
      [input.userId],
    );
    await db.query(
      `insert into email_change_requests (user_id, old_email, new_email, token_hash, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [input.userId, oldEmail, newEmail, hashToken(token), EMAIL_CHANGE_TTL_HOURS],
    );
    const url = `${input.appUrl}${EMAIL_CHANGE_PATH}?token=${token}`;
    await deps.mailer.send(emailChangeConfirmEmail({ to: newEmail, oldEmail, url, locale }), db);
  });
  return { sentTo: newEmail };
}

/**
 * Follows a link: the account moves to the new address (confirmed: the link reached it) and
 * the old address is told. A forged, used, superseded or expired token is invalid_token; an
 * address another account took meanwhile is email_in_use; either way nothing changes.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps & { supportEmail: string },
  token: string,
): Promise<{ email: string }> {
  return inTransaction(deps.pool, async (db) => {
    const { rows } = await db.query<{
      id: string;
      user_id: string;
      old_email: string;
      new_email: string;
    }>(
      `select id, user_id, old_email, new_email from email_change_requests
       where token_hash = $1 and confirmed_at is null and expires_at > now()
       for update`,
      [hashToken(token)],
    );
    const request = rows[0];
    if (!request) throw new DomainError('invalid_token', 400);
    if (await emailTaken(db, request.new_email, request.user_id)) {
      throw new DomainError('email_in_use', 409);
    }
    // The unique index on "user".email settles a race with a sign-up of the same address.
    let moved: number;
    try {
      const updated = await db.query(
        `update "user" set email = $2, "emailVerified" = true, "updatedAt" = now()
         where id = $1 and email = $3`,
        [request.user_id, request.new_email, request.old_email],
      );
      moved = updated.rowCount ?? 0;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new DomainError('email_in_use', 409);
      }
      throw error;
    }
    // The account moved to another address since this link was sent.
    if (moved === 0) throw new DomainError('invalid_token', 400);
    await db.query(`update email_change_requests set confirmed_at = now() where id = $1`, [
      request.id,
    ]);
    await db.query(
      `update email_change_requests set expires_at = least(expires_at, now())
       where user_id = $1 and confirmed_at is null`,
      [request.user_id],
    );
    const locale = await userEmailLocale(db, request.user_id);
    await deps.mailer.send(
      emailChangedNoticeEmail({
        to: request.old_email,
        newEmail: request.new_email,
        supportEmail: deps.supportEmail,
        locale,
      }),
      db,
    );
    return { email: request.new_email };
  });
}
