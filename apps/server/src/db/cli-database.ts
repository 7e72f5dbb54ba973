/**
 * The database a command-line tool works on: DATABASE_URL, else the one a running `npm start`
 * uses, else the embedded one started for the tool's run; migrated, and closed afterwards.
 */
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres.js';
import { migrate } from './migrate.js';
import { createPool, type Pool } from './pool.js';

export async function withCliDatabase<T>(
  config: Config,
  log: Logger,
  poolSize: number,
  fn: (pool: Pool) => Promise<T>,
): Promise<T> {
  let url = config.DATABASE_URL ?? runningEmbeddedUrl(config.DATA_DIR);
  const embedded = url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: 0, log });
  url ??= embedded!.url;
  const pool = createPool(url, poolSize);
  try {
    await migrate(pool);
    return await fn(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}
