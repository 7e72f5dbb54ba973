/**
 * Start-up shared by the server and the worker: configuration, logger, database (the one
 * configured, or an embedded one), migrations and secrets.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { createPool, type Pool } from './db/pool.js';
import { migrate } from './db/migrate.js';
import {
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './db/embedded-postgres.js';
import { migrateQueue } from './jobs/worker.js';

export interface Runtime {
  config: Config;
  log: Logger;
  pool: Pool;
  secret: string;
  embedded?: EmbeddedPostgres;
}

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** AUTH_SECRET, else one generated once and kept in the data folder. */
function loadSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function openRuntime(role: 'server' | 'worker'): Promise<Runtime> {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  let url = config.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  if (!url && role === 'server') {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_POSTGRES_PORT,
      log,
    });
    url = embedded.url;
  } else if (!url) {
    url = runningEmbeddedUrl(config.DATA_DIR);
    if (!url) {
      throw new ConfigError(
        'Invalid configuration: DATABASE_URL is not set and no `npm start` is running on DATA_DIR',
      );
    }
  }
  const pool = createPool(url);
  try {
    await migrate(pool);
    await migrateQueue(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  return { config, log, pool, secret: loadSecret(config), ...(embedded ? { embedded } : {}) };
}

/** Runs `stop` once on SIGINT/SIGTERM or a crash, then exits. */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (code: number) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(code || 1), 10_000);
    force.unref();
    stop()
      .catch((error: unknown) => log.error({ err: error }, 'error while stopping'))
      .finally(() => process.exit(code));
  };
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    log.fatal({ err: error }, 'unhandled rejection');
    shutdown(1);
  });
}
