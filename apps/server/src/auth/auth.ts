/**
 * Accounts, sessions, passwords and social sign-in come from better-auth, a maintained
 * library; this file only configures it. Sign-up itself goes through our own route
 * (captcha, terms, referral) which calls auth.api.signUpEmail.
 */
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Pool } from '../db/pool.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../domain/email/mailer.js';
import { confirmationEmail, passwordResetEmail } from '../domain/email/templates.js';
import { localeFromRequest } from '../lib/locale.js';
import { recordSignIn } from '../domain/accounts/retention.js';

/** Header our HTTP layer sets from the socket (or trusted proxy) address for rate limiting. */
export const CLIENT_IP_HEADER = 'x-leadatlas-client-ip';

export interface AuthDeps {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  log: Logger;
  secret: string;
}

export function createAuth({ config, pool, mailer, log, secret }: AuthDeps) {
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
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error({ auth: message });
        else log.debug({ auth: message });
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = localeFromRequest(request);
        await mailer.send(passwordResetEmail({ to: user.email, url, locale }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = localeFromRequest(request);
        await mailer.send(confirmationEmail({ to: user.email, url, locale }));
      },
    },
    socialProviders,
    // API clients (and the CSV export) may send the session token as `Authorization: Bearer`.
    plugins: [bearer()],
    databaseHooks: {
      session: { create: { after: async (session) => recordSignIn(pool, session.userId) } },
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
        '/sign-in/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/forget-password': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 3 },
      },
    },
    advanced: {
      cookiePrefix: 'leadatlas',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
