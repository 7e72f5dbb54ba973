/**
 * Invitations to an organization (issue 13, decision 0020). An owner or admin of an organization
 * whose plan includes teams invites an address with a role; a link with a random token goes to
 * that address, in the inviter's language. Only the token's SHA-256 is stored; the link works
 * for INVITATION_VALID_DAYS, once, for an account with exactly that address. Resending mails a
 * new token (the old one dies) and gives 7 more days; revoking kills it. Accepting makes the
 * account an active member with the invited role, switches it to the organization and tells
 * the inviter.
 *
 * Every function takes `now` so tests move the clock instead of waiting a week.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_VALID_DAYS,
  type AcceptInvitationResponse,
  type AssignableRole,
  type Invitation,
  type InvitationPreview,
  type Locale,
  type PlanId,
} from '@leadatlas/shared';
import { inTransaction, type Pool, type PoolClient, type Queryable } from '../../db/pool.js';
import type { Mailer } from '../email/mailer.js';
import { invitationEmail } from '../email/templates.js';
import { DomainError } from '../errors.js';
import { userEmailLocale } from '../accounts/email-locale.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { assertTeamsAllowed, organizationFor } from './access.js';

/** Where the mailed link lands in the web app: `${appUrl}${INVITE_PATH}/${token}`. */
export const INVITE_PATH = '/invite';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationDeps {
  pool: Pool;
  mailer: Mailer;
  notify: NotifyDeps;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);

/** Spec 000 §2's display name: profile full name, then the account's name, then the email. */
const DISPLAY_NAME = `coalesce(nullif(p.full_name, ''), nullif(u.name, ''), u.email)`;

interface InvitationRow {
  id: string;
  email: string;
  role: AssignableRole;
  created_at: Date;
  expires_at: Date;
  invited_by_name: string | null;
}

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() <= now.getTime(),
    invitedByName: row.invited_by_name,
  };
}

const SELECT_INVITATION = `
  select i.id, i.email, i.role, i.created_at, i.expires_at, ${DISPLAY_NAME} as invited_by_name
  from organization_invitations i
  left join "user" u on u.id = i.invited_by
  left join profiles p on p.user_id = u.id`;

/** Open invitations (unused, unrevoked), newest first; the expired ones flagged to be resent. */
export async function listInvitations(
  pool: Pool,
  input: { userId: string; orgId: string },
  now: Date = new Date(),
): Promise<Invitation[]> {
  await organizationFor(pool, input.userId, input.orgId, 'invite');
  const { rows } = await pool.query<InvitationRow>(
    `${SELECT_INVITATION}
     where i.org_id = $1 and i.used_at is null and i.revoked_at is null
     order by i.created_at desc, i.id`,
    [input.orgId],
  );
  return rows.map((row) => toInvitation(row, now));
}

interface Account {
  email: string;
  name: string;
}

