/**
 * The background worker: graphile-worker over our PostgreSQL. Runs inside `npm start` by
 * default and as separate processes with `npm run worker`.
 */
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
import { deliverEmail } from './tasks/deliver-email.js';

export async function migrateQueue(pool: Pool): Promise<void> {
  await runMigrations({ pgPool: pool });
}

export function buildTaskList(deps: { config: Config; pool: Pool; log: Logger }): TaskList {
  const transport = deps.config.SMTP_URL
    ? nodemailer.createTransport(deps.config.SMTP_URL)
    : undefined;
  return {
    deliver_email: async (payload) => {
      const { id } = payload as { id: string };
      if (!transport) throw new Error('SMTP_URL is not configured on this worker');
      await deliverEmail(
        { pool: deps.pool, transport, from: deps.config.EMAIL_FROM, log: deps.log },
        id,
      );
    },
    cleanup_expired: async () => {
      await deps.pool.query('delete from captcha_spent where expires_at < now()');
      await deps.pool.query('delete from "verification" where "expiresAt" < now()');
      await deps.pool.query('delete from "session" where "expiresAt" < now()');
    },
  };
}

export async function startWorker(deps: {
  config: Config;
  pool: Pool;
  log: Logger;
}): Promise<Runner> {
  return run({
    pgPool: deps.pool,
    concurrency: deps.config.WORKER_CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: buildTaskList(deps),
    crontab: '0 * * * * cleanup_expired',
    logger: new WorkerLogger(() => (level, message, meta) => {
      const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
      deps.log[method]({ worker: meta }, message);
    }),
  });
}
