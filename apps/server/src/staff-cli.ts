/**
 * `npm run staff -- grant <email>` / `npm run staff -- revoke <email>`: the only way the staff
 * role is given or taken (issue 16, decision 0026); no request can. Uses DATABASE_URL, else the
 * database of a running `npm start`, else starts the embedded one.
 */
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { inTransaction } from './db/pool.js';
import { withCliDatabase } from './db/cli-database.js';
import { audit, setStaff } from './domain/support/staff.js';

const USAGE = 'Usage: npm run staff -- grant|revoke <email>';

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) throw new ConfigError(USAGE);
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const found = await withCliDatabase(config, log, 2, (pool) =>
    inTransaction(pool, async (db) => {
      const userId = await setStaff(db, email, command === 'grant');
      // The staff member concerned, not their address: deleting the account clears the link.
      if (userId) await audit(db, { staffUserId: userId, action: `staff_${command}` });
      return userId !== null;
    }),
  );
  if (!found) throw new ConfigError(`No account has the address ${email}.`);
  process.stdout.write(`${command === 'grant' ? 'Granted' : 'Revoked'} staff: ${email}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `staff failed: ${String(error)}\n`,
  );
  process.exit(1);
});
