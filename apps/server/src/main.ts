/** `npm start`: database, migrations, API, in-process worker and the built web app. */
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config.js';
import { onShutdown, openRuntime } from './runtime.js';
import { buildApp } from './http/app.js';
import { createAppContext } from './http/context.js';
import { startWorker } from './jobs/worker.js';

async function main(): Promise<void> {
  const started = Date.now();
  const runtime = await openRuntime('server');
  const { config, log, pool, secret, embedded } = runtime;
  const webDistDir =
    config.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const ctx = createAppContext({ config, pool, log, secret, webDistDir });
  const app = await buildApp(ctx);
  const worker = config.RUN_WORKER
    ? await startWorker({
        config,
        pool,
        log,
        secret,
        services: ctx.search,
        billing: ctx.billing,
        integrations: ctx.integrations,
      })
    : undefined;

  onShutdown(log, async () => {
    log.info('stopping');
    await app.close();
    await worker?.stop();
    await ctx.search.close();
    await ctx.integrations.close();
    await pool.end();
    await embedded?.stop();
    log.info('stopped');
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(
    { ms: Date.now() - started, database: embedded ? 'embedded' : 'DATABASE_URL' },
    `LeadAtlas is running at ${config.appUrl}`,
  );
  process.stdout.write(`\n  LeadAtlas is running at ${config.appUrl}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(`LeadAtlas could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
