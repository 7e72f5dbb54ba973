/**
 * The background worker: graphile-worker over our PostgreSQL. Runs inside `npm start` by
 * default and as separate processes with `npm run worker`.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  Logger as WorkerLogger,
  run,
  runMigrations,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Pool } from '../db/pool.js';
import type { Logger } from '../logger.js';
import type { BillingDeps } from '../domain/billing/services.js';
import { resolveDuplicateSubscriptions } from '../domain/billing/duplicates.js';
import { renewDueTestSubscriptions } from '../domain/billing/test-checkout.js';
import { deliverEmail } from './tasks/deliver-email.js';
import { createMailer } from '../domain/email/mailer.js';
import type { NotifyDeps } from '../domain/notifications/notify.js';
import { remindRenewals } from '../domain/notifications/renewals.js';
import { pruneExpiredCaches } from '../domain/places/cache.js';
import { createSearchServices, type SearchServices } from '../domain/search/services.js';
import { runSearch } from '../domain/search/run.js';
import { settleSearch, type SettleDeps } from '../domain/search/settle.js';
import { RUN_SEARCH_TASK } from '../domain/search/start.js';
import { REVERIFY_EMAIL_TASK, reverifyLeadEmail } from '../domain/search/reverify-email.js';
import {
  failTimedOutSearches,
  refreshDueSearches,
  resumeAbandonedSearches,
  type MaintenanceDeps,
} from '../domain/search/maintenance.js';
import { advanceReactivationStages, REACTIVATION_TASK } from '../domain/retention/reactivation.js';
import {
  createIntegrationServices,
  type IntegrationServices,
} from '../domain/integrations/services.js';
import { PUSH_TASK } from '../domain/integrations/pushes.js';
import { resumeAbandonedPushes, runPush } from '../domain/integrations/push-run.js';
import { WEBHOOK_DELIVERY_TASK } from '../domain/webhooks/emit.js';
import { attemptDelivery, resumeAbandonedDeliveries } from '../domain/webhooks/deliver.js';
import { createWebhookServices } from '../domain/webhooks/services.js';

export async function migrateQueue(pool: Pool): Promise<void> {
  await runMigrations({ pgPool: pool });
}

export interface WorkerDeps {
  config: Config;
  pool: Pool;
  log: Logger;
  services: SearchServices;
  workerId: string;
  /** The app secret (signs the unsubscribe links of reactivation emails). */
  secret: string;
  /** Payments (the API process shares its own; a worker process builds them). */
  billing?: BillingDeps | undefined;
  integrations: IntegrationServices;
}

/** Notifications the worker creates (a search's outcome, renewals) email through the outbox. */
function notifyDeps(deps: WorkerDeps): NotifyDeps {
  const smtp = Boolean(deps.config.SMTP_URL);
  return {
    mailer: createMailer({ pool: deps.pool, log: deps.log, smtp }),
    appUrl: deps.config.appUrl,
  };
}

function maintenanceDeps(deps: WorkerDeps): MaintenanceDeps & SettleDeps {
  return {
    pool: deps.pool,
    log: deps.log,
    source: deps.services.source,
    leaseSeconds: deps.config.SEARCH_LEASE_SECONDS,
    timeoutMinutes: deps.config.SEARCH_TIMEOUT_MINUTES,
    notify: notifyDeps(deps),
  };
}