async function readAccount(db: Queryable, userId: string): Promise<Account> {
  const { rows } = await db.query<Account>(
    `select u.email, ${DISPLAY_NAME} as name
     from "user" u left join profiles p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  const account = rows[0];
  if (!account) throw new DomainError('unauthorized', 401);
  return account;
}

/** Who sends a link, from where: what its email needs besides the invitation. */
interface Sender {
  userId: string;
  organizationName: string;
  /** The app origin the inviter is on: the link opens there. */
  appUrl: string;
  /** The inviter's interface language, for an account without a saved one. */
  locale?: Locale | undefined;
}

/** Writes the email with its link; inside the caller's transaction (no row, no email). */
async function mailInvitation(
  deps: InvitationDeps,
  db: PoolClient,
  sender: Sender,
  link: { to: string; role: AssignableRole; token: string; expiresAt: Date },
): Promise<void> {
  const inviter = await readAccount(db, sender.userId);
  // The inviting organization's language: the inviter's saved one (decision 0015's rule).
  const locale = await userEmailLocale(db, sender.userId, sender.locale);
  await deps.mailer.send(
    {
      ...invitationEmail({
        to: link.to,
        locale,
        organizationName: sender.organizationName,
        inviterName: inviter.name,
        role: link.role,
        expiresAt: link.expiresAt,
        url: `${sender.appUrl}${INVITE_PATH}/${link.token}`,
      }),
      // It names the inviter: it goes if their account is deleted.
      aboutUserId: sender.userId,
    },
    db,
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export interface CreateInvitationInput {
  userId: string;
  orgId: string;
  email: string;
  role: AssignableRole;
  /** The app origin the inviter is on: the link opens there. */
  appUrl: string;
  /** The inviter's interface language, for an account without a saved one. */
  locale?: Locale | undefined;
}

export async function createInvitation(
  deps: InvitationDeps,
  input: CreateInvitationInput,
  now: Date = new Date(),
): Promise<Invitation> {
  const organization = await organizationFor(deps.pool, input.userId, input.orgId, 'invite');
  assertTeamsAllowed(organization);
  const email = input.email.trim().toLowerCase();
  const inviter = await readAccount(deps.pool, input.userId);
  if (email === inviter.email.toLowerCase()) throw new DomainError('invite_self', 400);
  const member = await deps.pool.query(
    `select 1 from organization_members m join "user" u on u.id = m.user_id
     where m.org_id = $1 and m.status = 'active' and u.email = $2`,
    [input.orgId, email],
  );
  if ((member.rowCount ?? 0) > 0) throw new DomainError('already_member', 409);

  const token = newToken();
  const expiresAt = expiryFrom(now);
  try {
    return await inTransaction(deps.pool, async (db) => {
      const open = await db.query<{ id: string; expires_at: Date }>(
        `select id, expires_at from organization_invitations
         where org_id = $1 and email = $2 and used_at is null and revoked_at is null
         for update`,
        [input.orgId, email],
      );
      const previous = open.rows[0];
      if (previous && previous.expires_at.getTime() > now.getTime()) {
        throw new DomainError('invitation_exists', 409);
      }
      // An expired one gives way to the new invitation (one open invitation per address).
      if (previous) {
        await db.query('update organization_invitations set revoked_at = $2 where id = $1', [
          previous.id,
          now,
        ]);
      }
      const { rows } = await db.query<{ id: string }>(
        `insert into organization_invitations
           (org_id, email, role, token_hash, expires_at, invited_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [input.orgId, email, input.role, hashToken(token), expiresAt, input.userId, now],
      );
      const sender = { ...input, organizationName: organization.name };
      await mailInvitation(deps, db, sender, { to: email, role: input.role, token, expiresAt });
      return toInvitation(
        {
          id: rows[0]!.id,
          email,
          role: input.role,
          created_at: now,
          expires_at: expiresAt,
          invited_by_name: inviter.name,
        },
        now,
      );
    });
  } catch (error) {
    // Two invitations to one address at once: the open-invitation index lets one through.
    if (isUniqueViolation(error)) throw new DomainError('invitation_exists', 409);
    throw error;
  }
}

/** The open invitation `invitationId` of the organization, locked; 404 when there is none. */
async function lockOpenInvitation(db: PoolClient, orgId: string, invitationId: string) {
  const { rows } = await db.query<{ id: string; email: string; role: AssignableRole }>(
    `select id, email, role from organization_invitations
     where id = $1 and org_id = $2 and used_at is null and revoked_at is null
     for update`,
    [invitationId, orgId],
  );
  const invitation = rows[0];
  if (!invitation) throw new DomainError('not_found', 404);
  return invitation;
}

/** Mails a new link (the old one stops working) valid for 7 more days. */
export async function resendInvitation(
  deps: InvitationDeps,
  input: Omit<CreateInvitationInput, 'email' | 'role'> & { invitationId: string },
  now: Date = new Date(),
): Promise<Invitation> {
  const organization = await organizationFor(deps.pool, input.userId, input.orgId, 'invite');
  assertTeamsAllowed(organization);
  const token = newToken();
  const expiresAt = expiryFrom(now);
  const id = await inTransaction(deps.pool, async (db) => {
    const invitation = await lockOpenInvitation(db, input.orgId, input.invitationId);
    await db.query(
      `update organization_invitations set token_hash = $2, expires_at = $3 where id = $1`,
      [invitation.id, hashToken(token), expiresAt],
    );
    const sender = { ...input, organizationName: organization.name };
    await mailInvitation(deps, db, sender, {
      ...invitation,
      to: invitation.email,
      token,
      expiresAt,
    });
    return invitation.id;
  });
  const { rows } = await deps.pool.query<InvitationRow>(`${SELECT_INVITATION} where i.id = $1`, [
    id,
  ]);
  return toInvitation(rows[0]!, now);
}

/** The link stops working; the address can be invited again. */
export async function revokeInvitation(
  pool: Pool,
  input: { userId: string; orgId: string; invitationId: string },
  now: Date = new Date(),
): Promise<void> {
  await organizationFor(pool, input.userId, input.orgId, 'invite');
  await inTransaction(pool, async (db) => {
    const invitation = await lockOpenInvitation(db, input.orgId, input.invitationId);
    await db.query('update organization_invitations set revoked_at = $2 where id = $1', [
      invitation.id,
      now,
    ]);
  });
}

