/** What the billing rules need, built once from the configuration (main, the worker, tests). */
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../email/mailer.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

export interface BillingDeps {
  pool: Pool;
  provider: PaymentProvider;
  mailer: Mailer;
  log: Logger;
  /** Public URL of the web app: checkout return pages and links in emails. */
  appUrl: string;
}

export function createBillingServices(deps: {
  config: Config;
  pool: Pool;
  mailer: Mailer;
  log: Logger;
  /** The app's secret: the test mode derives its webhook signing secret from it. */
  secret: string;
}): BillingDeps {
  const { config, pool, mailer, log, secret } = deps;
  const provider =
    config.payments.kind === 'stripe'
      ? createStripeProvider(config.payments)
      : createTestProvider({ pool, secret });
  if (provider.id === 'test') {
    // Test-mode checkouts are confirmed without any payment: fine locally, not in production.
    const note = 'payments: local test mode (no STRIPE_SECRET_KEY), checkouts need no payment';
    if (config.secureCookies) log.warn(note);
    else log.info(note);
  }
  return { pool, provider, mailer, log, appUrl: config.appUrl };
}
