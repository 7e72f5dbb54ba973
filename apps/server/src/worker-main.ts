/** `npm run worker`: a worker process over the same database; several may run at once. */
import { ConfigError } from './config.js';
import { onShutdown, openRuntime } from './runtime.js';
import { startWorker } from './jobs/worker.js';

async function main(): Promise<void> {
  const { config, log, pool } = await openRuntime('worker');
  const worker = await startWorker({ config, pool, log });
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
