/** `npm run worker`: a worker process over the same database; several may run at once. */
import { ConfigError } from './config.js';
import { onShutdown, openRuntime } from './runtime.js';
import { startWorker } from './jobs/worker.js';
import { createMailer } from './domain/email/mailer.js';
import { createBillingServices } from './domain/billing/services.js';

async function main(): Promise<void> {
  const { config, log, pool, secret } = await openRuntime('worker');
  const mailer = createMailer({ pool, log, smtp: Boolean(config.SMTP_URL) });
  const billing = createBillingServices({ config, pool, mailer, log, secret });
  const worker = await startWorker({ config, pool, log, secret, billing });
  onShutdown(log, async () => {
    await worker.stop();
    await pool.end();
  });
  log.info({ concurrency: config.WORKER_CONCURRENCY }, 'worker started');
  await worker.promise;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Worker could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
