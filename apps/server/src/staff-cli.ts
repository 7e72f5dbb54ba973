/**
 * `npm run staff -- grant <email>` / `npm run staff -- revoke <email>`: the only way the staff
 * role is given or taken (issue 16); no request can. Uses DATABASE_URL, else the database of a
 * running `npm start`, else starts the embedded one.
 */
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { createPool, inTransaction } from './db/pool.js';
import { migrate } from './db/migrate.js';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { audit, setStaff } from './domain/support/staff.js';

const USAGE = 'Usage: npm run staff -- grant|revoke <email>';

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) throw new ConfigError(USAGE);
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let url = config.DATABASE_URL ?? runningEmbeddedUrl(config.DATA_DIR);
  const embedded = url
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: 0, log });
  url ??= embedded!.url;
  const pool = createPool(url, 2);
  try {
    await migrate(pool);
    const found = await inTransaction(pool, async (db) => {
      const done = await setStaff(db, email, command === 'grant');
      if (done)
        await audit(db, { staffUserId: null, action: `staff_${command}`, details: { email } });
      return done;
    });
    if (!found) throw new ConfigError(`No account has the address ${email}.`);
    process.stdout.write(`${command === 'grant' ? 'Granted' : 'Revoked'} staff: ${email}\n`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `staff failed: ${String(error)}\n`,
  );
  process.exit(1);
});
