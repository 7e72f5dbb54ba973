/**
 * Accounts, sessions, passwords and social sign-in come from better-auth, a maintained
 * library; this file only configures it. Sign-up itself is ours (domain/accounts/sign-up.ts:
 * captcha, terms, referral and provisioning in one transaction); better-auth's is switched off.
 */
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { Locale } from '@leadatlas/shared';
import type { Pool } from '../db/pool.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../domain/email/mailer.js';
import { confirmationEmail, passwordResetEmail } from '../domain/email/templates.js';
import { localeFromRequest } from '../lib/locale.js';
import { userEmailLocale } from '../domain/accounts/email-locale.js';
import { recordSignIn } from '../domain/accounts/retention.js';
import { rewardReferrerOnVerification } from '../domain/referrals/reward.js';
import { currentEmailContext, linkAtOrigin } from './email-context.js';

/** Header our HTTP layer sets from the socket (or trusted proxy) address for rate limiting. */
export const CLIENT_IP_HEADER = 'x-leadatlas-client-ip';

/** Names better-auth's cookies: leadatlas.session_token (with __Secure- over HTTPS). */
export const AUTH_COOKIE_PREFIX = 'leadatlas';

export interface AuthDeps {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  log: Logger;
  secret: string;
}

/** The email a verification token was issued for (its signature is better-auth's to check). */
function tokenEmail(token: unknown): string | undefined {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return undefined;
  try {
    const email = (
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown }
    ).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

export function createAuth({ config, pool, mailer, log, secret }: AuthDeps) {
  /**
   * An account email's language: the one saved on the profile (domain/accounts/email-locale.ts,
   * the rule every email follows), else the interface the request came from, else the browser's.
   */
  const emailLocale = (userId: string, request: Request | undefined): Promise<Locale> =>
    userEmailLocale(pool, userId, currentEmailContext().locale ?? localeFromRequest(request));
  /** better-auth builds links on APP_URL; they follow the app origin the user is on. */
  const emailLink = (url: string) => linkAtOrigin(url, currentEmailContext().origin);

  /**
   * better-auth's confirmation tokens stay valid until they expire, and following one signs the
   * user in. A confirmation link must work once: a used link signs nobody in.
   */
  async function alreadyConfirmed(token: unknown): Promise<boolean> {
    const email = tokenEmail(token);
    if (!email) return false;
    const { rows } = await pool.query<{ emailVerified: boolean }>(
      'select "emailVerified" from "user" where email = $1',
      [email.toLowerCase()],
    );
    return rows[0]?.emailVerified === true;
  }

  /**
   * A verified account pays its referrer (decision 0021). Never in the way of the confirmation
   * or the sign-in that called it: a failure is logged, and the next sign-in tries again.
   */
  async function rewardReferrer(userId: string): Promise<void> {
    try {
      await rewardReferrerOnVerification(
        { pool, notify: { mailer, appUrl: config.appUrl } },
        userId,
      );
    } catch (error) {
      log.error({ err: error, userId }, 'referral reward failed');
    }
  }

  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const [name, credentials] of Object.entries(config.social)) {
    if (credentials) socialProviders[name] = credentials;
  }
  return betterAuth({
    appName: 'LeadAtlas',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    database: pool,
    trustedOrigins: config.appOrigins,
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error({ auth: message });
        else log.debug({ auth: message });
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up is ours (/api/account/sign-up: captcha, terms, referral, one transaction).
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = await emailLocale(user.id, request);
        await mailer.send(passwordResetEmail({ to: user.email, url: emailLink(url), locale }));
      },
    },
    emailVerification: {
      // Our sign-up route sends it once the account is provisioned (its language is saved).
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = await emailLocale(user.id, request);
        await mailer.send(confirmationEmail({ to: user.email, url: emailLink(url), locale }));
      },
    },
    socialProviders,
    // API clients (and the CSV export) may send the session token as `Authorization: Bearer`.
    plugins: [bearer()],
    hooks: {
      // Decided on the path better-auth routed, whatever spelling reached it.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/verify-email' && (await alreadyConfirmed(ctx.query?.token))) {
          throw ctx.redirect('/auth/callback?error=already_used');
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await recordSignIn(pool, session.userId);
            // A net: a reward that failed when the address was confirmed lands at a sign-in.
            await rewardReferrer(session.userId);
          },
        },
      },
      // Every way an address becomes confirmed updates the user through here: the emailed link,
      // and a social sign-in whose provider vouches for the same address.
      user: {
        update: {
          after: async (user) => {
            if (user.emailVerified) await rewardReferrer(user.id);
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      // Our own SQL over the rateLimit table: shared by every API process.
      customStorage: {
        get: async (key) => {
          const { rows } = await pool.query<{ key: string; count: number; lastRequest: number }>(
            'select key, count, "lastRequest" from "rateLimit" where key = $1',
            [key],
          );
          return rows[0];
        },
        set: async (key, value) => {
          await pool.query(
            `insert into "rateLimit" (id, key, count, "lastRequest") values ($1, $1, $2, $3)
             on conflict (key) do update set count = excluded.count, "lastRequest" = excluded."lastRequest"`,
            [key, value.count, value.lastRequest],
          );
        },
      },
      window: 60,
      max: 120,
      customRules: {
        // Per address, loose enough for an office behind one IP; failures are also counted per
        // account (domain/accounts/sign-in-throttle.ts).
        '/sign-in/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 300, max: 3 },
        '/forget-password': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 3 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