interface TokenRow {
  id: string;
  org_id: string;
  email: string;
  role: AssignableRole;
  created_at: Date;
  expires_at: Date;
  invited_by: string | null;
  inviter_name: string | null;
  organization_name: string;
  plan: PlanId;
}

/**
 * The unused, unrevoked invitation a token names: invitation_invalid (404) when there is none
 * (a forged, used, revoked or superseded link), invitation_expired (410) past its 7 days.
 */
async function openInvitationByToken(
  db: Queryable,
  token: string,
  now: Date,
  lock = false,
): Promise<TokenRow> {
  const { rows } = await db.query<TokenRow>(
    `select i.id, i.org_id, i.email, i.role, i.created_at, i.expires_at, i.invited_by,
            ${DISPLAY_NAME} as inviter_name, o.name as organization_name, o.plan
     from organization_invitations i join organizations o on o.id = i.org_id
     left join "user" u on u.id = i.invited_by
     left join profiles p on p.user_id = u.id
     where i.token_hash = $1 and i.used_at is null and i.revoked_at is null
     ${lock ? 'for update of i' : ''}`,
    [hashToken(token)],
  );
  const invitation = rows[0];
  if (!invitation) throw new DomainError('invitation_invalid', 404);
  if (invitation.expires_at.getTime() <= now.getTime()) {
    throw new DomainError('invitation_expired', 410);
  }
  return invitation;
}

/** What the accept screen shows (public: the token is the proof). */
export async function previewInvitation(
  pool: Pool,
  token: string,
  now: Date = new Date(),
): Promise<InvitationPreview> {
  const invitation = await openInvitationByToken(pool, token, now);
  return {
    organizationName: invitation.organization_name,
    inviterName: invitation.inviter_name,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.expires_at.toISOString(),
  };
}

/**
 * Whether the token names an open, unexpired invitation to exactly this address: a sign-up
 * from that link has proved the inbox (domain/accounts/sign-up.ts).
 */
export async function invitationProvesAddress(
  db: Queryable,
  token: string | undefined,
  email: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!token) return false;
  try {
    const invitation = await openInvitationByToken(db, token, now);
    return invitation.email === email.trim().toLowerCase();
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/**
 * The signed-in account joins the organization: the invitation is used, the membership is
 * active with the invited role (a former, inactive one comes back), the organization becomes
 * the account's active one and the inviter is told. Under the invitation's row lock, so two
 * accepts at once make one membership and the second finds the link used. An account that is
 * already an active member only uses the invitation up (its role stays).
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  input: { userId: string; token: string },
  now: Date = new Date(),
): Promise<AcceptInvitationResponse> {
  return inTransaction(deps.pool, async (db) => {
    const invitation = await openInvitationByToken(db, input.token, now, true);
    const account = await readAccount(db, input.userId);
    if (account.email.toLowerCase() !== invitation.email) {
      throw new DomainError('invitation_wrong_account', 403);
    }
    const membership = await db.query<{ status: string }>(
      'select status from organization_members where org_id = $1 and user_id = $2 for update',
      [invitation.org_id, input.userId],
    );
    const alreadyActive = membership.rows[0]?.status === 'active';
    // The plan may have lost its team members since the invitation was sent.
    if (!alreadyActive) assertTeamsAllowed({ plan: invitation.plan });
    await db.query('update organization_invitations set used_at = $2, used_by = $3 where id = $1', [
      invitation.id,
      now,
      input.userId,
    ]);
    if (!alreadyActive) {
      await db.query(
        `insert into organization_members
           (org_id, user_id, role, status, invited_at, accepted_at, invited_by)
         values ($1, $2, $3, 'active', $4, $5, $6)
         on conflict (org_id, user_id) do update
           set role = excluded.role, status = 'active', invited_at = excluded.invited_at,
               accepted_at = excluded.accepted_at, invited_by = excluded.invited_by`,
        [
          invitation.org_id,
          input.userId,
          invitation.role,
          invitation.created_at,
          now,
          invitation.invited_by,
        ],
      );
    }
    await db.query(
      'update profiles set active_organization_id = $2, updated_at = now() where user_id = $1',
      [input.userId, invitation.org_id],
    );
    if (invitation.invited_by && !alreadyActive) {
      await notify(deps.notify, db, {
        userId: invitation.invited_by,
        orgId: invitation.org_id,
        type: 'invitation_accepted',
        params: { organization: invitation.organization_name, member: account.name },
        link: '/organizations',
        dedupeKey: `invitation_accepted:${invitation.id}`,
        aboutUserId: input.userId,
      });
    }
    return {
      ok: true as const,
      orgId: invitation.org_id,
      organizationName: invitation.organization_name,
    };
  });
}
