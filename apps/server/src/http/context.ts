import type { Config } from '../config.js';
import type { Pool } from '../db/pool.js';
import { createAuth, type Auth } from '../auth/auth.js';
import { createMailer, type Mailer } from '../domain/email/mailer.js';
import { createCaptchaVerifier, type CaptchaVerifier } from '../domain/captcha/verifier.js';
import type { Logger } from '../logger.js';
import { createSearchServices, type SearchServices } from '../domain/search/services.js';
import { EventHub } from '../db/event-hub.js';
import { SEARCH_CHANNEL } from '../domain/search/events.js';
import { NOTIFICATION_CHANNEL } from '../domain/notifications/notify.js';
import { MEMBERSHIP_CHANNEL } from '../domain/organizations/membership-events.js';
import { createBillingServices, type BillingDeps } from '../domain/billing/services.js';
import type { NotifyDeps } from '../domain/notifications/notify.js';
import type { SupportDeps } from '../domain/support/tickets.js';
import {
  createIntegrationServices,
  type IntegrationServices,
} from '../domain/integrations/services.js';

/** Everything routes need, built once by main (or by a test) and passed to buildApp. */
export interface AppContext {
  config: Config;
  pool: Pool;
  auth: Auth;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  log: Logger;
  /** Places source and website checks for starting searches. */
  search: SearchServices;
  /** This process's LISTEN connection: live search progress and notifications. */
  events: EventHub;
  /** The payment provider (Stripe or the local test mode) and what billing rules need. */
  billing: BillingDeps;
  /** What creating a notification needs (the outbox, the app's address). */
  notify: NotifyDeps;
  /** The support desk's outbox and address. */
  support: SupportDeps;
  /** Connectors' HTTP clients and the sealing of their secrets. */
  integrations: IntegrationServices;
  /** Secret for signing our own tokens (proof-of-work challenges). */
  secret: string;
  /** Built web app to serve; absent when only the API runs. */
  webDistDir?: string | undefined;
}

/** Builds the context from the process's configuration and database: main and tests share it. */
export function createAppContext(deps: {
  config: Config;
  pool: Pool;
  log: Logger;
  secret: string;
  webDistDir?: string;
}): AppContext {
  const { config, pool, log, secret } = deps;
  const mailer = createMailer({ pool, log, smtp: Boolean(config.SMTP_URL) });
  return {
    config,
    pool,
    log,
    secret,
    mailer,
    notify: { mailer, appUrl: config.appUrl },
    support: { mailer, appUrl: config.appUrl, supportEmail: config.APP_CONTACT_EMAIL },
    auth: createAuth({ config, pool, mailer, log, secret }),
    captcha: createCaptchaVerifier(config, pool, secret),
    search: createSearchServices({ config, pool, log }),
    events: new EventHub(pool, log, [SEARCH_CHANNEL, NOTIFICATION_CHANNEL, MEMBERSHIP_CHANNEL]),
    billing: createBillingServices({ config, pool, mailer, log, secret }),
    integrations: createIntegrationServices(config, { createKey: true }),
    webDistDir: deps.webDistDir,
  };
}
