import type { Config } from '../config.js';
import type { Pool } from '../db/pool.js';
import type { Auth } from '../auth/auth.js';
import type { Mailer } from '../domain/email/mailer.js';
import type { CaptchaVerifier } from '../domain/captcha/verifier.js';
import type { Logger } from '../logger.js';

/** Everything routes need, built once by main (or by a test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  pool: Pool;
  auth: Auth;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  log: Logger;
  /** Secret for signing our own tokens (proof-of-work challenges). */
  secret: string;
  /** Built web app to serve; absent when only the API runs. */
  webDistDir?: string | undefined;
}