export function buildTaskList(deps: WorkerDeps): TaskList {
  const transport = deps.config.SMTP_URL
    ? nodemailer.createTransport(deps.config.SMTP_URL)
    : undefined;
  const notify = notifyDeps(deps);
  const webhooks = createWebhookServices(deps.config, deps.integrations);
  return {
    deliver_email: async (payload) => {
      const { id } = payload as { id: string };
      if (!transport) throw new Error('SMTP_URL is not configured on this worker');
      await deliverEmail(
        { pool: deps.pool, transport, from: deps.config.EMAIL_FROM, log: deps.log },
        id,
      );
    },
    [RUN_SEARCH_TASK]: async (payload, helpers) => {
      const { searchId } = payload as { searchId: string };
      try {
        await runSearch(
          {
            pool: deps.pool,
            log: deps.log,
            source: (id) => deps.services.sourceFor(id),
            enricher: deps.services.enricher,
            workerId: deps.workerId,
            concurrency: deps.config.SEARCH_CONCURRENCY,
            leaseSeconds: deps.config.SEARCH_LEASE_SECONDS,
            reverifyDelayMs: deps.config.SMTP_GREYLIST_RETRY_MS,
            leadBudgetMs: deps.config.LEAD_TIME_BUDGET_MS,
            notify,
          },
          searchId,
        );
      } catch (error) {
        // The last attempt ends the search rather than leaving its credits held.
        if (helpers.job.attempts >= helpers.job.max_attempts) {
          deps.log.error({ err: error, searchId }, 'search failed after its last attempt');
          await settleSearch({ pool: deps.pool, notify }, searchId, 'failed', 'internal_error');
          return;
        }
        throw error;
      }
    },
    [REVERIFY_EMAIL_TASK]: async (payload) => {
      const { leadId, ask } = payload as { leadId: string; ask: number };
      await reverifyLeadEmail(
        {
          pool: deps.pool,
          log: deps.log,
          verifier: deps.services.verifier,
          delayMs: deps.config.SMTP_GREYLIST_RETRY_MS,
        },
        leadId,
        ask,
      );
    },
    refresh_searches: async () => {
      await refreshDueSearches(maintenanceDeps(deps));
    },
    remind_renewals: async () => {
      await remindRenewals({ ...notify, pool: deps.pool });
    },
    resolve_duplicate_subscriptions: async () => {
      if (deps.billing) await resolveDuplicateSubscriptions(deps.billing);
    },
    [REACTIVATION_TASK]: async () => {
      await advanceReactivationStages(
        {
          pool: deps.pool,
          mailer: notify.mailer,
          log: deps.log,
          appUrl: deps.config.appUrl,
          secret: deps.secret,
        },
        new Date(),
      );
    },
    [PUSH_TASK]: async (payload) => {
      const { pushId } = payload as { pushId: string };
      await runPush(
        {
          pool: deps.pool,
          log: deps.log,
          integrations: deps.integrations,
          notify,
          leaseSeconds: deps.config.PUSH_LEASE_SECONDS,
          retryDelaysMs: deps.config.PUSH_RETRY_DELAYS,
        },
        pushId,
      );
    },
    [WEBHOOK_DELIVERY_TASK]: async (payload) => {
      const { deliveryId } = payload as { deliveryId: string };
      await attemptDelivery({ pool: deps.pool, webhooks }, deliveryId);
    },
    renew_test_subscriptions: async () => {
      if (deps.billing) await renewDueTestSubscriptions(deps.billing, new Date());
    },
    cleanup_expired: async () => {
      await deps.pool.query('delete from captcha_spent where expires_at < now()');
      await deps.pool.query('delete from "verification" where "expiresAt" < now()');
      await deps.pool.query('delete from "session" where "expiresAt" < now()');
      await pruneExpiredCaches(deps.pool);
    },
  };
}

export interface Worker {
  stop(): Promise<void>;
  promise: Promise<void>;
}

export async function startWorker(deps: {
  config: Config;
  pool: Pool;
  log: Logger;
  secret: string;
  /** Shared with the API in `npm start`; a worker process builds its own. */
  services?: SearchServices;
  billing?: BillingDeps;
  integrations?: IntegrationServices;
}): Promise<Worker> {
  const ownServices = deps.services ? undefined : createSearchServices(deps);
  const services = deps.services ?? ownServices!;
  const ownIntegrations = deps.integrations
    ? undefined
    : createIntegrationServices(deps.config, { createKey: false });
  const integrations = deps.integrations ?? ownIntegrations!;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const full: WorkerDeps = { ...deps, services, integrations, workerId };
  const runner: Runner = await run({
    pgPool: deps.pool,
    concurrency: deps.config.WORKER_CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: buildTaskList(full),
    crontab: [
      '0 * * * * cleanup_expired',
      '*/10 * * * * refresh_searches',
      // A second subscription not yet refunded (the provider was down when it arrived).
      '*/5 * * * * resolve_duplicate_subscriptions',
      // Users away long enough reach their next reactivation stage (decision 0018).
      `15 * * * * ${REACTIVATION_TASK}`,
      // "Your plan renews soon", 3 days ahead (once per period, whatever the hour).
      '0 9 * * * remind_renewals',
      // The local test mode's billing engine: periods that ended are renewed, changed or ended.
      '* * * * * renew_test_subscriptions',
    ].join('\n'),
    logger: new WorkerLogger(() => (level, message, meta) => {
      const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
      deps.log[method]({ worker: meta }, message);
    }),
  });
  // Dead workers' searches and overdue ones are noticed within a fraction of the lease.
  const sweep = async () => {
    const maintenance = maintenanceDeps(full);
    await resumeAbandonedSearches(maintenance);
    await failTimedOutSearches(maintenance);
    await resumeAbandonedPushes(full);
    await resumeAbandonedDeliveries(deps.pool);
  };
  const timer = setInterval(
    () => void sweep().catch((error: unknown) => deps.log.warn({ err: error }, 'sweep failed')),
    Math.max(1000, (deps.config.SEARCH_LEASE_SECONDS * 1000) / 2),
  );
  return {
    promise: runner.promise,
    async stop() {
      clearInterval(timer);
      await runner.stop();
      await ownServices?.close();
      await ownIntegrations?.close();
    },
  };
}
