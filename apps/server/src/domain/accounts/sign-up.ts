/**
 * Email sign-up: the user, its password credential and everything a new account gets
 * (profile, personal organization, gift, referral bonus) are written in ONE transaction, so a
 * sign-up either exists whole or not at all. better-auth's own sign-up is switched off
 * (emailAndPassword.disableSignUp); we write its two rows the way it does and leave it
 * everything else (password hashing, confirmation tokens, sessions).
 *
 * The answer never tells whether the address already had an account: its owner gets an email
 * instead, and both paths do the same expensive work (hashing the password).
 */
import { generateId } from 'better-auth';
import { authCallbackPath, type Locale } from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Auth } from '../../auth/auth.js';
import type { Mailer } from '../email/mailer.js';
import { signUpAttemptEmail } from '../email/templates.js';
import type { NotifyDeps } from '../notifications/notify.js';
import {
  referralCodeAnswer,
  referralOutcome,
  type ReferralCodeOutcome,
} from '../referrals/sign-up-code.js';
import { provisionInTransaction } from './provision.js';
import { preferredEmailLocale } from './email-locale.js';
import { invitationProvesAddress } from '../organizations/invitations.js';

export interface SignUpInput {
  email: string;
  password: string;
  name: string | null;
  locale: Locale;
  referralCode?: string | undefined;
  /** The invitation link the visitor came from: it may prove the address (no confirmation). */
  invitationToken?: string | undefined;
  /** The page signed up from: the confirmation link comes back to it (a path of this app). */
  returnPath?: string | undefined;
  /** Where links in the emails point (an app origin). */
  appUrl: string;
}

export type SignUpResult = ReferralCodeOutcome & {
  /** The invitation token proved the address: confirmed, no confirmation email. */
  verifiedByInvitation: boolean;
};

export async function signUpWithEmail(
  deps: { pool: Pool; auth: Auth; mailer: Mailer; notify: NotifyDeps },
  input: SignUpInput,
): Promise<SignUpResult> {
  const authContext = await deps.auth.$context;
  const hash = await authContext.password.hash(input.password);
  const email = input.email.toLowerCase();
  const userId = generateId();
  // The invitation's link was mailed to this very address: following it proved the inbox.
  const verifiedByInvitation = await invitationProvesAddress(
    deps.pool,
    input.invitationToken,
    email,
  );
  const created = await inTransaction(deps.pool, async (db) => {
    const user = await db.query(
      `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
       values ($1, $2, $3, $4, now(), now()) on conflict (email) do nothing returning id`,
      [userId, input.name ?? '', email, verifiedByInvitation],
    );
    if (user.rowCount === 0) return null;
    await db.query(
      `insert into account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
       values ($1, $2, 'credential', $2, $3, now(), now())`,
      [generateId(), userId, hash],
    );
    return provisionInTransaction(
      db,
      {
        userId,
        email,
        fullName: input.name || null,
        locale: input.locale,
        referralCode: input.referralCode,
      },
      { notify: deps.notify },
    );
  });

  if (!created) {
    await tellOwner(deps, email, input);
    // The same answer a new account with this address and code would get.
    const code = input.referralCode?.trim();
    if (!code) return { referralApplied: false, referralUnknown: false, verifiedByInvitation };
    return { ...(await referralCodeAnswer(deps.pool, { email, code })), verifiedByInvitation };
  }
  // After the commit: the confirmation link is for an account that exists. If this send is
  // lost, signing in sends a new one (emailVerification.sendOnSignIn).
  if (!verifiedByInvitation) {
    await deps.auth.api.sendVerificationEmail({
      body: { email, callbackURL: authCallbackPath(input.returnPath) },
    });
  }
  return { ...referralOutcome(created), verifiedByInvitation };
}

/** The owner of an existing account hears of the attempt, in their own language. */
async function tellOwner(deps: { pool: Pool; mailer: Mailer }, email: string, input: SignUpInput) {
  const { rows } = await deps.pool.query<{ locale: Locale | null }>(
    `select p.locale from "user" u left join profiles p on p.user_id = u.id where u.email = $1`,
    [email],
  );
  await deps.mailer.send(
    signUpAttemptEmail({
      to: email,
      url: `${input.appUrl}/register?mode=signin`,
      locale: preferredEmailLocale(rows[0]?.locale, input.locale),
    }),
  );
}
